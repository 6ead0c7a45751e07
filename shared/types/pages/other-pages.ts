/** View models of the page kinds that are not backed by one content entry. */
import type { SearchUrlState } from '../../search/query-params';
import type { SearchCategory, SearchResponse, SortOption } from '../../search/types';
import type { HtmlLang } from '../content';
import type { PageBase } from '../page';

/** The not-found page; its frame and template also say why an address is malformed (status 400). */
export interface NotFoundPageView extends PageBase {
  kind: 'notFound';
  message: string;
  homeUrl: string;
  /** The deepest page above the missing address that exists, as 'Back to {title}'. */
  nearest?: { message: string; title: string; url: string; lang?: HtmlLang };
  /** The words of the missing address's last part, to search for. */
  searchTerm?: string;
}

/** A page that loads an external app (support form or customer portal) from its manifest. */
export interface ExternalAppPageFields {
  heading: string;
  intro: string;
  manifestUrl: string;
  /** The app mounts into the element with this id. */
  mountId: string;
  supportType?: 'partner';
  showContactButton: boolean;
  partnerPortalUrl?: string;
  /** The contact forms' products (server/content/resolvers/support-products.ts). */
  supportProducts?: SupportProductOption[];
  /** The answer to the contact page's script-free form (server/routes/contact-form.ts); absent on a GET. */
  submission?: SupportFormSubmission;
  /**
   * What the address's `?product=` and `?ticketType=` choose in the script-free form, on a GET; the
   * scripted form reads them from the address itself (shared/support/support-form-prefill.ts).
   */
  prefill?: { product?: string; ticketType?: string };
}

/** One problem of a script-free form post: a field's, or (field null) the whole post's. */
export interface SupportFormProblem {
  field: string | null;
  message: string;
}

/**
 * What the contact and file-download pages show after their script-free form was posted: the form again with what the
 * visitor typed and what to fix, or the confirmation of the request it filed.
 */
export type SupportFormSubmission =
  | { step: 'problems'; values: Record<string, string>; problems: SupportFormProblem[] }
  | {
      step: 'sent';
      reference: string;
      contactUrl: string;
      /** The support home, the other way on. */
      homeUrl: string;
      requestsUrl: string | null;
      /** Whether a confirmation was e-mailed: false where the site has no mail server. */
      mailed: boolean;
    };

/** A product the support form offers: its name, and the lower-case values a link may name it by. */
export interface SupportProductOption {
  name: string;
  keys: string[];
}

export interface ContactPageView extends PageBase, ExternalAppPageFields {
  kind: 'contact';
}

export interface HotContactPageView extends PageBase, ExternalAppPageFields {
  kind: 'hotContact';
}

export interface PartnerContactPageView extends PageBase, ExternalAppPageFields {
  kind: 'partnerContact';
}

export interface StatusPageContactPageView extends PageBase, ExternalAppPageFields {
  kind: 'statusPageContact';
}

export interface CustomerPortalPageView extends PageBase, ExternalAppPageFields {
  kind: 'customerPortal';
}

export interface FileDownloadPageView extends PageBase {
  kind: 'fileDownload';
  /** The page's heading; its title says 'Error:' first after a post to fix. */
  heading: string;
  intro: string;
  manifestUrl: string;
  mountId: string;
  formName: 'file-download';
  height: number;
  /** The answer to the page's script-free form (server/routes/contact-form.ts); absent on a GET. */
  submission?: SupportFormSubmission;
}

export interface MyRequestsPageView extends PageBase {
  kind: 'myRequests';
  tab: 'requests' | 'namedContacts';
  requestsUrl: string;
  namedContactsUrl: string;
  /** A signed-in visitor's requests, one request or the staff queue; absent on the anonymous shell. */
  requests?: RequestsPageData;
}

export type RequestStatusView = 'open' | 'waiting-on-customer' | 'resolved';

export interface RequestRowView {
  reference: string;
  summary: string;
  product: string | null;
  status: RequestStatusView;
  /** YYYY-MM-DD (UTC), the same on server and browser. */
  updated: string;
  url: string;
}

export interface RequestListData {
  rows: RequestRowView[];
  total: number;
  page: number;
  pageCount: number;
  previousUrl: string | null;
  nextUrl: string | null;
}

export interface RequestMessageView {
  author: string;
  fromStaff: boolean;
  body: string;
  created: string;
}

export type RequestsPageData =
  | ({ view: 'list' } & RequestListData)
  | {
      view: 'contacts';
      organisation: string;
      contacts: string[];
      addAction: string;
      removeAction: string;
      /** The address typed when it was refused, and why. */
      email: string;
      error: string | null;
    }
  | ({
      view: 'queue';
      action: string;
      filters: { status: RequestStatusView | ''; product: string };
      products: string[];
    } & RequestListData)
  | {
      view: 'detail';
      request: RequestRowView & { description: string; name: string; email: string; created: string };
      messages: RequestMessageView[];
      replyAction: string;
      /** Staff only: where the status form posts. */
      statusAction: string | null;
      backUrl: string;
      error: string | null;
    };

/**
 * Why a preview page cannot be shown: the three content reasons of SPEC.md section 2, the Preview
 * API being unreachable, and a visitor who may not see drafts (docs/adr/023-live-preview.md).
 */
