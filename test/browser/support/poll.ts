import { isDeepStrictEqual } from 'node:util';

/**
 * Reads a value until it equals `expected` or the time is up, and returns the last reading, so the
 * assertion after it fails with what the page actually showed. For state that settles after an
 * effect, a debounce or an animation frame.
 */
export async function poll<T>(read: () => Promise<T>, expected: T, timeoutMs = 3_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!isDeepStrictEqual(value, expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}
