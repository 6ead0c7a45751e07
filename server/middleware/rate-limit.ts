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
 * A fixed-window counter per key (by default the client ip); windows that have ended are dropped as
 * they are passed. A request without a key (keyOf answers undefined) is not counted. `onLimited`
 * answers a request over the limit (default: 429 in JSON) after Retry-After is set.
 */
export function rateLimit(
  { limit, windowMs }: RateLimit,
  now: () => number = Date.now,
  keyOf: (req: Request) => string | undefined = (req) => req.ip ?? 'unknown',
  onLimited: RequestHandler = (_req, res) => {
    res.status(429).json({ error: 'Too many requests, please try again later.' });
  },
): RequestHandler {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = now();
  return (req: Request, res, next) => {
    const key = keyOf(req);
    if (key === undefined) return next();
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
    if (window.count > limit) {
      res.setHeader('Retry-After', String(Math.ceil((window.start + windowMs - time) / 1000)));
      void onLimited(req, res, next);
      return;
    }
    next();
  };
}
