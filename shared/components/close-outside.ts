/**
 * Closes an open popup (a header panel, the version menu) when the visitor clicks or taps outside
 * `root`, or focus moves out of it (Tab past its last control, or into another popup's trigger), as
 * the WAI-ARIA disclosure and menu button examples do. Focus stays wherever the visitor put it.
 * The path of a click is fixed at dispatch, so a control React removed while handling it still
 * counts as inside. Returns the function that stops listening.
 */
export function closeOutside(root: HTMLElement, close: () => void): () => void {
  const listener = (event: Event) => {
    if (!event.composedPath().includes(root)) close();
  };
  document.addEventListener('click', listener);
  document.addEventListener('focusin', listener);
  return () => {
    document.removeEventListener('click', listener);
    document.removeEventListener('focusin', listener);
  };
}
