/** One page of every kind the registry renders, for the tests and screenshots that look at them. */
export interface Template {
  kind: string;
  path: string;
}

export const KB = '/jira-software-data-center/kb/troubleshoot-indexing-problems-in-jira-data-center';

/** One page of every kind the registry renders (shared/registry.ts). */
export const TEMPLATES: readonly Template[] = [
  { kind: 'homePage', path: '/' },
  { kind: 'productLandingPage', path: '/jira-software-cloud/resources/' },
  { kind: 'contextTheme', path: '/accounts/resources/' },
  { kind: 'contextApp', path: '/jira-cloud-mobile-apps/resources/' },
  { kind: 'documentedProduct', path: '/jira-software-cloud/docs/' },
  { kind: 'collection', path: '/jira-software-cloud/docs/manage-projects/' },
  { kind: 'topicSet', path: '/jira-software-cloud/docs/set-up-your-site/' },
  { kind: 'topic', path: '/jira-software-cloud/docs/create-a-board/' },
  { kind: 'pageKbHome', path: '/jira-software-data-center/kb/' },
  { kind: 'pageKbArticle', path: `${KB}/re-index-fails-with-lock-obtain-timed-out/` },
  { kind: 'searchResults', path: '/search-results/?searchTerm=board' },
  { kind: 'notFound', path: '/no-such-page/' },
  { kind: 'contact', path: '/contact/' },
  { kind: 'hotContact', path: '/hot-contact/' },
  { kind: 'partnerContact', path: '/partnercontact/' },
  { kind: 'statusPageContact', path: '/statuspage-contact/' },
  { kind: 'customerPortal', path: '/customer-portal/' },
  { kind: 'fileDownload', path: '/file-download/' },
  { kind: 'signIn', path: '/login/' },
  { kind: 'Japanese topic', path: '/ja/jira-software-cloud/docs/create-a-board/' },
];

/**
 * Header menus' own pages (server/routes/header-menus.tsx): the page the triggers link to before
 * hydration, in the site's frame and without a script.
 */
export const MENU_PAGES: readonly Template[] = [
  { kind: 'menu', path: '/menus/products/' },
  { kind: 'menu', path: '/menus/menu-menu-documentation/' },
  { kind: 'Japanese menu', path: '/ja/menus/menu-menu-resources/' },
];
