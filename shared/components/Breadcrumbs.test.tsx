import { screen } from '@testing-library/react';
import { Breadcrumbs, parentIndex } from './Breadcrumbs';
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

  it('marks the crumb before the current page as the parent a phone keeps as its back link', () => {
    // Arrange
    const items = [
      { id: 'home', title: 'Support', url: '/' },
      { id: 'setup', title: 'Set up your site', url: '/jira-cloud/docs/set-up-your-site/' },
      { id: 'invite', title: 'Invite your team', url: '/jira-cloud/docs/invite-your-team/' },
    ];

    // Act
    const { container } = renderWithStore(<Breadcrumbs items={items} currentId="invite" />);

    // Assert
    const parents = container.querySelectorAll('.hc-breadcrumbs__item--parent');
    expect(parents).toHaveLength(1);
    expect(parents[0]).toHaveTextContent('Set up your site');
    expect(screen.getByRole('link', { name: 'Set up your site' })).toHaveAttribute('title', 'Set up your site');
  });

  it('finds the parent before the current page, at the end without one, and none when the page leads', () => {
    // Arrange
    const items = [
      { id: 'home', title: 'Support', url: '/' },
      { id: 'kb', title: 'Knowledge Base', url: '/jira-cloud/kb/' },
    ];

    // Act and assert
    expect(parentIndex(items, 'kb')).toBe(0);
    expect(parentIndex(items)).toBe(0);
    expect(parentIndex(items, 'an article not in the trail')).toBe(1);
    expect(parentIndex(items, 'home')).toBe(-1);
  });

  it('renders nothing without items', () => {
    // Act
    const { container } = renderWithStore(<Breadcrumbs items={[]} />);

    // Assert
    expect(container).toBeEmptyDOMElement();
  });
});
