/**
 * The page data the server embeds and the templates render. Each page kind has one view model;
 * resolvers in server/content/resolvers/ build them from the snapshot, templates in
 * shared/templates/ render them, and the registry in shared/registry.ts joins the two by `kind`.
 */
import type { FeedbackFormStep } from '../feedback/feedback-form';
import type { HtmlLang, Locale, TextLang } from './content';

/** The ten content types that have a page template (SPEC.md section 2). */
export const CONTENT_PAGE_KINDS = [
  'collection',
  'homePage',
  'productLandingPage',
  'documentedProduct',
  'topic',
  'topicSet',
  'contextTheme',
  'contextApp',
  'pageKbHome',
  'pageKbArticle',
] as const;

/** Page kinds that are not backed by one content entry. */
export const OTHER_PAGE_KINDS = [
  'notFound',
  'contact',
  'hotContact',
  'partnerContact',
  'statusPageContact',
  'myRequests',
  'previewError',
  'fileDownload',
  'customerPortal',
  'searchResults',
  'signIn',
  'insights',
] as const;

export type ContentPageKind = (typeof CONTENT_PAGE_KINDS)[number];
export type OtherPageKind = (typeof OTHER_PAGE_KINDS)[number];
export type PageKind = ContentPageKind | OtherPageKind;

export function isContentPageKind(value: string): value is ContentPageKind {
  return (CONTENT_PAGE_KINDS as readonly string[]).includes(value);
}

/**
 * A rendered article body. `html` is sanitised markup produced once per entry and snapshot version;
 * it is blanked in the embedded state and restored from the server's DOM before hydration
 * (element `[data-body-id="{id}"]`), so the bulk of a page is never sent twice.
 */
export interface RenderedBody {
  id: string;
  html: string;
  toc: TocEntry[];
  /**
   * The body's language where it is not the page's: an untranslated body shown on a Japanese page
   * (TextLang in ./content.ts). Its headings, and so the table of contents, are in it too.
   */
  lang?: HtmlLang;
}

export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
  /**
   * The heading's language where it is not the body's: a legacy KB section's heading, which is the
   * page's word, over an untranslated body (docs/adr/047).
   */
  lang?: HtmlLang;
}

export interface LinkView {
  label: string;
  url: string;
  id?: string;
  icon?: string;
  description?: string;
  /** The label's language where it is not the page's (TextLang in ./content.ts). */
  lang?: HtmlLang;
  /** The description's language where it is not the page's. */
  descriptionLang?: HtmlLang;
}

export interface ImageView {
  url: string;
  alt: string;
  width?: number;
  height?: number;
}

/** Fields every page view model carries; the html shell reads these for the head. */
export interface PageBase {
  kind: PageKind;
  /** Entry id, or a stable id for pages without an entry ('contact', 'not-found'). */
  id: string;
  /** Canonical path without locale prefix. */
  url: string;
  locale: Locale;
  title: string;
  metaDescription?: string;
  /**
   * The page's own texts that are not in its language, by view model field ('title', 'description',
   * 'heading' ...): an entry without a Japanese value for them shows English on a Japanese page, and
   * the template marks their elements `lang` (TextLang in ./content.ts). Absent when there are none,
   * so English pages never carry it. Rendered bodies carry their own (`RenderedBody.lang`).
   */
  textLang?: Partial<Record<string, TextLang>>;
  /** Entry ids this page shows, for the Surrogate-Key header. */
  entryIds: string[];
  /**
   * Topics and KB articles only, rendered for one visitor: the step of the script-free 'Was this
   * helpful?' form they were sent back to after answering (server/routes/feedback-form.ts).
   */
  feedbackStep?: FeedbackFormStep;
  preview: boolean;
  /** Preview only: the page's entry in Contentful's web app, linked from the preview banner. */
  previewEditUrl?: string;
  /** Locale/variant specific chrome (header and footer); built by server/content/resolvers/chrome.ts. */
  chrome: ChromeView;
  /**
   * schema.org data of the page's main content, which the html shell serialises as JSON-LD. Built by
   * the resolver so the shell needs no snapshot access; only topics and KB articles have it.
   */
  structuredData?: TechArticleData;
  /**
   * Documentation pages only: the guides of the page's product, listed under Helpful topics in the
   * side panel (the documentation variant of the header). Its presence marks a documentation page.
   */
  helpfulTopics?: HelpfulTopicView[];
}

/** One entry of the side panel's Helpful topics list. */
export interface HelpfulTopicView {
  id: string;
  title: string;
  url: string;
  description?: string;
  /** The title's language where it is not the page's (TextLang in ./content.ts). */
  lang?: HtmlLang;
  descriptionLang?: HtmlLang;
}

/** One step of a BreadcrumbList; `item` is a site path, which the html shell makes absolute. */
export interface StructuredListItem {
  '@type': 'ListItem';
  position: number;
  name: string;
  item: string;
}

