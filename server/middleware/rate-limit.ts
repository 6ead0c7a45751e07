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

/** A fixed-window counter per client ip; windows that have ended are dropped as they are passed. */
export function rateLimit({ limit, windowMs }: RateLimit, now: () => number = Date.now): RequestHandler {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = now();
  return (req: Request, res, next) => {
    const time = now();
    if (time - lastSweep >= windowMs) {
      for (const [key, window] of windows) if (time - window.start >= windowMs) windows.delete(key);
      lastSweep = time;
    }
    const key = req.ip ?? 'unknown';
    let window = windows.get(key);
    if (!window || time - window.start >= windowMs) {
      window = { start: time, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count > limit) {
      res.setHeader('Retry-After', String(Math.ceil((window.start + windowMs - time) / 1000)));
      res.status(429).json({ error: 'Too many requests, please try again later.' });
      return;
    }
    next();
  };
}
