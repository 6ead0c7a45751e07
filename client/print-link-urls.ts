/**
 * Before the page is printed, writes each main-content link's absolute url into `data-print-href`,
 * which the print stylesheet (shared/styles/base.css) prints after the link text: paper readers
 * cannot follow a relative path. Without JavaScript the stylesheet falls back to the href as written.
 * One listener on the window from the start, so a page prints its urls whatever has been hydrated.
 */
export function installPrintLinkUrls(win: Window = window): () => void {
  const annotate = () => {
    for (const link of win.document.querySelectorAll<HTMLAnchorElement>('main a[href]')) {
      if (link.getAttribute('href')?.startsWith('#')) continue;
      link.dataset.printHref = link.href;
    }
  };
  win.addEventListener('beforeprint', annotate);
  return () => win.removeEventListener('beforeprint', annotate);
}
