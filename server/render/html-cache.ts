/**
 * Rendered anonymous html, cached in process per (url, locale, variant, snapshot version), bounded by
 * the total size of the cached bytes and evicted least recently used first. A new snapshot makes every
 * older entry unreachable; `retainVersion` drops them at once so their memory is freed.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { readKeys, type ReadRecord } from '../content/read-record';

/** Codings a cached page keeps a compressed copy in. */
export type StoredCoding = 'gzip' | 'br';

const gzipped = promisify(gzip);
const brotlied = promisify(brotliCompress);
/** Room for a whole compressed page, so the thread pool hands it back in one piece rather than 16 KB at a time. */
const OUTPUT_CHUNK_BYTES = 256 * 1024;

/**
 * Compresses a page with the `compression` middleware's settings (gzip with zlib's defaults, brotli
 * at quality 4) as one job in libuv's thread pool, so the event loop goes on with the next request
 * while the page is compressed on another core (ADR 036, render path). The page handler sends every
 * page compressed by it, and a cache hit its stored copy, so both carry the same bytes for the same ETag.
 */
export function compressLikeMiddleware(body: Buffer, coding: StoredCoding): Promise<Buffer> {
  return coding === 'gzip'
    ? gzipped(body, { chunkSize: OUTPUT_CHUNK_BYTES })
    : brotlied(body, { chunkSize: OUTPUT_CHUNK_BYTES, params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } });
}

export interface CacheKey {
  url: string;
  locale: string;
  /** Anything else the markup depends on (e.g. a flag variant); '' for the default. */
  variant: string;
  snapshotVersion: string;
}

export interface CachedPage {
  status: number;
  body: Buffer;
  etag: string;
  surrogateKeys: string[];
  /** What the page read from the snapshot (read-record.ts), so a new snapshot may keep it. */
  reads?: ReadRecord;
  snapshotVersion: string;
  /** Compressed copies of `body`, each made the first time it is asked for (see `encoded`). */
  readonly compressed: Partial<Record<StoredCoding, Buffer>>;
}

/** A strong ETag over the exact bytes sent. */
export function strongEtag(body: Buffer | string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

export function cacheKeyString(key: CacheKey): string {
  return JSON.stringify([key.snapshotVersion, key.locale, key.variant, key.url]);
}

function sizeOf(page: CachedPage): number {
  return (
    page.body.byteLength +
    (page.compressed.gzip?.byteLength ?? 0) +
    (page.compressed.br?.byteLength ?? 0) +
    readsBytes.get(page)!
  );
}

/** The size counted for a page's read record, fixed when the page is stored. */
const readsBytes = new WeakMap<CachedPage, number>();

export interface HtmlCacheStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
}

