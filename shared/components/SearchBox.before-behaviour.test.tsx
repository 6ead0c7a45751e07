/**
 * The search box before its behaviour (the `lazy-search-box` chunk) has arrived: a file of its own,
 * so that the module-wide loaded behaviour of SearchBox.tsx starts out missing in every test.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TrackedEvent } from '../analytics/events';
import { setTrackSink } from '../analytics/track';
import type { FetchSuggestions } from '../search/suggestions';
import { SearchBox } from './SearchBox';
import { renderWithStore } from './render-with-store';

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 300)));

describe('SearchBox before its behaviour has arrived', () => {
  it("lets the header's form go to the results page itself, in a new tab, while the visitor's key still allows one", () => {
    // Arrange
    const tracked: TrackedEvent[] = [];
    setTrackSink(undefined);
    setTrackSink((event) => tracked.push(event));
    renderWithStore(<SearchBox label="Search" location="header" newTab suggest={false} />);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    const form = input.closest('form')!;
    input.setAttribute('value', 'sprint planning');

    // Act
    const notPrevented = fireEvent.submit(form);
    setTrackSink(undefined);

    // Assert
    expect(notPrevented).toBe(true);
    expect(form).toHaveAttribute('target', '_blank');
    expect(tracked).toEqual([
      {
        name: 'search.redirect',
        attributes: {
          location: 'header',
          query: 'sprint planning',
          url: '/search-results/?searchTerm=sprint+planning',
        },
      },
    ]);
  });

  it('searches in place for the term as it was submitted, not as the box holds it when the behaviour arrives', async () => {
    // Arrange
    const navigate = jest.fn();
    renderWithStore(<SearchBox label="Search" navigate={navigate} suggest={false} />);
    const input = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' });
    input.value = 'sprint';

    // Act
    const notPrevented = fireEvent.submit(input.closest('form')!);
    input.value = 'kanb';
    await settle();

    // Assert
    expect(notPrevented).toBe(false);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/search-results/?searchTerm=sprint', false);
  });

  it('opens no list behind a visitor who left the box before its suggestions came', async () => {
    // Arrange
    const asked: string[] = [];
    const source: FetchSuggestions = (query) => {
      asked.push(query);
      return Promise.resolve({
        query,
        suggestions: [{ title: 'Plan a sprint', url: '/plan/', product: 'Jira', deployment: 'cloud' }],
        headings: [],
      });
    };
    renderWithStore(<SearchBox label="Search" navigate={jest.fn()} suggest={source} />);
    const input = screen.getByRole('combobox', { name: 'Search' });

    // Act
    await userEvent.type(input, 'sprint');
    await userEvent.tab();
    await settle();

    // Assert
    expect(input).not.toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
    expect(asked).toEqual([]);
  });
});
