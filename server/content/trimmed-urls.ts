/**
 * Where a trimmed address goes: a product's bare root (`/<slug>/`) to its landing page
 * (`/<slug>/resources/`), else its docs home (`/<slug>/docs/`, or the newest version's); and a
 * versioned product's unversioned `/<slug>/docs/` to its newest version's docs home. Anything the
 * snapshot cannot resolve this way has no target (and stays a 404).
 */
import { compareVersionsNewestFirst } from '../../shared/search/versions';
import type { ContentSnapshot } from './snapshot-types';

const PRODUCT_ROOT = /^\/([^/]+)\/$/;
const DOCS_HOME = /^\/([^/]+)\/docs\/$/;

/** The newest version's docs home of a product slug, when its docs home is only routed per version. */
function newestDocsHome(snapshot: ContentSnapshot, slug: string): string | undefined {
  const prefix = `/${slug}/`;
  const homes = snapshot
    .routes()
    .filter(
      (route) =>
        route.version !== undefined &&
        route.contentType === 'documentedProduct' &&
        route.url === `${prefix}${route.version}/docs/`,
    );
  homes.sort((a, b) => compareVersionsNewestFirst(a.version!, b.version!));
  return homes[0]?.url;
}

/** The canonical path a trimmed path `url` (no locale prefix) redirects to, or undefined. */
export function trimmedUrlTarget(snapshot: ContentSnapshot, url: string): string | undefined {
  if (snapshot.route(url)) return undefined;
  const root = PRODUCT_ROOT.exec(url)?.[1];
  if (root !== undefined) {
    for (const candidate of [`/${root}/resources/`, `/${root}/docs/`]) {
      if (snapshot.route(candidate)) return candidate;
    }
    return newestDocsHome(snapshot, root);
  }
  const docs = DOCS_HOME.exec(url)?.[1];
  return docs === undefined ? undefined : newestDocsHome(snapshot, docs);
}
