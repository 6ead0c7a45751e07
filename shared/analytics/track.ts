/**
 * The one function components call to report an analytics event (shared/analytics/events.ts). The
 * browser's analytics client (client/analytics/) installs the sink once it starts; until then a few
 * events wait, and on the server, or with analytics off, nothing is ever sent. Never throws.
 */
import type { TrackedEvent } from './events';

type Sink = (event: TrackedEvent) => void;

const EARLY_LIMIT = 50;
let sink: Sink | undefined;
const early: TrackedEvent[] = [];

export function track(event: TrackedEvent): void {
  try {
    if (sink) sink(event);
    else if (early.length < EARLY_LIMIT) early.push(event);
  } catch (error) {
    // Analytics must never break a click.
    console.debug('analytics event dropped', error);
  }
}

/** Installs (or removes, with undefined) the sink; events reported before it arrive first. */
export function setTrackSink(next: Sink | undefined): void {
  sink = next;
  if (next) for (const event of early.splice(0)) track(event);
  else early.length = 0;
}