export type PreviewErrorReason =
  | 'requiredFields'
  | 'context'
  | 'contextAndCollection'
  | 'unavailable'
  | 'signInRequired'
  | 'editorsOnly'
  | 'secretInvalid';

export interface PreviewErrorPageView extends PageBase {
  kind: 'previewError';
  reason: PreviewErrorReason;
  message: string;
  /** Where to sign in and come back (visitors who may not see drafts). */
  signInUrl?: string;
}

/** What the server found for the url's search, embedded so the browser's search state starts from it. */
export interface SearchPageData {
  /** The url's search (shared/search/query-params.ts). */
  query: SearchUrlState;
  /** The search API's response for it; null when the server has no search service. */
  response: SearchResponse | null;
  categories: SearchCategory[];
  sortOptions: SortOption[];
}

export interface SearchResultsPageView extends PageBase {
  kind: 'searchResults';
  search: SearchPageData;
}

/**
 * The sign-in and log-out page (/login/, /login/verify/, /logout/): which step it shows, and the
 * request-specific parts the server filled in. Never cached: it answers one visitor.
 */
export type SignInStep = 'form' | 'sent' | 'confirm' | 'logout' | 'unavailable' | 'account';

/** The signed-in visitor's account (step 'account', /account/). */
export interface AccountView {
  email: string;
  /** The day this browser signed in, YYYY-MM-DD (UTC), the same on server and browser. */
  signedInOn: string;
  /** Live sessions of the address besides this one: other browsers or devices. */
  otherSessions: number;
  /** How many sessions 'Log out everywhere else' just ended; null when the page was not reached from it. */
  ended: number | null;
  requestsUrl: string;
  namedContactsUrl: string;
  logoutUrl: string;
}

export interface SignInPageData {
  step: SignInStep;
  /** The page's own path without locale (/login/, /login/verify/, /login/callback/, /logout/ or /account/). */
  path: '/login/' | '/login/verify/' | '/login/callback/' | '/logout/' | '/account/';
  /** Where the page's form posts. */
  action: string;
  /** The checked same-origin path to return to after signing in (or out). */
  continueTo: string;
  /** The address typed or hinted (login_hint), shown back in the form. */
  email: string;
  /** What went wrong with the last attempt, in the page locale; null when nothing did. */
  error: string | null;
  /** The one-time token of a link being confirmed (step 'confirm'). */
  token: string;
  /** The sign-in link itself, shown only outside production when no mail server is configured. */
  localLink: string | null;
  /** Where to start signing in again after a failed attempt (step 'unavailable'); null: no link. */
  retryUrl: string | null;
  /** When sign-in is not available: the checked same-site page to go back to; null: none. */
  backUrl: string | null;
  /** When sign-in is not available and the visitor was going to a support form: that form. */
  contactFormUrl: string | null;
  /** The signed-in visitor's account (step 'account'); null on every other step. */
  account: AccountView | null;
}

export interface SignInPageView extends PageBase, SignInPageData {
  kind: 'signIn';
}

/** The tables of the insights page; each downloads as `/insights/{table}.csv` with the page's filters. */
export const INSIGHTS_TABLES = ['helpful', 'search-gaps', 'most-read', 'most-exited', 'trend'] as const;
export type InsightsTable = (typeof INSIGHTS_TABLES)[number];

export const INSIGHTS_PERIODS = ['7', '30', '90'] as const;
export type InsightsPeriod = (typeof INSIGHTS_PERIODS)[number];

/** An article of an insights row: its title, its page on the site and its entry in Contentful. */
export interface InsightsArticleView {
  entryId: string;
  title: string;
  /** Null when the entry is no longer published. */
  url: string | null;
  editUrl: string;
}

export interface InsightsHelpfulRowView {
  article: InsightsArticleView;
  deployment: string | null;
  version: string | null;
  yes: number;
  no: number;
  /** 0 to 1, or null without answers. */
  rate: number | null;
  inaccurate: number;
  unclear: number;
  irrelevant: number;
}

export interface InsightsCountRowView {
  article: InsightsArticleView;
  count: number;
}

export interface InsightsSearchGapView {
  query: string;
  searches: number;
  zeroResults: number;
  noClick: number;
}

export interface InsightsDayView {
  /** YYYY-MM-DD (UTC). */
  day: string;
  views: number;
  /** 0 to 1, or null on a day without answers. */
  helpfulRate: number | null;
  zeroResults: number;
}

/** The filters as the form shows them: the values typed, or empty for all. */
export interface InsightsFilterView {
  period: InsightsPeriod | 'custom';
  from: string;
  to: string;
  deployment: string;
  version: string;
}

export interface InsightsPageData {
  action: string;
  filters: InsightsFilterView;
  deployments: string[];
  versions: string[];
  /** Why the filters were refused (400); then the tables are empty. */
  error: string | null;
  /** First and last day shown, YYYY-MM-DD (UTC). */
  first: string;
  last: string;
  helpful: InsightsHelpfulRowView[];
  searchGaps: InsightsSearchGapView[];
  mostRead: InsightsCountRowView[];
  mostExited: InsightsCountRowView[];
  trend: InsightsDayView[];
  /** The CSV address of each table, with the same filters. */
  csv: Record<InsightsTable, string>;
}

export interface InsightsPageView extends PageBase {
  kind: 'insights';
  insights: InsightsPageData;
}
