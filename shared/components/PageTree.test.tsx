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

describe('PageTree', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('starts collapsed and opens when the visitor asks, remembering it for the session', async () => {
    // Arrange
    renderWithStore(<PageTree nodes={tree} currentId="current" />);
    const toggle = screen.getByRole('button', { name: 'Show navigation' });

    // Act
    await userEvent.click(toggle);

    // Assert
    expect(screen.getByRole('button', { name: 'Hide navigation' })).toHaveAttribute('aria-expanded', 'true');
    expect(window.sessionStorage.getItem(PAGE_TREE_STORAGE_KEY)).toBe('true');
  });

  it('reopens after mount when it was open earlier in the session', () => {
    // Arrange
    window.sessionStorage.setItem(PAGE_TREE_STORAGE_KEY, 'true');

    // Act
    renderWithStore(<PageTree nodes={tree} currentId="current" />);

    // Assert
    expect(screen.getByRole('button', { name: 'Hide navigation' })).toBeInTheDocument();
  });

  it('expands the current page and its parents and leaves other branches collapsed', () => {
    // Act
    renderWithStore(<PageTree nodes={tree} currentId="current" />);

    // Assert
    expect(screen.getByRole('button', { name: 'Collapse guide', hidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Collapse set', hidden: true })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Expand reference', hidden: true })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('link', { name: 'current', hidden: true })).toHaveAttribute('aria-current', 'page');
  });

  it('expands and collapses an item with its disclosure button', async () => {
    // Arrange
    window.sessionStorage.setItem(PAGE_TREE_STORAGE_KEY, 'true');
    renderWithStore(<PageTree nodes={tree} currentId="current" />);

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Expand reference' }));

    // Assert
    expect(screen.getByRole('link', { name: 'lookup' })).toBeVisible();

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Collapse reference' }));

    // Assert
    expect(screen.queryByRole('link', { name: 'lookup' })).not.toBeInTheDocument();
  });
});
