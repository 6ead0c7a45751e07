/**
 * Old-style hash links (SPEC.md section 2): on a path starting with /requests, a hash of the form
 * `#!/{rest}` is rewritten to the path plus the rest, with the hash cleared: `/requests#!/123` and
 * `/requests/#!/123` both become `/requests/123`. The server never sees a hash, so the browser does it.
 */
export interface LocationParts {
  pathname: string;
  search: string;
  hash: string;
}

/** The rewritten url (path and query), or undefined when the location is not an old-style link. */
export function rewriteLegacyHash({ pathname, search, hash }: LocationParts): string | undefined {
  if (!pathname.startsWith('/requests') && !pathname.startsWith('/ja/requests')) return undefined;
  if (!hash.startsWith('#!/')) return undefined;
  const rest = hash.slice('#!/'.length);
  const base = pathname.replace(/\/+$/, '');
  const joined = `${base}/${rest}`;
  // A query inside the old hash wins; otherwise the page's own query is kept.
  return rest.includes('?') ? joined : `${joined}${search}`;
}

/** Applies the rewrite in place with history.replaceState, so no request or history entry is made. */
export function applyLegacyHashRewrite(location: Location, history: History): boolean {
  const target = rewriteLegacyHash(location);
  if (target === undefined) return false;
  history.replaceState(history.state, '', target);
  return true;
}
