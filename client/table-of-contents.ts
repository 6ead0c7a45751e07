/**
 * The scroll spy of 'On this page' (shared/richtext/TableOfContents.tsx). The browser keeps the
 * server's markup of the table (a static region, docs/adr/044-static-regions.md), so this marks the
 * link of the section in view with aria-current="location" on that markup, as the visitor scrolls.
 *
 * The section in view is the first heading, in the table's order, inside the top 30 % of the viewport;
 * while none is, the last one marked stays marked. Only the links to the body's h2 and h3 headings
 * are marked, never the entry's extra links.
 */
const HEADING_LINKS = '.toc a.toc__link--h2, .toc a.toc__link--h3';

/** Starts the scroll spy when the page has a table of contents; returns its stop. */
export function watchTableOfContents(document: Document): () => void {
  const links = [...document.querySelectorAll(HEADING_LINKS)];
  if (links.length === 0 || typeof IntersectionObserver === 'undefined') return () => undefined;
  const headings = links
    .map((link) => document.getElementById(link.getAttribute('href')!.slice(1)))
    .filter((heading) => heading !== null);
  const visible = new Set<Element>();
  const observer = new IntersectionObserver(
    (observed) => {
      for (const item of observed) {
        if (item.isIntersecting) visible.add(item.target);
        else visible.delete(item.target);
      }
      const first = headings.find((heading) => visible.has(heading));
      if (!first) return;
      // Found again each time: React would put the table's markup back as a whole should it ever
      // render the page afresh.
      for (const link of document.querySelectorAll(HEADING_LINKS)) {
        if (link.getAttribute('href') === `#${first.id}`) link.setAttribute('aria-current', 'location');
        else link.removeAttribute('aria-current');
      }
    },
    { rootMargin: '0px 0px -70% 0px', threshold: 0 },
  );
  for (const heading of headings) observer.observe(heading);
  return () => observer.disconnect();
}
