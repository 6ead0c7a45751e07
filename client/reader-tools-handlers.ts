/**
 * What the reader tools do once a visitor uses one (client/reader-tools.ts decides, and loads this
 * module as the `reader-tools` chunk on the first use, so pages carry only the listener):
 *
 * - a heading's 'copy link' anchor copies the heading's absolute url, announcing 'Link copied';
 * - 'Copy page as Markdown' fetches the page's Markdown twin (the button's url) and copies the text,
 *   announcing the outcome;
 * - Share opens its menu (client/share-menu.ts, a chunk of its own too).
 */
import { partMessagesFor } from '../shared/i18n/messages';
import { share } from '../shared/i18n/messages/en-US-share';
import type { ReaderToolsDeps } from './reader-tools';

const STATUS_CLEAR_MS = 4000;
const ANNOUNCER_ID = 'hc-reader-announcer';

export function labelsOf(target: Document) {
  return partMessagesFor(
    target.documentElement.lang.toLowerCase().startsWith('ja') ? 'ja-JP' : 'en-US',
    'share',
    share,
  );
}

/** The element with `id` at the end of the body, added once with `className` and `attributes`. */
function ownElement(target: Document, id: string, className: string, attributes: Record<string, string>): HTMLElement {
  const found = target.getElementById(id);
  if (found) return found;
  const element = target.createElement('div');
  element.id = id;
  element.className = className;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  target.body.append(element);
  return element;
}

/** The page's polite status region: the reader tools' own, or one added to the body once. */
function announcer(target: Document): HTMLElement {
  return (
    target.querySelector<HTMLElement>('[data-reader-status]') ??
    ownElement(target, ANNOUNCER_ID, 'hc-visually-hidden', { role: 'status', 'aria-live': 'polite' })
  );
}

const TOAST_ID = 'hc-reader-toast';

/**
 * Shows `message` to sighted visitors too, at the foot of the window for a few seconds: the copy
 * actions change nothing on the page they could see. Hidden from assistive technology, which hears
 * the same message from the status region.
 */
function showToast(target: Document, message: string): void {
  const toast = ownElement(target, TOAST_ID, 'hc-toast', { 'aria-hidden': 'true' });
  toast.textContent = message;
  toast.hidden = false;
  const at = String(Date.now());
  toast.dataset.shownAt = at;
  setTimeout(() => {
    if (toast.dataset.shownAt === at) toast.hidden = true;
  }, STATUS_CLEAR_MS);
}

/**
 * Says `message` in the status region (cleared first so the same message is announced again) and
 * shows it in a toast.
 */
export function announce(target: Document, message: string): void {
  const region = announcer(target);
  region.textContent = '';
  showToast(target, message);
  setTimeout(() => {
    region.textContent = message;
    setTimeout(() => {
      if (region.textContent === message) region.textContent = '';
    }, STATUS_CLEAR_MS);
  }, 50);
}

/** Opens (or with `toggle`, closes) the Share menu of `button`, loading its code first. */
export function openShare(button: HTMLElement, deps: ReaderToolsDeps, focus: 'first' | 'last', toggle: boolean): void {
  const load = deps.loadShareMenu ?? (() => import(/* webpackChunkName: "share-menu" */ './share-menu'));
  void load().then((menu) => menu.openShareMenu(button, focus, deps, toggle));
}

/** Copies the heading's absolute url (the anchor still moves to the heading) and says so. */
export function copyHeadingLink(
  target: Document,
  anchor: HTMLAnchorElement,
  clipboard: Pick<Clipboard, 'writeText'>,
): void {
  const url = new URL(anchor.getAttribute('href') ?? '', target.location?.href ?? anchor.href).href;
  const labels = labelsOf(target);
  clipboard.writeText(url).then(
    () => announce(target, labels.linkCopied),
    () => undefined,
  );
}

/** Fetches the page's Markdown twin and copies its text, announcing the outcome. */
export function copyMarkdown(
  target: Document,
  markdownUrl: string,
  deps: ReaderToolsDeps & { clipboard: Pick<Clipboard, 'writeText'> },
): void {
  const labels = labelsOf(target);
  deps
    .fetch(new URL(markdownUrl, target.baseURI).href)
    .then((response) => {
      if (!response.ok) throw new Error(`The Markdown page answered ${response.status}`);
      return response.text();
    })
    .then((text) => deps.clipboard.writeText(text))
    .then(
      () => announce(target, labels.pageCopied),
      () => announce(target, labels.pageCopyFailed),
    );
}
