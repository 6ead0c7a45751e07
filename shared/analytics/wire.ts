/**
 * What the browser's analytics client needs of the event catalogue (./events.ts): the endpoint, the
 * batch limits, the product name and the scroll depths it reports. Kept apart from the catalogue,
 * so the browser's `analytics` chunk carries these few values and not the catalogue and validator,
 * which only the server runs (their spec builders are calls a minifier must keep).
 */

/** The endpoint the browser posts batches to and the server receives them at. */
export const ANALYTICS_PATH = '/gateway/api/analytics';
/** Most events in one batch. */
export const MAX_BATCH_EVENTS = 50;
/** Largest batch body the server reads. */
export const MAX_BATCH_BYTES = 64 * 1024;
/** The product every event's context names. */
export const ANALYTICS_PRODUCT = 'sac';
/** The scroll depths, in percent, that a `scroll.depth` event reports. */
export const SCROLL_DEPTHS = [25, 50, 75, 100] as const;
