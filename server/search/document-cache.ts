/**
 * Keeps each entry's search documents from one snapshot to the next (docs/adr/029). A snapshot
 * built from a delta keeps the entry objects the delta did not reach (server/content/snapshot-cache.ts),
 * so an entry whose English and Japanese objects are the ones seen before, with the same routes,
 * trust factors and product names (the key), has the same documents, and its text is not extracted
 * again. Keyed by the entry object, so the documents of entries no snapshot holds any more go with them.
 */
import type { Entry } from '../../shared/types/content';
import type { ContentSnapshot } from '../content/snapshot-types';
import { extractDocuments, type DocumentReuse, type ExtractOptions, type SearchDocument } from './documents';

interface Kept {
  translation: Entry | undefined;
  key: string;
  documents: SearchDocument[];
}

export class DocumentCache {
  private kept = new WeakMap<Entry, Kept>();

  /** The documents of `snapshot`, equal to `extractDocuments(snapshot, options)`, reusing what it can. */
  extract(snapshot: ContentSnapshot, options: ExtractOptions = {}): SearchDocument[] {
    return extractDocuments(snapshot, options, this.reuse);
  }

  private readonly reuse: DocumentReuse = (entry, translation, key, make) => {
    const kept = this.kept.get(entry);
    if (kept && kept.translation === translation && kept.key === key) return kept.documents;
    const documents = make();
    this.kept.set(entry, { translation, key, documents });
    return documents;
  };
}
