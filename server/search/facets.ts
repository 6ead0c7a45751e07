/**
 * Facet counts for a query's matches, computed in memory from the document table: each facet
 * counts under every active filter except its own, so a visitor sees what picking another value
 * would give.
 */
import type { ContentSnapshot } from '../content/snapshot-types';
import { DEFAULT_LOCALE } from '../../shared/types/content';
import { PLATFORMS, productNamesByKey, SEARCH_CONTENT_TYPES, type SearchLanguage } from './documents';
import { collapseVersions, type DocumentTable, type Filters } from './document-table';
import type { ContentTypeFacet, PlatformFacet, VersionFacet } from './search-types';
import { compareVersionsNewestFirst } from '../../shared/search/versions';

/** Counts per content type under the query and every active filter except the content-type one. */
export function contentTypeFacet(table: DocumentTable, hits: Int32Array, filters: Filters): ContentTypeFacet[] {
  // A page's copies in several versions count once, as the results show them.
  const { accepts } = collapseVersions(table, hits, table.predicate(filters, { contentTypes: false, products: true }));
  const counts = new Int32Array(SEARCH_CONTENT_TYPES.length);
  const docType = table.docType;
  for (const rowid of hits) if (accepts(rowid)) counts[docType[rowid]!]! += 1;
  return SEARCH_CONTENT_TYPES.map((name, code) => ({ name, count: counts[code]! }))
    .filter((facet) => facet.count > 0)
    .sort((a, b) => b.count - a.count);
}

/** Counts per platform and product under the query and every active filter except the product one. */
export function platformFacet(table: DocumentTable, hits: Int32Array, filters: Filters): PlatformFacet[] {
  const { accepts } = collapseVersions(table, hits, table.predicate(filters, { contentTypes: true, products: false }));
  const productCounts = new Int32Array(table.products.length);
  const platformCounts = new Int32Array(PLATFORMS.length);
  const platformBit = Int32Array.from(table.products, (product) => 1 << PLATFORMS.indexOf(product.platform));
  const starts = table.docProductStart;
  const ids = table.docProductIds;
  // Locals only in the loop: a module binding may be read through a getter on every access.
  const platformTotal = PLATFORMS.length;
  for (let index = 0; index < hits.length; index += 1) {
    const rowid = hits[index]!;
    if (!accepts(rowid)) continue;
    let platforms = 0;
    const end = starts[rowid + 1]!;
    for (let position = starts[rowid]!; position < end; position += 1) {
      const id = ids[position]!;
      productCounts[id]! += 1;
      platforms |= platformBit[id]!;
    }
    for (let code = 0; code < platformTotal; code += 1) if (platforms & (1 << code)) platformCounts[code]! += 1;
  }
  return PLATFORMS.flatMap((platform, code) => {
    const count = platformCounts[code]!;
    if (count === 0) return [];
    const products = table.products
      .flatMap((product, id) =>
        product.platform === platform && productCounts[id]! > 0
          ? [{ key: product.key, name: product.name, count: productCounts[id]! }]
          : [],
      )
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
    return [{ name: platform, count, products }];
  });
}

/**
 * Counts per version of the Data Center product the filters choose (the first, when they choose
 * several), under the query and every active filter except that product's versions: what choosing
 * each version would give, so the Version filter offers only versions with results. A page's copies
 * in several versions count once per version, as the results show them; newest first. Empty when
 * no Data Center product is chosen.
 */
export function versionFacet(table: DocumentTable, hits: Int32Array, filters: Filters): VersionFacet[] {
  const chosen = filters.products.find((product) => product.platform === 'data_center');
  const id = chosen ? table.productIds.get(`data_center\u0000${chosen.key}`) : undefined;
  if (!chosen || id === undefined) return [];
  const unversioned: Filters = {
    ...filters,
    products: filters.products.map((product) => (product === chosen ? { ...product, versions: [] } : product)),
  };
  const accepts = table.predicate(unversioned, { contentTypes: true, products: true });
  const counts = new Map<string, number>();
  // The version copies of a page already counted, by group and version.
  const counted = new Set<string>();
  const starts = table.docProductStart;
  const ids = table.docProductIds;
  for (let index = 0; index < hits.length; index += 1) {
    const rowid = hits[index]!;
    if (accepts && !accepts(rowid)) continue;
    // The typed arrays first: most hits do not hold the product, and reading them touches no object.
    let holds = false;
    const end = starts[rowid + 1]!;
    for (let position = starts[rowid]!; position < end && !holds; position += 1) holds = ids[position] === id;
    if (!holds) continue;
    const document = table.documents[rowid]!;
    const versions = new Set<string>();
    for (const product of document.products) {
      if (product.platform === 'data_center' && product.key === chosen.key) {
        for (const version of product.versions) versions.add(version);
      }
    }
    for (const version of versions) {
      if (document.versionOf) {
        const key = `${document.versionOf.group}\u0000${version}`;
        if (counted.has(key)) continue;
        counted.add(key);
      }
      counts.set(version, (counts.get(version) ?? 0) + 1);
    }
  }
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => compareVersionsNewestFirst(a.name, b.name));
}

/**
 * The platform facet in the search's language. The index names a product as it first met it, in
 * English; a Japanese search shows each product's Japanese name (`japanese`, by facet key, only
 * the names that differ from the English ones), and marks a product with only an English name
 * `lang: 'en'`, so a screen reader does not read it with a Japanese voice (docs/adr/047).
 */
export function localizedPlatformFacet(
  platforms: PlatformFacet[],
  language: SearchLanguage,
  japanese: ReadonlyMap<string, string>,
): PlatformFacet[] {
  if (language !== 'ja') return platforms;
  return platforms.map((platform) => ({
    ...platform,
    products: platform.products
      .map((product) => {
        const name = japanese.get(product.key);
        return name === undefined ? { ...product, lang: 'en' as const } : { ...product, name };
      })
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'ja')),
  }));
}

/** Japanese product names by facet key, where they differ from the English ones. */
export function japaneseProductNames(snapshot: ContentSnapshot): Map<string, string> {
  const english = productNamesByKey(snapshot, DEFAULT_LOCALE);
  const japanese = new Map<string, string>();
  for (const [key, name] of productNamesByKey(snapshot, 'ja-JP')) {
    if (name !== english.get(key)) japanese.set(key, name);
  }
  return japanese;
}
