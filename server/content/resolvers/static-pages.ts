/** Pages without a content entry: the contact forms, portal, downloads, requests, preview errors, search. */
import { fill } from '../../../shared/i18n/messages';
import {
  serverMessagesFor,
  type ServerPageLabelKey,
  type ServerPageLabels,
} from '../../../shared/i18n/server-messages';
import { errorMessagesFor, formMessagesFor, insightsMessagesFor } from '../../../shared/i18n/part-messages';
import {
  CONTACT_SENT_PATH,
  INSIGHTS_PATH,
  NAMED_CONTACTS_PATH,
  REQUESTS_PATH,
  SEARCH_RESULTS_PATH,
} from '../../../shared/constants';
import { searchCategories, searchResultsTitle, sortOptions } from '../../../shared/search/options';
import { EMPTY_SEARCH_URL_STATE } from '../../../shared/search/query-params';
import type { SupportFormInitial } from '../../../shared/support/support-form-fields';
import type { Locale } from '../../../shared/types/content';
import type { OtherPageKind } from '../../../shared/types/page';
import type { PageViewByKind } from '../../../shared/types/pages/by-kind';
import type {
  ExternalAppPageFields,
  NotFoundPageView,
  PreviewErrorReason,
  RequestsPageData,
  SignInPageData,
  SupportFormSubmission,
} from '../../../shared/types/pages/other-pages';
import type { ContentSnapshot } from '../snapshot-types';
import { emptyInsightsData } from '../../analytics/insights-filters';
import { DEFAULT_MANIFESTS, href, pageBase, type ResolveOptions, type ResolvedPage } from './context';
import { textField, titleOf } from './fields';
import { PARTNER_PORTAL_URL } from './help-links';
import { supportProductsOf } from './support-products';
import { titleLang } from './text-lang';

/** The sign-in page's first step, its form, in `locale`: the defaults, with `fields` in their place. */
export function signInFormStep(locale: Locale, fields: Partial<SignInPageData> = {}): SignInPageData {
  return {
    step: 'form',
    path: '/login/',
    action: href('/login/', locale),
    continueTo: href('/', locale),
    email: '',
    error: null,
    token: '',
    localLink: null,
    retryUrl: null,
    backUrl: null,
    contactFormUrl: null,
    account: null,
    ...fields,
  };
}

/** Which message an incomplete entry gets: docs homes and collections need a context; topics also a collection. */
export function previewErrorReason(contentType: string | undefined): PreviewErrorReason {
  switch (contentType) {
    case 'topic':
    case 'topicSet':
      return 'contextAndCollection';
    case 'documentedProduct':
    case 'collection':
      return 'context';
    case undefined:
    default:
      return 'requiredFields';
  }
}

/** Canonical path of each page kind without an entry (docs/routing.md). */
export const STATIC_PAGE_PATHS: Record<Exclude<OtherPageKind, 'notFound'>, string> = {
  contact: '/contact/',
  hotContact: '/hot-contact/',
  partnerContact: '/partnercontact/',
  statusPageContact: '/statuspage-contact/',
  myRequests: REQUESTS_PATH,
  previewError: '/preview-error/',
  fileDownload: '/file-download/',
  customerPortal: '/customer-portal/',
  searchResults: SEARCH_RESULTS_PATH,
  signIn: '/login/',
  insights: INSIGHTS_PATH,
};

const FILE_DOWNLOAD_FORM_HEIGHT = 500;

type AppKind = 'contact' | 'hotContact' | 'partnerContact' | 'statusPageContact' | 'customerPortal';

const APP_LABELS: Record<AppKind, { heading: ServerPageLabelKey; intro: ServerPageLabelKey }> = {
  contact: { heading: 'contactHeading', intro: 'contactIntro' },
  hotContact: { heading: 'hotContactHeading', intro: 'hotContactIntro' },
  partnerContact: { heading: 'partnerContactHeading', intro: 'partnerContactIntro' },
  statusPageContact: { heading: 'statusPageContactHeading', intro: 'statusPageContactIntro' },
  customerPortal: { heading: 'customerPortalHeading', intro: 'customerPortalIntro' },
};