export class HtmlCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly ids = new WeakMap<CachedPage, string>();
  /**
   * The pages held by what they read (read-record.ts `readKeys`), so a new snapshot finds the pages
   * it changed without looking at the others.
   */
  private readonly readers = new Map<string, Set<CachedPage>>();
  private bytes = 0;
  private hits = 0;
  private misses = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: CacheKey): CachedPage | undefined {
    const page = this.hit(key);
    if (page === undefined) this.misses += 1;
    return page;
  }

  /** Like `get`, but a miss is not counted: for a lookup that falls back to one that counts. */
  hit(key: CacheKey): CachedPage | undefined {
    const id = cacheKeyString(key);
    const page = this.entries.get(id);
    if (page === undefined) return undefined;
    // Re-insert so Map order is least recently used first.
    this.entries.delete(id);
    this.entries.set(id, page);
    this.hits += 1;
    return page;
  }

  set(
    key: CacheKey,
    page: Omit<CachedPage, 'etag' | 'snapshotVersion' | 'compressed'> & { etag?: string },
  ): CachedPage {
    const stored: CachedPage = {
      ...page,
      etag: page.etag ?? strongEtag(page.body),
      snapshotVersion: key.snapshotVersion,
      compressed: {},
    };
    const id = cacheKeyString(key);
    this.remove(id);
    const recordBytes = stored.reads?.approximateBytes() ?? 0;
    readsBytes.set(stored, recordBytes);
    if (stored.body.byteLength + recordBytes > this.maxBytes) return stored;
    this.entries.set(id, stored);
    this.ids.set(stored, id);
    this.index(stored);
    this.grow(stored.body.byteLength + recordBytes);
    return stored;
  }

  /**
   * The page's body in a coding, compressed on first use and kept (and counted) with the page. Two
   * requests that both find no copy both compress, and keep the first copy made.
   */
  async encoded(page: CachedPage, coding: StoredCoding): Promise<Buffer> {
    const existing = page.compressed[coding];
    if (existing) return existing;
    const bytes = await compressLikeMiddleware(page.body, coding);
    const raced = page.compressed[coding];
    if (raced) return raced;
    page.compressed[coding] = bytes;
    const id = this.ids.get(page);
    if (id !== undefined && this.entries.get(id) === page) this.grow(bytes.byteLength);
    return bytes;
  }

  /** Drops every page rendered from another snapshot version. */
  retainVersion(version: string): void {
    for (const [id, page] of this.entries) {
      if (page.snapshotVersion !== version) this.remove(id);
    }
  }

  /** The pages held that read any of `keys` (read-record.ts `readKeys`), each once. */
  pagesReading(keys: Iterable<string>): Set<CachedPage> {
    const found = new Set<CachedPage>();
    for (const key of keys) for (const page of this.readers.get(key) ?? []) found.add(page);
    return found;
  }

  /**
   * A new snapshot `to` replaced `from`: a page of `from` that `stale` refuses is kept, with the
   * same bytes and ETag, under `to` (so it is not rendered again); every other page is dropped.
   */
  carryOver(from: string, to: string, stale: (page: CachedPage) => boolean): { kept: number; dropped: number } {
    let kept = 0;
    let dropped = 0;
    // A key of `from` is `["<from>",...]` (cacheKeyString): the version is swapped in place, unparsed.
    const fromPrefix = 1 + JSON.stringify(from).length;
    // Keys are rewritten in Map order, so the least-recently-used order survives the move.
    for (const [id, page] of [...this.entries]) {
      this.entries.delete(id);
      if (page.snapshotVersion === to) {
        this.entries.set(id, page);
        kept += 1;
        continue;
      }
      if (page.snapshotVersion !== from || stale(page)) {
        this.bytes -= sizeOf(page);
        this.unindex(page);
        dropped += 1;
        continue;
      }
      // The page object moves as it is, so the index of readers still finds it.
      page.snapshotVersion = to;
      const movedId = `[${JSON.stringify(to)}${id.slice(fromPrefix)}`;
      this.entries.set(movedId, page);
      this.ids.set(page, movedId);
      kept += 1;
    }
    return { kept, dropped };
  }

  /** The pages held, least recently used first. */
  pages(): IterableIterator<CachedPage> {
    return this.entries.values();
  }

  clear(): void {
    this.entries.clear();
    this.readers.clear();
    this.bytes = 0;
  }

  stats(): HtmlCacheStats {
    return { entries: this.entries.size, bytes: this.bytes, hits: this.hits, misses: this.misses };
  }

  private grow(bytes: number): void {
    this.bytes += bytes;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  private remove(id: string): void {
    const page = this.entries.get(id);
    if (page === undefined) return;
    this.entries.delete(id);
    this.unindex(page);
    this.bytes -= sizeOf(page);
  }

  private index(page: CachedPage): void {
    for (const key of readKeys(page.reads)) {
      let pages = this.readers.get(key);
      if (!pages) {
        pages = new Set();
        this.readers.set(key, pages);
      }
      pages.add(page);
    }
  }

  private unindex(page: CachedPage): void {
    for (const key of readKeys(page.reads)) {
      const pages = this.readers.get(key);
      pages?.delete(page);
      if (pages?.size === 0) this.readers.delete(key);
    }
  }
}
