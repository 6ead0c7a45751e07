/**
 * The '/' keyboard shortcut: focuses the box marked `data-search-shortcut` (with aria-keyshortcuts),
 * the header's search box, or on the results page, which has none in its header, the page's own;
 * unless the visitor is typing somewhere or holds a modifier key. One listener on the document.
 */
const TYPING_TARGETS = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

/** Installs the listener; returns its removal. */
export function installSearchShortcut(target: Document = document): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
    const from = event.target;
    if (from instanceof Element && from.closest(TYPING_TARGETS)) return;
    const box = [...target.querySelectorAll<HTMLInputElement>('input[data-search-shortcut]')].find(
      (input) => input.getClientRects().length > 0,
    );
    if (!box) return;
    event.preventDefault();
    box.focus();
    box.select();
  };
  target.addEventListener('keydown', onKeyDown);
  return () => target.removeEventListener('keydown', onKeyDown);
}
