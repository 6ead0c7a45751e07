import { screen } from '@testing-library/react';
import { renderWithStore } from '../components/render-with-store';
import { SearchResultsTemplate } from './SearchResultsTemplate';
import { staticPage } from './template-fixtures';

describe('SearchResultsTemplate', () => {
  it('lists the results for the search term', () => {
    // Arrange
    const page = staticPage('searchResults', {
      search: {
        term: 'board',
        total: 1,
        results: [
          { title: 'Create a board', url: '/jira-cloud/docs/create-a-board/', description: 'Boards show work.' },
        ],
      },
    });

    // Act
    renderWithStore(<SearchResultsTemplate entry={page} />, { entry: page });

    // Assert
    expect(screen.getByText(/Showing results for "board"/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a board' })).toHaveAttribute(
      'href',
      '/jira-cloud/docs/create-a-board/',
    );
    expect(screen.getByText('Boards show work.')).toBeInTheDocument();
  });
});
