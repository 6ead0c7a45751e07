/**
 * The server leaves the page tree out of the embedded state (server/render/embedded-state.ts), as
 * the sidebar's markup already holds the whole branch; this reads it back from that markup, so the
 * first client render matches the server's without the tree being sent twice.
 */
import { readStoredOpen } from '../shared/components/page-tree-session';
import { stripLocale } from '../shared/links/locale';
import type { PageTreeItem } from '../shared/types/content';

function childElements(parent: Element, className: string): Element[] {
  return [...parent.children].filter((child) => child.classList.contains(className));
}

function readItems(list: Element): PageTreeItem[] {
  const items: PageTreeItem[] = [];
  for (const element of childElements(list, 'hc-page-tree__item')) {
    const id = element.getAttribute('data-node-id');
    const link = childElements(element, 'hc-page-tree__link')[0];
    const href = link?.getAttribute('href');
    if (id === null || !link || !href) continue;
    const item: PageTreeItem = { id, title: link.textContent ?? '', url: stripLocale(href).path, childList: [] };
    // An untranslated title's link says its language (PageTreeItem.lang).
    const lang = link.getAttribute('lang');
    if (lang === 'en' || lang === 'ja') item.lang = lang;
    const details = childElements(element, 'hc-page-tree__node')[0];
    if (details?.hasAttribute('data-lazy')) item.lazy = true;
    else if (details) {
      const group = childElements(details, 'hc-page-tree__group')[0];
      if (group) item.childList = readItems(group);
    }
    items.push(item);
  }
  return items;
}

/** The branch the server rendered in the sidebar, or an empty tree when the page has no sidebar. */
export function restorePageTree(root: ParentNode): PageTreeItem[] {
  const list = root.querySelector('.hc-page-tree .hc-page-tree__list');
  return list ? readItems(list) : [];
}

/**
 * Opens the sidebar's panel (a disclosure below 1,024 px) when the visitor opened it earlier in the
 * session (SPEC.md: open/closed is remembered for the session), before the page is hydrated: the tree itself is hydrated only when the visitor turns to it
 * (docs/adr/045-hydration-on-intent.md), and reads the panel's state from the markup then.
 */
export function reopenPageTreePanel(root: ParentNode, view: Pick<Window, 'sessionStorage'> | null): void {
  const panel = root.querySelector<HTMLDetailsElement>('.hc-page-tree__panel');
  if (!panel) return;
  // Whenever the panel opens, by the visitor or just below, its list shows the current page.
  panel.addEventListener('toggle', () => {
    if (panel.open) revealCurrentPage(panel);
  });
  // Storage that cannot be read (private mode) leaves the panel as the server rendered it.
  if (readStoredOpen(view)) {
    panel.open = true;
    revealCurrentPage(panel);
  }
}

/**
 * Below 1,024 px the opened panel's list is a box of bounded height that scrolls on its own
 * (PageTree.css), so the page's title stays on the first screen of a phone. The box shows the tree
 * from its top; only when the current page's row would be below the box does this scroll the box, and
 * only it, so the row sits two thirds of the way down (a shade at the box's top says the tree goes on
 * above). A list that does not scroll (a wide screen's column, a short branch) is left alone.
 */
export function revealCurrentPage(panel: HTMLDetailsElement): void {
  const list = panel.querySelector<HTMLElement>('.hc-page-tree__list');
  const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
  if (!list || !current || list.scrollHeight <= list.clientHeight) return;
  const listTop = list.getBoundingClientRect().top - list.scrollTop;
  const row = current.getBoundingClientRect();
  const offset = row.top - listTop;
  list.scrollTop = offset + row.height <= list.clientHeight ? 0 : Math.max(0, offset - (list.clientHeight * 2) / 3);
}
