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

/**
 * The newest version's docs home of each product slug whose docs home is only routed per version,
 * found in one pass over the routes per snapshot, not on every request for a trimmed address.
 */
const newestDocsHomes = new WeakMap<ContentSnapshot, ReadonlyMap<string, string>>();

function newestDocsHome(snapshot: ContentSnapshot, slug: string): string | undefined {
  let homes = newestDocsHomes.get(snapshot);
  if (!homes) {
    const newest = new Map<string, { url: string; version: string }>();
    for (const route of snapshot.routes()) {
      if (route.version === undefined || route.contentType !== 'documentedProduct') continue;
      const routeSlug = route.url.split('/')[1] ?? '';
      if (route.url !== `/${routeSlug}/${route.version}/docs/`) continue;
      const known = newest.get(routeSlug);
      if (!known || compareVersionsNewestFirst(route.version, known.version) < 0) {
        newest.set(routeSlug, { url: route.url, version: route.version });
      }
    }
    homes = new Map([...newest].map(([key, { url }]) => [key, url]));
    newestDocsHomes.set(snapshot, homes);
  }
  return homes.get(slug);
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
