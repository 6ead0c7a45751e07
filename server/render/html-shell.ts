/**
 * The html document around the React markup. A typed function: every input is named, each optional
 * part falls back to an html comment (so a missing canonical url is visible in the output). The
 * inline script elements are JSON data blocks only, which browsers never execute, and nothing
 * carries a CSP nonce: the bytes are the same for every visitor (ADR 030).
 */
import { BROWSER_CONFIG_ELEMENT_ID } from '../../config/browser-config';
import { CHUNK_STYLESHEETS_ELEMENT_ID } from '../../shared/chunk-stylesheets';
import { serializeForScript } from './serialize-state';
import { headDiscoveryTags, type DiscoveryLink, type SocialMeta } from './social-meta';
import { escapeHtml } from '../../shared/richtext/escape';

export const STATE_ELEMENT_ID = '__INITIAL_STATE__';

export interface HreflangAlternate {
  hreflang: string;
  href: string;
}

export interface HtmlShellInput {
  lang: 'en' | 'ja';
  title: string;
  metaDescription?: string;
  canonicalUrl?: string;
  alternates: HreflangAlternate[];
  jsonLd: unknown[];
  stylesheets: string[];
  scripts: string[];
  /** renderToString output of the App. */
  markup: string;
  /** The embedded state (bodies already blanked); serialised and escaped here. */
  state: unknown;
  /** The embedded state already serialised and escaped (embedded-state.ts); used instead of `state`. */
  stateJson?: string;
  /** The allowlisted browser config; serialised and escaped here. */
  browserConfig: unknown;
  /** The stylesheets of the chunks the scripts import on a visitor's action, by chunk name. */
  chunkStylesheets?: Record<string, string[]>;
  /** Page kind, set as `data-template` on body so tests and styles can tell templates apart. */
  template: string;
  /** Keep preview and error pages out of search indexes. */
  noindex?: boolean;
  /** Open Graph and Twitter card of the page (social-meta.ts); absent on error pages. */
  social?: SocialMeta;
  /** Feeds and search description the page points to. */
  discoveryLinks?: DiscoveryLink[];
}

function optional(value: string | undefined, render: (value: string) => string, missing: string): string {
  return value === undefined || value === '' ? `<!-- no ${missing} -->` : render(value);
}

function list<T>(values: T[], render: (value: T) => string, missing: string): string {
  return values.length === 0 ? `<!-- no ${missing} -->` : values.map(render).join('');
}

/** The favicon set, the web app manifest and the browser chrome colour of each theme. */
const BRAND_LINKS = [
  '<link rel="icon" href="/favicon.ico" sizes="48x48">',
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
  '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
  '<link rel="manifest" href="/site.webmanifest">',
  '<meta name="theme-color" content="#ffffff" media="(prefers-color-scheme: light)">',
  '<meta name="theme-color" content="#1d2125" media="(prefers-color-scheme: dark)">',
].join('');

/**
 * Without JavaScript, what only a script can work is not shown: the '/' key of the header's search
 * box, the scripted 'Was this helpful?' (its noscript form, posted to the server, answers instead),
 * and the spinner of a form that only a script loads (its noscript message says so instead).
 */
const WITHOUT_JAVASCRIPT =
  '<noscript><style>.hc-search-box__key,.hc-helpful,.hc-external-app__mount{display:none}</style></noscript>';

