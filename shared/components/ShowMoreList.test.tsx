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

  it('lists every item in order in the server markup, marking the hidden ones, with the native Show more after the list', () => {
    // Act
    const markup = renderServerMarkup(<SiblingList items={links(10)} currentIndex={5} label="In this section" />);

    // Assert
    const items = [...markup.querySelectorAll('.hc-show-more > ul > li')].map((item) => [
      item.textContent,
      item.classList.contains('hc-show-more__item--more'),
    ]);
    expect(items).toEqual([
      ['Article 0', true],
      ['Article 1', true],
      ['Article 2', true],
      ['Article 3', false],
      ['Article 4', false],
      ['Article 5', false],
      ['Article 6', false],
      ['Article 7', false],
      ['Article 8', true],
      ['Article 9', true],
    ]);
    const more = markup.querySelector('.hc-show-more > ul + details');
    expect(more?.querySelector('summary')?.textContent).toBe('Show more');
    expect(more?.querySelector('a')).toBeNull();
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
