/**
 * The image of a page's social card (og:image, twitter:image): a 1200×630 PNG with the page title,
 * the product (or section) it belongs to and the site name, drawn as SVG and rasterised with resvg.
 * Its url names the page and a hash of what the card shows, so it can be cached for a year: a new
 * title is a new url. The card route rebuilds the card from the snapshot and answers only when the
 * hash still matches, so no state is kept between the page render and the image request.
 */
import { createHash } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import type { Locale } from '../../shared/types/content';
import { titleOf } from '../content/resolvers/fields';
import type { ContentSnapshot } from '../content/snapshot-types';
import { siteName } from './site';
import { escapeXml } from './xml';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
export const CARD_PATH_PREFIX = '/social-cards/';

export interface CardSpec {
  title: string;
  /** The product or section above the title; empty for the site card. */
  label: string;
  siteName: string;
  locale: Locale;
}

const LOCALE_TAGS: Readonly<Record<Locale, string>> = { 'en-US': 'en', 'ja-JP': 'ja' };
const TAG_LOCALES: Readonly<Record<string, Locale>> = { en: 'en-US', ja: 'ja-JP' };
/** The site card's id in card urls; entry ids are Contentful ids, which never contain a dot. */
const SITE_CARD_ID = 'site';

/** What the card of an entry shows, or the site card's spec when the entry is undefined or missing. */
export function cardSpec(snapshot: ContentSnapshot, entryId: string | undefined, locale: Locale): CardSpec {
  const site = siteName(snapshot, locale);
  const entry = entryId === undefined ? undefined : snapshot.entry(entryId, locale);
  if (!entry) return { title: site, label: '', siteName: site, locale };
  // The first crumb is Home; the second is the product (or app or theme) the page belongs to.
  const crumbs = snapshot.breadcrumbs(entry.id, locale);
  return { title: titleOf(entry), label: crumbs[1]?.title ?? '', siteName: site, locale };
}

function specHash(spec: CardSpec): string {
  return createHash('sha256').update(JSON.stringify(spec)).digest('base64url').slice(0, 16);
}

/** The card's path: /social-cards/{locale}.{entry id or 'site'}.{hash}.png. */
export function cardPath(spec: CardSpec, entryId: string | undefined): string {
  return `${CARD_PATH_PREFIX}${LOCALE_TAGS[spec.locale]}.${entryId ?? SITE_CARD_ID}.${specHash(spec)}.png`;
}

/** The spec a card file name stands for in this snapshot, or undefined when it is not current. */
export function specForCardFile(snapshot: ContentSnapshot, file: string): CardSpec | undefined {
  const match = /^(en|ja)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{16})\.png$/.exec(file);
  if (!match) return undefined;
  const [, tag, id, hash] = match as unknown as [string, string, string, string];
  const locale = TAG_LOCALES[tag]!;
  const entryId = id === SITE_CARD_ID ? undefined : id;
  if (entryId !== undefined && snapshot.entry(entryId, locale) === undefined) return undefined;
  const spec = cardSpec(snapshot, entryId, locale);
  return specHash(spec) === hash ? spec : undefined;
}

/** Rough advance of a character in ems, enough to wrap lines without a font's metrics. */
function advance(character: string): number {
  if (
    /[\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]/u.test(character)
  ) {
    return 1;
  }
  if (/[A-Z MW@%]/.test(character)) return 0.68;
  return 0.55;
}

/**
 * Breaks text into at most `maxLines` lines of `maxEms` width: at spaces for words, anywhere
 * between wide (CJK) characters; the last line ends with an ellipsis when text is left over.
 */
export function wrapText(text: string, maxEms: number, maxLines: number): string[] {
  const tokens =
    text
      .trim()
      .match(/[\u2E80-\uA4CF\uF900-\uFAFF\uFF00-\uFFEF]|[^\s\u2E80-\uA4CF\uF900-\uFAFF\uFF00-\uFFEF]+|\s+/gu) ?? [];
  const lines: string[] = [];
  let line = '';
  let width = 0;
  const widthOf = (token: string) => [...token].reduce((sum, character) => sum + advance(character), 0);
  for (const token of tokens) {
    const tokenWidth = widthOf(token);
    if (/^\s+$/.test(token)) {
      if (line !== '') {
        line += ' ';
        width += advance(' ');
      }
      continue;
    }
    if (width + tokenWidth > maxEms && line.trim() !== '') {
      lines.push(line.trimEnd());
      line = '';
      width = 0;
    }
    line += token;
    width += tokenWidth;
  }
  if (line.trim() !== '') lines.push(line.trimEnd());
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1]!;
  // Room for the ellipsis: the last word goes (or, in a line without spaces, the last character).
  kept[maxLines - 1] = `${last.includes(' ') ? last.replace(/\s+\S*$/u, '') : [...last].slice(0, -1).join('')}…`;
  return kept;
}

const FONT_FAMILY = "'DejaVu Sans', 'Noto Sans CJK JP', 'Liberation Sans', sans-serif";

/** The card as SVG source; every text is escaped. */
export function cardSvg(spec: CardSpec): string {
  const titleSize = 64;
  const titleLines = wrapText(spec.title, (CARD_WIDTH - 160) / titleSize, 4);
  const titleTop = spec.label ? 250 : 220;
  const title = titleLines
    .map((line, index) => `<tspan x="80" y="${titleTop + index * titleSize * 1.2}">${escapeXml(line)}</tspan>`)
    .join('');
  const label = spec.label
    ? `<text x="80" y="150" font-size="36" fill="#B3D4FF">${escapeXml(wrapText(spec.label, 28, 1)[0] ?? '')}</text>`
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">`,
    '<rect width="100%" height="100%" fill="#0747A6"/>',
    `<rect x="0" y="${CARD_HEIGHT - 16}" width="${CARD_WIDTH}" height="16" fill="#2684FF"/>`,
    `<g font-family="${FONT_FAMILY}">`,
    label,
    `<text font-size="${titleSize}" font-weight="bold" fill="#FFFFFF">${title}</text>`,
    `<text x="80" y="${CARD_HEIGHT - 70}" font-size="32" fill="#DEEBFF">${escapeXml(spec.siteName)}</text>`,
    '</g>',
    '</svg>',
  ].join('');
}

/** The card as PNG bytes. Fonts come from the system (the image installs DejaVu and Noto CJK). */
export function renderCardPng(spec: CardSpec): Buffer {
  const resvg = new Resvg(cardSvg(spec), {
    fitTo: { mode: 'original' },
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
  });
  return resvg.render().asPng();
}
