import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { LocaleProvider } from '../i18n/locale';
import userEvent from '@testing-library/user-event';
import type { PageTreeNode } from '../types/content';
import { PageTree } from './PageTree';
import { PAGE_TREE_STORAGE_KEY } from './page-tree-session';
import { makeStore, renderServerMarkup, renderWithStore } from './render-with-store';

const node = (id: string, childList: PageTreeNode[] = []): PageTreeNode => ({
  id,
  title: id,
  slug: id,
  url: `/docs/${id}/`,
  contentType: 'topic',
  childList,
});

const tree = [node('guide', [node('set', [node('current'), node('other')])]), node('reference', [node('lookup')])];

/** The summary that toggles a disclosure, found by its accessible name or one of its labels. */
const summary = (name: string): HTMLElement => {
  const found = [...document.querySelectorAll('summary')].find(
    (element) =>
      element.getAttribute('aria-label') === name || [...element.children].some((label) => label.textContent === name),
  );
  if (!found) throw new Error(`no summary named ${name}`);
  return found;
};
const isOpen = (element: HTMLElement): boolean => (element.parentElement as HTMLDetailsElement).open;

/** The server's markup of the tree in the document, its panel opened or not before hydration. */
function serverMarkupWithPanel(open: boolean): HTMLElement {
  const container = renderServerMarkup(<PageTree nodes={tree} currentId="current" />);
  document.body.append(container);
  (container.querySelector('.hc-page-tree__panel') as HTMLDetailsElement).open = open;
  return container;
}

/** Hydrates the tree over `container`'s server markup, as the browser does once the visitor turns to it. */
function hydrate(container: HTMLElement): void {
  render(
    <Provider store={makeStore()}>
      <LocaleProvider locale="en-US">
        <PageTree nodes={tree} currentId="current" />
      </LocaleProvider>
    </Provider>,
    { container, hydrate: true },
  );
}

describe('PageTree', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    document.body.innerHTML = '';
  });

  it('starts collapsed and opens when the visitor asks, remembering it for the session', async () => {
    // Arrange
    renderWithStore(<PageTree nodes={tree} currentId="current" />);

    // Act
    await userEvent.click(summary('Show navigation'));

    // Assert
    expect(isOpen(summary('Hide navigation'))).toBe(true);
    expect(window.sessionStorage.getItem(PAGE_TREE_STORAGE_KEY)).toBe('true');
  });

  it('stays open when hydrated over a panel the session reopened before hydration', () => {
    // Arrange
    window.sessionStorage.setItem(PAGE_TREE_STORAGE_KEY, 'true');
    const container = serverMarkupWithPanel(true);

    // Act
    hydrate(container);

    // Assert
    expect(isOpen(summary('Hide navigation'))).toBe(true);
    expect(window.sessionStorage.getItem(PAGE_TREE_STORAGE_KEY)).toBe('true');
  });

  it('counts a panel the visitor opened before hydration as opened by them, remembering it for the session', () => {
    // Arrange
    const container = serverMarkupWithPanel(true);

    // Act
    hydrate(container);

    // Assert
    expect(isOpen(summary('Hide navigation'))).toBe(true);
    expect(window.sessionStorage.getItem(PAGE_TREE_STORAGE_KEY)).toBe('true');
  });

  it('keeps a node the visitor collapsed before hydration collapsed, its label saying so', () => {
    // Arrange
    const container = serverMarkupWithPanel(false);
    (summary('Collapse set').parentElement as HTMLDetailsElement).open = false;

    // Act
    hydrate(container);

    // Assert
    expect(isOpen(summary('Expand set'))).toBe(false);
  });

  it('renders every level as native disclosures, so the tree opens without JavaScript', () => {
    // Act
    renderWithStore(<PageTree nodes={tree} currentId="current" />);

    // Assert
    expect(document.querySelectorAll('details')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'lookup', hidden: true })).toHaveAttribute('href', '/docs/lookup/');
  });

  it('expands the current page and its parents and leaves other branches collapsed', () => {
    // Act
    renderWithStore(<PageTree nodes={tree} currentId="current" />);

    // Assert
    expect(isOpen(summary('Collapse guide'))).toBe(true);
    expect(isOpen(summary('Collapse set'))).toBe(true);
    expect(isOpen(summary('Expand reference'))).toBe(false);
    expect(screen.getByRole('link', { name: 'current', hidden: true })).toHaveAttribute('aria-current', 'page');
  });

  it('expands and collapses an item with its disclosure', async () => {
    // Arrange
    window.sessionStorage.setItem(PAGE_TREE_STORAGE_KEY, 'true');
    renderWithStore(<PageTree nodes={tree} currentId="current" />);

    // Act
    await userEvent.click(summary('Expand reference'));

    // Assert
    expect(isOpen(summary('Collapse reference'))).toBe(true);

    // Act
    await userEvent.click(summary('Collapse reference'));

    // Assert
    expect(isOpen(summary('Expand reference'))).toBe(false);
  });
});
