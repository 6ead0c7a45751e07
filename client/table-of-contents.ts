/**
 * The scroll spy of 'On this page' (shared/richtext/TableOfContents.tsx). The browser keeps the
 * server's markup of the table (a static region, docs/adr/044-static-regions.md), so this marks the
 * link of the section in view with aria-current="location" on that markup, as the visitor scrolls.
 *
 * The section in view is the first heading, in the table's order, inside the top 30 % of the viewport;
 * while none is, the last heading above the viewport: the section being read, whose heading has
 * scrolled off. Above the first heading, the first is marked while it is on screen, and nothing once
 * it is not. Scrolled to the end of the page, the last heading on screen is marked, so a short last
 * section is reached too. Its place is read from the layout on every scroll (once a frame), so a jump
 * (End, a link, the scroll bar) marks the right section as well as a slow scroll does. Only the links to the body's h2 and h3
 * headings are marked, never the entry's extra links.
 */
const HEADING_LINKS = '.toc a.toc__link--h2, .toc a.toc__link--h3';
/** How far down the viewport the band reaches whose first heading is the section being read. */
const READING_LINE = 0.3;
/** Pixels from the end of the page that count as the end: zoom rounds scroll positions. */
const END_SLACK = 2;

/** The heading of the section in view, by the rules above; undefined when none is. */
function sectionInView(headings: readonly Element[], view: Window): Element | undefined {
  const { innerHeight, scrollY } = view;
  const page = view.document.documentElement;
  const tops = headings.map((heading) => heading.getBoundingClientRect().top);
  const lastAbove = (line: number) => {
    let found = -1;
    tops.forEach((top, index) => {
      if (top <= line) found = index;
    });
    return found;
  };
  if (scrollY > 0 && scrollY + innerHeight >= page.scrollHeight - END_SLACK) {
    const onScreen = lastAbove(innerHeight - 1);
    if (onScreen >= 0) return headings[onScreen];
  }
  const inBand = tops.findIndex((top) => top >= 0 && top <= innerHeight * READING_LINE);
  if (inBand >= 0) return headings[inBand];
  const above = lastAbove(-1);
  if (above >= 0) return headings[above];
  const first = tops[0];
  return first !== undefined && first < innerHeight ? headings[0] : undefined;
}

/** Starts the scroll spy when the page has a table of contents; returns its stop. */
export function watchTableOfContents(document: Document): () => void {
  const view = document.defaultView;
  const links = [...document.querySelectorAll(HEADING_LINKS)];
  if (!view || links.length === 0) return () => undefined;
  const headings = links
    .map((link) => document.getElementById(link.getAttribute('href')!.slice(1)))
    .filter((heading) => heading !== null);
  let frame: number | undefined;

  const mark = () => {
    frame = undefined;
    const section = sectionInView(headings, view);
    // Found again each time: React would put the table's markup back as a whole should it ever
    // render the page afresh.
    for (const link of document.querySelectorAll(HEADING_LINKS)) {
      if (section && link.getAttribute('href') === `#${section.id}`) link.setAttribute('aria-current', 'location');
      else link.removeAttribute('aria-current');
    }
  };
  const onScroll = () => {
    frame ??= view.requestAnimationFrame(mark);
  };

  view.addEventListener('scroll', onScroll, { passive: true });
  view.addEventListener('resize', onScroll, { passive: true });
  onScroll();
  return () => {
    view.removeEventListener('scroll', onScroll);
    view.removeEventListener('resize', onScroll);
    if (frame !== undefined) view.cancelAnimationFrame(frame);
  };
}
