/**
 * Dependencies that a page view does not need at start (the PostgreSQL driver, the mail transport,
 * the Contentful SDK) are loaded the first time they are used, so a start with the embedded
 * defaults does not pay for loading them (docs/adr/042-warm-start.md).
 */

/** A dependency that could not be loaded when it was first needed; the message names it and why. */
export class ModuleLoadError extends Error {
  constructor(name: string, cause: unknown) {
    super(`The ${name} module could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'ModuleLoadError';
  }
}

/**
 * A function that loads `name` through `load` on its first call and answers the same module after;
 * a failed load rejects with a ModuleLoadError and is tried again at the next call.
 */
export function onFirstUse<T>(name: string, load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw new ModuleLoadError(name, error);
    }));
}
