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
 *
 * Bodies are not kept: once the index has taken them the service empties them (`releaseBodies`),
 * and a hash of each body (`bodyHash`) says which text the index holds. A delta that must delete or
 * insert a row whose body is gone reads it again from the snapshot (`readBody`). What each text
 * read is also what the index file keeps (`records`), so an index reopened from it takes the cache
 * up again (`seed`) and its first delta reads again only the texts it reached.
 */
import { createHash } from 'node:crypto';
import type { Asset, Entry, Locale } from '../../shared/types/content';
import { DEFAULT_LOCALE } from '../../shared/types/content';
import { savedBodyToken } from '../content/snapshot-file';
import type { DocumentSupply } from './search-types';
import type { ContentSnapshot } from '../content/snapshot-types';
import {
  entryText,
  planDocuments,
  type DocumentPlan,
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
  /** The entry's content type, id and locale: the text's key. */
  type: string;
  id: string;
  locale: Locale;
  /** The entry's own values when the text was read (`signatureOf`). */
  signature: readonly unknown[];
  reads: readonly Read[];
  /** The text without its body, which the index has taken and the snapshot can give again. */
  text: EntryText;
  bodyHash: string;
}

/** A read as the index file keeps it: kind, id and locale, its answer being taken from the snapshot opened with it. */
export type SavedRead = ['entry' | 'asset', string, Locale | null] | ['url', string];

/**
 * What the index file keeps of an entry's text so that a reopened index knows, at its first delta,
 * which texts the delta reached: the entry, the document holding its title, description,
 * headings, terms and body hash, and the lookups it read.
 */
export interface TextRecord {
  type: string;
  id: string;
  locale: Locale;
  document: string;
  reads: SavedRead[];
}

/** A hash of a document's body, to tell without keeping it whether a text read again is the same. */
export function bodyHashOf(body: string): string {
  return createHash('sha1').update(body).digest('base64url');
}

const EMPTY_BODY_HASH = bodyHashOf('');

/**
 * True when `document` carries its body: read in this extraction, one without body hash (not
 * from a cache) or one whose body is empty; false when it was kept without it.
 */
export function holdsBody(document: SearchDocument): boolean {
  return document.body !== '' || document.bodyHash === undefined || document.bodyHash === EMPTY_BODY_HASH;
}

const languageOf = (locale: Locale): SearchDocument['language'] => (locale === 'ja-JP' ? 'ja' : 'en');

/**
 * The body of `document` read again from `snapshot`, which must hold the content it was extracted
 * from (or content giving the same text); throws when the text read differs from the one hashed.
 */
export function readBody(snapshot: ContentSnapshot, document: SearchDocument): string {
  if (holdsBody(document)) return document.body;
  const locale: Locale = document.language === 'ja' ? 'ja-JP' : DEFAULT_LOCALE;
  const localized = snapshot.entry(document.entryId, locale);
  const body = localized ? entryText(snapshot, document.contentType, localized, locale).body : undefined;
  if (body === undefined || bodyHashOf(body) !== document.bodyHash) {
    throw new Error(`The text of search document ${document.id} read again is not the text indexed`);
  }
  return body;
}

/** Every document of `documents` without its body, in place, once the index has taken them. */
export function releaseBodies(documents: readonly SearchDocument[]): void {
  for (const document of documents) releaseBody(document);
}

/** `document` without its body, when a hash says which body the index took, so it can be read again. */
function releaseBody(document: SearchDocument): void {
  if (document.body !== '' && document.bodyHash !== undefined) document.body = '';
}

/** How many documents `takenOneByOne` makes ahead of the build, with their bodies. */
const TAKEN_BATCH = 256;

/**
 * The documents of `plan` (made from `snapshot`) as a build takes them: they are made a batch
 * ahead of it, and each lets its body go when the next is asked for, so the build never holds more
 * than a batch's bodies.
 * `documents` collects them, without their bodies once taken. Taking them again, or all at once,
 * reads the bodies of those already made again from `snapshot`.
 */
export function takenOneByOne(
  plan: DocumentPlan,
  snapshot: ContentSnapshot,
  /** Called before each batch is made, once the one before has been taken. */
  betweenBatches?: () => void,
): DocumentSupply & { readonly documents: readonly SearchDocument[] } {
  const documents: SearchDocument[] = [];
  const unread = plan.documents();
  const withBody = (document: SearchDocument): SearchDocument => {
    document.body = readBody(snapshot, document);
    return document;
  };
  return {
    count: plan.count,
    documents,
    *take() {
      for (const document of documents) {
        yield withBody(document);
        releaseBody(document);
      }
      for (;;) {
        betweenBatches?.();
        // Made a batch at a time: making texts and indexing them in turns of one document each
        // took the build 8% longer than in batches (caches filled by one evicted by the other).
        const batch: SearchDocument[] = [];
        for (let next = unread.next(); next.done !== true; next = unread.next()) {
          batch.push(next.value);
          if (batch.length === TAKEN_BATCH) break;
        }
        if (batch.length === 0) return;
        documents.push(...batch);
        for (const document of batch) {
          yield withBody(document);
          releaseBody(document);
        }
      }
    },
    all() {
      for (const document of documents) withBody(document);
      for (let next = unread.next(); next.done !== true; next = unread.next()) documents.push(withBody(next.value));
      return documents;
    },
  };
}

