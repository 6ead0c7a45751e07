/**
 * What a preview request reads (docs/adr/023-live-preview.md): the snapshot with drafts, and for a
 * content url the page with its live draft, or the reason it cannot be previewed. Two sources
 * answer it: `SnapshotPreviewContent` (drafts from the export file, no token) and
 * `ContentfulPreviewSource` (the Preview API, per request).
 */
import type { PreviewErrorReason } from '../../shared/types/pages/other-pages';
import { linkField } from './resolvers/fields';
import type { ContentProblem, ContentSnapshot, RouteRecord } from './snapshot-types';

export type PreviewPage =
  | { kind: 'page'; snapshot: ContentSnapshot; route: RouteRecord }
  | { kind: 'notFound'; snapshot: ContentSnapshot }
  | { kind: 'error'; snapshot: ContentSnapshot; reason: PreviewErrorReason; status: number; entryId?: string };

export interface PreviewContent {
  /** The snapshot preview pages without an entry (and the not-found page) read: drafts included. */
  snapshot(): ContentSnapshot;
  /** The page of a canonical url (no locale prefix) with its current draft. Never rejects. */
  page(url: string): Promise<PreviewPage>;
}

/** Content types whose model requires a Context (docs/content-model.md) and whose page cannot exist without it. */
const NEEDS_CONTEXT = new Set(['collection', 'documentedProduct']);
/** Content types whose page hangs off a collection, which in turn needs a Context. */
const NEEDS_COLLECTION = new Set(['topic', 'topicSet']);

/** A problem that made the loader skip the entry or drop one of its links (not an ignored unknown field). */
function isBreaking(problem: ContentProblem): boolean {
  return !problem.message.endsWith('the field is ignored');
}

function reasonFor(contentType: string, fields: readonly (string | undefined)[]): PreviewErrorReason {
  if (NEEDS_CONTEXT.has(contentType) && fields.includes('context')) return 'context';
  if (NEEDS_COLLECTION.has(contentType) && (fields.includes('collection') || fields.includes('context'))) {
    return 'contextAndCollection';
  }
  return 'requiredFields';
}

/**
 * Whether the entry behind a preview page can be built, and at which route. The checks follow
 * SPEC.md section 2: a missing or broken Context on a collection or docs home, a missing Collection
 * (or its Context) on a topic or topic set, and any other required field or broken link.
 */
export function checkPreviewPage(
  snapshot: ContentSnapshot,
  entryId: string,
  contentType: string,
  version: string | undefined,
): PreviewPage {
  const error = (reason: PreviewErrorReason): PreviewPage => ({
    kind: 'error',
    snapshot,
    reason,
    status: 200,
    entryId,
  });
  const problems = snapshot.problems.filter((problem) => problem.entryId === entryId && isBreaking(problem));
  const entry = snapshot.entry(entryId);
  if (!entry)
    return error(
      reasonFor(
        contentType,
        problems.map((problem) => problem.field),
      ),
    );
  if (NEEDS_CONTEXT.has(contentType) && !linkField(entry, 'context')) return error('context');
  if (NEEDS_COLLECTION.has(contentType)) {
    const collection = linkField(entry, 'collection');
    if (!collection || !linkField(collection, 'context')) return error('contextAndCollection');
  }
  if (problems.length > 0)
    return error(
      reasonFor(
        contentType,
        problems.map((problem) => problem.field),
      ),
    );
  const url = snapshot.urlOf(entryId, version);
  const route = url === undefined ? undefined : snapshot.route(url);
  return route ? { kind: 'page', snapshot, route } : error('requiredFields');
}

/**
 * Drafts from the export file: the snapshot is built once with `{ preview: true }` and every page
 * is checked as a live draft would be.
 */
export class SnapshotPreviewContent implements PreviewContent {
  constructor(private readonly current: () => ContentSnapshot) {}

  snapshot(): ContentSnapshot {
    return this.current();
  }

  page(url: string): Promise<PreviewPage> {
    const snapshot = this.current();
    const route = snapshot.route(url);
    if (!route) return Promise.resolve({ kind: 'notFound', snapshot });
    return Promise.resolve(checkPreviewPage(snapshot, route.entryId, route.contentType, route.version));
  }
}
