import { screen } from '@testing-library/react';
import { contentPage } from '../../test/support/template-fixtures';
import { PageLayout } from './PageLayout';
import { renderWithStore } from './render-with-store';

describe('PageLayout', () => {
  it('shows a PREVIEW MODE status banner when the entry is a preview', () => {
    // Arrange
    const { page, state } = contentPage('topic', '/jira-cloud/docs/tour-2/');

    // Act
    renderWithStore(
      <PageLayout entry={{ ...page, preview: true }}>
        <p>Content</p>
      </PageLayout>,
      state,
    );

    // Assert
    expect(screen.getByRole('status')).toHaveTextContent('PREVIEW MODE');
  });

  it('shows no preview banner for published content', () => {
    // Arrange
    const { page, state } = contentPage('topic', '/jira-cloud/docs/tour-2/');

    // Act
    renderWithStore(
      <PageLayout entry={{ ...page, preview: false }}>
        <p>Content</p>
      </PageLayout>,
      state,
    );

    // Assert
    expect(screen.queryByText('PREVIEW MODE')).not.toBeInTheDocument();
  });

  it('offers one skip link, the first focusable element, pointing at the focusable main region', () => {
    // Arrange
    const { page, state } = contentPage('topic', '/jira-cloud/docs/tour-2/');

    // Act
    const { container } = renderWithStore(
      <PageLayout entry={page}>
        <p>Content</p>
      </PageLayout>,
      state,
    );

    // Assert
    const skipLinks = container.querySelectorAll('a[href="#maincontent"]');
    expect(skipLinks).toHaveLength(1);
    expect(container.querySelector('a[href], button')).toBe(skipLinks[0]);
    expect(container.querySelector('main#maincontent')).toHaveAttribute('tabindex', '-1');
  });
});
