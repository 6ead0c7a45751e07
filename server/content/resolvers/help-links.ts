/** Where the KB pages send visitors for more help (SPEC.md section 2, KB home and KB article). */
import { CONTACT_PATH } from '../../../shared/constants';
import type { TicketType } from '../../../shared/support/ticket-types';

export const COMMUNITY_URL = 'https://community.atlassian.com/';
/** The community's post creation page; `add-tags` pre-fills the product tag. */
export const COMMUNITY_ASK_URL = 'https://community.atlassian.com/t5/forums/postpage/choose-node/true';
export const DEVELOPER_COMMUNITY_URL = 'https://community.developer.atlassian.com/';
export const DEVELOPER_SUPPORT_URL = 'https://developer.atlassian.com/support';
export const PARTNER_DIRECTORY_URL = 'https://partnerdirectory.atlassian.com/';
export const PARTNER_PORTAL_URL = 'https://partners.atlassian.com/';

/**
 * The contact form's address from a page: what it chooses in the form (the request type, the page's
 * product, as shared/support/support-form-prefill.ts reads them) and the page it was opened from.
 */
export function contactPathFor(choices: { ticketType?: TicketType; product?: string; pageId?: string }): string {
  const query = new URLSearchParams();
  if (choices.ticketType) query.set('ticketType', choices.ticketType);
  if (choices.product) query.set('product', choices.product);
  if (choices.pageId) query.set('pageId', choices.pageId);
  const search = query.toString();
  return search ? `${CONTACT_PATH}?${search}` : CONTACT_PATH;
}

export function askCommunityUrl(tag: string | undefined): string {
  return tag ? `${COMMUNITY_ASK_URL}?add-tags=${encodeURIComponent(tag)}` : COMMUNITY_ASK_URL;
}
