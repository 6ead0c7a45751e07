/**
 * The contact pages' static regions (docs/adr/044-static-regions.md): the support form for visitors
 * without JavaScript, its error summary and the confirmation of a request it filed; and the customer
 * portal's links for visitors without JavaScript. Server markup only; none of this code reaches the
 * browser's bundle, only its stylesheets.
 */
import { staticRegion } from '../static/static-region';
import { PortalLinks } from './PortalLinks';
import { NoscriptSupportForm, SupportFormErrorSummary, SupportRequestSent } from './SupportFormNoscript';

export const StaticNoscriptSupportForm = staticRegion('noscript-support-form', NoscriptSupportForm);
export const StaticSupportFormErrorSummary = staticRegion('support-form-error-summary', SupportFormErrorSummary);
export const StaticSupportRequestSent = staticRegion('support-request-sent', SupportRequestSent);
export const StaticPortalLinks = staticRegion('portal-links', PortalLinks);
