/**
 * The reader tools of article pages, enhanced by one delegated click listener on the document
 * (the markup is server-rendered and works without JavaScript):
 *
 * - a heading's 'copy link' anchor still moves to the heading, and also copies the heading's
 *   absolute url, announcing 'Link copied' politely;
 * - the 'Copy page as Markdown' button fetches the page's Markdown twin (its `data-copy-markdown`
 *   url) and copies the text, announcing the outcome; without the Clipboard API it opens the twin.
 * - Share opens its menu (client/share-menu.ts): a click, Enter or Space focuses the first item,
 *   ArrowDown the first and ArrowUp the last.
 *
 * Without the Clipboard API a heading's anchor stays a plain link. This module only decides, at once,
 * whether an event is one of these and whether to cancel the link's default; the code that does the
 * work is the `reader-tools` chunk (client/reader-tools-handlers.ts), loaded on the first use, so a
 * page that nobody copies from never downloads it (docs/adr/021-javascript-budget.md).
 */
import type * as HandlersModule from './reader-tools-handlers';
import type * as ShareMenuModule from './share-menu';

export interface ReaderToolsDeps {
  clipboard: Pick<Clipboard, 'writeText'> | undefined;
  fetch: (url: string) => Promise<Response>;
  /** The Web Share API, where the browser has one. */
  share?: ((data: ShareData) => Promise<void>) | undefined;
  /** Loads the Share menu's code; a dynamic import in the browser. */
  loadShareMenu?: () => Promise<typeof ShareMenuModule>;
  /** Opens a url in the tab; `location.assign` in the browser. */
  open?: (url: string) => void;
  /** Loads the handlers; a dynamic import in the browser. */
  loadHandlers?: () => Promise<typeof HandlersModule>;
}

/** Installs the listeners; returns their removal. */
export function installReaderTools(target: Document, deps: ReaderToolsDeps): () => void {
  const { clipboard } = deps;
  const handlers = () =>
    (deps.loadHandlers ?? (() => import(/* webpackChunkName: "reader-tools" */ './reader-tools-handlers')))();
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const element = event.target instanceof Element ? event.target : null;
    const share = element?.closest<HTMLElement>('[data-share-button]');
    if (share) {
      void handlers().then((run) => run.openShare(share, deps, 'first', true));
      return;
    }
    const markdown = element?.closest<HTMLElement>('[data-copy-markdown]')?.dataset.copyMarkdown;
    if (markdown !== undefined) {
      if (clipboard) void handlers().then((run) => run.copyMarkdown(target, markdown, { ...deps, clipboard }));
      else (deps.open ?? ((url) => target.location.assign(url)))(markdown);
      return;
    }
    if (!clipboard) return;
    const anchor = element?.closest<HTMLAnchorElement>('a[data-heading-anchor]');
    if (anchor) void handlers().then((run) => run.copyHeadingLink(target, anchor, clipboard));
  };
  // The menu button pattern opens the menu from ArrowDown and ArrowUp too.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const share = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-share-button]') : null;
    if (!share) return;
    event.preventDefault();
    const focus = event.key === 'ArrowDown' ? 'first' : 'last';
    void handlers().then((run) => run.openShare(share, deps, focus, false));
  };
  target.addEventListener('click', onClick);
  target.addEventListener('keydown', onKeyDown);
  return () => {
    target.removeEventListener('click', onClick);
    target.removeEventListener('keydown', onKeyDown);
  };
}
