/**
 * A time budget per search (SEARCH_TIMEOUT_MS). A query on a sharded index runs in worker threads,
 * so the request stops waiting for it when the budget runs out and answers 503; the workers finish
 * it in the background. A query on a small index runs synchronously in this thread and cannot be
 * interrupted (better-sqlite3 exposes no progress handler): its cost is bounded by construction
 * instead, by the query length (schema.ts), the terms kept (query.ts), the result window (schema.ts)
 * and the tiered ranking of very common words (search-index.ts). Suggestions need no budget: they are
 * read from an in-memory table (suggestion-table.ts), never from a full-text query.
 */

/** Seconds a client should wait before trying a timed-out search again. */
export const SEARCH_RETRY_AFTER_SECONDS = 1;

export class SearchTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`Search took longer than ${timeoutMs} ms`);
    this.name = 'SearchTimeoutError';
  }
}

/** The result of `work`, or a SearchTimeoutError when it has not settled within `timeoutMs`. */
export async function withinBudget<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new SearchTimeoutError(timeoutMs)), timeoutMs);
    timer.unref();
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}
