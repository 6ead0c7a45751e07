/**
 * Markup of the embedded blocks and inline entries of SPEC.md 'Embedded blocks'. Each builder takes
 * the resolved entry and returns an html string; every CMS string is escaped here.
 */
import { CALLOUT_APPEARANCES } from '../../content/model/content-types';
import { EmbeddedEntryCycleError, UnsupportedBlockError } from '../errors';
import type { Asset, Entry, HtmlLang } from '../types/content';
import { highlightCode } from './code-highlight';
import { absoluteAssetUrl, escapeAttribute, escapeHtml } from './escape';
import { assetField, documentField, textField } from './fields';
import { iconSvg, type IconKey } from './icons';

import type { RenderState } from './render-state';
import { type BodyLabels } from '../i18n/server-messages';
import { parseVideoUrl, videoSiteUrl } from './video';
import { entryLang, inLang, labelLang, langAttribute } from './text-lang';

type CalloutAppearance = (typeof CALLOUT_APPEARANCES)[number];
type CalloutTone = 'discovery' | 'information' | 'success' | 'warning';

const CALLOUT_TONES: Record<CalloutAppearance, CalloutTone> = {
  Discovery: 'discovery',
  New: 'discovery',
  Information: 'information',
  Success: 'success',
  Tip: 'success',
  Warning: 'warning',
  Caution: 'warning',
};

const TONE_ICONS: Record<CalloutTone, IconKey> = {
  discovery: 'discovery',
  information: 'info',
  success: 'success',
  warning: 'warning',
};

function calloutAppearanceOf(value: string | undefined): CalloutAppearance {
  return (CALLOUT_APPEARANCES as readonly string[]).includes(value ?? '')
    ? (value as CalloutAppearance)
    : 'Information';
}

export function renderBlockEntry(entry: Entry, state: RenderState): string {
  switch (entry.contentType) {
    case 'callout':
      return renderCallout(entry, state);
    case 'codeBlock':
      return renderCodeBlock(entry, state);
    case 'kbImage':
      return renderKbImage(entry, state);
    case 'video':
      return renderVideo(entry, state);
    default:
      throw new UnsupportedBlockError(entry.contentType, 'block');
  }
}

export function renderInlineEntry(entry: Entry, state: RenderState): string {
  switch (entry.contentType) {
    case 'anchor':
      return renderAnchor(entry);
    case 'textFragment':
      return renderTextFragment(entry, state);
    default:
      throw new UnsupportedBlockError(entry.contentType, 'inline');
  }
}

/** Renders an entry's nested document, refusing an entry that (indirectly) embeds itself. */
function nested(entry: Entry, state: RenderState, render: () => string): string {
  if (state.nesting.includes(entry.id)) throw new EmbeddedEntryCycleError(entry.id);
  state.nesting.push(entry.id);
  try {
    return render();
  } finally {
    state.nesting.pop();
  }
}

/**
 * A callout says its language when it is not that of the text around it: the callout carries its
 * heading's (or, without one, its body's), and a body in yet another language is wrapped in its own.
 */
function renderCallout(entry: Entry, state: RenderState): string {
  const appearance = calloutAppearanceOf(textField(entry, 'appearance'));
  const tone = CALLOUT_TONES[appearance];
  const heading = textField(entry, 'heading')?.trim() ?? '';
  const body = documentField(entry, 'body');
  const around = state.lang;
  const bodyLang = body === undefined ? around : entryLang(state, entry, 'body');
  const calloutLang = heading === '' ? bodyLang : entryLang(state, entry, 'heading');
  return inLang(state, calloutLang, () => {
    const label = `<span class="visually-hidden"${labelLang(state)}>${escapeHtml(state.labels.calloutLabels[appearance])}: </span>`;
    const title =
      heading === ''
        ? `<p class="callout__title callout__title--hidden">${label}</p>`
        : `<p class="callout__title">${label}${escapeHtml(heading)}</p>`;
    let content =
      body === undefined ? '' : inLang(state, bodyLang, () => nested(entry, state, () => state.renderBlocks(body)));
    if (content !== '' && bodyLang !== calloutLang) content = `<div lang="${bodyLang}">${content}</div>`;
    return (
      `<div class="callout callout--${tone}" role="note"${langAttribute(calloutLang, around)}>` +
      `<span class="callout__icon">${iconSvg(TONE_ICONS[tone])}</span>` +
      `<div class="callout__content">${title}${content}</div></div>`
    );
  });
}

