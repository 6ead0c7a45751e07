/** Where the KB pages send visitors for more help (SPEC.md section 2, KB home and KB article). */
import { CONTACT_PATH } from '../../../shared/constants';

export const COMMUNITY_URL = 'https://community.atlassian.com/';
/** The community's post creation page; `add-tags` pre-fills the product tag. */
export const COMMUNITY_ASK_URL = 'https://community.atlassian.com/t5/forums/postpage/choose-node/true';
export const DEVELOPER_COMMUNITY_URL = 'https://community.developer.atlassian.com/';
export const DEVELOPER_SUPPORT_URL = 'https://developer.atlassian.com/support';
export const PARTNER_DIRECTORY_URL = 'https://partnerdirectory.atlassian.com/';
export const PARTNER_PORTAL_URL = 'https://partners.atlassian.com/';
export const REPORT_PROBLEM_PATH = `${CONTACT_PATH}?ticketType=bug`;

export function askCommunityUrl(tag: string | undefined): string {
  return tag ? `${COMMUNITY_ASK_URL}?add-tags=${encodeURIComponent(tag)}` : COMMUNITY_ASK_URL;
}
