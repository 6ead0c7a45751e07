/**
 * Keeps each entry's search documents from one snapshot to the next (docs/adr/029). A snapshot
 * built from a delta keeps the entry objects the delta did not reach (server/content/snapshot-cache.ts),
 * so an entry whose English and Japanese objects are the ones seen before, with the same routes,
 * trust factors and product names (the key), has the same documents, and its text is not extracted
 * again. Keyed by the entry object, so the documents of entries no snapshot holds any more go with them.
 *
 * An entry the delta reached only through a link (a topic whose product's icon changed, an article
 * whose KB home was retitled) gets a new object, but its text rarely changes. So the text of each
 * entry and locale (title, description, body, terms, headings: the costly part, which renders the
 * body) is kept with a record of what extracting it read: the entry's own field values, the
 * entries it read through link fields, and the entries, assets and urls the body looked up. The
 * text is taken again only when one of those differs; otherwise only the cheap parts (routes,
 * products, dates) are made anew.
 */
import type { Asset, Entry, Locale } from '../../shared/types/content';
import type { ContentSnapshot } from '../content/snapshot-types';
import {
  extractDocuments,
  type DocumentReuse,
  type EntryText,
  type ExtractOptions,
  type SearchDocument,
  type TextLookups,
  type TextSource,
} from './documents';

interface Kept {
  translation: Entry | undefined;
  key: readonly unknown[];
  documents: SearchDocument[];
}

/** One lookup an extraction made, with what it found, to be made again against the next snapshot. */
type Read =
  | { kind: 'entry'; id: string; locale: Locale | undefined; found: readonly unknown[] | undefined }
  | { kind: 'asset'; id: string; locale: Locale | undefined; found: string | undefined }
  | { kind: 'url'; id: string; found: string | undefined };

interface KeptText {
  id: string;
  locale: Locale;
  /** The entry's own values when the text was read (`signatureOf`). */
  signature: readonly unknown[];
  reads: readonly Read[];
  text: EntryText;
}

/**
 * What the text of an entry can depend on in the entry itself: its id, type, locale and field
 * values, a linked entry or asset by id only (what it reads of a linked entry is a read of its own).
 * Unchanged items keep their field values' objects from build to build, so values compare by identity.
 */
function signatureOf(entry: Entry): unknown[] {
  const signature: unknown[] = [entry.id, entry.contentType, entry.locale];
  for (const [name, value] of Object.entries(entry.fields)) {
    signature.push(name, linkOrValue(value));
    if (Array.isArray(value) && value.some(isItem)) {
      signature.push(value.length, ...(value as unknown[]).map(linkOrValue));
    }
  }
  return signature;
}

function isItem(value: unknown): value is Entry | Asset {
  const kind = (value as { kind?: unknown } | null)?.kind;
  return typeof value === 'object' && value !== null && (kind === 'Entry' || kind === 'Asset');
}

/** A linked item by kind and id, an array of items by its length (its items follow), other values as they are. */
function linkOrValue(value: unknown): unknown {
  if (isItem(value)) return `${value.kind}\u0000${value.id}`;
  if (Array.isArray(value) && value.some(isItem)) return '\u0000links';
  return value;
}

function sameValues(a: readonly unknown[] | undefined, b: readonly unknown[] | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) return false;
  return true;
}

function assetSignature(asset: Asset | undefined): string | undefined {
  return asset === undefined ? undefined : JSON.stringify(asset);
}

/** Lookups into `snapshot` that record each one in `reads`. */
function recording(snapshot: ContentSnapshot, reads: Read[]): TextLookups {
  return {
    entry: (id, locale) => {
      const found = snapshot.entry(id, locale);
      reads.push({ kind: 'entry', id, locale, found: found && signatureOf(found) });
      return found;
    },
    asset: (id, locale) => {
      const found = snapshot.asset(id, locale);
      reads.push({ kind: 'asset', id, locale, found: assetSignature(found) });
      return found;
    },
    urlOf: (id) => {
      const found = snapshot.urlOf(id);
      reads.push({ kind: 'url', id, found });
      return found;
    },
    linked: (entry) => {
      reads.push({ kind: 'entry', id: entry.id, locale: entry.locale, found: signatureOf(entry) });
    },
  };
}

/** True when every lookup of `reads` finds the same in `snapshot`. */
function sameReads(snapshot: ContentSnapshot, reads: readonly Read[]): boolean {
  for (const read of reads) {
    switch (read.kind) {
      case 'entry': {
        const found = snapshot.entry(read.id, read.locale);
        if (!sameValues(found && signatureOf(found), read.found)) return false;
        break;
      }
      case 'asset':
        if (assetSignature(snapshot.asset(read.id, read.locale)) !== read.found) return false;
        break;
      case 'url':
        if (snapshot.urlOf(read.id) !== read.found) return false;
        break;
    }
  }
  return true;
}

export class DocumentCache {
  private kept = new WeakMap<Entry, Kept>();
  /**
   * Each entry's text per page type and locale. Entries a delta did not reach never touch it; the
   * texts of entries gone from the content are swept once they could make up a fifth of it.
   */
  private texts = new Map<string, KeptText>();
  /** Texts taken again (not kept) by the last extraction. */
  private textsRead = 0;

  /** The documents of `snapshot`, equal to `extractDocuments(snapshot, options)`, reusing what it can. */
  extract(snapshot: ContentSnapshot, options: ExtractOptions = {}): SearchDocument[] {
    const texts = this.texts;
    let textsRead = 0;
    let entries = 0;
    const textSource =
      (contentType: string): TextSource =>
      (localized, read) => {
        const key = `${contentType}\u0000${localized.id}\u0000${localized.locale}`;
        const old = texts.get(key);
        const signature = signatureOf(localized);
        if (old && sameValues(old.signature, signature) && sameReads(snapshot, old.reads)) return old.text;
        const reads: Read[] = [];
        const text = read(recording(snapshot, reads));
        textsRead += 1;
        texts.set(key, { id: localized.id, locale: localized.locale, signature, reads, text });
        return text;
      };
    const reuse: DocumentReuse = (entry, translation, key, make) => {
      entries += translation ? 2 : 1;
      const kept = this.kept.get(entry);
      if (kept && kept.translation === translation && sameValues(kept.key, key)) return kept.documents;
      const documents = make(textSource(entry.contentType));
      this.kept.set(entry, { translation, key, documents });
      return documents;
    };
    const documents = extractDocuments(snapshot, options, reuse);
    this.textsRead = textsRead;
    if (texts.size > entries * 1.25 + 64) {
      for (const [key, text] of texts) if (!snapshot.entry(text.id, text.locale)) texts.delete(key);
    }
    return documents;
  }

  /** How many entry texts (per locale) the last extraction read rather than kept. */
  get lastTextsRead(): number {
    return this.textsRead;
  }

  /** Entry texts kept for the next extraction. */
  get keptTexts(): number {
    return this.texts.size;
  }
}
