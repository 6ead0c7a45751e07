/**
 * Locale prefixes of urls (SPEC.md section 2): ja-JP is served under /ja, en-US has no prefix.
 * Internal paths and absolute urls of the site's own origins get the prefix; other links do not.
 */
import { DEFAULT_LOCALE, type Locale } from '../types/content';

const PREFIXES: Readonly<Record<Locale, string>> = { 'en-US': '', 'ja-JP': '/ja' };

export function localePrefix(locale: Locale): string {
  return PREFIXES[locale];
}

export interface WithLocaleOptions {
  /** Origins of the vendor's own sites (`https://support.example.com`) whose links also get the prefix. */
  ownOrigins?: readonly string[];
}

function isInternalPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

function hasPrefix(path: string, prefix: string): boolean {
  return (
    path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`) || path.startsWith(`${prefix}#`)
  );
}

function prefixPath(path: string, prefix: string): string {
  if (hasPrefix(path, prefix)) return path;
  return `${prefix}${path}`;
}

/** Prefixes an internal path (or an absolute url of one of our own origins) with the locale prefix. */
export function withLocale(url: string, locale: Locale, options: WithLocaleOptions = {}): string {
  const prefix = localePrefix(locale);
  if (prefix === '') return url;
  if (isInternalPath(url)) return prefixPath(url, prefix);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (!(options.ownOrigins ?? []).includes(parsed.origin)) return url;
  parsed.pathname = prefixPath(parsed.pathname, prefix);
  return parsed.toString();
}

/** Splits a request path into its locale and the path without the prefix (`/ja` alone is `/`). */
export function stripLocale(path: string): { locale: Locale; path: string } {
  for (const [locale, prefix] of Object.entries(PREFIXES) as [Locale, string][]) {
    if (prefix !== '' && hasPrefix(path, prefix)) {
      const rest = path.slice(prefix.length);
      return { locale, path: rest === '' || !rest.startsWith('/') ? `/${rest}` : rest };
    }
  }
  return { locale: DEFAULT_LOCALE, path };
}
