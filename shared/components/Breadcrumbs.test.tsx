import { screen } from '@testing-library/react';
import { Breadcrumbs } from './Breadcrumbs';
import { renderWithStore } from './render-with-store';

describe('Breadcrumbs', () => {
  it('labels the trail Breadcrumb and marks the current page', () => {
    // Arrange
    const items = [
      { id: 'home', title: 'Support', url: '/' },
      { id: 'docs', title: 'Jira Cloud documentation', url: '/jira-cloud/docs/' },
    ];

    // Act
    renderWithStore(<Breadcrumbs items={items} currentId="docs" />);

    // Assert
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jira Cloud documentation' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Support' })).not.toHaveAttribute('aria-current');
  });

  it('renders nothing without items', () => {
    // Act
    const { container } = renderWithStore(<Breadcrumbs items={[]} />);

    // Assert
    expect(container).toBeEmptyDOMElement();
  });
});
