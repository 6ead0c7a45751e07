/**
 * What every resolver needs besides its own fields: the options a page is resolved with, the
 * entry's context (product, app or theme), its notice and support forms, rendered bodies (cached
 * per snapshot), localized hrefs and the chrome.
 */
import { ArticleBodyMissingError } from '../../../shared/errors';
import { renderBody, type BodyInput } from '../../../shared/richtext/render-body';
import { formatUpdatedOn } from '../../../shared/richtext/format-date';
import { withHeadingAnchors } from '../../../shared/richtext/heading-anchors';
import { readingTimeLabel } from '../../../shared/richtext/reading-time';
import type { ReaderToolsView } from '../../../shared/types/pages/content-pages';
import { withLocale } from '../../../shared/links/locale';
import {
  htmlLang,
  type Breadcrumb,
  type Entry,
  type Locale,
  type PageTreeItem,
  type TextLang,
} from '../../../shared/types/content';
import type { ChromeView, FeatureFlags, PageBase, PageKind, RenderedBody } from '../../../shared/types/page';
import type { NoticeAppearance, NoticeView, SupportFormUrls } from '../../../shared/types/pages/common';
import type {
  InsightsPageData,
  PreviewErrorReason,
  RequestsPageData,
  SignInPageData,
  SupportFormSubmission,
} from '../../../shared/types/pages/other-pages';
import type { SearchUrlState } from '../../../shared/search/query-params';
import type { SearchResponse } from '../../../shared/search/types';
import type { ContentSnapshot, RouteRecord } from '../snapshot-types';
import { capturedReads, replayReads, type ReadRecord } from '../read-record';
import { buildChromeView } from './chrome';
import { serverMessagesFor } from '../../../shared/i18n/server-messages';
import { linkField, richTextField, textField, titleOf } from './fields';
import { fieldLang, titleLang } from './text-lang';

export interface ResolveOptions {
  preview: boolean;
  currentYear: number;
  flags: FeatureFlags;
  /** False on a site with no sign-in to offer (HeaderView.signIn); true when absent. */
  offersSignIn?: boolean;
  /** The url's search and what the search service found for it (search results page only). */
  search?: { query: SearchUrlState; response: SearchResponse | null };
  /** Content type of the entry that could not be previewed (preview error page only). */
  previewContentType?: string;
  /** Preview error page only: a reason other than the content type's, and where to sign in. */
  previewError?: { reason: PreviewErrorReason; signInUrl?: string };
  /** Which tab the requests page opens on (/requests/ or /named-contact/). */
  requestsTab?: 'requests' | 'namedContacts';
  /** A signed-in requests page: its path (without locale) and data. */
  requests?: { path: string; data: RequestsPageData };
  /** The editor insights page's filters and tables. */
  insights?: InsightsPageData;
  /** The sign-in page's step and request-specific fields (sign-in page only). */
  signIn?: SignInPageData;
  /** A contact page's answer to its script-free form (server/routes/contact-form.ts). */
  supportForm?: SupportFormSubmission;
  /** What a contact page's address chooses in its script-free form (ExternalAppPageFields.prefill). */
  supportFormPrefill?: { product?: string; productKey?: string; ticketType?: string };
  /** Manifest addresses of the external apps; each defaults to the app this server serves itself. */
  manifests?: Partial<ExternalAppManifests>;
  /** Where a body node that fails to render is reported (the node is left out, the page served). */
  logger?: { error(obj: unknown, msg?: string): void };
}

export interface ExternalAppManifests {
  supportForm: string;
  customerPortal: string;
  staticForms: string;
}

export const DEFAULT_MANIFESTS: ExternalAppManifests = {
  supportForm: '/external-apps/support-form/manifest.json',
  customerPortal: '/external-apps/customer-portal/manifest.json',
  staticForms: '/external-apps/static-forms/manifest.json',
};

export interface ResolvedPage<E extends PageBase = PageBase> {
  status: number;
  entry: E;
  /** The page's branch of its docs tree (empty outside docs). */
  pageTree: PageTreeItem[];
  /** The url of the docs tree's file, from which the sidebar loads deeper levels on expand. */
  pageTreeFile?: string;
}

/** A snapshot's page tree branch as the parts of a ResolvedPage. */
export function pageTreeOf(branch: {
  nodes: PageTreeItem[];
  file?: string;
}): Pick<ResolvedPage, 'pageTree' | 'pageTreeFile'> {
  return branch.file === undefined ? { pageTree: branch.nodes } : { pageTree: branch.nodes, pageTreeFile: branch.file };
}

