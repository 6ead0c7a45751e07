/**
 * Business constants and limits (SPEC.md section 9) shared by the server and the browser.
 * One place, so a changed breakpoint or timing moves every use at once.
 */

/** Below this width (px) the header switches to the mobile layout. */
export const MOBILE_BREAKPOINT = 768;
/** From this width (px) the header shows the wide desktop layout; between the two it is the tablet layout. */
export const WIDE_BREAKPOINT = 1095;
/** The mobile flag is re-evaluated this long (ms) after the last resize event. */
export const RESIZE_DEBOUNCE_MS = 100;
/** Collapsed lists (products, documentation children, topics, sibling window) show this many items. */
export const COLLAPSED_LIST_SIZE = 5;
/** Helpful topics are shown as cards up to this many, as a link list beyond it. */
export const HELPFUL_TOPICS_CARD_LIMIT = 5;

/** Card-height equalisation applies from this viewport width (px). */
export const CARD_EQUALISATION_MIN_WIDTH = 901;

/** Credits screen timings (ms): spaceship, credits fade-in delay, visible time, removal after hiding. */
export const CREDITS_SPACESHIP_MS = 3000;
export const CREDITS_FADE_IN_DELAY_MS = 500;
export const CREDITS_VISIBLE_MS = 15000;
export const CREDITS_REMOVE_DELAY_MS = 2500;

/** A user may edit content only when their e-mail ends with this domain. */
export const INTERNAL_EMAIL_DOMAIN = '@atlassian.com';
/** Host names containing this mark partner sites. */
export const PARTNER_HOST_MARK = 'partners';

/** Icon sizes (px). */
export const DROPDOWN_CARD_ICON_SIZE = 32;
export const RESOURCE_CARD_ICON_SIZE = 40;

/** Routes the chrome links to (canonical, without locale prefix). */
export const CONTACT_PATH = '/contact/';
export const PARTNER_CONTACT_PATH = '/partnercontact/';
/**
 * Where the contact pages' script-free form sends the visitor once their request is filed, with its
 * `?reference=`: answered `private, no-store` and never cached (server/routes/contact-form.ts).
 */
export const CONTACT_SENT_PATH = '/contact/sent/';
export const REQUESTS_PATH = '/requests/';
export const NAMED_CONTACTS_PATH = '/named-contact/';
export const SEARCH_RESULTS_PATH = '/search-results/';
/** The longest search term: the search boxes take no more, and a longer term in a url is cut to it. */
export const MAX_SEARCH_TERM_LENGTH = 256;
/** Editor insights (docs/adr/038-editor-insights.md); each table also downloads as `{table}.csv` beside it. */
export const INSIGHTS_PATH = '/insights/';
/** The signed-in visitor's account page: where they are signed in, and logging out elsewhere. */
export const ACCOUNT_PATH = '/account/';
/** The site's sign-in and sign-out routes; both take a `continue` target on the site's own origin. */
export const LOGIN_PATH = '/login/';
export const LOGOUT_PATH = '/logout/';
/** The session APIs (SPEC.md section 7). */
export const USER_AUTH_PATH = '/gateway/api/customer-context/user/auth';
export const HEARTBEAT_PATH = '/gateway/api/session/heartbeat';
/**
 * A cookie the browser can read, set beside the HttpOnly session cookie: it says only that a
 * session may exist, so anonymous page views skip the user request. It holds no secret.
 */
export const SIGNED_IN_MARKER_COOKIE = 'hc_signed_in';
/** Pages that show nothing without a session; losing the session there sends the visitor to sign in. */
export const SESSION_PAGE_PATHS = [REQUESTS_PATH, NAMED_CONTACTS_PATH, INSIGHTS_PATH, ACCOUNT_PATH] as const;

/** Vendor sites linked from the chrome. */
export const MARKETPLACE_URL = 'https://marketplace.atlassian.com/';
export const DEVELOPERS_URL = 'https://developer.atlassian.com/';
export const TRAINING_URL = 'https://www.atlassian.com/university';

/** Default footer link targets, used when the footer entry has no links of its own. */
export const LEGAL_URLS = {
  accessibility: 'https://www.atlassian.com/accessibility',
  noticeAtCollection: 'https://www.atlassian.com/legal/privacy-policy#additional-disclosures-for-ca-residents',
  yourPrivacyChoices: 'https://www.atlassian.com/legal/privacy-policy#your-choices',
  privacyPolicy: 'https://www.atlassian.com/legal/privacy-policy',
  termsOfUse: 'https://www.atlassian.com/legal/atlassian-customer-agreement',
  terms: 'https://www.atlassian.com/legal/atlassian-customer-agreement',
  impressum: 'https://www.atlassian.com/legal/impressum',
  security: 'https://www.atlassian.com/trust/security',
  dataProtection: 'https://www.atlassian.com/trust/privacy',
} as const;

/** Search page size, pagination cap and debounces (SPEC.md section 9). */
export const SEARCH_PAGE_SIZE = 10;
export const PAGINATION_MAX_BUTTONS = 10;
export const SEARCH_INPUT_DEBOUNCE_MS = 500;
export const SCROLL_TRACKING_DEBOUNCE_MS = 250;

/** Origins of the vendor's own sites: their links get the locale prefix like internal paths. */
export const VENDOR_ORIGINS: readonly string[] = ['https://www.atlassian.com'];

/** The visitor's feature flags, evaluated after hydration (docs/adr/024-feature-flags-through-openfeature.md). */
export const FLAGS_API_PATH = '/gateway/api/flags';
/** The customer cohort experiment of SPEC.md section 7. */
export const COHORT_PATH = '/gateway/api/customer-context/customer/cohort/csm-experiment';
/** The built-in chat assistant's conversation endpoint. */
export const ASSISTANT_PATH = '/gateway/api/assistant/conversation';
