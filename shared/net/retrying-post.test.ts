import { MAX_RETRY_WAIT_MS, RETRY_DELAYS_MS, retryAfterMs, retryDelay } from './retrying-post';

describe('retryAfterMs', () => {
  it('reads seconds and an HTTP date, and ignores a missing or unreadable header', () => {
    // Arrange
    const now = Date.parse('2026-01-01T00:00:00Z');

    // Act and assert
    expect(retryAfterMs('30', now)).toBe(30_000);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:10 GMT', now)).toBe(10_000);
    expect(retryAfterMs('Wed, 31 Dec 2025 23:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
  });
});

describe('retryDelay', () => {
  it('grows with each retry and waits longer only when Retry-After asks, up to a minute', () => {
    // Act and assert
    expect(RETRY_DELAYS_MS.map((_, retry) => retryDelay(retry))).toEqual([1000, 4000, 15_000]);
    expect(retryDelay(0, 30_000)).toBe(30_000);
    expect(retryDelay(2, 500)).toBe(15_000);
    expect(retryDelay(0, 10 * 60_000)).toBe(MAX_RETRY_WAIT_MS);
  });
});
