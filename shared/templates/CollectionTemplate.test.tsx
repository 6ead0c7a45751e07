import { screen, within } from '@testing-library/react';
import { renderWithStore } from '../components/render-with-store';
import { CollectionTemplate } from './CollectionTemplate';
import { contentPage } from '../../test/support/template-fixtures';

describe('CollectionTemplate', () => {
  it('renders the title, breadcrumbs and a View topics card per child', () => {
    // Arrange
    const { page, state } = contentPage('collection', '/jira-cloud/docs/get-started/');

    // Act
    renderWithStore(<CollectionTemplate entry={page} />, state);

    // Assert
    expect(screen.getByRole('heading', { level: 1, name: 'Get started' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', {
        name: 'Get started',
        current: 'page',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View topics' })).toHaveAttribute('href', '/jira-cloud/docs/boards/');
  });
});
