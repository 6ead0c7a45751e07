/** Test support: real view models resolved from the resolver fixture space, per page kind. */
import { resolveContentPage } from '../../server/content/resolvers/resolve-page';
import { resolverSnapshot, testOptions } from '../../server/content/resolvers/resolver-fixtures';
import { resolveStaticPage } from '../../server/content/resolvers/static-pages';
import type { ResolveOptions } from '../../server/content/resolvers/context';
import type { Locale } from '../../shared/types/content';
import type { OtherPageKind } from '../../shared/types/page';
import type { PageViewByKind } from '../../shared/types/pages/by-kind';
import { expectKind } from '../../shared/types/pages/by-kind';
import type { PageState } from '../../shared/state/page';

const snapshot = resolverSnapshot();

export function contentPage<K extends keyof PageViewByKind>(
  kind: K,
  url: string,
  locale: Locale = 'en-US',
): { page: PageViewByKind[K]; state: Partial<PageState> } {
  const resolved = resolveContentPage(snapshot, snapshot.route(url)!, locale, testOptions());
  const page = expectKind(resolved.entry, kind);
  return { page, state: { entry: page, pageTree: resolved.pageTree, featureFlags: testOptions().flags } };
}

export function staticPage<K extends OtherPageKind>(kind: K, options: Partial<ResolveOptions> = {}): PageViewByKind[K] {
  return resolveStaticPage(kind, snapshot, 'en-US', testOptions(options)).entry;
}
