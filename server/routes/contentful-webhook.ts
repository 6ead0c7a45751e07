/**
 * POST /hooks/contentful: Contentful calls it on publish and unpublish, and it starts a delta sync
 * at once instead of waiting for the interval. Server to server, so it sits ahead of the Origin
 * check; it is rate-limited, and verified by a shared secret header, Contentful's request signature,
 * or both (whichever secrets are configured must all pass). Bursts cost one sync in flight and one
 * queued: ContentfulSyncSource.syncNow coalesces them. The answer is 202 before the sync runs.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { escape as escapeQuery } from 'node:querystring';
import express, { type Request, type Router } from 'express';
import { rateLimit, type RateLimit } from '../middleware/rate-limit';

export const CONTENTFUL_WEBHOOK_PATH = '/hooks/contentful';
export const WEBHOOK_SECRET_HEADER = 'x-contentful-webhook-secret';
export const SIGNATURE_HEADER = 'x-contentful-signature';
export const SIGNED_HEADERS_HEADER = 'x-contentful-signed-headers';
export const TIMESTAMP_HEADER = 'x-contentful-timestamp';
/** How far a signed request's timestamp may be from this server's clock, either way. */
export const MAX_CLOCK_SKEW_MS = 30_000;
/** Contentful sends one call per publish; a bulk publish sends a burst, which the sync coalesces. */
export const WEBHOOK_RATE_LIMIT: RateLimit = { limit: 120, windowMs: 60_000 };
const BODY_LIMIT = '1mb';

export interface WebhookSecrets {
  /** Compared with the X-Contentful-Webhook-Secret header. */
  secret?: string | undefined;
  /** Contentful's signing secret for the HMAC-SHA256 request signature. */
  signingSecret?: string | undefined;
}

export interface ContentfulWebhookOptions extends WebhookSecrets {
  /** Starts (or queues) a delta sync; not awaited. */
  sync: () => unknown;
  now?: () => number;
  logger?: { info(details: object, message: string): void };
}

/** Constant-time string comparison that does not reveal the expected length through an early exit. */
export function safeEqual(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  // Compare against itself when the lengths differ, so the time spent does not depend on the secret.
  return timingSafeEqual(a.length === b.length ? a : b, b) && a.length === b.length;
}

/** The path as Contentful signs it: the query escaped as one string, then the whole url encodeURI'd. */
export function canonicalPath(url: string): string {
  const index = url.indexOf('?');
  const pathname = index === -1 ? url : url.slice(0, index);
  const search = index === -1 ? '' : escapeQuery(url.slice(index + 1));
  return encodeURI(search ? `${pathname}?${search}` : pathname);
}

export interface SignableRequest {
  method: string;
  /** Path and query as sent. */
  url: string;
  /** Lower-case header names. */
  headers: Readonly<Record<string, string | string[] | undefined>>;
  body: string;
}

function header(request: SignableRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

/**
 * Contentful's signature of a request: HMAC-SHA256 (hex) over method, canonical path, the signed
 * headers as `name:value` sorted by name and joined by ';', and the body, joined by newlines.
 */
export function contentfulSignature(
  secret: string,
  request: SignableRequest,
  signedHeaders: readonly string[],
): string {
  const headers = [...new Set(signedHeaders.map((name) => name.trim().toLowerCase()))]
    .sort()
    .map((name) => `${name}:${(header(request, name) ?? '').trim()}`)
    .join(';');
  return createHmac('sha256', secret)
    .update([request.method.toUpperCase(), canonicalPath(request.url), headers, request.body].join('\n'))
    .digest('hex');
}

/** Why a request fails verification, or undefined when it passes every configured check. */
export function verificationProblem(
  request: SignableRequest,
  secrets: WebhookSecrets,
  now: number,
): string | undefined {
  if (secrets.secret !== undefined) {
    const given = header(request, WEBHOOK_SECRET_HEADER);
    if (given === undefined) return `The ${WEBHOOK_SECRET_HEADER} header is missing.`;
    if (!safeEqual(given, secrets.secret)) return `The ${WEBHOOK_SECRET_HEADER} header is wrong.`;
  }
  if (secrets.signingSecret !== undefined) {
    const signature = header(request, SIGNATURE_HEADER);
    const timestamp = header(request, TIMESTAMP_HEADER);
    const signed = header(request, SIGNED_HEADERS_HEADER);
    if (signature === undefined || timestamp === undefined || signed === undefined) {
      return `The request is not signed: ${SIGNATURE_HEADER}, ${TIMESTAMP_HEADER} and ${SIGNED_HEADERS_HEADER} are required.`;
    }
    const names = signed.split(',').map((name) => name.trim().toLowerCase());
    if (!names.includes(TIMESTAMP_HEADER) || !names.includes(SIGNED_HEADERS_HEADER)) {
      return `The signed headers must include ${TIMESTAMP_HEADER} and ${SIGNED_HEADERS_HEADER}.`;
    }
    const time = /^\d{1,15}$/.test(timestamp.trim()) ? Number(timestamp) : Number.NaN;
    if (!Number.isFinite(time) || Math.abs(now - time) > MAX_CLOCK_SKEW_MS) {
      return 'The signature timestamp is missing, malformed or too far from the server clock.';
    }
    if (!safeEqual(signature.trim(), contentfulSignature(secrets.signingSecret, request, names))) {
      return 'The signature does not match the request.';
    }
  }
  return undefined;
}

function signable(req: Request): SignableRequest {
  const body = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '';
  return { method: req.method, url: req.originalUrl, headers: req.headers, body };
}

/** Why the webhook answers 404: README.md, CONTENTFUL_WEBHOOK_SECRET and _SIGNING_SECRET. */
export const WEBHOOK_NOT_SERVED_MESSAGE =
  'No Contentful webhook is served here: it needs content from Contentful and a webhook secret or signing secret.';

/**
 * The webhook's address where it is not served (content from a file, or no secret configured):
 * Contentful, or whoever set it up, is told why in JSON, not with the framework's html page.
 */
export function createUnservedWebhookRouter(): Router {
  const router = express.Router();
  router.all(CONTENTFUL_WEBHOOK_PATH, (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.status(404).json({ error: WEBHOOK_NOT_SERVED_MESSAGE });
  });
  return router;
}

export function createContentfulWebhookRouter(options: ContentfulWebhookOptions): Router {
  const router = express.Router();
  const now = options.now ?? Date.now;
  router.post(
    CONTENTFUL_WEBHOOK_PATH,
    rateLimit(WEBHOOK_RATE_LIMIT),
    // The signature covers the exact bytes, so the body is kept raw whatever its content type.
    express.raw({ type: () => true, limit: BODY_LIMIT }),
    (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      const problem = verificationProblem(signable(req), options, now());
      if (problem) {
        options.logger?.info({ reason: problem }, 'Contentful webhook refused');
        res.status(401).json({ error: problem });
        return;
      }
      options.sync();
      res.status(202).json({ status: 'accepted' });
    },
  );
  return router;
}
