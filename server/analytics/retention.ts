/**
 * Retention of raw analytics events (ADR 026): at start-up and then every `intervalMs`, every UTC day
 * that ended before yesterday is rolled into daily aggregates (which the insights read, ADR 038),
 * one day per transaction, and the raw events received before midnight UTC `retentionDays` days ago
 * are deleted. A run that fails (a locked or unreachable database) is logged and tried again on the
 * next tick; it never throws into the server.
 */
import type { RollUpResult, Store } from '../store/store';
import { DAY_MS, dayOf, startOfDay } from '../store/daily-aggregates';

/**
 * Midnight UTC that starts yesterday: the days before it are rolled up. A day waits for the day after
 * it, since a search's click and a session's next page view may come then.
 */
export function rollUpCutoff(now: Date): Date {
  return new Date(startOfDay(dayOf(now)).getTime() - DAY_MS);
}

/** How often retention runs after the run at start-up. */
export const RETENTION_INTERVAL_MS = 3_600_000;

export interface RetentionOptions {
  store: Pick<Store, 'rollUpEvents'>;
  retentionDays: number;
  intervalMs?: number;
  logger?: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  now?: () => Date;
}

/** Midnight UTC that starts the oldest day still kept raw: events received before it are rolled up. */
export function retentionCutoff(now: Date, retentionDays: number): Date {
  return startOfDay(dayOf(new Date(now.getTime() - retentionDays * DAY_MS)));
}

export class EventRetention {
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<RollUpResult | undefined> | undefined;
  private stopped = false;

  constructor(private readonly options: RetentionOptions) {}

  /** Runs once now and then on the interval. */
  start(): void {
    if (this.timer || this.stopped) return;
    void this.run();
    this.timer = setInterval(() => void this.run(), this.options.intervalMs ?? RETENTION_INTERVAL_MS);
    // Retention alone never keeps the process alive.
    this.timer.unref();
  }

  /** One roll-up; a run still going is joined rather than started twice. Undefined when it failed. */
  run(): Promise<RollUpResult | undefined> {
    if (this.stopped) return Promise.resolve(undefined);
    this.running ??= this.rollUp().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Stops the timer and waits for a run in progress, so the store can close after it. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private async rollUp(): Promise<RollUpResult | undefined> {
    const { store, retentionDays, logger } = this.options;
    const now = this.options.now?.() ?? new Date();
    const before = retentionCutoff(now, retentionDays);
    try {
      const result = await store.rollUpEvents(before, { keepRawFrom: rollUpCutoff(now) });
      if (result.rolled > 0 || result.events > 0) {
        logger?.info(
          { days: result.days, rolled: result.rolled, events: result.events, before },
          'analytics events rolled into daily aggregates',
        );
      }
      return result;
    } catch (error) {
      // Whatever day failed was rolled back whole; the next run starts from it again.
      logger?.warn({ err: error, before }, 'analytics retention failed; it runs again on the next interval');
      return undefined;
    }
  }
}
