/**
 * Which content coding the `compression` middleware would pick for an Accept-Encoding header, so a
 * response compressed ahead of time is sent with exactly the coding the middleware would have used.
 * It asks `negotiator` (the version `compression` 1.8 uses) with compression's supported codings
 * and preferred codings, and follows compression's rule that a request without the header gets
 * identity. Answers are memoised per header value (browsers send a handful of distinct values).
 */

import Negotiator from 'negotiator';

export type ContentCoding = 'br' | 'gzip' | 'deflate' | 'identity';

const SUPPORTED: ContentCoding[] = ['br', 'gzip', 'deflate', 'identity'];
const PREFERRED: ContentCoding[] = ['br', 'gzip'];
const MEMO_LIMIT = 256;

/** negotiator 0.6.4 takes a list of preferred codings, as compression passes; its types predate that. */
interface EncodingNegotiator {
  encoding(available: ContentCoding[], preferred: ContentCoding[]): string | undefined;
}

function negotiate(header: string): ContentCoding {
  const negotiator = new Negotiator({ headers: { 'accept-encoding': header } }) as unknown as EncodingNegotiator;
  const coding = negotiator.encoding(SUPPORTED, PREFERRED);
  // Nothing acceptable: the middleware sends the response uncompressed.
  return (coding as ContentCoding | undefined) ?? 'identity';
}

const memo = new Map<string, ContentCoding>();

/** The coding `compression` would send for this Accept-Encoding header value. */
export function negotiatedCoding(header: string | undefined): ContentCoding {
  if (!header) return 'identity';
  let coding = memo.get(header);
  if (coding === undefined) {
    coding = negotiate(header);
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(header, coding);
  }
  return coding;
}