function externalApp(
  kind: AppKind,
  snapshot: ContentSnapshot,
  locale: Locale,
  options: ResolveOptions,
): ExternalAppPageFields {
  const labels = serverMessagesFor(locale).page;
  const manifests = { ...DEFAULT_MANIFESTS, ...options.manifests };
  const fields: ExternalAppPageFields = {
    heading: labels[APP_LABELS[kind].heading],
    intro: labels[APP_LABELS[kind].intro],
    manifestUrl: kind === 'customerPortal' ? manifests.customerPortal : manifests.supportForm,
    mountId: kind === 'customerPortal' ? 'hc-customer-portal' : 'hc-support-form',
    showContactButton: kind !== 'partnerContact',
  };
  // The support form picks the product a contact link names (?product=) from these.
  if (kind !== 'customerPortal') fields.supportProducts = supportProductsOf(snapshot, locale);
  if (kind === 'partnerContact') {
    fields.supportType = 'partner';
    fields.partnerPortalUrl = PARTNER_PORTAL_URL;
  }
  return fields;
}

/**
 * What a contact form shows chosen, as the page's state carries it: the product by its name and the
 * request type. The product's key only names it in addresses (the language switch's).
 */
function formInitial(prefill: SupportFormInitial | undefined): { prefill?: SupportFormInitial } {
  const initial: SupportFormInitial = {
    ...(prefill?.product !== undefined ? { product: prefill.product } : {}),
    ...(prefill?.ticketType !== undefined ? { ticketType: prefill.ticketType } : {}),
  };
  return Object.keys(initial).length > 0 ? { prefill: initial } : {};
}

function requestsTitle(
  tab: 'requests' | 'namedContacts',
  data: RequestsPageData | undefined,
  labels: ServerPageLabels,
): string {
  if (data?.view === 'detail') return `${data.request.reference}: ${data.request.summary}`;
  if (data?.view === 'queue') return labels.staffQueue;
  return tab === 'requests' ? labels.requestsHeading : labels.namedContactsHeading;
}