/** Everything a per-type resolver reads: the snapshot, the route and how to render. */
export interface ResolveInput {
  snapshot: ContentSnapshot;
  locale: Locale;
  options: ResolveOptions;
  route: RouteRecord;
  entry: Entry;
}

const CONTEXT_TYPES = new Set(['product', 'contextApp', 'contextTheme']);

/** The product, app or theme a page belongs to; docs pages inherit it from their collection. */
export function contextOf(entry: Entry): Entry | undefined {
  if (CONTEXT_TYPES.has(entry.contentType)) return entry;
  switch (entry.contentType) {
    case 'collection':
    case 'documentedProduct':
    case 'pageKbHome':
      return linkField(entry, 'context');
    case 'topic':
    case 'topicSet': {
      const collection = linkField(entry, 'collection');
      return collection ? linkField(collection, 'context') : undefined;
    }
    case 'pageKbArticle': {
      const home = linkField(entry, 'kbHome');
      return home ? linkField(home, 'context') : undefined;
    }
    case 'productLandingPage':
      return linkField(entry, 'product');
    default:
      return undefined;
  }
}

/** Prefixes an internal url with the page locale; external urls pass through. */
export function href(url: string, locale: Locale): string {
  return withLocale(url, locale);
}

/** Pages a product's or theme's trail passes through before its documentation. */
const RESOURCES_PAGE_TYPES = new Set(['productLandingPage', 'contextTheme']);

/**
 * The page's trail in its locale. A docs home or a KB home right after its product's or theme's
 * resources page is 'Documentation' or 'Knowledge Base': its whole title ('Jira Software Cloud
 * documentation', 'Jira Software Cloud Knowledge Base') repeats the crumb before it ('Jira Software
 * Cloud support'), and cut to 150 px the two would read alike.
 */
export function localizedBreadcrumbs(input: ResolveInput): Breadcrumb[] {
  const { snapshot, entry, locale, route } = input;
  const crumbs = snapshot.breadcrumbs(entry.id, locale, route.version);
  const types = crumbs.map((crumb) => snapshot.entry(crumb.id, locale)?.contentType ?? '');
  const messages = serverMessagesFor(locale).page;
  const shortTitles: Partial<Record<string, string>> = {
    documentedProduct: messages.documentation,
    pageKbHome: messages.knowledgeBaseCrumb,
  };
  return crumbs.map((crumb, index) => {
    const shown = { ...crumb, url: href(crumb.url, locale) };
    const shortTitle = shortTitles[types[index] ?? ''];
    if (shortTitle === undefined || !RESOURCES_PAGE_TYPES.has(types[index - 1] ?? '')) return shown;
    const { lang: _lang, ...rest } = shown;
    return { ...rest, title: shortTitle };
  });
}

/**
 * An article page's body with the 'copy link' anchors of its headings, and its reader tools:
 * reading time, 'Updated on' and the Markdown twin's url (shared/components/ReaderTools.tsx).
 */
export function articleReading(
  body: RenderedBody,
  locale: Locale,
  pageUrl: string,
  lastPublished: string | undefined,
): { body: RenderedBody; reader: ReaderToolsView } {
  // Rendered bodies are cached per locale and snapshot: their anchored copies are kept beside them.
  let reading = readingOf.get(body);
  if (!reading) {
    // In a body that is not in the page's language, the anchors' label (the page's) says its own.
    const labelLang = body.lang === undefined ? undefined : htmlLang(locale);
    reading = {
      anchored: {
        ...body,
        html: withHeadingAnchors(body.html, serverMessagesFor(locale).richtext.headingLink, labelLang),
      },
      readingTime: readingTimeLabel(body.html, locale),
    };
    readingOf.set(body, reading);
  }
  const reader: ReaderToolsView = {
    readingTime: reading.readingTime,
    markdownUrl: `${withLocale(pageUrl, locale).replace(/\/$/, '')}.md`,
  };
  const updatedOn = lastPublished ? updatedOnOf(lastPublished, locale) : undefined;
  if (updatedOn) reader.updatedOn = updatedOn;
  return { body: reading.anchored, reader };
}

const readingOf = new WeakMap<RenderedBody, { anchored: RenderedBody; readingTime: string }>();

/** 'Updated on March 3, 2025' in UTC, or nothing for a value that is not a date. */
export function updatedOnOf(isoDate: string, locale: Locale): string | undefined {
  try {
    return formatUpdatedOn(isoDate, locale);
  } catch {
    return undefined;
  }
}

const bodyCache = new WeakMap<ContentSnapshot, Map<string, { body: RenderedBody; reads: ReadRecord }>>();

