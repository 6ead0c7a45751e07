/**
 * The entry points of page resolution: a content route resolves through the resolver of its
 * content type; pages without an entry through resolveStaticPage. Each resolver is a pure function
 * of the snapshot, so the same snapshot and options always give the same view model.
 */
import { NoRendererError, NotFoundError } from '../../../shared/errors';
import type { Locale } from '../../../shared/types/content';
import { isContentPageKind, type ContentPageKind, type PageBase } from '../../../shared/types/page';
import type { ContentSnapshot, RouteRecord } from '../snapshot-types';
import { resolveCollection } from './collection';
import { resolveContextApp } from './context-app';
import { resolveContextTheme } from './context-theme';
import type { ResolveInput, ResolveOptions, ResolvedPage } from './context';
import { resolveDocumentedProduct } from './documented-product';
import { resolveHomePage } from './home-page';
import { resolveKbArticle } from './kb-article';
import { resolveKbHome } from './kb-home';
import { resolveProductLandingPage } from './product-landing-page';
import { resolveTopic } from './topic';
import { resolveTopicSet } from './topic-set';

export type { ResolveOptions, ResolvedPage } from './context';
export { resolveMalformedUrlPage, resolveNotFoundPage, resolveStaticPage } from './static-pages';

const RESOLVERS: Record<ContentPageKind, (input: ResolveInput) => ResolvedPage> = {
  collection: resolveCollection,
  homePage: resolveHomePage,
  productLandingPage: resolveProductLandingPage,
  documentedProduct: resolveDocumentedProduct,
  topic: resolveTopic,
  topicSet: resolveTopicSet,
  contextTheme: resolveContextTheme,
  contextApp: resolveContextApp,
  pageKbHome: resolveKbHome,
  pageKbArticle: resolveKbArticle,
};

/**
 * Resolves the page of a content route. Throws NoRendererError (500) when the route's content type
 * has no template, and NotFoundError (404) when the route's entry is missing in the snapshot.
 */
export function resolveContentPage(
  snapshot: ContentSnapshot,
  route: RouteRecord,
  locale: Locale,
  options: ResolveOptions,
): ResolvedPage<PageBase> {
  if (!isContentPageKind(route.contentType)) throw new NoRendererError(route.entryId, route.contentType);
  const entry = snapshot.entry(route.entryId, locale);
  if (!entry) throw new NotFoundError();
  return RESOLVERS[route.contentType]({ snapshot, locale, options, route, entry });
}
