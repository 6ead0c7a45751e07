/**
 * The reader tools of article pages, enhanced by one delegated click listener on the document
 * (the markup is server-rendered and works without JavaScript):
 *
 * - a heading's 'copy link' anchor still moves to the heading, and also copies the heading's
 *   absolute url, announcing 'Link copied' politely;
 * - 'Copy page as Markdown' fetches the page's Markdown twin (its href) and copies the text instead
 *   of opening it, announcing the outcome.
 *
 * - Share opens its menu (client/share-menu.ts, loaded on first use): a click, Enter or Space
 *   focuses the first item, ArrowDown the first and ArrowUp the last.
 *
 * Without the Clipboard API the first two stay plain links.
 */
import { messagesFor } from '../shared/i18n/messages';
import type * as ShareMenuModule from './share-menu';

const STATUS_CLEAR_MS = 4000;
const ANNOUNCER_ID = 'hc-reader-announcer';

export interface ReaderToolsDeps {
  clipboard: Pick<Clipboard, 'writeText'> | undefined;
  fetch: (url: string) => Promise<Response>;
  /** The Web Share API, where the browser has one. */
  share?: ((data: ShareData) => Promise<void>) | undefined;
  /** Loads the Share menu's code; a dynamic import in the browser. */
  loadShareMenu?: () => Promise<typeof ShareMenuModule>;
}

export function labelsOf(target: Document) {
  return messagesFor(target.documentElement.lang.toLowerCase().startsWith('ja') ? 'ja-JP' : 'en-US').richtext;
}

/** The page's polite status region: the reader tools' own, or one added to the body once. */
function announcer(target: Document): HTMLElement {
  const own = target.querySelector<HTMLElement>('[data-reader-status]');
  if (own) return own;
  let region = target.getElementById(ANNOUNCER_ID);
  if (!region) {
    region = target.createElement('div');
    region.id = ANNOUNCER_ID;
    region.className = 'hc-visually-hidden';
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    target.body.append(region);
  }
  return region;
}

/** Says `message` in the status region; cleared first so the same message is announced again. */
export function announce(target: Document, message: string): void {
  const region = announcer(target);
  region.textContent = '';
  setTimeout(() => {
    region.textContent = message;
    setTimeout(() => {
      if (region.textContent === message) region.textContent = '';
    }, STATUS_CLEAR_MS);
  }, 50);
}

/** Opens (or with `toggle`, closes) the Share menu of `button`, loading its code first. */
function openShare(button: HTMLElement, deps: ReaderToolsDeps, focus: 'first' | 'last', toggle: boolean): void {
  const load = deps.loadShareMenu ?? (() => import(/* webpackChunkName: "share-menu" */ './share-menu'));
  void load().then((menu) => menu.openShareMenu(button, focus, deps, toggle));
}

/** Installs the listeners; returns their removal. */
export function installReaderTools(target: Document, deps: ReaderToolsDeps): () => void {
  const { clipboard } = deps;
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const element = event.target instanceof Element ? event.target : null;
    const share = element?.closest<HTMLElement>('[data-share-button]');
    if (share) {
      openShare(share, deps, 'first', true);
      return;
    }
    if (!clipboard) return;
    const anchor = element?.closest<HTMLAnchorElement>('a[data-heading-anchor]');
    if (anchor) {
      const url = new URL(anchor.getAttribute('href') ?? '', target.location?.href ?? anchor.href).href;
      const labels = labelsOf(target);
      clipboard.writeText(url).then(
        () => announce(target, labels.linkCopied),
        () => undefined,
      );
      return;
    }
    const markdown = element?.closest<HTMLAnchorElement>('a[data-copy-markdown]');
    if (markdown) {
      event.preventDefault();
      const labels = labelsOf(target);
      deps
        .fetch(markdown.href)
        .then((response) => {
          if (!response.ok) throw new Error(`The Markdown page answered ${response.status}`);
          return response.text();
        })
        .then((text) => clipboard.writeText(text))
        .then(
          () => announce(target, labels.pageCopied),
          () => announce(target, labels.pageCopyFailed),
        );
    }
  };
  // The menu button pattern opens the menu from ArrowDown and ArrowUp too.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const share = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-share-button]') : null;
    if (!share) return;
    event.preventDefault();
    openShare(share, deps, event.key === 'ArrowDown' ? 'first' : 'last', false);
  };
  target.addEventListener('click', onClick);
  target.addEventListener('keydown', onKeyDown);
  return () => {
    target.removeEventListener('click', onClick);
    target.removeEventListener('keydown', onKeyDown);
  };
}