/**
 * Renders a body once per (entry, locale, snapshot version): bodies are the bulk of a page and the
 * snapshot is immutable, so a rendered body stays valid until the snapshot is replaced.
 */
export function renderCachedBody(
  snapshot: ContentSnapshot,
  locale: Locale,
  options: Pick<ResolveOptions, 'flags' | 'preview' | 'logger'>,
  input: BodyInput,
): RenderedBody {
  const { flags } = options;
  let cache = bodyCache.get(snapshot);
  if (!cache) {
    cache = new Map();
    bodyCache.set(snapshot, cache);
  }
  const part = `body|${locale}|${input.kind}|${input.id}|${flags.isVideoEnabled ? 'video' : 'novideo'}`;
  const key = `${snapshot.version}|${part}`;
  const cached = cache.get(key);
  if (cached) {
    // A page served the cached body reads what the body read when it was rendered.
    replayReads(part, cached.reads);
    return cached.body;
  }
  const { value: rendered, reads } = capturedReads(part, () =>
    renderBody(input, {
      entry: (id) => snapshot.entry(id, locale),
      asset: (id) => snapshot.asset(id, locale),
      urlOf: (entryId) => {
        const url = snapshot.urlOf(entryId);
        return url === undefined ? undefined : href(url, locale);
      },
      flags: { isVideoEnabled: flags.isVideoEnabled },
      locale,
      textLang: (entryId, field) => {
        const entry = snapshot.entry(entryId, locale);
        return entry && fieldLang(snapshot, entry, field);
      },
      localHref: (url) => localHref(snapshot, url, locale),
      preview: options.preview,
      ...(options.logger ? { logger: options.logger } : {}),
    }),
  );
  cache.set(key, { body: rendered, reads });
  return rendered;
}

/**
 * A body that is part of a page rather than the page itself (a notice, an overview): when it
 * renders to nothing the part is left out, where a missing article body makes the page not found.
 */
export function renderOptionalBody(
  snapshot: ContentSnapshot,
  locale: Locale,
  options: Pick<ResolveOptions, 'flags' | 'preview' | 'logger'>,
  input: BodyInput,
): RenderedBody | undefined {
  try {
    return renderCachedBody(snapshot, locale, options, input);
  } catch (error) {
    if (error instanceof ArticleBodyMissingError) return undefined;
    throw error;
  }
}

const NOTICE_APPEARANCES: readonly NoticeAppearance[] = [
  'Announcement',
  'info',
  'confirmation',
  'change',
  'warning',
  'error',
];

export function noticeOf(input: Pick<ResolveInput, 'snapshot' | 'locale' | 'options'>, context: Entry | undefined) {
  const notice = context ? linkField(context, 'notice') : undefined;
  if (!notice) return undefined;
  const document = richTextField(notice, 'message');
  const appearance = textField(notice, 'appearance');
  if (!document) return undefined;
  const message = renderOptionalBody(input.snapshot, input.locale, input.options, {
    kind: 'richText',
    id: notice.id,
    document,
    source: { entryId: notice.id, field: 'message' },
  });
  if (!message) return undefined;
  const view: NoticeView = {
    id: notice.id,
    title: textField(notice, 'title') ?? '',
    appearance: NOTICE_APPEARANCES.find((value) => value === appearance) ?? 'info',
    message,
  };
  const lang = fieldLang(input.snapshot, notice, 'title');
  if (lang) view.lang = lang;
  return view;
}

/**
 * A context's own support forms, which are pages of the site (`/contact/?product=…`): in the page's
 * locale, as every other link to them, so a Japanese page sends the visitor to the Japanese form.
 */
export function supportFormUrlsOf(context: Entry | undefined, locale: Locale): SupportFormUrls {
  if (!context) return {};
  const urls: SupportFormUrls = {};
  const authenticated = textField(context, 'customSupportFormAuthenticated');
  const unauthenticated = textField(context, 'customSupportFormUnauthenticated');
  if (authenticated) urls.authenticated = href(authenticated, locale);
  if (unauthenticated) urls.unauthenticated = href(unauthenticated, locale);
  return urls;
}

/** The fixed pages (server/routes/pages.ts), which the site serves in every locale like its content pages. */
export const FIXED_PAGE_PATHS: ReadonlySet<string> = new Set([
  '/contact/',
  '/hot-contact/',
  '/partnercontact/',
  '/statuspage-contact/',
  '/requests/',
  '/named-contact/',
  '/customer-portal/',
  '/file-download/',
  '/search-results/',
]);

