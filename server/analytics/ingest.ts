/**
 * Buffered ingestion of analytics events (docs/adr/026-analytics-events-and-ranking.md): accepted
 * batches wait in a bounded in-memory buffer and are written in one transaction when the buffer
 * holds `flushEvents` events or `flushIntervalMs` after the first one arrived. A full buffer or a
 * store that cannot write refuses new batches, so the browser keeps them and retries; a failed
 * write puts its events back at the front, so nothing accepted is dropped while the process lives.
 */
import type { AnalyticsEvent } from '../../shared/analytics/events';
import { StoreUnavailableError, type Store } from '../store/store';

export interface IngestOptions {
  store: Pick<Store, 'recordEvents' | 'health'>;
  /** Most events held in memory; beyond it batches are refused. */
  maxEvents: number;
  /** A flush starts as soon as this many events wait ... */
  flushEvents: number;
  /** ... or this long after the first waiting event arrived. */
  flushIntervalMs: number;
  logger?: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  now?: () => Date;
}

export type OfferOutcome = { accepted: true } | { accepted: false; reason: 'full' | 'unavailable'; detail: string };

export class EventIngest {
  private buffer: AnalyticsEvent[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private flushing: Promise<void> | undefined;
  /** Set while the last write was refused by the store; cleared by the next write that succeeds. */
  private refusal: string | undefined;
  private closed = false;
  /** Events written since start, for the benchmark and the logs. */
  written = 0;

  constructor(private readonly options: IngestOptions) {}

  get pending(): number {
    return this.buffer.length;
  }

  /** Takes a whole batch or none of it. */
  offer(events: readonly AnalyticsEvent[]): OfferOutcome {
    const health = this.options.store.health();
    if (!health.ok || this.refusal !== undefined) {
      // A refused write is retried by the timer; new batches wait until it succeeds.
      this.schedule();
      return { accepted: false, reason: 'unavailable', detail: health.reason ?? this.refusal ?? 'unknown' };
    }
    if (this.closed || this.buffer.length + events.length > this.options.maxEvents) {
      return { accepted: false, reason: 'full', detail: `${this.buffer.length} events are waiting to be written` };
    }
    for (const event of events) this.buffer.push(event);
    if (this.buffer.length >= this.options.flushEvents) void this.flush();
    else this.schedule();
    return { accepted: true };
  }

  private schedule(): void {
    if (this.timer !== undefined || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, this.options.flushIntervalMs);
    this.timer.unref?.();
  }

  /** Writes everything waiting, chunk by chunk; resolves when the buffer is empty or a write failed. */
  flush(): Promise<void> {
    this.flushing ??= this.drain().finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
  }

  private async drain(): Promise<void> {
    while (this.buffer.length > 0) {
      const chunk = this.buffer.splice(0, this.options.flushEvents);
      try {
        await this.options.store.recordEvents(chunk, (this.options.now ?? (() => new Date()))());
        this.written += chunk.length;
        this.refusal = undefined;
      } catch (error) {
        // Back at the front, in order: they are retried on the next flush.
        this.buffer.unshift(...chunk);
        this.refusal = error instanceof StoreUnavailableError ? error.reason : (error as Error).message;
        this.options.logger?.error(
          { err: error, waiting: this.buffer.length },
          'Analytics events could not be written; they are kept and retried',
        );
        this.schedule();
        return;
      }
    }
  }

  /** Stops the timer and writes what waits (server/shutdown.ts onStop). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    await this.flush();
    if (this.buffer.length > 0) {
      this.options.logger?.warn({ lost: this.buffer.length }, 'Analytics events could not be written at shutdown');
    }
  }
}
