/**
 * POSTs JSON with an Idempotency-Key and retries what may succeed later (docs/adr/040): a network
 * error, 429, 502, 503 or 504, after bounded delays that honour Retry-After. The key stays the same
 * across the retries, so a write that did land the first time is answered again, not repeated.
 */

/** Waits before the first, second and third retry; then the caller says it failed. */
export const RETRY_DELAYS_MS: readonly number[] = [1000, 4000, 15_000];
/** A longer Retry-After is cut to this, so a visitor never waits minutes for a verdict. */
export const MAX_RETRY_WAIT_MS = 60_000;

export type PostOutcome =
  /** 2xx: the body is the answer's JSON ({} for none). */
  | { kind: 'ok'; status: number; body: Record<string, unknown> }
  /** An answer that retrying will not change (400, 422, 500, …). */
  | { kind: 'refused'; status: number; body: Record<string, unknown> }
  /** Nothing got through, or the server asked to come back later. */
  | { kind: 'unavailable'; status?: number; retryAfterMs?: number }
  /** A newer submission took this one's place before its next attempt. */
  | { kind: 'abandoned' };

const TRANSIENT = new Set([429, 502, 503, 504]);

/** Retry-After in milliseconds: seconds, or an HTTP date. */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** The wait before retry number `retry` (0 for the first). */
export function retryDelay(retry: number, afterMs?: number): number {
  return Math.min(MAX_RETRY_WAIT_MS, Math.max(RETRY_DELAYS_MS[retry] ?? MAX_RETRY_WAIT_MS, afterMs ?? 0));
}

export async function postOnce(url: string, body: unknown, key: string): Promise<PostOutcome> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': key },
      credentials: 'same-origin',
      body: JSON.stringify(body),
    });
  } catch {
    return { kind: 'unavailable' };
  }
  if (TRANSIENT.has(response.status)) {
    return {
      kind: 'unavailable',
      status: response.status,
      retryAfterMs: retryAfterMs(response.headers.get('Retry-After')),
    };
  }
  let json: Record<string, unknown> = {};
  try {
    // 204 and html error pages have no JSON: the status alone decides.
    json = (await response.json()) as Record<string, unknown>;
  } catch {
    json = {};
  }
  return { kind: response.ok ? 'ok' : 'refused', status: response.status, body: json };
}

export interface RetryOptions {
  /** Called before each wait, with its length: the caller tells the visitor it will try again. */
  onRetry?: (delayMs: number) => void;
  /** Aborted: no further attempt is made (a newer submission replaces this one). */
  signal?: AbortSignal;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** Resolves after `ms`, or at once when `signal` aborts, so a replaced submission ends without waiting. */
function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/** Posts until an answer that is final, or until the retries run out (then the last 'unavailable'). */
export async function postWithRetries(
  url: string,
  body: unknown,
  key: string,
  options: RetryOptions = {},
): Promise<PostOutcome> {
  const sleep = options.sleep ?? wait;
  for (let retry = 0; ; retry += 1) {
    if (options.signal?.aborted) return { kind: 'abandoned' };
    const outcome = await postOnce(url, body, key);
    if (outcome.kind !== 'unavailable' || retry >= RETRY_DELAYS_MS.length) return outcome;
    const delay = retryDelay(retry, outcome.retryAfterMs);
    options.onRetry?.(delay);
    await sleep(delay, options.signal);
  }
}
