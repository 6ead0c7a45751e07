/**
 * String helpers for building html by hand. Every CMS string passes through escapeHtml (text) or
 * escapeAttribute (attribute values) before it reaches markup, so no CMS string can open a tag.
 */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const HTML_SPECIALS = /[&<>"']/g;
// U+2028 and U+2029 are valid in html but break some JavaScript tooling that reads markup back.
const LINE_SEPARATORS = /[\u2028\u2029]/g;

export function escapeHtml(value: string): string {
  return value
    .replace(HTML_SPECIALS, (ch) => HTML_ESCAPES[ch] ?? ch)
    .replace(LINE_SEPARATORS, (ch) => `&#x${ch.charCodeAt(0).toString(16)};`);
}

/** Attribute values are always written double-quoted, so the same escaping is enough. */
export const escapeAttribute = escapeHtml;

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const ENTITY = /&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi;

/** Decodes the entities a serialiser writes (named basics and numeric); others stay as written. */
export function decodeEntities(value: string): string {
  return value.replace(ENTITY, (whole, body: string) => {
    if (body.startsWith('#x') || body.startsWith('#X')) return codePoint(parseInt(body.slice(2), 16), whole);
    if (body.startsWith('#')) return codePoint(parseInt(body.slice(1), 10), whole);
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

function codePoint(value: number, fallback: string): string {
  return Number.isInteger(value) && value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : fallback;
}

/** The text of an html fragment: tags removed, entities decoded. */
export function htmlToText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ''));
}

const SAFE_SCHEME = /^(?:https?:|mailto:|tel:)/i;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * A link target that is safe to write into href: http(s), mailto, tel, protocol-relative, or a
 * relative path or fragment. Anything else (javascript:, data:, vbscript:) gives undefined.
 */
export function safeHref(url: string): string | undefined {
  // Browsers ignore control characters and whitespace inside a scheme, so compare without them.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const compact = url.replace(/[\u0000-\u0020\u007f]/g, '');
  if (compact === '') return undefined;
  if (SAFE_SCHEME.test(compact) || !HAS_SCHEME.test(compact)) return url.trim();
  return undefined;
}

/** True for links that leave the site: absolute http(s) or protocol-relative urls. */
export function isExternalHref(url: string): boolean {
  return /^(?:https?:)?\/\//i.test(url.trim());
}

/** Hosts Contentful serves asset files from (images., assets., videos., downloads.ctfassets.net). */
const CONTENTFUL_ASSET_HOST = /(^|\.)ctfassets\.net$/i;

/**
 * Whether an asset file url may be used: a local path (the bundled /content-assets/), or https (or
 * protocol-relative) on a Contentful asset host. Anything else would let content point images and
 * downloads at any host.
 */
export function isAllowedAssetUrl(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return !url.includes('\\');
  try {
    const parsed = new URL(url.startsWith('//') ? `https:${url}` : url);
    return parsed.protocol === 'https:' && CONTENTFUL_ASSET_HOST.test(parsed.hostname);
  } catch {
    return false;
  }
}

/** Contentful asset urls are protocol-relative ('//images.ctfassets.net/...'). */
export function absoluteAssetUrl(url: string): string {
  return url.startsWith('//') ? `https:${url}` : url;
}
