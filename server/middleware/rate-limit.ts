/**
 * Per-visitor limits on the APIs that cost the server work (search, answer, every write). The
 * visitor is `req.ip`: the socket address, or, behind a proxy or CDN that `TRUST_PROXY` names, the
 * address that proxy saw (X-Forwarded-For), so one visitor behind a CDN does not share a limit with
 * everyone else behind it.
 */
import type { Request, RequestHandler, Response } from 'express';

export interface RateLimit {
  limit: number;
  windowMs: number;
}

/**
 * Fixed windows per key: `hit` counts one request of a key and answers how many seconds it must
 * wait while it is over the limit (undefined while it is not). Windows that have ended are dropped as
 * they are passed. One counter may stand behind several routes, so that two ways to do the same
 * thing (a JSON API and its html form) share one limit.
 */
export interface RateCounter {
  hit(key: string): number | undefined;
}

export function fixedWindows({ limit, windowMs }: RateLimit, now: () => number = Date.now): RateCounter {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = now();
  return {
    hit(key) {
      const time = now();
      if (time - lastSweep >= windowMs) {
        for (const [key, window] of windows) if (time - window.start >= windowMs) windows.delete(key);
        lastSweep = time;
      }
      let window = windows.get(key);
      if (!window || time - window.start >= windowMs) {
        window = { start: time, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      return window.count > limit ? Math.ceil((window.start + windowMs - time) / 1000) : undefined;
    },
  };
}

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests, please try again later.';

type KeyOf = (req: Request) => string | undefined;

const clientIp: KeyOf = (req) => req.ip ?? 'unknown';

/** The counter a limit stands for: a shared counter as it is, or fixed windows of its own. */
export function counterOf(limit: RateLimit | RateCounter, now: () => number = Date.now): RateCounter {
  return 'hit' in limit ? limit : fixedWindows(limit, now);
}

/**
 * Counts one request of its visitor (by default the client ip; a request without a key is not
 * counted) and answers whether it is over the limit, with Retry-After set: the caller then answers
 * it. For a write counted only once it is known to be one the server would take, so a visitor
 * fixing a form is not locked out by their own mistakes.
 */
export function overLimit(counter: RateCounter, req: Request, res: Response, keyOf: KeyOf = clientIp): boolean {
  const key = keyOf(req);
  if (key === undefined) return false;
  const retryAfter = counter.hit(key);
  if (retryAfter === undefined) return false;
  res.setHeader('Retry-After', String(retryAfter));
  return true;
}

/**
 * A fixed-window limit per key (by default the client ip), with a counter of its own or a shared one.
 * A request without a key (keyOf answers undefined) is not counted. `onLimited` answers a request
 * over the limit (default: 429 in JSON) after Retry-After is set.
 */
export function rateLimit(
  limit: RateLimit | RateCounter,
  now: () => number = Date.now,
  keyOf: KeyOf = clientIp,
  onLimited: RequestHandler = (_req, res) => {
    res.status(429).json({ error: TOO_MANY_REQUESTS_MESSAGE });
  },
): RequestHandler {
  const counter = counterOf(limit, now);
  return (req: Request, res, next) => {
    if (!overLimit(counter, req, res, keyOf)) return next();
    void onLimited(req, res, next);
  };
}
