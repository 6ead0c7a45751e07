/**
 * Which addresses of the site lead to a page that shows nothing without a session (SESSION_PAGE_PATHS:
 * the requests pages, named contacts, editor insights, the account page), for the browser's session
 * watch, the chrome of a site without sign-in, sign-in's ways on and the log-out target alike.
 */
import { SESSION_PAGE_PATHS } from '../constants';
import { stripLocale } from './locale';

/**
 * Whether a url of the site, in any locale and with any query or hash, is one of those pages or a page
 * under one (`/ja/requests/HC-12345678/`), with or without its trailing slash. A url of another site
 * (absolute or protocol-relative) is not.
 */
export function needsSession(url: string): boolean {
  if (!url.startsWith('/') || url.startsWith('//')) return false;
  const { path } = stripLocale(url.split(/[?#]/, 1)[0]!);
  return SESSION_PAGE_PATHS.some((page) => path.startsWith(page) || path === page.slice(0, -1));
}
