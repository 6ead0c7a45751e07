import type { TrackedEvent } from '../../shared/analytics/events';
import { watchEngagement } from './engagement';

beforeEach(() => jest.useFakeTimers({ now: 0 }));
afterEach(() => jest.useRealTimers());

function watch(scrollHeight = 4000) {
  const events: TrackedEvent[] = [];
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: scrollHeight });
  watchEngagement({ window, document, track: (event) => events.push(event), now: () => Date.now() });
  return events;
}

describe('scroll depth and dwell time', () => {
  it('reports each scroll depth once, 250 ms after scrolling stops', () => {
    // Arrange
    const events = watch();
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });

    // Act
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 1000 });
    window.dispatchEvent(new Event('scroll'));
    jest.advanceTimersByTime(200);
    const early = events.filter((event) => event.name === 'scroll.depth').length;
    jest.advanceTimersByTime(50);
    window.dispatchEvent(new Event('scroll'));
    jest.advanceTimersByTime(250);

    // Assert
    expect(early).toBe(0);
    expect(events.filter((event) => event.name === 'scroll.depth').map((event) => event.attributes)).toEqual([
      { percent: 25 },
      { percent: 50 },
    ]);
  });

  it('reports dwell time at 5 s and then at each doubling while the visitor is active', () => {
    // Arrange
    const events = watch();

    // Act: activity every 20 s keeps the visitor from going idle for 45 s.
    for (let second = 0; second < 45; second += 20) {
      window.dispatchEvent(new Event('keydown'));
      jest.advanceTimersByTime(Math.min(20_000, 45_000 - second * 1000));
    }

    // Assert
    expect(events.filter((event) => event.name === 'dwell.time').map((event) => event.attributes)).toEqual([
      { seconds: 5 },
      { seconds: 10 },
      { seconds: 20 },
      { seconds: 40 },
    ]);
  });

  it('stops counting dwell time after 30 s without activity', () => {
    // Arrange
    const events = watch();

    // Act
    jest.advanceTimersByTime(120_000);

    // Assert
    expect(events.filter((event) => event.name === 'dwell.time').map((event) => event.attributes)).toEqual([
      { seconds: 5 },
      { seconds: 10 },
      { seconds: 20 },
    ]);
  });
});
