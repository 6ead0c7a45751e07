/**
 * The interface strings of the site in US English: the source table. Every other locale's table
 * has the type derived from this one (messages.ts), so a key missing there does not compile.
 * Strings quoted in SPEC.md keep their exact wording here. Grouped by the part of the site that
 * shows them; content (titles, bodies, menu entries from the snapshot) is never in here.
 *
 * The groups here hold what the browser's page bundle reads; what only the server renders (static
 * regions, resolvers, routes, feeds, labels inside rendered bodies) is in ./en-US-server.ts, and the
 * groups only one part of the site shows are modules of their own (docs/interface-strings.md).
 */
import { assistant } from './en-US-assistant';
import { errors } from './en-US-errors';
import { forms } from './en-US-forms';
import { insights } from './en-US-insights';
import { kb } from './en-US-kb';
import { account } from './en-US-account';
import { requests } from './en-US-requests';
import { searchResults } from './en-US-search-results';
import { share } from './en-US-share';
import { signIn } from './en-US-sign-in';
import { chromeServer, pageServer, richtextServer, searchServer } from './en-US-server';

/** The header, side panel, account menu, contact block and footer. */
export const chrome = {
  products: 'Products',
  apps: 'Apps',
  getStarted: 'Get started',
  documentation: 'Documentation',
  resources: 'Resources',
  cloud: 'Cloud',
  dataCenter: 'Data Center',
  deploymentTabs: 'Deployment',
  seeAllOtherApps: 'See all other apps',
  showFewerApps: 'Show fewer apps',
  signIn: 'Sign in',
  logInToAccount: 'Log in to account',
  logInToContactSupport: 'Log in to contact support',
  notFindingHelp: 'Not finding the help you need?',
  contactSupport: 'Contact support',
  submitWithoutLoggingIn: 'Submit support request without logging in',
  skipToMainContent: 'Skip to main content',
  skipNavigation: 'Skip navigation',
  supportHome: 'Support home',
  mainNavigation: 'Main',
  menu: 'Menu',
  back: 'Back',
  search: 'Search',
  opensInNewTab: '(opens in a new tab)',
  helpfulTopics: 'Helpful topics',
  moreLinks: 'More links',
  marketplace: 'Marketplace',
  developers: 'Developers',
  training: 'Training',
  analyticsConsentLabel: 'Analytics',
  analyticsConsentText:
    'May we record how this site is used (pages read, searches, clicks) to improve it? No address or e-mail is kept.',
  analyticsAccept: 'Accept',
  analyticsDecline: 'Decline',
} as const;

/** The templates and their components. */
export const page = {
  breadcrumb: 'Breadcrumb',
  pageTree: 'Documentation',
  showNavigation: 'Show navigation',
  hideNavigation: 'Hide navigation',
  expandItem: 'Expand {title}',
  collapseItem: 'Collapse {title}',
  pageTreeBranchLink: 'See the pages in {title}',
  cloud: 'Cloud',
  dataCenter: 'Data Center',
  deployment: 'Deployment',
  editionUnavailable: 'not available for this product',
  dataCenterVersion: 'Data Center {version}',
  chooseVersion: 'Choose a Data Center version',
  unableToFindPage: 'Unable to find page',
  missingPageMessage:
    "This exact page doesn't exist in the Data Center {version} documentation. Would you like to look for an alternative page?",
  search: 'Search',
  browse: 'Browse',
  cancel: 'Cancel',
  showMore: 'Show more',
  wasThisHelpful: 'Was this helpful?',
  yes: 'Yes',
  no: 'No',
  reasonAccurate: "It wasn't accurate",
  reasonClear: "It wasn't clear",
  reasonRelevant: "It wasn't relevant",
  reasonsHeading: 'What went wrong?',
  thanksForFeedback: 'Thanks for your feedback.',
  feedbackRetrying: "We couldn't save your answer yet. We'll try again in a moment.",
  feedbackFailed: "We couldn't save your answer. Please try again.",
  feedbackTryAgain: 'Try again',
  onThisPage: 'On this page',
  contactSupport: 'Contact support',
  products: 'Products',
  guides: 'Guides',
  documentation: 'Documentation',
  /** The docs home's search box, which searches only that product's documentation (short enough for a phone). */
  searchThisDocumentation: 'Search this documentation',
  browseByProduct: 'Browse by product',
  browseResources: 'Browse resources',
  supportHome: 'Go to the support home',
  notFoundSuggestion: 'Visit the support home or search the documentation to find what you need.',
  loading: 'Loading',
  noscript: 'Turn on JavaScript in your browser to use this form.',
  partnerPortal: 'Partner Portal',
  signIn: 'Sign in',
  version: 'Version',
  platform: 'Platform',
  featuredVideo: 'Featured video',
  editInContentful: 'Edit Page in Contentful',
  editKbArticle: 'Edit this KB Article',
  editPage: 'Edit this page',
  editInConfluence: 'Edit in Confluence',
  opensInNewTab: '(opens in a new tab)',
  editorTools: 'Editor tools',
  previewMode: 'PREVIEW MODE',
  previewOpenInContentful: 'Open in Contentful',
  previewSignIn: 'Sign in to see this preview',
  emailAddress: 'E-mail address',
  logOut: 'Log out',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  applyFilters: 'Apply filters',
} as const;