export function resolveNotFoundPage(
  snapshot: ContentSnapshot,
  locale: Locale,
  options: ResolveOptions,
  url = '/',
): ResolvedPage<NotFoundPageView> {
  const content = snapshot.entriesOfType('notFoundPage', locale)[0];
  const page = errorFrame(snapshot, locale, options, 404, {
    id: content?.id ?? 'not-found',
    url,
    title: (content && textField(content, 'title')) ?? serverMessagesFor(locale).page.notFoundTitle,
    message: (content && textField(content, 'message')) ?? '',
    entryIds: content ? [content.id] : [],
  });
  const segments = url.split(/[?#]/, 1)[0]!.split('/').filter(Boolean);
  const nearest = nearestPage(snapshot, locale, segments);
  // The words of the last part that names something: `/made-up-product/resources/` searches for
  // 'made up product', not for 'resources'.
  const named = segments.filter((segment) => !STRUCTURAL_SEGMENT.test(segment)).at(-1);
  const searchTerm = wordsOf(named ?? '');
  return {
    ...page,
    entry: { ...page.entry, ...(nearest ? { nearest } : {}), ...(searchTerm ? { searchTerm } : {}) },
  };
}

/**
 * The deepest page above a missing address that exists (a docs home above a moved topic), the home
 * page aside: where a visitor who followed an old link was going.
 */
function nearestPage(
  snapshot: ContentSnapshot,
  locale: Locale,
  segments: readonly string[],
): NotFoundPageView['nearest'] {
  for (let end = segments.length - 1; end > 0; end -= 1) {
    const route = snapshot.route(`/${segments.slice(0, end).join('/')}/`);
    const entry = route && snapshot.entry(route.entryId, locale);
    const ownTitle = entry && titleOf(entry);
    if (!route || !entry || !ownTitle) continue;
    // A knowledge base is shown as '{title} Knowledge Base'; its entry's title alone names the product.
    const title =
      entry.contentType === 'pageKbHome'
        ? fill(serverMessagesFor(locale).page.knowledgeBase, { title: ownTitle })
        : ownTitle;
    const lang = titleLang(snapshot, entry);
    return {
      message: serverMessagesFor(locale).page.notFoundNearest,
      title,
      url: href(route.url, locale),
      ...(lang ? { lang } : {}),
    };
  }
  return undefined;
}

const MAX_SEARCH_WORDS = 8;
/** Parts of the site's addresses that say where a page is, not what it is about: no words to search for. */
const STRUCTURAL_SEGMENT = /^(?:resources|docs|kb|ja|\d+(?:\.\d+)*)$/;

/** The words of an address's last part ('configure-a-workflow.html': 'configure a workflow'). */
function wordsOf(segment: string): string {
  return segment
    .replace(/\.[a-z]{2,5}$/i, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS)
    .join(' ');
}

/**
 * The page of a request path with a malformed percent-encoding (MalformedUrlError): the not-found
 * page's frame, template and suggestion, with status 400 and the reason in the url's locale.
 */
export function resolveMalformedUrlPage(
  snapshot: ContentSnapshot,
  locale: Locale,
  options: ResolveOptions,
  url: string,
): ResolvedPage<NotFoundPageView> {
  const labels = errorMessagesFor(locale);
  return errorFrame(snapshot, locale, options, 400, {
    id: 'malformed-url',
    url,
    title: labels.malformedUrlTitle,
    message: labels.malformedUrlMessage,
    entryIds: [],
  });
}

/** A page that says why an address shows nothing, in the not-found page's frame and template. */
function errorFrame(
  snapshot: ContentSnapshot,
  locale: Locale,
  options: ResolveOptions,
  status: number,
  page: { id: string; url: string; title: string; message: string; entryIds: string[] },
): ResolvedPage<NotFoundPageView> {
  const { message, ...base } = page;
  const view: NotFoundPageView = {
    ...pageBase(snapshot, locale, options, { kind: 'notFound', ...base }),
    message,
    homeUrl: href('/', locale),
  };
  return { status, entry: view, pageTree: [] };
}

/**
 * The title and address of a page with a script-free form (server/routes/contact-form.ts): a form sent
 * back to be fixed says so first in its title; the confirmation has an address of its own.
 */
function formPageAddress(
  heading: string,
  path: string,
  submission: SupportFormSubmission | undefined,
  locale: Locale,
): [title: string, url: string] {
  const forms = formMessagesFor(locale);
  if (submission?.step === 'sent') return [forms.sentHeading, CONTACT_SENT_PATH];
  if (submission?.step === 'problems') return [fill(forms.errorTitle, { title: heading }), path];
  return [heading, path];
}

export function resolveStaticPage<K extends OtherPageKind>(
  kind: K,
  snapshot: ContentSnapshot,
  locale: Locale,
  options: ResolveOptions,
): ResolvedPage<PageViewByKind[K]> {
  const page = buildStaticPage(kind, snapshot, locale, options) as ResolvedPage<PageViewByKind[K]>;
  return page;
}

function buildStaticPage(
  kind: OtherPageKind,
  snapshot: ContentSnapshot,
  locale: Locale,
  options: ResolveOptions,
): ResolvedPage<PageViewByKind[OtherPageKind]> {
  const labels = serverMessagesFor(locale).page;
  const base = (title: string, url: string, id: string = kind) =>
    pageBase(snapshot, locale, options, { kind, id, url, title, entryIds: [] });
  switch (kind) {
    case 'notFound':
      return resolveNotFoundPage(snapshot, locale, options);
    case 'contact':
    case 'hotContact':
    case 'partnerContact':
    case 'statusPageContact':
    case 'customerPortal': {
      const fields = externalApp(kind, snapshot, locale, options);
      const submission = kind === 'customerPortal' ? undefined : options.supportForm;
      const prefill = kind === 'customerPortal' || submission ? undefined : options.supportFormPrefill;
      const [title, url] = formPageAddress(fields.heading, STATIC_PAGE_PATHS[kind], submission, locale);
      return {
        status: 200,
        entry: {
          ...base(title, url),
          ...fields,
          ...(submission ? { submission } : {}),
          ...formInitial(prefill),
          kind,
        },
        pageTree: [],
      };
    }
    case 'fileDownload': {
      const manifests = { ...DEFAULT_MANIFESTS, ...options.manifests };
      const submission = options.supportForm;
      const heading = labels.fileDownloadHeading;
      return {
        status: 200,
        entry: {
          ...base(...formPageAddress(heading, STATIC_PAGE_PATHS.fileDownload, submission, locale)),
          kind,
          heading,
          intro: labels.fileDownloadIntro,
          manifestUrl: manifests.staticForms,
          mountId: 'hc-static-forms',
          formName: 'file-download',
          height: FILE_DOWNLOAD_FORM_HEIGHT,
          ...(submission ? { submission } : {}),
        },
        pageTree: [],
      };
    }
    case 'myRequests': {
      const tab = options.requestsTab ?? 'requests';
      return {
        status: 200,
        entry: {
          ...base(
            requestsTitle(tab, options.requests?.data, labels),
            options.requests?.path ?? (tab === 'requests' ? REQUESTS_PATH : NAMED_CONTACTS_PATH),
          ),
          kind,
          tab,
          requestsUrl: href(REQUESTS_PATH, locale),
          namedContactsUrl: href(NAMED_CONTACTS_PATH, locale),
          ...(options.requests ? { requests: options.requests.data } : {}),
        },
        pageTree: [],
      };
    }
    case 'previewError': {
      const reason = options.previewError?.reason ?? previewErrorReason(options.previewContentType);
      const signInUrl = options.previewError?.signInUrl;
      return {
        status: 200,
        entry: {
          ...base(labels.previewErrorHeading, STATIC_PAGE_PATHS.previewError),
          kind,
          reason,
          message: labels.previewErrors[reason],
          ...(signInUrl ? { signInUrl } : {}),
        },
        pageTree: [],
      };
    }
    case 'signIn': {
      const signIn = options.signIn ?? signInFormStep(locale);
      const title =
        signIn.step === 'logout'
          ? labels.logOutHeading
          : signIn.step === 'account'
            ? labels.accountHeading
            : labels.signInHeading;
      return {
        status: 200,
        entry: { ...base(title, signIn.path), kind, ...signIn },
        pageTree: [],
      };
    }
    case 'insights': {
      const insights =
        options.insights ??
        emptyInsightsData({ period: '30', from: '', to: '', deployment: '', version: '' }, locale, null);
      return {
        status: 200,
        entry: { ...base(insightsMessagesFor(locale).title, INSIGHTS_PATH), kind, insights },
        pageTree: [],
      };
    }
    case 'searchResults': {
      const search = options.search ?? { query: EMPTY_SEARCH_URL_STATE, response: null };
      const term = search.query.searchTerm;
      const searchLabels = serverMessagesFor(locale).search;
      return {
        status: 200,
        entry: {
          ...base(searchResultsTitle(term, locale), STATIC_PAGE_PATHS.searchResults),
          // The page is kept out of search engines (robots.txt), but a description still tells a
          // shared link's preview and assistive tools what the page is.
          metaDescription: term
            ? fill(searchLabels.metaDescriptionFor, { searchTerm: term })
            : searchLabels.metaDescription,
          kind,
          search: {
            query: search.query,
            response: search.response,
            categories: searchCategories(locale),
            sortOptions: sortOptions(locale),
          },
        },
        pageTree: [],
      };
    }
  }
}
