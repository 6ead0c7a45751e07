import type { Request, Response } from 'express';
import { counterOf, fixedWindows, overLimit } from './rate-limit';

function visitor(ip: string): Request {
  return { ip } as Request;
}

function answer(): Response & { headers: Record<string, string> } {
  const headers: Record<string, string> = {};
  return {
    headers,
    setHeader: (name: string, value: string) => {
      headers[name] = value;
    },
  } as unknown as Response & { headers: Record<string, string> };
}

describe('overLimit', () => {
  it('lets a visitor through up to the limit, then answers true with Retry-After until the window ends', () => {
    // Arrange
    let time = 0;
    const counter = fixedWindows({ limit: 2, windowMs: 60_000 }, () => time);
    const req = visitor('203.0.113.7');

    // Act
    const first = overLimit(counter, req, answer());
    const second = overLimit(counter, req, answer());
    time = 15_000;
    const overRes = answer();
    const third = overLimit(counter, req, overRes);
    time = 60_000;
    const nextWindow = overLimit(counter, req, answer());

    // Assert
    expect([first, second, third, nextWindow]).toEqual([false, false, true, false]);
    expect(overRes.headers['Retry-After']).toBe('45');
  });

  it('counts each visitor on their own', () => {
    // Arrange
    const counter = counterOf({ limit: 1, windowMs: 60_000 }, () => 0);
    overLimit(counter, visitor('203.0.113.7'), answer());

    // Act
    const other = overLimit(counter, visitor('198.51.100.2'), answer());
    const same = overLimit(counter, visitor('203.0.113.7'), answer());

    // Assert
    expect(other).toBe(false);
    expect(same).toBe(true);
  });

  it('does not count a request without a key', () => {
    // Arrange
    const counter = fixedWindows({ limit: 1, windowMs: 60_000 }, () => 0);
    const noKey = () => undefined;

    // Act
    const answers = [1, 2, 3].map(() => overLimit(counter, visitor('203.0.113.7'), answer(), noKey));

    // Assert
    expect(answers).toEqual([false, false, false]);
    expect(overLimit(counter, visitor('203.0.113.7'), answer())).toBe(false);
  });

  it('shares a counter it is given rather than making one of its own', () => {
    // Arrange
    const shared = fixedWindows({ limit: 1, windowMs: 60_000 }, () => 0);
    overLimit(shared, visitor('203.0.113.7'), answer());

    // Act
    const counter = counterOf(shared);

    // Assert
    expect(counter).toBe(shared);
    expect(overLimit(counter, visitor('203.0.113.7'), answer())).toBe(true);
  });
});
