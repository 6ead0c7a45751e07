import { screen } from '@testing-library/react';
import { renderWithStore } from '../components/render-with-store';
import { ContextAppTemplate } from './ContextAppTemplate';
import { contentPage } from '../../test/support/template-fixtures';

describe('ContextAppTemplate', () => {
  it('renders the app title and the contact section', () => {
    // Arrange
    const { page, state } = contentPage('contextApp', '/jira-mobile-apps/resources/');

    // Act
    renderWithStore(<ContextAppTemplate entry={page} />, state);

    // Assert
    expect(screen.getByRole('heading', { level: 1, name: 'Jira mobile apps' })).toBeInTheDocument();
    expect(screen.getByText('Not finding the help you need?')).toBeInTheDocument();
  });
});
