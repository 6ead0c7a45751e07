/**
 * The site header as a part hydrated on intent (docs/adr/045-hydration-on-intent.md): until the
 * pointer, a touch or focus first comes into it, its menus are native disclosures and links to the
 * menus' pages and its search box is a GET form, as without JavaScript. A signed-in visitor's page
 * wakes it at once (client/main.tsx), so the avatar menu replaces Sign in without a gesture.
 */
import { hydratedOnIntent } from '../../static/on-intent';
import { PageHeader } from './PageHeader';

export const IntentSiteHeader = hydratedOnIntent('header', 'header.hc-header', PageHeader);