/** The search results page and the header's search box. */
export const search = {
  cloud: 'Cloud',
  dataCenter: 'Data Center',
  /** A result's Data Center versions, after its product's name. */
  dataCenterVersions: 'Data Center {versions}',
  suggestions: 'Suggestions',
  suggestionCount: '{count} suggestions available. Use the up and down arrow keys to choose one.',
  suggestionCountOne: '1 suggestion available. Use the up and down arrow keys to choose it.',
  noSuggestions: 'No suggestions',
  suggestionHeadingIn: 'Section of {title}',
  /** The header's placeholder; the '/' shortcut is shown beside it as a key where there is a keyboard. */
  headerSearchPlaceholder: 'Search help',
  /** The name of the header's search landmark, which sits beside the page's own search box. */
  headerSearchLandmark: 'Search the help centre',
} as const;

/** Labels inside rendered article bodies. */
export const richtext = {
  copied: 'Code copied to clipboard',
  /** The copy button's own label for a moment after a copy, beside the announcement above. */
  copiedShort: 'Copied',
  copyFailed: 'Copying failed. Select the code and copy it instead.',
  playVideo: 'Play video',
  watchVideoOn: 'Watch on {service}',
  code: 'Code',
  videoError: 'This video cannot be displayed. Please contact support if you believe this is an error.',
  /** The link of that notice to the video's page on the site that hosts it. */
  openVideoOnSite: 'Open the video on its site',
  share: 'Share',
} as const;

/** The words around a date. */
export const dates = {
  updatedOn: 'Updated on {date}',
} as const;

/**
 * A group from its part the browser reads and its part only the server renders. Calls are marked
 * pure, so a bundle that never reads the whole table drops it and the server's strings with it.
 */
function joinParts<B extends object, S extends object>(browser: B, server: S): B & S {
  return { ...browser, ...server };
}

/**
 * The whole table, for the server, the form apps and the tests (../all-messages.ts): the groups above
 * joined with the strings only the server renders (./en-US-server.ts). The page bundle imports single
 * groups instead (../messages.ts, ../part-messages.ts), so it carries only those.
 */
export const enUS = {
  chrome: /* @__PURE__ */ joinParts(chrome, chromeServer),
  page: /* @__PURE__ */ joinParts(page, pageServer),
  search: /* @__PURE__ */ joinParts(search, searchServer),
  richtext: /* @__PURE__ */ joinParts(richtext, richtextServer),
  errors,
  forms,
  dates,
  assistant,
  insights,
  searchResults,
  signIn,
  requests,
  share,
  account,
  kb,
} as const;
