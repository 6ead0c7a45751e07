/**
 * Per-visitor limits on the APIs that cost the server work (search, answer, every write). The
 * visitor is `req.ip`: the socket address, or, behind a proxy or CDN that `TRUST_PROXY` names, the
 * address that proxy saw (X-Forwarded-For), so one visitor behind a CDN does not share a limit with
 * everyone else behind it.
 */
import type { Request, RequestHandler } from 'express';

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

/**
 * A fixed-window limit per key (by default the client ip), with a counter of its own or a shared one.
 * A request without a key (keyOf answers undefined) is not counted. `onLimited` answers a request
 * over the limit (default: 429 in JSON) after Retry-After is set.
 */
export function rateLimit(
  limit: RateLimit | RateCounter,
  now: () => number = Date.now,
  keyOf: (req: Request) => string | undefined = (req) => req.ip ?? 'unknown',
  onLimited: RequestHandler = (_req, res) => {
    res.status(429).json({ error: 'Too many requests, please try again later.' });
  },
): RequestHandler {
  const counter = 'hit' in limit ? limit : fixedWindows(limit, now);
  return (req: Request, res, next) => {
    const key = keyOf(req);
    if (key === undefined) return next();
    const retryAfter = counter.hit(key);
    if (retryAfter !== undefined) {
      res.setHeader('Retry-After', String(retryAfter));
      void onLimited(req, res, next);
      return;
    }
    next();
  };
}