// Highlighting is the costly part of a body; entries are immutable snapshot objects, so the result
// is kept per entry and released with the snapshot.
const highlighted = new WeakMap<Entry, { language: string; html: string }>();

function renderCodeBlock(entry: Entry, state: RenderState): string {
  const language = textField(entry, 'language') ?? 'Plain text';
  let code = highlighted.get(entry);
  if (code === undefined) {
    code = highlightCode(textField(entry, 'code') ?? '', language);
    highlighted.set(entry, code);
  }
  const title = textField(entry, 'title')?.trim();
  // Without a title of its own the block is titled by its language's name, which is no prose.
  const titleHtml = title
    ? langSpan(escapeHtml(title), entryLang(state, entry, 'title'), state.lang)
    : escapeHtml(language);
  return codeBlockHtml(
    titleHtml,
    `<code class="hljs language-${code.language}">${code.html}</code>`,
    state.labels,
    labelLang(state),
  );
}

/** `html` in a span of its language when that is not the language around it. */
export function langSpan(html: string, lang: HtmlLang, around: HtmlLang): string {
  return lang === around ? html : `<span lang="${lang}">${html}</span>`;
}

/**
 * A code block's figure: a header with its title and the copy button (hidden until
 * client/enhance-body.ts finds the Clipboard API, so a page without JavaScript shows no dead
 * control), the scrolling `<pre>`, and the polite status that announces a copy. The labels ride
 * along in data attributes because the body html is cached per locale, apart from the page.
 */
export function codeBlockHtml(
  titleHtml: string,
  preInnerHtml: string,
  labels: BodyLabels,
  labelLangAttribute = '',
): string {
  return (
    `<figure class="code-block">` +
    `<figcaption class="code-block__header"><span class="code-block__title">${titleHtml}</span>` +
    `<button type="button" class="code-block__copy" data-copy-code data-copied-label="${escapeAttribute(labels.copied)}"` +
    ` data-copied-short-label="${escapeAttribute(labels.copiedShort)}"` +
    ` data-copy-failed-label="${escapeAttribute(labels.copyFailed)}"${labelLangAttribute} hidden>${escapeHtml(labels.copyCode)}</button></figcaption>` +
    `<pre class="code-block__pre" tabindex="0">${preInnerHtml}</pre>` +
    `<span class="visually-hidden" role="status" aria-live="polite"${labelLangAttribute} data-copy-status></span></figure>`
  );
}

/** An image from an asset: lazy, async-decoded, and sized from the asset so nothing shifts. */
export function imageHtml(asset: Asset, alt: string, className: string): string {
  const { width, height } = asset.file;
  const size = typeof width === 'number' && typeof height === 'number' ? ` width="${width}" height="${height}"` : '';
  return (
    `<img class="${className}" src="${escapeAttribute(absoluteAssetUrl(asset.file.url))}" alt="${escapeAttribute(alt)}"` +
    `${size} loading="lazy" decoding="async">`
  );
}

function renderKbImage(entry: Entry, state: RenderState): string {
  const asset = assetField(entry, 'image');
  if (asset === undefined) {
    state.ctx.logger?.error({ entryId: entry.id, bodyId: state.bodyId }, 'KB image entry has no image asset');
    return '';
  }
  const image = imageHtml(asset, textField(entry, 'altText') ?? '', 'kb-image__img');
  // The alt text is read in the image's language.
  const lang = langAttribute(entryLang(state, entry, 'altText'), state.lang);
  return `<div class="kb-image">${lang === '' ? image : image.replace('<img ', `<img${lang} `)}</div>`;
}

/**
 * Videos show only when the isVideoEnabled flag is on; with the flag off nothing is rendered, so a
 * page never advertises a video it cannot play. The embed loads on demand: the server renders a
 * poster button and client/enhance-body.ts swaps in the player when the visitor presses it.
 */
