import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { compressLikeMiddleware, HtmlCache, strongEtag, type CacheKey } from './html-cache';
import { entryReadKey, EVERYTHING_READ_KEY, noteEntry, recordingReads } from '../content/read-record';

const key = (url: string, snapshotVersion = 'v1', locale = 'en-US'): CacheKey => ({
  url,
  locale,
  variant: '',
  snapshotVersion,
});
const page = (text: string) => ({ status: 200, body: Buffer.from(text), surrogateKeys: ['e1'] });

describe('HtmlCache', () => {
  it('returns a stored page with a strong ETag of its bytes', () => {
    const cache = new HtmlCache(1000);
    cache.set(key('/a/'), page('<p>a</p>'));

    const hit = cache.get(key('/a/'));

    expect(hit?.body.toString()).toBe('<p>a</p>');
    expect(hit?.etag).toBe(strongEtag('<p>a</p>'));
    expect(hit?.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
  });

  it('keeps locales, variants and snapshot versions apart', () => {
    const cache = new HtmlCache(1000);
    cache.set(key('/a/'), page('en'));

    expect(cache.get(key('/a/', 'v1', 'ja-JP'))).toBeUndefined();
    expect(cache.get({ ...key('/a/'), variant: 'b' })).toBeUndefined();
    expect(cache.get(key('/a/', 'v2'))).toBeUndefined();
  });

  it('evicts the least recently used pages to stay within its byte bound', () => {
    const cache = new HtmlCache(10);
    cache.set(key('/a/'), page('aaaa'));
    cache.set(key('/b/'), page('bbbb'));
    cache.get(key('/a/'));
    cache.set(key('/c/'), page('cccc'));

    expect(cache.get(key('/a/'))).toBeDefined();
    expect(cache.get(key('/b/'))).toBeUndefined();
    expect(cache.get(key('/c/'))).toBeDefined();
    expect(cache.stats().bytes).toBe(8);
  });

  it('does not store a page larger than the whole bound', () => {
    const cache = new HtmlCache(3);
    cache.set(key('/a/'), page('too long'));

    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it('drops pages of older snapshot versions when a new one arrives', () => {
    const cache = new HtmlCache(1000);
    cache.set(key('/a/', 'v1'), page('old'));
    cache.set(key('/a/', 'v2'), page('new'));

    cache.retainVersion('v2');

    expect(cache.get(key('/a/', 'v1'))).toBeUndefined();
    expect(cache.get(key('/a/', 'v2'))?.body.toString()).toBe('new');
    expect(cache.stats().bytes).toBe(3);
  });

  it('replaces a page stored again under the same key without double counting', () => {
    const cache = new HtmlCache(1000);
    cache.set(key('/a/'), page('one'));
    cache.set(key('/a/'), page('three'));

    expect(cache.stats()).toMatchObject({ entries: 1, bytes: 5 });
  });
});

describe('HtmlCache compressed copies', () => {
  it('compresses a page once per coding into bytes that decompress to the page', async () => {
    const cache = new HtmlCache(100_000);
    const stored = cache.set(key('/a/'), page('<p>hello</p>'.repeat(50)));

    const gzip = await cache.encoded(stored, 'gzip');
    const br = await cache.encoded(stored, 'br');

    expect(gunzipSync(gzip).toString()).toBe(stored.body.toString());
    expect(brotliDecompressSync(br).toString()).toBe(stored.body.toString());
    expect(await cache.encoded(stored, 'gzip')).toBe(gzip);
  });

  it('keeps the first copy when two requests compress the same page at once', async () => {
    const cache = new HtmlCache(100_000);
    const stored = cache.set(key('/a/'), page('<p>hello</p>'.repeat(50)));

    const [first, second] = await Promise.all([cache.encoded(stored, 'gzip'), cache.encoded(stored, 'gzip')]);

    expect(second).toBe(first);
    expect(cache.stats().bytes).toBe(stored.body.byteLength + first.byteLength);
  });

  it('makes the same bytes as the compression middleware', async () => {
    const body = Buffer.from('<p>same bytes</p>'.repeat(100));

    expect((await compressLikeMiddleware(body, 'gzip')).equals(gzipSync(body))).toBe(true);
    expect((await compressLikeMiddleware(body, 'br')).byteLength).toBeLessThan(body.byteLength);
  });

  it('makes the same bytes for a page larger than one output chunk as a one-off synchronous call', async () => {
    // Bytes from a linear congruential sequence, which gzip cannot shrink much.
    const body = Buffer.alloc(400_000);
    let seed = 1;
    for (let i = 0; i < body.length; i += 1) {
      seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
      body[i] = seed >>> 24;
    }

    const gzip = await compressLikeMiddleware(body, 'gzip');

    expect(gzip.byteLength).toBeGreaterThan(256 * 1024);
    expect(gzip.equals(gzipSync(body))).toBe(true);
  });

  it('counts compressed copies within the byte bound and frees them with the page', async () => {
    const cache = new HtmlCache(100_000);
    const stored = cache.set(key('/a/'), page('x'.repeat(1000)));
    const gzip = await cache.encoded(stored, 'gzip');

    expect(cache.stats().bytes).toBe(1000 + gzip.byteLength);
    cache.retainVersion('v2');
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it('counts a hit but no miss for a lookup that may fall back', () => {
    const cache = new HtmlCache(1000);
    cache.set(key('/a/'), page('a'));

    cache.hit(key('/a/'));
    cache.hit(key('/b/'));

    expect(cache.stats()).toMatchObject({ hits: 1, misses: 0 });
  });
});

describe('HtmlCache.carryOver', () => {
  it('keeps the pages a new snapshot did not change under its version, with the same bytes and ETag', () => {
    const cache = new HtmlCache(10_000);
    const kept = cache.set(key('/kept/'), page('kept'));
    cache.set(key('/stale/'), page('stale'));
    cache.set(key('/older/', 'v0'), page('older'));

    const result = cache.carryOver('v1', 'v2', (stored) => stored.body.toString() === 'stale');

    expect(result).toEqual({ kept: 1, dropped: 2 });
    const moved = cache.get(key('/kept/', 'v2'));
    expect(moved?.body).toBe(kept.body);
    expect(moved?.etag).toBe(kept.etag);
    expect(moved?.snapshotVersion).toBe('v2');
    expect(cache.get(key('/kept/'))).toBeUndefined();
    expect(cache.get(key('/stale/', 'v2'))).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 1, bytes: 'kept'.length });
  });
});

describe('HtmlCache.pagesReading', () => {
  const reading = (id: string) => recordingReads(() => noteEntry(id)).reads;

  it('finds the pages that read an entry, keeps finding them after a carry-over, and forgets evicted ones', () => {
    const cache = new HtmlCache(10_000);
    const topic = cache.set(key('/topic/'), { ...page('topic'), reads: reading('topic-1') });
    cache.set(key('/other/'), { ...page('other'), reads: reading('topic-2') });
    const unknown = cache.set(key('/unknown/'), page('unknown'));

    expect(cache.pagesReading([entryReadKey('topic-1')])).toEqual(new Set([topic]));
    // A page whose reads are not known is found under the key every change names.
    expect(cache.pagesReading([EVERYTHING_READ_KEY])).toEqual(new Set([unknown]));

    cache.carryOver('v1', 'v2', (stored) => stored === unknown);
    expect(cache.pagesReading([entryReadKey('topic-1')])).toEqual(new Set([cache.get(key('/topic/', 'v2'))]));
    expect(cache.pagesReading([EVERYTHING_READ_KEY]).size).toBe(0);

    cache.retainVersion('v3');
    expect(cache.pagesReading([entryReadKey('topic-1'), entryReadKey('topic-2')]).size).toBe(0);
  });
});
