/**
 * Runs work that the first paint and hydration do not need (the session watch, analytics, the flag
 * client, body enhancements) once the browser is idle, so it never lengthens the tasks that block
 * input while the page starts (docs/adr/021-javascript-budget.md). Browsers without
 * requestIdleCallback (Safari) get a task of its own instead.
 */

/** The most a piece of work waits for an idle period on a busy page before it runs anyway. */
export const IDLE_TIMEOUT_MS = 1000;

export type IdleWindow = Pick<Window, 'setTimeout'> & Partial<Pick<Window, 'requestIdleCallback'>>;

export function afterIdle(win: IdleWindow, work: () => void): void {
  if (typeof win.requestIdleCallback === 'function') {
    win.requestIdleCallback(() => work(), { timeout: IDLE_TIMEOUT_MS });
  } else {
    win.setTimeout(work, 0);
  }
}
