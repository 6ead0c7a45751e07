import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PageTreeNode } from '../types/content';
import { PAGE_TREE_STORAGE_KEY, PageTree } from './PageTree';
import { renderWithStore } from './render-with-store';

const node = (id: string, childList: PageTreeNode[] = []): PageTreeNode => ({
  id,
  title: id,
  slug: id,
  url: `/docs/${id}/`,
  contentType: 'topic',
  childList,
});

const tree = [node('guide', [node('set', [node('current'), node('other')])]), node('reference', [node('lookup')])];

/** The summary that toggles a disclosure, found by its text or accessible name. */
const summary = (name: string): HTMLElement => {
  const found = [...document.querySelectorAll('summary')].find(
    (element) => element.getAttribute('aria-label') === name || element.textContent === name,
  );
  if (!found) throw new Error(`no summary named ${name}`);
  return found;
};
const isOpen = (element: HTMLElement): boolean => (element.parentElement as HTMLDetailsElement).open;

describe('PageTree', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('starts collapsed and opens when the visitor asks, remembering it for the session', async () => {
    // Arrange
    renderWithStore(<PageTree nodes={tree} currentId="current" />);

    // Act
    await userEvent.click(summary('Show navigation'));

    // Assert
    expect(isOpen(summary('Hide navigation'))).toBe(true);
    expect(window.sessionStorage.getItem(PAGE_TREE_STORAGE_KEY)).toBe('true');
  });

  it('reopens after mount when it was open earlier in the session', () => {
    // Arrange
    window.sessionStorage.setItem(PAGE_TREE_STORAGE_KEY, 'true');

    // Act
    renderWithStore(<PageTree nodes={tree} currentId="current" />);

    // Assert
    expect(isOpen(summary('Hide navigation'))).toBe(true);
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
