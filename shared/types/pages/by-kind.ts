/** The one map from page kind to view model, used by resolvers, templates and tests. */
import type { PageBase, PageKind } from '../page';
import type {
  CollectionPageView,
  ContextAppPageView,
  ContextThemePageView,
  DocumentedProductPageView,
  HomePageView,
  KbArticlePageView,
  KbHomePageView,
  ProductLandingPageView,
  TopicPageView,
  TopicSetPageView,
} from './content-pages';
import type {
  ContactPageView,
  CustomerPortalPageView,
  FileDownloadPageView,
  HotContactPageView,
  MyRequestsPageView,
  NotFoundPageView,
  PartnerContactPageView,
  PreviewErrorPageView,
  SearchResultsPageView,
  SignInPageView,
  InsightsPageView,
  StatusPageContactPageView,
} from './other-pages';

export interface PageViewByKind {
  collection: CollectionPageView;
  homePage: HomePageView;
  productLandingPage: ProductLandingPageView;
  documentedProduct: DocumentedProductPageView;
  topic: TopicPageView;
  topicSet: TopicSetPageView;
  contextTheme: ContextThemePageView;
  contextApp: ContextAppPageView;
  pageKbHome: KbHomePageView;
  pageKbArticle: KbArticlePageView;
  notFound: NotFoundPageView;
  contact: ContactPageView;
  hotContact: HotContactPageView;
  partnerContact: PartnerContactPageView;
  statusPageContact: StatusPageContactPageView;
  myRequests: MyRequestsPageView;
  previewError: PreviewErrorPageView;
  fileDownload: FileDownloadPageView;
  customerPortal: CustomerPortalPageView;
  searchResults: SearchResultsPageView;
  signIn: SignInPageView;
  insights: InsightsPageView;
}

export type PageView = PageViewByKind[PageKind];

/**
 * Narrows a page to its kind's view model. The registry hands every template a PageBase; a page of
 * another kind reaching a template is a programming error, so it throws rather than rendering junk.
 */
export function expectKind<K extends PageKind>(entry: PageBase, kind: K): PageViewByKind[K] {
  if (entry.kind !== kind) {
    throw new TypeError(`Expected a ${kind} page, got ${entry.kind}`);
  }
  return entry as PageViewByKind[K];
}
