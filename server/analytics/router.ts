/**
 * POST /gateway/api/analytics: a batch of events from the browser client (client/analytics/). Each
 * batch is checked against the event catalogue (400 naming the first bad event), bounded in size
 * (413 over 64 KB, 400 over 50 events), rate limited per address and per anonymous id (429), and
 * handed to the buffered ingest (202); a full buffer or a store that cannot write answers 503 with
 * Retry-After, so the browser keeps the batch. The sender's address is never stored.
 */
import express, { type Request, type Router } from 'express';
import { checkBatch } from '../../shared/analytics/events';
import { ANALYTICS_PATH, MAX_BATCH_BYTES } from '../../shared/analytics/wire';
import { jsonBody, jsonBodyErrors } from '../middleware/json-input';
import { rateLimit, type RateLimit } from '../middleware/rate-limit';
import type { EventIngest } from './ingest';

export interface AnalyticsRouterOptions {
  ingest: Pick<EventIngest, 'offer'>;
  addressLimit?: RateLimit;
  visitorLimit?: RateLimit;
  /** Seconds a refused sender waits before retrying. */
  retryAfterSeconds?: number;
  now?: () => number;
}

/** A page sends a batch every 10 s at most, plus one on leaving: generous for people, tight for scripts. */
export const DEFAULT_ANALYTICS_ADDRESS_LIMIT: RateLimit = { limit: 600, windowMs: 60_000 };
export const DEFAULT_ANALYTICS_VISITOR_LIMIT: RateLimit = { limit: 120, windowMs: 60_000 };

export const ANALYTICS_UNAVAILABLE_MESSAGE = 'Events cannot be accepted right now; keep them and retry later.';

const anonymousIdOf = (req: Request): string | undefined => {
  const events = (req.body as { events?: unknown } | undefined)?.events;
  const first: unknown = Array.isArray(events) ? events[0] : undefined;
  const id = (first as { context?: { anonymousId?: unknown } } | undefined)?.context?.anonymousId;
  return typeof id === 'string' ? id : undefined;
};

export function createAnalyticsRouter(options: AnalyticsRouterOptions): Router {
  const router = express.Router();
  const retryAfter = String(options.retryAfterSeconds ?? 5);
  router.post(
    ANALYTICS_PATH,
    (_req, res, next) => {
      res.setHeader('Cache-Control', 'private, no-store');
      next();
    },
    rateLimit(options.addressLimit ?? DEFAULT_ANALYTICS_ADDRESS_LIMIT, options.now),
    // sendBeacon sends a string as text/plain; both carry the same JSON.
    ...jsonBody(MAX_BATCH_BYTES, ['application/json', 'text/plain']),
    rateLimit(options.visitorLimit ?? DEFAULT_ANALYTICS_VISITOR_LIMIT, options.now, anonymousIdOf),
    (req, res) => {
      const checked = checkBatch(req.body);
      if (!checked.ok) {
        res.status(400).json({ error: checked.error });
        return;
      }
      const outcome = options.ingest.offer(checked.events);
      if (!outcome.accepted) {
        res.locals.log?.warn({ reason: outcome.reason, detail: outcome.detail }, 'Analytics batch refused');
        res.setHeader('Retry-After', retryAfter);
        res.status(503).json({ error: ANALYTICS_UNAVAILABLE_MESSAGE });
        return;
      }
      res.status(202).json({ accepted: checked.events.length });
    },
  );
  // Malformed or oversized bodies: 400 or 413 in JSON with the reason, never a 500.
  router.use(ANALYTICS_PATH, jsonBodyErrors(MAX_BATCH_BYTES));
  return router;
}
