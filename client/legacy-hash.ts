/**
 * Old-style hash links (SPEC.md section 2): on a path starting with /requests, a hash of the form
 * `#!/{rest}` is rewritten to the path plus the rest, with the hash cleared: `/requests#!/123` and
 * `/requests/#!/123` both become `/requests/123`. The server never sees a hash, so the browser does it.
 * A visitor who is not signed in is sent from /requests to the sign-in page, and the browser keeps
 * the hash across that redirect: there the rest goes into the sign-in page's `continue` target.
 */
export interface LocationParts {
  pathname: string;
  search: string;
  hash: string;
}

const isRequestsPath = (pathname: string) => pathname.startsWith('/requests') || pathname.startsWith('/ja/requests');

/** The rewritten url (path and query), or undefined when the location is not an old-style link. */
export function rewriteLegacyHash({ pathname, search, hash }: LocationParts): string | undefined {
  if (!hash.startsWith('#!/')) return undefined;
  if (/^(\/ja)?\/login\/?$/.test(pathname)) return rewriteContinueTarget(pathname, search, hash);
  if (!isRequestsPath(pathname)) return undefined;
  const rest = hash.slice('#!/'.length);
  const base = pathname.replace(/\/+$/, '');
  const joined = `${base}/${rest}`;
  // A query inside the old hash wins; otherwise the page's own query is kept.
  return rest.includes('?') ? joined : `${joined}${search}`;
}

/** The sign-in page's url with its `continue` target under /requests rewritten by the hash. */
function rewriteContinueTarget(pathname: string, search: string, hash: string): string | undefined {
  const params = new URLSearchParams(search);
  const target = params.get('continue');
  if (target === null || !target.startsWith('/')) return undefined;
  const [targetPath = '', targetQuery] = target.split(/(?=\?)/, 2);
  const rewritten = isRequestsPath(targetPath)
    ? rewriteLegacyHash({ pathname: targetPath, search: targetQuery ?? '', hash })
    : undefined;
  if (rewritten === undefined) return undefined;
  params.set('continue', rewritten);
  return `${pathname}?${params.toString()}`;
}

/** Applies the rewrite in place with history.replaceState, so no request or history entry is made. */
export function applyLegacyHashRewrite(location: Location, history: History): boolean {
  const target = rewriteLegacyHash(location);
  if (target === undefined) return false;
  history.replaceState(history.state, '', target);
  return true;
}
