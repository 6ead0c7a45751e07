import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { PageTree } from '../shared/components/PageTree';
import { makeStore } from '../shared/components/render-with-store';
import { LocaleProvider } from '../shared/i18n/locale';
import type { PageTreeItem } from '../shared/types/content';
import { PAGE_TREE_STORAGE_KEY } from '../shared/components/page-tree-session';
import { reopenPageTreePanel, restorePageTree, revealCurrentPage } from './restore-page-tree';

const SIDEBAR = `
  <nav class="hc-page-tree">
    <details class="hc-page-tree__panel">
      <summary class="hc-page-tree__panel-toggle"></summary>
      <ul class="hc-page-tree__list">
        <li class="hc-page-tree__item" data-node-id="guide">
          <a class="hc-page-tree__link" href="/ja/docs/guide/">Guide</a>
          <details class="hc-page-tree__node">
            <summary class="hc-page-tree__toggle"></summary>
            <ul class="hc-page-tree__group">
              <li class="hc-page-tree__item" data-node-id="topic"><a class="hc-page-tree__link" href="/ja/docs/topic/">Topic</a></li>
            </ul>
          </details>
        </li>
        <li class="hc-page-tree__item" data-node-id="reference">
          <a class="hc-page-tree__link" href="/docs/reference/">Reference</a>
          <details class="hc-page-tree__node" data-lazy=""></details>
        </li>
      </ul>
    </details>
  </nav>`;

const panel = () => document.querySelector<HTMLDetailsElement>('.hc-page-tree__panel')!;

describe('restorePageTree', () => {
  it('reads the branch the sidebar shows back from its markup, without the locale in the urls', () => {
    document.body.innerHTML = SIDEBAR;

    expect(restorePageTree(document)).toEqual([
      {
        id: 'guide',
        title: 'Guide',
        url: '/docs/guide/',
        childList: [{ id: 'topic', title: 'Topic', url: '/docs/topic/', childList: [] }],
      },
      { id: 'reference', title: 'Reference', url: '/docs/reference/', childList: [], lazy: true },
    ]);
  });
});

describe('restorePageTree on a Japanese page', () => {
  it('reads back the language of untranslated titles, so the first client render marks them as the server did', () => {
    // Arrange: the server's tree of a Japanese page, rendered by the component the browser hydrates
    const nodes: PageTreeItem[] = [
      {
        id: 'guide',
        title: 'はじめに',
        url: '/docs/guide/',
        childList: [{ id: 'topic', title: 'Create a board', url: '/docs/topic/', childList: [], lang: 'en' }],
      },
      { id: 'reference', title: 'Reference', url: '/docs/reference/', childList: [], lazy: true, lang: 'en' },
    ];
    document.body.innerHTML = renderToString(
      <Provider store={makeStore()}>
        <LocaleProvider locale="ja-JP">
          <PageTree nodes={nodes} currentId="topic" />
        </LocaleProvider>
      </Provider>,
    );

    // Act
    const restored = restorePageTree(document);

    // Assert
    expect(restored).toEqual(nodes);
    // The lazy node's link to its own page says the title's language inside the Japanese words.
    const branchLink = document.querySelector('[data-branch-link] a')!;
    expect(branchLink.querySelector('span[lang="en"]')?.textContent).toBe('Reference');
    expect(branchLink.hasAttribute('lang')).toBe(false);
  });
});

describe('reopenPageTreePanel', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    document.body.innerHTML = SIDEBAR;
  });

  it('opens the panel before hydration when the visitor opened it earlier in the session', () => {
    window.sessionStorage.setItem(PAGE_TREE_STORAGE_KEY, 'true');

    reopenPageTreePanel(document, window);

    expect(panel().open).toBe(true);
  });

  it('leaves the panel closed in a new session or after the visitor closed it', () => {
    reopenPageTreePanel(document, window);
    const fresh = panel().open;
    window.sessionStorage.setItem(PAGE_TREE_STORAGE_KEY, 'false');
    reopenPageTreePanel(document, window);

    expect(fresh).toBe(false);
    expect(panel().open).toBe(false);
  });

  it('leaves the panel as it is when storage cannot be read', () => {
    const view = {
      get sessionStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    };

    reopenPageTreePanel(document, view);

    expect(panel().open).toBe(false);
  });
});

describe('revealCurrentPage', () => {
  /** A list box of 100 px holding rows of 30 px, the current page the ninth (jsdom has no layout). */
  function scrollingList(current: number): { list: HTMLElement; details: HTMLDetailsElement } {
    document.body.innerHTML = `
      <details class="hc-page-tree__panel" open>
        <summary class="hc-page-tree__panel-toggle"></summary>
        <ul class="hc-page-tree__list">${Array.from(
          { length: 12 },
          (_, index) =>
            `<li class="hc-page-tree__item"><a class="hc-page-tree__link" href="/docs/${index}/"${
              index === current ? ' aria-current="page"' : ''
            }>Page ${index}</a></li>`,
        ).join('')}</ul>
      </details>`;
    const list = document.querySelector<HTMLElement>('.hc-page-tree__list')!;
    Object.defineProperty(list, 'clientHeight', { value: 100 });
    Object.defineProperty(list, 'scrollHeight', { value: 360 });
    list.getBoundingClientRect = () => ({ top: 200 - list.scrollTop }) as DOMRect;
    list.querySelectorAll('a').forEach((link, index) => {
      link.getBoundingClientRect = () => ({ top: 200 + index * 30 - list.scrollTop, height: 30 }) as DOMRect;
    });
    return { list, details: document.querySelector('details')! };
  }

  it('scrolls the list box so a current page below it sits two thirds of the way down', () => {
    const { list, details } = scrollingList(8);

    revealCurrentPage(details);

    expect(list.scrollTop).toBeCloseTo(8 * 30 - (100 * 2) / 3);
  });

  it('leaves the box at its top when the current page is among the first rows', () => {
    const { list, details } = scrollingList(0);

    revealCurrentPage(details);

    expect(list.scrollTop).toBe(0);
  });

  it("leaves the box at its top while the current page's row fits in it, and scrolls once it would not", () => {
    // The third row spans 60 to 90 px of the 100 px box; the fourth (90 to 120) would end below it.
    const fits = scrollingList(2);
    revealCurrentPage(fits.details);
    const top = fits.list.scrollTop;
    const below = scrollingList(3);
    revealCurrentPage(below.details);

    expect(top).toBe(0);
    expect(below.list.scrollTop).toBeGreaterThan(0);
  });

  it('scrolls the box when the visitor opens the panel, not only when it is reopened', () => {
    window.sessionStorage.clear();
    const { list, details } = scrollingList(8);
    details.open = false;
    reopenPageTreePanel(document, window);

    details.open = true;
    details.dispatchEvent(new Event('toggle'));

    expect(list.scrollTop).toBeGreaterThan(0);
  });
});
