/**
 * The page data the server embeds and the templates render. Each page kind has one view model;
 * resolvers in server/content/resolvers/ build them from the snapshot, templates in
 * shared/templates/ render them, and the registry in shared/registry.ts joins the two by `kind`.
 */
import type { Locale } from './content';

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
}

export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

export interface LinkView {
  label: string;
  url: string;
  id?: string;
  icon?: string;
  description?: string;
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
  /** Entry ids this page shows, for the Surrogate-Key header. */
  entryIds: string[];
  preview: boolean;
  /** Locale/variant specific chrome (header and footer); built by server/content/resolvers/chrome.ts. */
  chrome: ChromeView;
}

/** The chrome's data; its fields are defined by the chrome components (shared/components/chrome/). */
export interface ChromeView {
  header: HeaderView;
  footer: FooterView;
}

export interface ProductCardView {
  id: string;
  name: string;
  url: string;
  deployment: 'Cloud' | 'Data Center';
  icon?: ImageView;
  iconAlternate?: ImageView;
  deploymentUrls: { cloud?: string; server?: string; default?: string };
}

export interface ResourceCardView {
  id: string;
  title: string;
  shortTitle?: string;
  description?: string;
  buttonText?: string;
  url: string;
  icon?: ImageView;
  hideInHeader?: boolean;
}

export interface MenuView {
  id: string;
  heading: string;
  primarySection: ResourceCardView[];
  primarySectionRows: number;
  secondarySection: { heading: string; numberOfColumns: number; resources: LinkView[] }[];
}

export interface HeaderView {
  id: string;
  version: 'v1' | 'v2';
  logo?: ImageView;
  useWaffleMenu: boolean;
  cloudProducts: ProductCardView[];
  serverProducts: ProductCardView[];
  resources: ResourceCardView[];
  guides: ResourceCardView[];
  menus: MenuView[];
  additionalLinks: LinkView[];
}

export interface FooterView {
  version: 'v1' | 'v2';
  copyright: string;
  links: LinkView[];
}

export interface FeatureFlags {
  isVideoEnabled: boolean;
  'csm-ai-agent-on-sac': { agent_enabled: boolean };
  'sac-search-ai-experiment': { ai_dialog_enabled: boolean };
  sac_ai_summarisation_expanded_state: { initiallyExpanded: boolean };
}
