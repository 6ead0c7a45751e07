/**
 * Scroll depth and dwell time (SPEC.md section 9): scroll is read 250 ms after scrolling stops and
 * reports 25, 50, 75 and 100 % once each; dwell time counts only while the page is visible and the
 * visitor was active in the last 30 s, checked every 500 ms, reporting at 5 s and then at each
 * doubling (5, 10, 20, 40 s ...).
 */
import type { TrackedEvent } from '../../shared/analytics/events';
import { SCROLL_DEPTHS } from '../../shared/analytics/wire';

export const SCROLL_DEBOUNCE_MS = 250;
export const IDLE_TIMEOUT_MS = 30_000;
export const DWELL_CHECK_MS = 500;
export const FIRST_DWELL_SECONDS = 5;

export interface EngagementDeps {
  window: Pick<Window, 'addEventListener' | 'scrollY' | 'innerHeight' | 'setTimeout' | 'clearTimeout' | 'setInterval'>;
  document: Pick<Document, 'documentElement' | 'visibilityState' | 'addEventListener'>;
  track: (event: TrackedEvent) => void;
  now: () => number;
}

export function watchEngagement({ window, document, track, now }: EngagementDeps): void {
  const reached = new Set<number>();
  let timer: number | undefined;
  const readScroll = () => {
    const height = document.documentElement.scrollHeight;
    const seen = height <= 0 ? 100 : ((window.scrollY + window.innerHeight) / height) * 100;
    for (const depth of SCROLL_DEPTHS) {
      if (seen >= depth - 0.5 && !reached.has(depth)) {
        reached.add(depth);
        track({ name: 'scroll.depth', attributes: { percent: depth } });
      }
    }
  };
  window.addEventListener(
    'scroll',
    () => {
      if (timer !== undefined) window.clearTimeout(timer);
      timer = window.setTimeout(readScroll, SCROLL_DEBOUNCE_MS);
    },
    { passive: true },
  );

  let lastActive = now();
  let lastCheck = now();
  let dwellMs = 0;
  let nextReport = FIRST_DWELL_SECONDS;
  const active = () => {
    lastActive = now();
  };
  for (const type of ['pointerdown', 'keydown', 'scroll', 'pointermove'] as const) {
    window.addEventListener(type, active, { passive: true });
  }
  document.addEventListener('visibilitychange', active);
  window.setInterval(() => {
    const time = now();
    if (document.visibilityState === 'visible' && time - lastActive < IDLE_TIMEOUT_MS) dwellMs += time - lastCheck;
    lastCheck = time;
    if (dwellMs >= nextReport * 1000) {
      track({ name: 'dwell.time', attributes: { seconds: nextReport } });
      nextReport *= 2;
    }
  }, DWELL_CHECK_MS);
}