/**
 * What the text of an entry can depend on in the entry itself: its id, type, locale and field
 * values, a linked entry or asset by id only (what it reads of a linked entry is a read of its own).
 * Unchanged items keep their field values' objects from build to build, so values compare by identity;
 * a body read from a saved snapshot file compares by its getter, one per body of an opened file.
 */
function signatureOf(entry: Entry): unknown[] {
  const signature: unknown[] = [entry.id, entry.contentType, entry.locale];
  for (const name of Object.keys(entry.fields)) {
    // A body still in the saved snapshot's file stands as its token: reading it here would decode
    // every body once more and keep it in the cache for as long as the text is kept.
    const token = savedBodyToken(entry.fields, name);
    if (token !== undefined) {
      signature.push(name, token);
      continue;
    }
    const value = entry.fields[name];
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

  /**
   * The documents of `snapshot`, equal to `extractDocuments(snapshot, options)` but that a document
   * whose text was kept has an empty body, and every document has its `bodyHash`.
   */
  extract(snapshot: ContentSnapshot, options: ExtractOptions = {}): SearchDocument[] {
    return [...this.plan(snapshot, options).documents()];
  }

  /**
   * The same documents, counted before their text is read and made as they are iterated
   * (`planDocuments`); the cache takes them in as they are made, and is swept once they all are.
   */
  plan(snapshot: ContentSnapshot, options: ExtractOptions = {}): DocumentPlan {
    const texts = this.texts;
    let textsRead = 0;
    let entries = 0;
    const textSource =
      (contentType: string, hashes: Map<string, string>): TextSource =>
      (localized, read) => {
        const key = `${contentType}\u0000${localized.id}\u0000${localized.locale}`;
        const old = texts.get(key);
        const signature = signatureOf(localized);
        if (old && sameValues(old.signature, signature) && sameReads(snapshot, old.reads)) {
          hashes.set(languageOf(localized.locale), old.bodyHash);
          return old.text;
        }
        const reads: Read[] = [];
        const text = read(recording(snapshot, reads));
        textsRead += 1;
        const bodyHash = bodyHashOf(text.body);
        hashes.set(languageOf(localized.locale), bodyHash);
        const kept = { ...text, body: '' };
        texts.set(key, {
          type: contentType,
          id: localized.id,
          locale: localized.locale,
          signature,
          reads,
          text: kept,
          bodyHash,
        });
        return text;
      };
    const reuse: DocumentReuse = (entry, translation, key, make) => {
      entries += translation ? 2 : 1;
      const kept = this.kept.get(entry);
      if (kept && kept.translation === translation && sameValues(kept.key, key)) return kept.documents;
      const hashes = new Map<string, string>();
      const documents = make(textSource(entry.contentType, hashes));
      for (const document of documents) document.bodyHash = hashes.get(document.language);
      this.kept.set(entry, { translation, key, documents });
      return documents;
    };
    const plan = planDocuments(snapshot, options, reuse);
    const finished = (): void => {
      this.textsRead = textsRead;
      if (texts.size > entries * 1.25 + 64) {
        for (const [key, text] of texts) if (!snapshot.entry(text.id, text.locale)) texts.delete(key);
      }
    };
    return {
      count: plan.count,
      documents: function* (this: void) {
        textsRead = 0;
        entries = 0;
        yield* plan.documents();
        finished();
      },
    };
  }

  /** The texts behind `documents` (the last extraction's), as the index file keeps them. */
  records(documents: readonly SearchDocument[]): TextRecord[] {
    const pages = new Map<string, string>();
    for (const document of documents) {
      const page = `${document.entryId}\u0000${document.language}`;
      if (!pages.has(page)) pages.set(page, document.id);
    }
    const records: TextRecord[] = [];
    for (const text of this.texts.values()) {
      const document = pages.get(`${text.id}\u0000${languageOf(text.locale)}`);
      if (document === undefined) continue;
      const reads = text.reads.map((read): SavedRead =>
        read.kind === 'url' ? ['url', read.id] : [read.kind, read.id, read.locale ?? null],
      );
      records.push({ type: text.type, id: text.id, locale: text.locale, document, reads });
    }
    return records;
  }

  /**
   * Takes up the texts an index file kept (`records`) for `snapshot`, the content the file indexes,
   * with the file's `documents`: each read's answer and each entry's values are taken from
   * `snapshot`, so the next extraction reads again only the texts a delta reached.
   */
  seed(snapshot: ContentSnapshot, records: readonly TextRecord[], documents: readonly SearchDocument[]): void {
    const byId = new Map(documents.map((document) => [document.id, document]));
    for (const record of records) {
      const document = byId.get(record.document);
      const localized = snapshot.entry(record.id, record.locale);
      if (!document || document.bodyHash === undefined || !localized) continue;
      const reads: Read[] = [];
      const lookups = recording(snapshot, reads);
      for (const read of record.reads) {
        if (read[0] === 'url') lookups.urlOf(read[1]);
        else if (read[0] === 'entry') lookups.entry(read[1], read[2] ?? undefined);
        else lookups.asset(read[1], read[2] ?? undefined);
      }
      const text: EntryText = {
        title: document.title,
        description: document.description,
        body: '',
        terms: document.terms ?? [],
        headings: document.headings ?? [],
      };
      const key = `${record.type}\u0000${record.id}\u0000${record.locale}`;
      this.texts.set(key, {
        type: record.type,
        id: record.id,
        locale: record.locale,
        signature: signatureOf(localized),
        reads,
        text,
        bodyHash: document.bodyHash,
      });
    }
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
