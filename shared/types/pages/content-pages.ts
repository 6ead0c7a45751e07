/**
 * View models of the ten content page kinds (SPEC.md section 2). Resolvers in
 * server/content/resolvers/ build them; templates in shared/templates/ render them.
 */
import type { HtmlLang } from '../content';
import type { PageBase, LinkView, RenderedBody, TocEntry, ImageView } from '../page';
import type { CardView, ContextPageFields, PlatformNotice, SearchScope } from './common';
import type { PlayableVideo } from '../../richtext/video-player';

export interface FeaturedEntryView {
  id: string;
  url: string;
  linkText: string;
  linkTarget: '_self' | '_blank';
  type?: 'article' | 'guide' | 'video' | 'announcement';
  /** The link text's language where it is not the page's (TextLang in ../content.ts). */
  lang?: HtmlLang;
}

export interface HomePageView extends PageBase {
  kind: 'homePage';
  heroHeading: string;
  subheader?: string;
  searchPlaceholder: string;
  featuredContent?: { title: string; entries: FeaturedEntryView[]; lang?: HtmlLang };
  /** Browse-resources cards, without those flagged hideInHeader. */
  resourceCards: CardView[];
}

/** Shared by product landing pages and the resources pages of app and theme contexts. */
export interface LandingPageFields extends ContextPageFields {
  description?: string;
  icon?: ImageView;
  cards: CardView[];
  /** A resource card written for this page shows untranslated text (docs/adr/047). */
  cardsUntranslated?: boolean;
  /** False for the one product whose landing page has no contact section. */
  showContactSection: boolean;
}

export interface ProductLandingPageView extends PageBase, LandingPageFields {
  kind: 'productLandingPage';
}

export interface ContextThemePageView extends PageBase, LandingPageFields {
  kind: 'contextTheme';
}

export interface ContextAppPageView extends PageBase, LandingPageFields {
  kind: 'contextApp';
}

export interface DocumentationSectionView {
  id: string;
  title: string;
  url: string;
  description?: string;
  children: LinkView[];
  /** The title's and description's languages where they are not the page's (TextLang in ../content.ts). */
  lang?: HtmlLang;
  descriptionLang?: HtmlLang;
}

export interface DocumentedProductPageView extends PageBase, ContextPageFields {
  kind: 'documentedProduct';
  tagline?: string;
  icon?: ImageView;
  searchScope: SearchScope;
  guides: CardView[];
  documentation: DocumentationSectionView[];
}

export interface CollectionPageView extends PageBase, ContextPageFields {
  kind: 'collection';
  subhead?: string;
  description?: string;
  cards: CardView[];
}

export interface FeaturedVideoView {
  videoUrl: string;
  /** The url parsed on the server, so the browser needs no parser (shared/richtext/video-player.ts). */
  video: PlayableVideo;
  title: string;
  description?: string;
  /** The title's and description's languages where they are not the page's (TextLang in ../content.ts). */
  lang?: HtmlLang;
  descriptionLang?: HtmlLang;
}

/** Progress through a guide: the topic set the topic is in, and its neighbours. */
export interface GuideView {
  topicSetTitle: string;
  /** The topic set title's language where it is not the page's (TextLang in ../content.ts). */
  topicSetLang?: HtmlLang;
  topicSetUrl: string;
  /** 1-based position of the topic in its topic set. */
  position: number;
  total: number;
  previous?: CardView;
  next?: CardView;
  /** Every topic set of the guide, the current one flagged. */
  topicSets: (LinkView & { current: boolean })[];
  /** Topics of the current topic set in order; the topic shown is at `position - 1`. */
  topics: LinkView[];
}

/** A resource page of a related-app reference list (SPEC.md section 3). */
export interface RelatedAppView {
  id: string;
  title: string;
  url: string;
  description: string;
  /** 'en' where the title is a product's name kept in English on a page in another language. */
  lang?: HtmlLang;
}

/**
 * Where an editor changes the page: the entry in Contentful's web app, and the Confluence editor
 * for topics that still have a Confluence source page. Shown only to users who can edit.
 */
export interface EditLinksView {
  editUrl: string;
  confluenceEditUrl?: string;
}

/** The reader tools of an article page (shared/components/ReaderTools.tsx), prepared on the server. */
export interface ReaderToolsView {
  /** '5 min read' (shared/richtext/reading-time.ts). */
  readingTime: string;
  /** 'Updated on March 3, 2025', when the page has a publication date. */
  updatedOn?: string;
  /** The page's Markdown twin, '/…/page.md'. */
  markdownUrl: string;
  /**
   * The absolute url the Share menu passes on: the page's canonical url, set by the page handler
   * (server/routes/page-handler.ts), which alone knows the public origin. Without it there is no menu.
   */
  shareUrl?: string;
}

export interface TopicPageView extends PageBase, ContextPageFields, EditLinksView {
  kind: 'topic';
  shortTitle?: string;
  platform?: PlatformNotice;
  pageType?: string;
  body: RenderedBody;
  toc: TocEntry[];
  featuredVideo?: FeaturedVideoView;
  relatedLinks: LinkView[];
  guide?: GuideView;
  lastPublished?: string;
  confluencePageId?: string;
  /** Resource pages of the apps related to this topic's content; empty for most topics. */
  relatedApps: RelatedAppView[];
  reader?: ReaderToolsView;
}

export interface TopicSetPageView extends PageBase, ContextPageFields {
  kind: 'topicSet';
  description?: string;
  overview?: RenderedBody;
  cards: CardView[];
}

export interface KbHomePageView extends PageBase, ContextPageFields {
  kind: 'pageKbHome';
  heading: string;
  searchUrl: string;
  /** The box searches this product's knowledge base: its product and the 'Knowledge base' tab. */
  searchScope: SearchScope;
  /** Its articles with no parent article, in content order, each with its summary (ADR 056). */
  articles: LinkView[];
  moreWaysToGetHelp: LinkView[];
}

export interface KbVersionView {
  id: string;
  name: string;
  platform: string;
  versionNumber: string;
  /** Absent when the content says 'None'. */
  versionModifier?: string;
  /** The name's and platform's language where it is not the page's (TextLang in ../content.ts). */
  lang?: HtmlLang;
}

export interface KbArticlePageView extends PageBase, ContextPageFields, EditLinksView {
  kind: 'pageKbArticle';
  platform?: PlatformNotice;
  body: RenderedBody;
  toc: TocEntry[];
  /** ISO date of the last publication, for JSON-LD. */
  lastPublished?: string;
  /** 'Updated on March 3, 2025', formatted in UTC on the server. */
  updatedOn?: string;
  reader?: ReaderToolsView;
  productVersions: KbVersionView[];
  appVersions: KbVersionView[];
  siblings: { items: LinkView[]; currentIndex: number };
  children: LinkView[];
  communityUrl: string;
  askCommunityUrl: string;
  reportProblemUrl: string;
}
