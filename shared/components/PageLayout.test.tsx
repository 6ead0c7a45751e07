import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
    // The header's search box has a status region of its own: the banner is the one that says it.
    const banner = screen.getAllByRole('status').find((element) => element.classList.contains('hc-preview-banner'));
    expect(banner).toHaveTextContent('PREVIEW MODE');
  });

  it('links the preview banner to the entry in Contentful in a new tab, saying so in its accessible name', () => {
    // Arrange
    const { page, state } = contentPage('topic', '/jira-cloud/docs/tour-2/');
    const editUrl = 'https://app.contentful.com/spaces/helpcentre/environments/master/entries/topic-tour-2';

    // Act
    renderWithStore(
      <PageLayout entry={{ ...page, preview: true, previewEditUrl: editUrl }}>
        <p>Content</p>
      </PageLayout>,
      state,
    );

    // Assert
    const banner = screen.getAllByRole('status').find((element) => element.classList.contains('hc-preview-banner'))!;
    const link = within(banner).getByRole('link', {
      name: 'Open in Contentful (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', editUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
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

  it("puts the skip link before the preview banner: the first Tab reaches it, the second the banner's link", async () => {
    // Arrange
    const { page, state } = contentPage('topic', '/jira-cloud/docs/tour-2/');
    const editUrl = 'https://app.contentful.com/spaces/helpcentre/environments/master/entries/topic-tour-2';
    const user = userEvent.setup();
    renderWithStore(
      <PageLayout entry={{ ...page, preview: true, previewEditUrl: editUrl }}>
        <p>Content</p>
      </PageLayout>,
      state,
    );

    // Act
    await user.tab();
    const first = document.activeElement;
    await user.tab();
    const second = document.activeElement;

    // Assert
    expect(first).toBe(screen.getByRole('link', { name: 'Skip to main content' }));
    expect(second).toBe(screen.getByRole('link', { name: 'Open in Contentful (opens in a new tab)' }));
  });

  it("lists the resolver's helpful topics in the side panel of the mobile menu", async () => {
    // Arrange
    const { page, state } = contentPage('topic', '/jira-cloud/docs/tour-2/');
    const helpfulTopics = [{ id: 'guide', title: 'Get started', url: '/jira-cloud/docs/get-started/' }];
    const user = userEvent.setup();
    renderWithStore(
      <PageLayout entry={{ ...page, helpfulTopics }}>
        <p>Content</p>
      </PageLayout>,
      state,
    );

    // Act
    await user.click(screen.getByRole('button', { name: 'Menu' }));

    // Assert
    const topics = screen.getByRole('region', { name: 'Helpful topics' });
    expect(within(topics).getByRole('link', { name: 'Get started' })).toHaveAttribute(
      'href',
      '/jira-cloud/docs/get-started/',
    );
  });
});