/** schema.org TechArticle of a topic or KB article, kept to what search engines use. */
export interface TechArticleData {
  '@context': 'https://schema.org';
  '@type': 'TechArticle';
  headline: string;
  description?: string;
  /** ISO date-time of the last publication. */
  dateModified?: string;
  /** BCP 47 language tag of the page ('en-US', 'ja-JP'). */
  inLanguage: string;
  breadcrumb: { '@type': 'BreadcrumbList'; itemListElement: StructuredListItem[] };
}

/**
 * The chrome's data (header, footer, credits), built by server/content/resolvers/chrome.ts and
 * rendered by shared/components/chrome/. Every url in it is final: locale prefix already applied.
 */
export interface ChromeView {
  locale: Locale;
  header: HeaderView;
  footer: FooterView;
  /** The team on the hidden credits screen, when the space has a credits entry. */
  credits?: CreditsView;
}

export type DeploymentLabel = 'Cloud' | 'Data Center';

export interface ProductCardView {
  id: string;
  name: string;
  url: string;
  deployment: DeploymentLabel;
  icon?: ImageView;
  iconAlternate?: ImageView;
  deploymentUrls: { cloud?: string; server?: string; default?: string };
  /** The name's language where it is not the page's (TextLang in ./content.ts). */
  lang?: HtmlLang;
}

/** A card in a dropdown or resource list; also a v2 menu primary item (title, buttonLink, shortDescription). */
export interface ResourceCardView {
  id: string;
  title: string;
  shortTitle?: string;
  description?: string;
  buttonText?: string;
  url: string;
  icon?: ImageView;
  hideInHeader?: boolean;
  /** The (short) title's and the description's languages where they are not the page's (TextLang in ./content.ts). */
  lang?: HtmlLang;
  descriptionLang?: HtmlLang;
}

export interface MenuColumnView {
  id: string;
  heading: string;
  /** The heading's language where it is not the page's (TextLang in ./content.ts). */
  headingLang?: HtmlLang;
  numberOfColumns: number;
  resources: LinkView[];
}

/** A version 2 header menu: one top-level trigger labelled with its heading. */
export interface MenuView {
  id: string;
  heading: string;
  /** The heading's language where it is not the page's; the trigger carries it as `lang`. */
  headingLang?: HtmlLang;
  primarySection: ResourceCardView[];
  /** Rows the primary items are laid out in (filled column by column). */
  primarySectionRows: number;
  secondarySection: MenuColumnView[];
}

/** Documentation homes per deployment, for the Documentation dropdown. */
export interface DocumentationLinksView {
  cloud: LinkView[];
  dataCenter: LinkView[];
}

export interface HeaderView {
  id: string;
  locale: Locale;
  version: 'v1' | 'v2';
  /** Link of the logo: the support home in the page locale. */
  homeUrl: string;
  logo?: ImageView;
  useWaffleMenu: boolean;
  cloudProducts: ProductCardView[];
  serverProducts: ProductCardView[];
  /** Resource cards for the Resources dropdown (cards flagged hideInHeader are already left out). */
  resources: ResourceCardView[];
  guides: ResourceCardView[];
  documentation: DocumentationLinksView;
  menus: MenuView[];
  /** Extra links from content; the side panel appends the three fixed vendor links after them. */
  additionalLinks: LinkView[];
  /**
   * Set only where the menu panels' lists were left out of this view (the embedded state): the url
   * of the immutable json file holding them (`HeaderMenusFile`), which the header fetches on the
   * first open of a panel. A view without it carries its lists.
   */
  menusFile?: string;
  /**
   * False on a site that offers no sign-in (no provider configured; README, 'Sign-in and sessions', ADR 010): the header has
   * no Sign in link, the side panel no 'Log in to account', and contact links go straight to the
   * support form, which takes anonymous requests. Absent where visitors can sign in.
   */
  signIn?: false;
}

/**
 * The header as a page's embedded state carries it: only what the page's markup does not show
 * (server/render/header-menus.ts); the browser reads the rest back from the markup
 * (shared/components/chrome/restore-header.ts). The home page keeps the products, which its template lists.
 */
export type EmbeddedHeader = Pick<HeaderView, 'id' | 'locale'> &
  Partial<Pick<HeaderView, 'menusFile' | 'cloudProducts' | 'serverProducts' | 'homeUrl' | 'signIn'>>;

/** What the header's menu panels show, which a page's embedded state leaves out. */
export type HeaderMenusFile = Pick<
  HeaderView,
  'cloudProducts' | 'serverProducts' | 'resources' | 'guides' | 'documentation' | 'menus'
>;

export interface FooterView {
  version: 'v1' | 'v2';
  locale: Locale;
  /** Copyright holder; the footer shows it with the year. */
  copyright: string;
  /** Year of the server's current date, so server and browser print the same year. */
  currentYear: number;
  links: LinkView[];
}

export interface CreditsMemberView {
  name: string;
  role: string;
}

export interface CreditsView {
  title: string;
  team: CreditsMemberView[];
}

export interface FeatureFlags {
  isVideoEnabled: boolean;
  'csm-ai-agent-on-sac': { agent_enabled: boolean };
  'sac-search-ai-experiment': { ai_dialog_enabled: boolean };
  sac_ai_summarisation_expanded_state: { initiallyExpanded: boolean };
}