function renderVideo(entry: Entry, state: RenderState): string {
  const { ctx, labels } = state;
  if (!ctx.flags.isVideoEnabled) return '';
  const videoUrl = textField(entry, 'videoUrl') ?? '';
  const title = textField(entry, 'title')?.trim() ?? '';
  const description = textField(entry, 'description')?.trim() ?? '';
  const parsed = parseVideoUrl(videoUrl);
  if (!parsed.ok) {
    ctx.logger?.error({ entryId: entry.id, bodyId: state.bodyId, videoUrl, reason: parsed.reason }, parsed.reason);
    return unavailableVideoHtml(videoUrl, title, description, labels, unavailableLangs(state, entry));
  }
  // The video says its title's language (the player that replaces the poster, titled by it, too).
  const around = state.lang;
  const videoLang = title === '' ? around : entryLang(state, entry, 'title');
  return inLang(state, videoLang, () => {
    const descriptionLang = langAttribute(entryLang(state, entry, 'description'), videoLang);
    return (
      `<div class="video"${langAttribute(videoLang, around)}>` +
      `<button type="button" class="video__poster" data-embed-url="${escapeAttribute(parsed.embedUrl)}" data-video-title="${escapeAttribute(title)}">` +
      `<span class="video__play">${iconSvg('play')}</span>` +
      `<span class="video__label"><span class="visually-hidden"${labelLang(state)}>${escapeHtml(labels.playVideo)}: </span>${escapeHtml(title)}</span>` +
      `</button>${description === '' ? '' : `<p class="video__description"${descriptionLang}>${escapeHtml(description)}</p>`}</div>`
    );
  });
}

/** Where an unavailable video's texts need a `lang` of their own (all empty when none differs). */
interface UnavailableVideoLangs {
  /** On the note's labels: the page's language, inside text in another. */
  labels: string;
  title: string;
  description: string;
}

function unavailableLangs(state: RenderState, entry: Entry): UnavailableVideoLangs {
  const around = state.lang;
  return {
    labels: labelLang(state),
    title: langAttribute(entryLang(state, entry, 'title'), around),
    description: langAttribute(entryLang(state, entry, 'description'), around),
  };
}

/**
 * A video the help centre cannot play: a calm note in the player's place (Video.tsx renders the same),
 * with the video's title, the error text and, for an http(s) url, a link to the video on its own site.
 */
export function unavailableVideoHtml(
  videoUrl: string,
  title: string,
  description: string,
  labels: BodyLabels,
  langs: UnavailableVideoLangs,
): string {
  const siteUrl = videoSiteUrl(videoUrl);
  return (
    `<div class="video video--unavailable"><div class="video__notice" role="note">` +
    `<span class="video__notice-icon">${iconSvg('info')}</span><div class="video__notice-content">` +
    (title === '' ? '' : `<p class="video__notice-title"${langs.title}>${escapeHtml(title)}</p>`) +
    `<p class="video__notice-text"${langs.labels}>${escapeHtml(labels.videoError)}</p>` +
    (siteUrl === undefined
      ? ''
      : `<p class="video__notice-action"${langs.labels}><a class="video__notice-link" href="${escapeAttribute(siteUrl)}" rel="noopener noreferrer">${escapeHtml(labels.openVideoOnSite)}</a></p>`) +
    `</div></div>${description === '' ? '' : `<p class="video__description"${langs.description}>${escapeHtml(description)}</p>`}</div>`
  );
}

function renderAnchor(entry: Entry): string {
  const anchorId = textField(entry, 'anchorId')?.trim() ?? '';
  return anchorId === '' ? '' : `<span id="${escapeAttribute(anchorId)}"></span>`;
}

function renderTextFragment(entry: Entry, state: RenderState): string {
  try {
    const text = documentField(entry, 'text');
    if (text === undefined) return '';
    const lang = entryLang(state, entry, 'text');
    const html = inLang(state, lang, () => nested(entry, state, () => state.renderInline(text)));
    return html === '' ? '' : langSpan(html, lang, state.lang);
  } catch (error) {
    state.ctx.logger?.error(
      { err: error, entryId: entry.id, textFragmentId: textField(entry, 'textFragmentId'), bodyId: state.bodyId },
      'Rendering the text fragment failed',
    );
    throw error;
  }
}
