import { screen } from '@testing-library/react';
import { renderWithStore } from '../components/render-with-store';
import { HomePageTemplate } from './HomePageTemplate';
import { contentPage } from './template-fixtures';

describe('HomePageTemplate', () => {
  it('renders the hero, featured content, product tabs, resource cards and contact section', () => {
    // Arrange
    const { page, state } = contentPage('homePage', '/');

    // Act
    renderWithStore(<HomePageTemplate entry={page} />, state);

    // Assert
    expect(screen.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeInTheDocument();
    expect(screen.getByText('Search our docs and knowledge base')).toBeInTheDocument();
    expect(screen.getAllByPlaceholderText("Tell us what you're looking for")[0]).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your first board' })).toHaveAttribute(
      'href',
      '/jira-cloud/docs/create-a-board/',
    );
    expect(screen.getByRole('tab', { name: 'Cloud' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Data Center' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('heading', { name: 'Billing' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Hidden' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'maincontent');
  });
});
