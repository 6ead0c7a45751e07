/**
 * Overload shedding: when the event loop falls behind (its delay, measured with
 * perf_hooks.monitorEventLoopDelay, is above a threshold), new requests get a fast 503 with
 * Retry-After instead of joining a queue that ends in timeouts. The probes are exempt: a busy
 * instance is still alive, and the load balancer reads /readyz for readiness, not this.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { RequestHandler } from 'express';

export interface OverloadOptions {
  /** Shed while the event loop delay (p99 over the last interval, ms) is above this; 0 turns shedding off. */
  maxDelayMs: number;
  /** How often the delay is sampled and the decision renewed. */
  intervalMs?: number;
  /** Tests pass a delay source; by default the histogram of monitorEventLoopDelay. */
  delayMs?: () => number;
  /** Seconds the client is told to wait. */
  retryAfterSeconds?: number;
}

const EXEMPT = new Set(['/healthz', '/readyz']);
/** Files sent from disk or memory without rendering: cheap to serve, and a page needs them all. */
const EXEMPT_PREFIXES = ['/static/', '/content-assets/'];
/** Intervals in a row above the threshold before shedding starts: one slow tick (a GC pause) is not overload. */
const SUSTAINED_INTERVALS = 2;

export interface OverloadGuard {
  middleware: RequestHandler;
  /** Whether requests are being shed now. */
  readonly shedding: boolean;
  stop(): void;
}

export function overloadGuard(options: OverloadOptions): OverloadGuard {
  const intervalMs = options.intervalMs ?? 500;
  const retryAfter = String(options.retryAfterSeconds ?? 2);
  let shedding = false;
  let slowIntervals = 0;
  const monitor = !options.delayMs && options.maxDelayMs > 0 ? monitorEventLoopDelay({ resolution: 10 }) : undefined;
  monitor?.enable();
  let last = performance.now();
  // The lag of this timer itself catches a stall at once (the histogram's own timer may record it
  // only after this one ran); the histogram's p99 (nanoseconds) catches many shorter ones.
  const measured = (): number => {
    const now = performance.now();
    const lag = Math.max(0, now - last - intervalMs);
    last = now;
    const p99 = monitor ? monitor.percentile(99) / 1e6 : 0;
    monitor?.reset();
    return Math.max(lag, p99);
  };
  const delayMs = options.delayMs ?? measured;
  const timer =
    options.maxDelayMs > 0
      ? setInterval(() => {
          slowIntervals = delayMs() > options.maxDelayMs ? slowIntervals + 1 : 0;
          shedding = slowIntervals >= SUSTAINED_INTERVALS;
        }, intervalMs)
      : undefined;
  timer?.unref();

  const middleware: RequestHandler = (req, res, next) => {
    if (!shedding || EXEMPT.has(req.path) || EXEMPT_PREFIXES.some((prefix) => req.path.startsWith(prefix))) {
      return next();
    }
    res.setHeader('Retry-After', retryAfter);
    res.setHeader('Cache-Control', 'no-store');
    res.status(503).json({ error: 'The server is busy. Please try again in a moment.' });
  };
  return {
    middleware,
    get shedding() {
      return shedding;
    },
    stop() {
      if (timer) clearInterval(timer);
      monitor?.disable();
    },
  };
}