/** The document's parts in order: joined, they are the page (`htmlShell`, `htmlShellBytes`). */
export function htmlShellParts(input: HtmlShellInput): string[] {
  return [
    '<!doctype html>',
    `<html lang="${input.lang}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    BRAND_LINKS,
    `<title>${escapeHtml(input.title)}</title>`,
    optional(input.metaDescription, (d) => `<meta name="description" content="${escapeHtml(d)}">`, 'meta description'),
    input.noindex ? '<meta name="robots" content="noindex">' : '',
    optional(input.canonicalUrl, (url) => `<link rel="canonical" href="${escapeHtml(url)}">`, 'canonical'),
    list(
      input.alternates,
      (alt) => `<link rel="alternate" hreflang="${escapeHtml(alt.hreflang)}" href="${escapeHtml(alt.href)}">`,
      'hreflang alternates',
    ),
    headDiscoveryTags(input.social, input.discoveryLinks ?? [], escapeHtml),
    list(input.stylesheets, (href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`, 'stylesheets'),
    WITHOUT_JAVASCRIPT,
    list(
      input.jsonLd,
      (block) => `<script type="application/ld+json">${serializeForScript(block)}</script>`,
      'structured data',
    ),
    '</head>',
    `<body data-template="${escapeHtml(input.template)}">`,
    `<div id="root">${input.markup}</div>`,
    `<script type="application/json" id="${STATE_ELEMENT_ID}">${input.stateJson ?? serializeForScript(input.state)}</script>`,
    `<script type="application/json" id="${BROWSER_CONFIG_ELEMENT_ID}">${serializeForScript(input.browserConfig)}</script>`,
    input.chunkStylesheets && Object.keys(input.chunkStylesheets).length > 0
      ? `<script type="application/json" id="${CHUNK_STYLESHEETS_ELEMENT_ID}">${serializeForScript(input.chunkStylesheets)}</script>`
      : '<!-- no chunk stylesheets -->',
    list(input.scripts, (src) => `<script defer src="${escapeHtml(src)}"></script>`, 'scripts'),
    '</body>',
    '</html>',
  ];
}

export function htmlShell(input: HtmlShellInput): string {
  return htmlShellParts(input).join('');
}

/**
 * The document as the UTF-8 bytes sent, written part by part into one buffer. Joining the parts
 * first would make one string of the whole page, and a page holding any character above U+00FF
 * (a typographic quote is enough) is stored two bytes a character: past 64 K characters that string
 * is over V8's 128 KB limit for ordinary heap objects, and allocating it as a large object of its
 * own costs more than the rest of the shell (ADR 036, render path).
 */
export function htmlShellBytes(input: HtmlShellInput): Buffer {
  return utf8Bytes(htmlShellParts(input));
}

/**
 * Where `utf8Bytes` writes a page before copying out the bytes written, reused by every page (the
 * writing is synchronous, and only the bytes just written are copied out). It grows to three bytes
 * a character of the largest page written, up to `MAX_SCRATCH_BYTES`.
 */
let scratch = Buffer.alloc(0);

/** A page that may need more than this is measured and written into its own buffer instead. */
const MAX_SCRATCH_BYTES = 4 * 1024 * 1024;

/**
 * The UTF-8 bytes of `parts` joined, without making the joined string. Each UTF-16 code unit is at
 * most three bytes of UTF-8 (a lone surrogate is written as U+FFFD, three bytes; a pair, two units,
 * is four), so the parts fit in three bytes a unit: they are written into the scratch buffer in one
 * pass and the bytes copied out, which costs less than measuring each part's UTF-8 length first.
 */
export function utf8Bytes(parts: readonly string[]): Buffer {
  let units = 0;
  for (const part of parts) units += part.length;
  const bound = units * 3;
  if (bound > MAX_SCRATCH_BYTES) return measuredUtf8Bytes(parts);
  if (scratch.length < bound)
    scratch = Buffer.allocUnsafeSlow(Math.min(MAX_SCRATCH_BYTES, Math.max(bound, scratch.length * 2)));
  let offset = 0;
  for (const part of parts) offset += scratch.write(part, offset, 'utf8');
  const bytes = Buffer.allocUnsafe(offset);
  scratch.copy(bytes, 0, 0, offset);
  return bytes;
}

/** `utf8Bytes` for a page too large for the scratch buffer: each part measured, then written. */
function measuredUtf8Bytes(parts: readonly string[]): Buffer {
  let length = 0;
  for (const part of parts) length += Buffer.byteLength(part, 'utf8');
  const bytes = Buffer.allocUnsafe(length);
  let offset = 0;
  for (const part of parts) offset += bytes.write(part, offset, 'utf8');
  // Never send bytes the parts did not write (byteLength and write agree, lone surrogates included).
  return offset === length ? bytes : bytes.subarray(0, offset);
}
