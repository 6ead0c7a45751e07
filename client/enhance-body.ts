/**
 * Browser enhancements for server-rendered article bodies (ARCHITECTURE.md section 5): the body
 * markup is kept as the server sent it, and one delegated click listener per root handles the
 * interactive parts, so bodies need no hydration.
 *
 * - Code blocks (rich-text code blocks and the <pre> blocks of html bodies): the copy button
 *   (rendered hidden) is shown when the Clipboard API exists; a click copies the code, says 'Copied'
 *   on the button for a moment and announces the result in the block's aria-live status.
 * - Videos: a click on the poster button (Enter and Space click a button too) replaces it with the
 *   player iframe, focused, with the title and permissions; only trusted embed urls load. The
 *   topic's featured video is kept server markup too (a static region): `enhanceKeptVideos` turns
 *   its poster from a link to the service into that button once the page is hydrated.
 * - 'On this page', the table of the body's headings beside it: enhancing the document starts its
 *   scroll spy (client/table-of-contents.ts), as its markup too is kept as the server sent it.
 */
import { isTrustedEmbedUrl, PLAYER_ALLOW, playUrl } from '../shared/richtext/video-player';
import { messagesFor } from '../shared/i18n/messages';
import { watchTableOfContents } from './table-of-contents';

const enhancedRoots = new WeakMap<Element | Document, () => void>();
const STATUS_CLEAR_MS = 4000;

/** Enhances every body under `root`; calling it again on the same root does nothing. Returns a cleanup. */
export function enhanceBody(root: Element | Document = document): () => void {
  const existing = enhancedRoots.get(root);
  if (existing) return existing;

  if (typeof navigator !== 'undefined' && navigator.clipboard !== undefined) {
    for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-copy-code]')) button.hidden = false;
  }

  const onClick = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const copy = target.closest<HTMLButtonElement>('button[data-copy-code]');
    if (copy && root.contains(copy)) {
      void copyCode(copy);
      return;
    }
    const poster = target.closest<HTMLButtonElement>('button[data-embed-url]');
    if (poster && root.contains(poster)) playVideo(poster);
  };

  root.addEventListener('click', onClick);
  const unwatch = root instanceof Document ? watchTableOfContents(root) : undefined;
  const cleanup = () => {
    root.removeEventListener('click', onClick);
    unwatch?.();
    enhancedRoots.delete(root);
  };
  enhancedRoots.set(root, cleanup);
  return cleanup;
}

/**
 * Puts the play button the server rendered in a `<template data-enhanced-video>` in place of the
 * video markup just before it (a poster linking to the service's site, for visitors without
 * JavaScript), as the featured video's component did once the page was hydrated. The button plays
 * through the listener of `enhanceBody`.
 */
export function enhanceKeptVideos(root: ParentNode): void {
  for (const template of root.querySelectorAll<HTMLTemplateElement>('template[data-enhanced-video]')) {
    template.previousElementSibling?.replaceWith(template.content);
    template.remove();
  }
}

async function copyCode(button: HTMLButtonElement): Promise<void> {
  const block = button.closest('.code-block');
  // Html bodies' blocks may hold bare text in their <pre>, without a <code>.
  const code = block?.querySelector('pre')?.textContent ?? '';
  const status = block?.querySelector<HTMLElement>('[data-copy-status]');
  // The body carries the labels of its locale; a body rendered before they existed falls back to the page's.
  const labels = messagesFor(document.documentElement.lang.toLowerCase().startsWith('ja') ? 'ja-JP' : 'en-US').richtext;
  let message: string;
  try {
    await navigator.clipboard.writeText(code);
    message = button.dataset.copiedLabel ?? labels.copied;
    showCopied(button, button.dataset.copiedShortLabel ?? labels.copiedShort);
  } catch {
    message = button.dataset.copyFailedLabel ?? labels.copyFailed;
  }
  if (!status) return;
  // Clear first so the same message is announced again on a second copy.
  status.textContent = '';
  window.setTimeout(() => {
    status.textContent = message;
    window.setTimeout(() => {
      if (status.textContent === message) status.textContent = '';
    }, STATUS_CLEAR_MS);
  }, 50);
}

const COPIED_SHOWN_MS = 2000;
const idleLabels = new WeakMap<HTMLButtonElement, { label: string; timer?: number }>();

/** The button says 'Copied' for a moment, for those who see it rather than hear the status. */
function showCopied(button: HTMLButtonElement, label: string): void {
  const idle = idleLabels.get(button) ?? { label: button.textContent ?? '' };
  window.clearTimeout(idle.timer);
  button.textContent = label;
  button.dataset.copied = '';
  idle.timer = window.setTimeout(() => {
    button.textContent = idle.label;
    delete button.dataset.copied;
  }, COPIED_SHOWN_MS);
  idleLabels.set(button, idle);
}

function playVideo(poster: HTMLButtonElement): void {
  const embedUrl = poster.dataset.embedUrl ?? '';
  if (!isTrustedEmbedUrl(embedUrl)) return;
  const frame = document.createElement('iframe');
  frame.className = 'video__frame';
  frame.src = playUrl(embedUrl);
  frame.title = poster.dataset.videoTitle ?? '';
  frame.setAttribute('allow', PLAYER_ALLOW);
  frame.setAttribute('allowfullscreen', '');
  frame.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  poster.replaceWith(frame);
  frame.focus();
}
