/**
 * The browser's analytics client: tags each tracked event with the page context and the visitor's
 * ids, masks text, batches, and sends (fetch with keepalive every 10 s or 20 events, sendBeacon when
 * the page is hidden or left). A 503, 429 or network failure keeps the batch in local storage,
 * bounded, and retries with backoff that honours Retry-After. Global Privacy Control, Do Not Track
 * or a declined consent send nothing. Every failure is swallowed and logged at debug level.
 */
import type { AnalyticsEvent, EventContext, TrackedEvent } from '../../shared/analytics/events';
import { ANALYTICS_PATH, MAX_BATCH_EVENTS } from '../../shared/analytics/wire';
import { maskAttributes } from './mask';

export const SEND_EVERY_MS = 10_000;
export const SEND_AT_EVENTS = 20;
export const PENDING_STORAGE_KEY = 'hc-analytics-pending';
/** Most events kept in local storage while the server refuses them. */
export const MAX_PENDING_EVENTS = 500;
export const MAX_BACKOFF_MS = 5 * 60_000;

export interface AnalyticsDeps {
  context: () => EventContext;
  fetch: typeof fetch;
  sendBeacon: (url: string, data: string) => boolean;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
  now: () => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
  log?: (message: string, detail?: unknown) => void;
}

export interface Analytics {
  track(event: TrackedEvent): void;
  /** Sends what waits with fetch; resolves when the attempt is over. */
  send(): Promise<void>;
  /** Sends what waits with sendBeacon (the page is being hidden or left). */
  beacon(): void;
  readonly queued: number;
}

export function createAnalytics(deps: AnalyticsDeps): Analytics {
  const log = deps.log ?? ((message: string, detail?: unknown) => console.debug(message, detail));
  let queue: AnalyticsEvent[] = [];
  let failures = 0;
  let retryAt = 0;
  let sending = false;

  const readPending = (): AnalyticsEvent[] => {
    try {
      const stored = deps.storage?.getItem(PENDING_STORAGE_KEY);
      const parsed: unknown = stored ? JSON.parse(stored) : [];
      return Array.isArray(parsed) ? (parsed as AnalyticsEvent[]) : [];
    } catch (error) {
      log('analytics: stored events unreadable', error);
      return [];
    }
  };
  const writePending = (events: AnalyticsEvent[]) => {
    try {
      if (events.length === 0) deps.storage?.removeItem(PENDING_STORAGE_KEY);
      // The newest events are kept when the bound is reached.
      else deps.storage?.setItem(PENDING_STORAGE_KEY, JSON.stringify(events.slice(-MAX_PENDING_EVENTS)));
    } catch (error) {
      log('analytics: events could not be kept', error);
    }
  };
  // Events kept by an earlier page go first.
  queue = readPending();
  writePending([]);

  const keep = (events: AnalyticsEvent[], retryAfterSeconds: number | undefined) => {
    failures += 1;
    const backoff = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** failures);
    retryAt = deps.now() + Math.max(backoff, (retryAfterSeconds ?? 0) * 1000);
    queue = [...events, ...queue].slice(-MAX_PENDING_EVENTS);
    writePending(queue);
    deps.setTimeout(() => void analytics.send(), retryAt - deps.now());
  };

  const analytics: Analytics = {
    get queued() {
      return queue.length;
    },
    track(event) {
      try {
        queue.push({
          name: event.name,
          attributes: maskAttributes(event.attributes),
          context: deps.context(),
          at: deps.now(),
        } as AnalyticsEvent);
        if (queue.length > MAX_PENDING_EVENTS) queue = queue.slice(-MAX_PENDING_EVENTS);
        if (queue.length >= SEND_AT_EVENTS) void analytics.send();
      } catch (error) {
        log('analytics: event dropped', error);
      }
    },
    async send() {
      if (sending || queue.length === 0 || deps.now() < retryAt) return;
      sending = true;
      try {
        while (queue.length > 0) {
          const batch = queue.splice(0, MAX_BATCH_EVENTS);
          let response: Response;
          try {
            response = await deps.fetch(ANALYTICS_PATH, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              credentials: 'same-origin',
              keepalive: true,
              body: JSON.stringify({ events: batch }),
            });
          } catch (error) {
            log('analytics: sending failed, kept for later', error);
            keep(batch, undefined);
            return;
          }
          if (response.status === 503 || response.status === 429) {
            const retryAfter = Number(response.headers.get('Retry-After'));
            keep(batch, Number.isFinite(retryAfter) ? retryAfter : undefined);
            return;
          }
          // A 400 will not get better by retrying: the batch is dropped and logged.
          if (!response.ok) log('analytics: batch refused', response.status);
          failures = 0;
          retryAt = 0;
        }
        writePending([]);
      } finally {
        sending = false;
      }
    },
    beacon() {
      try {
        // The server asked for a pause: a beacon's answer cannot be read, so the events wait instead.
        if (deps.now() < retryAt) {
          writePending(queue);
          return;
        }
        while (queue.length > 0) {
          const batch = queue.slice(0, MAX_BATCH_EVENTS);
          if (!deps.sendBeacon(ANALYTICS_PATH, JSON.stringify({ events: batch }))) break;
          queue.splice(0, batch.length);
        }
        // What the browser would not queue waits for the next page.
        writePending(queue);
      } catch (error) {
        log('analytics: beacon failed', error);
      }
    },
  };
  return analytics;
}
