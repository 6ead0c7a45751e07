import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LinkView } from '../types/page';
import { ShowMoreList } from './ShowMoreList';
import { SiblingList, siblingWindow } from './SiblingList';
import { renderServerMarkup, renderWithStore } from './render-with-store';

const links = (count: number): LinkView[] =>
  Array.from({ length: count }, (_, index) => ({ id: `a${index}`, label: `Article ${index}`, url: `/kb/a${index}/` }));

describe('ShowMoreList', () => {
  it('shows the first five items and a Show more button', () => {
    // Act
    renderWithStore(
      <ShowMoreList items={links(7)} keyOf={(l) => l.url} renderItem={(l) => <a href={l.url}>{l.label}</a>} />,
    );

    // Assert
    expect(screen.getAllByRole('link')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Show more' })).toBeInTheDocument();
  });

  it('reveals every item and moves focus to the first newly shown one', async () => {
    // Arrange
    renderWithStore(
      <ShowMoreList items={links(7)} keyOf={(l) => l.url} renderItem={(l) => <a href={l.url}>{l.label}</a>} />,
    );

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));

    // Assert
    expect(screen.getAllByRole('link')).toHaveLength(7);
    expect(screen.getByRole('link', { name: 'Article 5' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('puts the other items in a native disclosure in the server markup, so they open without JavaScript', () => {
    // Act
    const markup = renderServerMarkup(<SiblingList items={links(10)} currentIndex={5} label="In this section" />);

    // Assert
    const shown = [...markup.querySelectorAll('.hc-show-more > ul a')].map((link) => link.textContent);
    const more = markup.querySelector('.hc-show-more > details');
    expect(shown).toEqual(['Article 3', 'Article 4', 'Article 5', 'Article 6', 'Article 7']);
    expect(more?.querySelector('summary')?.textContent).toBe('Show more');
    expect([...(more?.querySelectorAll('a') ?? [])].map((link) => link.textContent)).toEqual([
      'Article 0',
      'Article 1',
      'Article 2',
      'Article 8',
      'Article 9',
    ]);
    expect(markup.querySelector('button')).toBeNull();
  });

  it('has no Show more button for five items or fewer', () => {
    // Act
    renderWithStore(<ShowMoreList items={links(5)} keyOf={(l) => l.url} renderItem={(l) => l.label} />);

    // Assert
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('siblingWindow', () => {
  it.each([
    [0, [0, 5]],
    [2, [0, 5]],
    [5, [3, 8]],
    [7, [5, 10]],
    [9, [5, 10]],
  ])('shows the right five of ten siblings when the current index is %i', (index, expected) => {
    // Act
    const range = siblingWindow(10, index);

    // Assert
    expect(range).toEqual(expected);
  });

  it('shows every sibling when there are five or fewer', () => {
    // Act
    const range = siblingWindow(3, 2);

    // Assert
    expect(range).toEqual([0, 3]);
  });
});

describe('SiblingList', () => {
  it('shows the window around the current article, marked current, and all after Show more', async () => {
    // Arrange
    renderWithStore(<SiblingList items={links(10)} currentIndex={5} label="In this section" />);

    // Assert
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Article 3',
      'Article 4',
      'Article 5',
      'Article 6',
      'Article 7',
    ]);
    expect(screen.getByRole('link', { name: 'Article 5' })).toHaveAttribute('aria-current', 'page');

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));

    // Assert
    expect(screen.getAllByRole('link')).toHaveLength(10);
    expect(screen.getByRole('link', { name: 'Article 0' })).toHaveFocus();
  });
});
