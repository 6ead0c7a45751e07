/**
 * A small in-memory ContentSnapshot for the search tests: just enough of the interface for
 * document extraction (entries by type, routes, translated locales).
 */
import type { ContentSnapshot, RouteRecord } from '../content/snapshot-types';
import type { Entry, FieldValue, Locale } from '../../shared/types/content';
import type { SearchDocument } from './documents';

export function entry(
  id: string,
  contentType: string,
  fields: Record<string, FieldValue | undefined>,
  publishedAt = '2024-05-01T00:00:00.000Z',
): Entry {
  return {
    kind: 'Entry',
    id,
    contentType,
    locale: 'en-US',
    createdAt: publishedAt,
    updatedAt: publishedAt,
    publishedAt,
    firstPublishedAt: publishedAt,
    fields,
  };
}

export interface FakeSnapshotInput {
  version?: string;
  entries: Entry[];
  routes: RouteRecord[];
  japanese?: Entry[];
}

export function fakeSnapshot(input: FakeSnapshotInput): ContentSnapshot {
  const byId = new Map(input.entries.map((item) => [item.id, item]));
  const japanese = new Map((input.japanese ?? []).map((item) => [item.id, item]));
  return {
    version: input.version ?? 'v1',
    builtAt: '2024-05-01T00:00:00.000Z',
    locales: ['en-US', 'ja-JP'],
    defaultLocale: 'en-US',
    preview: false,
    versionsOf: (entryId: string) =>
      input.routes.flatMap((route) => (route.entryId === entryId && route.version ? [route.version] : [])),
    defaultVersion: (entryId: string) => input.routes.find((route) => route.entryId === entryId)?.version,
    problems: [],
    entry: (id: string, locale?: Locale) => (locale === 'ja-JP' ? (japanese.get(id) ?? byId.get(id)) : byId.get(id)),
    asset: () => undefined,
    entriesOfType: (contentType: string) => input.entries.filter((item) => item.contentType === contentType),
    routes: () => input.routes,
    route: (url: string) => input.routes.find((route) => route.url === url),
    urlOf: (entryId: string, version?: string) =>
      input.routes.find((route) => route.entryId === entryId && route.version === version)?.url,
    pageTree: () => [],
    pageTreeBranch: () => ({ nodes: [] }),
    pageTreeFile: () => undefined,
    breadcrumbs: () => [],
    translatedLocales: (entryId: string) => (japanese.has(entryId) ? ['en-US', 'ja-JP'] : ['en-US']),
    fallsBack: (entryId: string, field: string, locale: Locale) =>
      locale === 'ja-JP' && byId.has(entryId) && japanese.get(entryId)?.fields[field] === undefined,
  };
}

/** The nth of a list of plain topic documents for index tests, with the fields a test sets. */
export function topicDocument(n: number, overrides: Partial<SearchDocument> = {}): SearchDocument {
  const contentAri = `ari:cloud:help::topic/t${n}`;
  return {
    id: `${contentAri}#en`,
    contentAri,
    entryId: `t${n}`,
    contentType: 'topic',
    language: 'en',
    title: `Topic ${n}`,
    description: '',
    body: '',
    url: `/p/docs/t${n}/`,
    products: [],
    deployment: 'cloud',
    lastPublishedAt: null,
    trustFactors: { helpfulCount: 0, numViews: 0 },
    ...overrides,
  };
}
