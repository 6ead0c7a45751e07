import { screen, within } from '@testing-library/react';
import { renderWithStore } from '../components/render-with-store';
import { anonymousUser } from '../state/auth';
import { PageKbArticleTemplate } from './PageKbArticleTemplate';
import { contentPage } from '../../test/support/template-fixtures';

describe('PageKbArticleTemplate', () => {
  it("renders the trail's KB home, title, platform, body, updated date, versions, children and help block", () => {
    // Arrange
    const { page, state } = contentPage('pageKbArticle', '/jira-cloud/kb/set-up-sso/');

    // Act
    renderWithStore(<PageKbArticleTemplate entry={page} />, state);

    // Assert
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Knowledge Base' })).toHaveAttribute('href', '/jira-cloud/kb/');
    expect(within(trail).getByRole('link', { name: 'Knowledge Base' }).parentElement).toHaveClass(
      'hc-breadcrumbs__item--parent',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Set up SSO' })).toBeInTheDocument();
    expect(screen.getByText('Cloud only')).toBeInTheDocument();
    expect(screen.getByText('Updated on March 3, 2025')).toBeInTheDocument();
    expect(screen.getByText('Jira Data Center 9.4 and later')).toBeInTheDocument();
    expect(screen.getByText('Jira Cloud Latest')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Explore more' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /SSO problem/ })).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Ask the community' })).toHaveAttribute(
      'href',
      expect.stringContaining('add-tags=Jira'),
    );
    expect(screen.getByRole('link', { name: 'Report a problem' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse answers in the Community' })).toHaveAttribute(
      'href',
      'https://community.atlassian.com/',
    );
  });
  it('gives an editor the Edit this KB Article icon and the Edit Page in Contentful button', async () => {
    // Arrange
    const { page, state } = contentPage('pageKbArticle', '/jira-cloud/kb/set-up-sso/');

    // Act
    renderWithStore(<PageKbArticleTemplate entry={page} />, state, { ...anonymousUser, canEdit: true });

    // Assert
    expect(await screen.findByRole('link', { name: 'Edit this KB Article (opens in a new tab)' })).toHaveAttribute(
      'href',
      page.editUrl,
    );
    expect(screen.getByRole('link', { name: /Edit Page in Contentful/ })).toHaveAttribute('target', '_blank');
  });

  it('shows no edit controls to an anonymous visitor', () => {
    // Arrange
    const { page, state } = contentPage('pageKbArticle', '/jira-cloud/kb/set-up-sso/');

    // Act
    renderWithStore(<PageKbArticleTemplate entry={page} />, state);

    // Assert
    expect(screen.queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
  });
});
