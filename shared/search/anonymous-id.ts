/**
 * The visitor's persistent anonymous id, kept in local storage by the browser's analytics. The
 * search call sends it, and the AI answer block shows only when it exists (SPEC.md section 6).
 */
export const ANONYMOUS_ID_STORAGE_KEY = 'hc-anonymous-id';
const VALID_ID = /^[\w-]{1,128}$/;

/** The id, or undefined when there is none, it is malformed or storage is unavailable. */
export function readAnonymousId(storage: Pick<Storage, 'getItem'> | undefined = browserStorage()): string | undefined {
  try {
    const value = storage?.getItem(ANONYMOUS_ID_STORAGE_KEY) ?? undefined;
    return value !== undefined && VALID_ID.test(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The stored id, or a new one written to storage (the analytics client calls this when it starts).
 * Without usable storage the new id lasts only for this page.
 */
export function ensureAnonymousId(
  newId: () => string,
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = browserStorage(),
): string {
  const existing = readAnonymousId(storage);
  if (existing !== undefined) return existing;
  const id = newId();
  try {
    storage?.setItem(ANONYMOUS_ID_STORAGE_KEY, id);
  } catch {
    // Private mode or a full quota: the id still tags this page's events.
  }
  return id;
}
