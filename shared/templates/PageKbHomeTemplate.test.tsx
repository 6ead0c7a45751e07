import { screen } from '@testing-library/react';
import { renderWithStore } from '../components/render-with-store';
import { PageKbHomeTemplate } from './PageKbHomeTemplate';
import { contentPage } from '../../test/support/template-fixtures';

describe('PageKbHomeTemplate', () => {
  it('renders the Knowledge Base heading, search, divider and more ways to get help', () => {
    // Arrange
    const { page, state } = contentPage('pageKbHome', '/jira-cloud/kb/');

    // Act
    renderWithStore(<PageKbHomeTemplate entry={page} />, state);

    // Assert
    expect(screen.getByRole('heading', { level: 1, name: 'Jira Knowledge Base' })).toBeInTheDocument();
    expect(screen.getAllByRole('search').some((form) => form.getAttribute('action') === '/search-results/')).toBe(true);
    expect(screen.getByRole('separator')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'More ways to get help' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Developer support desk' })).toBeInTheDocument();
  });
});
