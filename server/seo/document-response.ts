/**
 * Text documents derived from the snapshot (sitemaps, robots.txt, Markdown twins, feeds): built on
 * first request, kept per snapshot version, and sent with a strong ETag so a client or CDN can
 * revalidate with If-None-Match and get 304.
 */
import type { Request, Response } from 'express';
import { strongEtag } from '../render/html-cache';
import { ifNoneMatchHits, PRIVATE_CACHE_CONTROL } from '../routes/page-headers';

export interface TextDocument {
  body: Buffer;
  etag: string;
  contentType: string;
}

export const DOCUMENT_CACHE_CONTROL = 'public, max-age=300, s-maxage=300, stale-while-revalidate=600';

export function textDocument(text: string, contentType: string): TextDocument {
  const body = Buffer.from(text);
  return { body, etag: strongEtag(body), contentType };
}

/**
 * What an entry costs: its bytes, and for every entry its key, so that remembered misses (urls made
 * up by a client) count too and cannot grow the cache without bound.
 */
function sizeOf(key: string, document: TextDocument | null): number {
  return key.length * 2 + 64 + (document?.body.byteLength ?? 0);
}

/**
 * Documents of one snapshot version, least recently used dropped first beyond `maxBytes`. A
 * request for another version empties the cache, since nothing of an older snapshot is served again.
 */
export class DocumentCache {
  private version = '';
  private bytes = 0;
  private readonly documents = new Map<string, TextDocument | null>();

  constructor(private readonly maxBytes: number = 32 * 1024 * 1024) {}

  /** The document for a key, built once per version; `null` from `build` means there is none. */
  get(version: string, key: string, build: () => TextDocument | null): TextDocument | null {
    if (version !== this.version) {
      this.documents.clear();
      this.bytes = 0;
      this.version = version;
    }
    if (this.documents.has(key)) {
      const hit = this.documents.get(key)!;
      this.documents.delete(key);
      this.documents.set(key, hit);
      return hit;
    }
    const built = build();
    if (built !== null && built.body.byteLength > this.maxBytes) return built;
    this.documents.set(key, built);
    this.bytes += sizeOf(key, built);
    for (const [oldest, document] of this.documents) {
      if (this.bytes <= this.maxBytes) break;
      this.documents.delete(oldest);
      this.bytes -= sizeOf(oldest, document);
    }
    return built;
  }
}

export interface SendOptions {
  /** A preview deployment: nothing is cached by clients or CDNs. */
  preview: boolean;
  /** Vary values besides Accept-Encoding. */
  vary?: string[];
  cacheControl?: string;
}

/** Sends a document with its ETag and caching headers, or 304 when If-None-Match names it. */
export function sendDocument(req: Request, res: Response, document: TextDocument, options: SendOptions): void {
  res.setHeader('Content-Type', document.contentType);
  res.setHeader('ETag', document.etag);
  res.setHeader('Vary', ['Accept-Encoding', ...(options.vary ?? [])].join(', '));
  res.setHeader(
    'Cache-Control',
    options.preview ? PRIVATE_CACHE_CONTROL : (options.cacheControl ?? DOCUMENT_CACHE_CONTROL),
  );
  if (ifNoneMatchHits(req.headers['if-none-match'], document.etag)) {
    res.status(304).end();
    return;
  }
  res.status(200).send(document.body);
}
