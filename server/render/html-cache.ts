/**
 * Rendered anonymous html, cached in process per (url, locale, variant, snapshot version), bounded by
 * the total size of the cached bytes and evicted least recently used first. A new snapshot makes every
 * older entry unreachable; `retainVersion` drops them at once so their memory is freed.
 */
import { createHash } from 'node:crypto';

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
  /** The CSP nonce the bytes were rendered with; a hit is served with a policy naming it. */
  nonce: string;
  snapshotVersion: string;
}

/** A strong ETag over the exact bytes sent. */
export function strongEtag(body: Buffer | string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

export function cacheKeyString(key: CacheKey): string {
  return JSON.stringify([key.snapshotVersion, key.locale, key.variant, key.url]);
}

export interface HtmlCacheStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
}

export class HtmlCache {
  private readonly entries = new Map<string, CachedPage>();
  private bytes = 0;
  private hits = 0;
  private misses = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: CacheKey): CachedPage | undefined {
    const id = cacheKeyString(key);
    const page = this.entries.get(id);
    if (page === undefined) {
      this.misses += 1;
      return undefined;
    }
    // Re-insert so Map order is least recently used first.
    this.entries.delete(id);
    this.entries.set(id, page);
    this.hits += 1;
    return page;
  }

  set(key: CacheKey, page: Omit<CachedPage, 'etag' | 'snapshotVersion'> & { etag?: string }): CachedPage {
    const stored: CachedPage = {
      ...page,
      etag: page.etag ?? strongEtag(page.body),
      snapshotVersion: key.snapshotVersion,
    };
    const id = cacheKeyString(key);
    this.remove(id);
    if (stored.body.byteLength > this.maxBytes) return stored;
    this.entries.set(id, stored);
    this.bytes += stored.body.byteLength;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
    return stored;
  }

  /** Drops every page rendered from another snapshot version. */
  retainVersion(version: string): void {
    for (const [id, page] of this.entries) {
      if (page.snapshotVersion !== version) this.remove(id);
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  stats(): HtmlCacheStats {
    return { entries: this.entries.size, bytes: this.bytes, hits: this.hits, misses: this.misses };
  }

  private remove(id: string): void {
    const page = this.entries.get(id);
    if (page === undefined) return;
    this.entries.delete(id);
    this.bytes -= page.body.byteLength;
  }
}
