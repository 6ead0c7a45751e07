import { screen } from '@testing-library/react';
import { renderWithStore } from '../components/render-with-store';
import { ProductLandingPageTemplate } from './ProductLandingPageTemplate';
import { contentPage } from '../../test/support/template-fixtures';

describe('ProductLandingPageTemplate', () => {
  it('renders the title, breadcrumbs, deployment switch, notice, cards and contact section', () => {
    // Arrange
    const { page, state } = contentPage('productLandingPage', '/confluence-cloud/resources/');

    // Act
    renderWithStore(<ProductLandingPageTemplate entry={page} />, state);

    // Assert
    expect(screen.getByRole('heading', { level: 1, name: 'Confluence Cloud support' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Deployment' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Scheduled maintenance' })).toHaveTextContent(
      'Jira is read-only on Sunday.',
    );
    // The notice follows the title (docs/adr/055-a-phone-starts-with-the-title.md).
    expect(
      screen
        .getByRole('heading', { level: 1 })
        .compareDocumentPosition(screen.getByRole('region', { name: 'Scheduled maintenance' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to billing' })).toHaveAttribute('href', '/billing/resources/');
    expect(screen.getByRole('heading', { name: 'Jira mobile apps' })).toBeInTheDocument();
    expect(screen.getByText('Not finding the help you need?')).toBeInTheDocument();
  });
});
