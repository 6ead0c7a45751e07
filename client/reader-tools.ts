/**
 * The reader tools of article pages, enhanced by one delegated click listener on the document
 * (the markup is server-rendered and works without JavaScript):
 *
 * - a heading's 'copy link' anchor still moves to the heading, and also copies the heading's
 *   absolute url, announcing 'Link copied' politely;
 * - 'Copy page as Markdown' fetches the page's Markdown twin (its href) and copies the text instead
 *   of opening it, announcing the outcome.
 *
 * Without the Clipboard API both stay plain links.
 */
import { messagesFor } from '../shared/i18n/messages';

const STATUS_CLEAR_MS = 4000;
const ANNOUNCER_ID = 'hc-reader-announcer';

export interface ReaderToolsDeps {
  clipboard: Pick<Clipboard, 'writeText'> | undefined;
  fetch: (url: string) => Promise<Response>;
}

function labelsOf(target: Document) {
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

/** Installs the listener; returns its removal. */
export function installReaderTools(target: Document, deps: ReaderToolsDeps): () => void {
  const { clipboard } = deps;
  if (!clipboard) return () => undefined;
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const element = event.target instanceof Element ? event.target : null;
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
  target.addEventListener('click', onClick);
  return () => target.removeEventListener('click', onClick);
}