/**
 * A link a body writes as a path of the site (`/contact/`, `/migration/resources/`), in the page's
 * locale when the path is a page the site serves in it (a routed content page or a fixed page); any
 * other path (a file, an API) is left as written.
 */
export function localHref(snapshot: ContentSnapshot, url: string, locale: Locale): string {
  if (locale === snapshot.defaultLocale || !url.startsWith('/') || url.startsWith('//')) return url;
  const path = url.replace(/[?#].*$/s, '');
  const page = FIXED_PAGE_PATHS.has(path) || snapshot.route(path) !== undefined;
  return page ? href(url, locale) : url;
}

/** The footer version comes from the home page's footer entry, so one edit switches every page. */
function footerVersionOf(snapshot: ContentSnapshot, locale: Locale): 'v1' | 'v2' {
  const home = snapshot.entriesOfType('homePage', locale)[0];
  const footer = home ? linkField(home, 'footer') : undefined;
  return footer && textField(footer, 'version') === 'v2' ? 'v2' : 'v1';
}

const chromeCache = new WeakMap<ContentSnapshot, Map<string, { view: ChromeView; reads: ReadRecord }>>();

/**
 * The chrome of a locale is the same on every page of a snapshot (for a given footer year and sign-in offer), so it is
 * built once per (snapshot, locale, year) and shared by the pages' views, which never change it.
 */
export function cachedChromeView(
  snapshot: ContentSnapshot,
  locale: Locale,
  currentYear: number,
  offersSignIn = true,
): ChromeView {
  let views = chromeCache.get(snapshot);
  if (!views) {
    views = new Map();
    chromeCache.set(snapshot, views);
  }
  const key = `${locale}|${currentYear}${offersSignIn ? '' : '|no-sign-in'}`;
  const cached = views.get(key);
  if (cached) {
    // Every page shows the chrome, so a change to what the chrome read drops every page.
    replayReads(`chrome|${key}`, cached.reads);
    return cached.view;
  }
  const { value: view, reads } = capturedReads(`chrome|${key}`, () =>
    buildChromeView(snapshot, locale, { footerVersion: footerVersionOf(snapshot, locale), currentYear, offersSignIn }),
  );
  views.set(key, { view, reads });
  return view;
}

export interface BaseFields {
  kind: PageKind;
  id: string;
  url: string;
  title: string;
  /** The title's language where it is not the page's (TextLang). */
  titleLang?: TextLang | undefined;
  metaDescription?: string;
  entryIds: string[];
}

/** The PageBase every view model starts from. */
export function pageBase<K extends PageKind>(
  snapshot: ContentSnapshot,
  locale: Locale,
  options: ResolveOptions,
  fields: BaseFields & { kind: K },
): PageBase & { kind: K } {
  const base: PageBase & { kind: K } = {
    kind: fields.kind,
    id: fields.id,
    url: fields.url,
    locale,
    title: fields.title,
    entryIds: [...new Set(fields.entryIds)],
    preview: options.preview,
    chrome: cachedChromeView(snapshot, locale, options.currentYear, options.offersSignIn),
  };
  if (fields.metaDescription) base.metaDescription = fields.metaDescription;
  if (fields.titleLang !== undefined) base.textLang = { title: fields.titleLang };
  return base;
}

/**
 * The PageBase of a page backed by its own entry: the entry's title and meta description unless
 * given, and the ids of the entries the page shows (for the Surrogate-Key header).
 */
export function entryPageBase<K extends PageKind>(
  input: ResolveInput,
  kind: K,
  shown: readonly ({ id: string } | string | undefined)[],
  overrides: { title?: string; titleLang?: TextLang | undefined; metaDescription?: string } = {},
): PageBase & { kind: K } {
  const { snapshot, locale, options, entry, route } = input;
  return pageBase(snapshot, locale, options, {
    kind,
    id: entry.id,
    url: route.url,
    title: overrides.title ?? titleOf(entry),
    // A title given in place of the entry's is marked by whoever gives it.
    titleLang: overrides.title === undefined ? titleLang(snapshot, entry) : overrides.titleLang,
    metaDescription: overrides.metaDescription ?? textField(entry, 'metaDescription'),
    entryIds: [
      entry.id,
      ...shown.flatMap((item) => (item === undefined ? [] : [typeof item === 'string' ? item : item.id])),
    ],
  });
}

/** The entry ids of a list of entries that exist. */
export function idsOf(entries: readonly (Entry | undefined)[]): string[] {
  return entries.filter((entry): entry is Entry => entry !== undefined).map((entry) => entry.id);
}
