import { PAGE_TREE_STORAGE_KEY } from '../shared/components/page-tree-session';
import { reopenPageTreePanel, restorePageTree } from './restore-page-tree';

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
