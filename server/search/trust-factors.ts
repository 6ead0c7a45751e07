/**
 * Helpful answers and page views per entry, read from the user-data store into memory and read
 * again every `refreshMs`, so search results show current `trustFactors` and the ranking boost
 * uses them without the index being rebuilt (ADR 026). Queries read the map in the main thread,
 * where results of worker shards are merged too. A failed read keeps the last figures.
 */
import type { TrustFactors } from './documents';
import type { TrustSource } from './trust-boost';
import type { Store } from '../store/store';

export interface TrustFactorTableOptions {
  store: Pick<Store, 'entryTrust'>;
  refreshMs: number;
  logger?: { warn(obj: object, msg: string): void };
}

export class TrustFactorTable implements TrustSource {
  private factors = new Map<string, TrustFactors>();
  private timer: ReturnType<typeof setInterval> | undefined;
  private reading: Promise<void> | undefined;

  constructor(private readonly options: TrustFactorTableOptions) {}

  of(entryId: string): TrustFactors | undefined {
    return this.factors.get(entryId);
  }

  /** Entries with any helpful answer or view. */
  get size(): number {
    return this.factors.size;
  }

  /** Reads the figures now; a read in progress is joined. Never rejects. */
  refresh(): Promise<void> {
    this.reading ??= this.options.store
      .entryTrust()
      .then(
        (factors) => {
          this.factors = factors;
        },
        (error: unknown) => {
          this.options.logger?.warn({ err: error }, 'search trust factors could not be read; the last ones stay');
        },
      )
      .finally(() => {
        this.reading = undefined;
      });
    return this.reading;
  }

  /** Reads again every `refreshMs` until stopped. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.refresh(), this.options.refreshMs);
    // The refresh alone never keeps the process alive.
    this.timer.unref();
  }

  /** Stops the timer and waits for a read in progress, so the store can close after it. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.reading;
  }
}
