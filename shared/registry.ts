/**
 * The renderer registry: one template per page kind. A typed record, so a page kind without a
 * template is a compile error. Each template is loaded through a dynamic import, which webpack
 * turns into one chunk per template for the browser; the server bundle inlines them.
 */
import type { ComponentType } from 'react';
import type { PageBase, PageKind } from './types/page';

export interface TemplateProps<E extends PageBase = PageBase> {
  entry: E;
}

export type TemplateLoader = () => Promise<ComponentType<TemplateProps>>;

export const registry: Record<PageKind, TemplateLoader> = {
  collection: () =>
    import(/* webpackChunkName: "template-collection" */ './templates/CollectionTemplate').then(
      (m) => m.CollectionTemplate,
    ),
  homePage: () =>
    import(/* webpackChunkName: "template-home-page" */ './templates/HomePageTemplate').then((m) => m.HomePageTemplate),
  productLandingPage: () =>
    import(/* webpackChunkName: "template-product-landing-page" */ './templates/ProductLandingPageTemplate').then(
      (m) => m.ProductLandingPageTemplate,
    ),
  documentedProduct: () =>
    import(/* webpackChunkName: "template-documented-product" */ './templates/DocumentedProductTemplate').then(
      (m) => m.DocumentedProductTemplate,
    ),
  topic: () =>
    import(/* webpackChunkName: "template-topic" */ './templates/TopicTemplate').then((m) => m.TopicTemplate),
  topicSet: () =>
    import(/* webpackChunkName: "template-topic-set" */ './templates/TopicSetTemplate').then((m) => m.TopicSetTemplate),
  contextTheme: () =>
    import(/* webpackChunkName: "template-context-theme" */ './templates/ContextThemeTemplate').then(
      (m) => m.ContextThemeTemplate,
    ),
  contextApp: () =>
    import(/* webpackChunkName: "template-context-app" */ './templates/ContextAppTemplate').then(
      (m) => m.ContextAppTemplate,
    ),
  pageKbHome: () =>
    import(/* webpackChunkName: "template-page-kb-home" */ './templates/PageKbHomeTemplate').then(
      (m) => m.PageKbHomeTemplate,
    ),
  pageKbArticle: () =>
    import(/* webpackChunkName: "template-page-kb-article" */ './templates/PageKbArticleTemplate').then(
      (m) => m.PageKbArticleTemplate,
    ),
  insights: () =>
    import(/* webpackChunkName: "template-insights" */ './templates/InsightsTemplate').then((m) => m.InsightsTemplate),
  notFound: () =>
    import(/* webpackChunkName: "template-not-found" */ './templates/NotFoundTemplate').then((m) => m.NotFoundTemplate),
  contact: () =>
    import(/* webpackChunkName: "template-contact" */ './templates/ContactTemplate').then((m) => m.ContactTemplate),
  hotContact: () =>
    import(/* webpackChunkName: "template-hot-contact" */ './templates/HotContactTemplate').then(
      (m) => m.HotContactTemplate,
    ),
  partnerContact: () =>
    import(/* webpackChunkName: "template-partner-contact" */ './templates/PartnerContactTemplate').then(
      (m) => m.PartnerContactTemplate,
    ),
  statusPageContact: () =>
    import(/* webpackChunkName: "template-status-page-contact" */ './templates/StatusPageContactTemplate').then(
      (m) => m.StatusPageContactTemplate,
    ),
  myRequests: () =>
    import(/* webpackChunkName: "template-my-requests" */ './templates/MyRequestsTemplate').then(
      (m) => m.MyRequestsTemplate,
    ),
  previewError: () =>
    import(/* webpackChunkName: "template-preview-error" */ './templates/PreviewErrorTemplate').then(
      (m) => m.PreviewErrorTemplate,
    ),
  fileDownload: () =>
    import(/* webpackChunkName: "template-file-download" */ './templates/FileDownloadTemplate').then(
      (m) => m.FileDownloadTemplate,
    ),
  customerPortal: () =>
    import(/* webpackChunkName: "template-customer-portal" */ './templates/CustomerPortalTemplate').then(
      (m) => m.CustomerPortalTemplate,
    ),
  searchResults: () =>
    import(/* webpackChunkName: "template-search-results" */ './templates/SearchResultsTemplate').then(
      (m) => m.SearchResultsTemplate,
    ),
  signIn: () =>
    import(/* webpackChunkName: "template-sign-in" */ './templates/SignInTemplate').then((m) => m.SignInTemplate),
};

/** The template of a page kind; the server and the browser both load it through here. */
export function loadTemplate(kind: PageKind): Promise<ComponentType<TemplateProps>> {
  return registry[kind]();
}
