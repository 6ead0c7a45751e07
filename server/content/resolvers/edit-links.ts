/**
 * Where editors change a page (SPEC.md section 6): the entry in Contentful's web app and, for topics
 * migrated from Confluence, the Confluence editor of the source page.
 */
import type { EditLinksView } from '../../../shared/types/pages/content-pages';

/**
 * The Contentful space and environment the content comes from. They are the `sys.space` and
 * `sys.environment` of the bundled export (a test checks that they match it); a deployment that
 * syncs another space changes them here, in one place.
 */
export const CONTENTFUL_SPACE_ID = 'helpcentre';
export const CONTENTFUL_ENVIRONMENT_ID = 'master';

const CONTENTFUL_WEB_APP = 'https://app.contentful.com';
/** Confluence's page editor; the page id is appended as the `pageId` query parameter. */
const CONFLUENCE_EDIT_PAGE = 'https://confluence.atlassian.com/pages/editpage.action';

/** The entry in Contentful's web app; the preview banner passes the space and environment it reads. */
export function contentfulEditUrl(
  entryId: string,
  spaceId: string = CONTENTFUL_SPACE_ID,
  environment: string = CONTENTFUL_ENVIRONMENT_ID,
): string {
  const path = ['spaces', spaceId, 'environments', environment, 'entries', entryId].map(encodeURIComponent);
  return `${CONTENTFUL_WEB_APP}/${path.join('/')}`;
}

export function confluenceEditUrl(pageId: string): string {
  return `${CONFLUENCE_EDIT_PAGE}?${new URLSearchParams({ pageId }).toString()}`;
}

export function editLinksOf(entryId: string, confluencePageId?: string): EditLinksView {
  const links: EditLinksView = { editUrl: contentfulEditUrl(entryId) };
  if (confluencePageId) links.confluenceEditUrl = confluenceEditUrl(confluencePageId);
  return links;
}
