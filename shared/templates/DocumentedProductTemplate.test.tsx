import { screen, within } from '@testing-library/react';
import { renderWithStore } from '../components/render-with-store';
import { DocumentedProductTemplate } from './DocumentedProductTemplate';
import { contentPage } from '../../test/support/template-fixtures';

describe('DocumentedProductTemplate', () => {
  it('renders the page tree, title, restricted search, guides and documentation sections', () => {
    // Arrange
    const { page, state } = contentPage('documentedProduct', '/jira-cloud/docs/');

    // Act
    renderWithStore(<DocumentedProductTemplate entry={page} />, state);

    // Assert
    expect(screen.getByRole('navigation', { name: 'Documentation' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Jira Cloud documentation' })).toBeInTheDocument();
    expect(
      screen.getAllByRole('search').some((form) => form.querySelector('input[name="product"][value="jira"]')),
    ).toBe(true);
    expect(screen.getByRole('heading', { name: 'Guides' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View topics' })).toHaveAttribute('href', '/jira-cloud/docs/get-started/');
    expect(screen.getByText('Look things up')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getAllByRole('link', { name: 'Search with JQL' }).at(-1)).toHaveAttribute(
      'href',
      '/jira-cloud/docs/search-with-jql/',
    );
  });

  it('says in its search box, in the same words as its name, that the box searches this documentation', () => {
    const { page, state } = contentPage('documentedProduct', '/jira-cloud/docs/');

    renderWithStore(<DocumentedProductTemplate entry={page} />, state);

    const box = within(screen.getByRole('main')).getByRole('combobox', { name: 'Search this documentation' });
    expect(box).toHaveAttribute('placeholder', 'Search this documentation');
  });
});
