import { screen, within } from '@testing-library/react';
import { renderWithStore } from '../components/render-with-store';
import { anonymousUser } from '../state/auth';
import { TopicTemplate } from './TopicTemplate';
import { contentPage } from '../../test/support/template-fixtures';

describe('TopicTemplate', () => {
  it('renders the body, platform, video, guide progress, neighbours, feedback and related links', () => {
    // Arrange
    const { page, state } = contentPage('topic', '/jira-cloud/docs/tour-2/');

    // Act
    renderWithStore(<TopicTemplate entry={page} />, state);

    // Assert
    expect(screen.getByRole('heading', { level: 1, name: 'Estimate issues' })).toBeInTheDocument();
    expect(document.querySelector('[data-body-id="tour-2"]')).toHaveTextContent('Estimate issues explained.');
    expect(screen.getByText('Cloud only')).toBeInTheDocument();
    expect(screen.getByText('Topic 2 of 2 in Plan')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Previous topic' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Next topic' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'More in this guide' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Was this helpful?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Developer docs' })).toHaveAttribute(
      'href',
      'https://developer.example.com/',
    );
    // The featured video is a static region: the server's poster links to the service.
    expect(document.querySelector('.video__poster')).toHaveTextContent('Boards in two minutes');
  });
  it("lists the guide's other topic sets under More in this guide, leaving out the topic's own set", () => {
    // Arrange
    const { page, state } = contentPage('topic', '/jira-cloud/docs/tour-2/');
    if (page.kind !== 'topic' || !page.guide) throw new Error('The fixture topic is in a guide');
    const sets = page.guide.topicSets;

    // Act
    renderWithStore(<TopicTemplate entry={page} />, state);

    // Assert
    const links = within(screen.getByRole('navigation', { name: 'More in this guide' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(sets.filter((set) => !set.current).map((set) => set.label));
    expect(sets.some((set) => set.current)).toBe(true);
    expect(links.length).toBeGreaterThan(0);
  });

  it('shows the topics of the guide topic set as progress steps', () => {
    // Arrange
    const { page, state } = contentPage('topic', '/jira-cloud/docs/tour-2/');

    // Act
    renderWithStore(<TopicTemplate entry={page} />, state);

    // Assert
    const steps = within(screen.getByRole('navigation', { name: 'Topics in Plan' })).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('data-status'))).toEqual(['visited', 'current']);
    expect(screen.getByRole('link', { name: 'Estimate issues (current)' })).toHaveAttribute('aria-current', 'step');
  });

  it('lists related-app resource pages as cards under Related resources', () => {
    // Arrange
    const { page, state } = contentPage('topic', '/jira-cloud/docs/tour-2/');
    const entry = {
      ...page,
      relatedApps: [
        { id: 'automation', title: 'Automation in Cloud', url: '/cloud-automation/resources/', description: 'Rules' },
      ],
    };

    // Act
    renderWithStore(<TopicTemplate entry={entry} />, { ...state, entry });

    // Assert
    const section = screen.getByRole('region', { name: 'Related resources' });
    expect(within(section).getByRole('link', { name: 'Automation in Cloud' })).toHaveAttribute(
      'href',
      '/cloud-automation/resources/',
    );
    expect(within(section).getByRole('list')).toHaveClass('hc-card-grid--pairs');
  });

  it('has no Related resources section when the topic has no related apps', () => {
    // Arrange
    const { page, state } = contentPage('topic', '/jira-cloud/docs/tour-2/');

    // Act
    renderWithStore(<TopicTemplate entry={page} />, state);

    // Assert
    expect(screen.queryByRole('region', { name: 'Related resources' })).not.toBeInTheDocument();
  });

  it('shows the edit controls only to a user who can edit', async () => {
    // Arrange
    const { page, state } = contentPage('topic', '/jira-cloud/docs/tour-2/');
    const entry = { ...page, confluenceEditUrl: 'https://confluence.atlassian.com/pages/editpage.action?pageId=1' };

    // Act
    const anonymous = renderWithStore(<TopicTemplate entry={entry} />, { ...state, entry });
    const hiddenForAnonymous = screen.queryByRole('group', { name: 'Editor tools' }) === null;
    anonymous.unmount();
    renderWithStore(<TopicTemplate entry={entry} />, { ...state, entry }, { ...anonymousUser, canEdit: true });

    // Assert
    expect(hiddenForAnonymous).toBe(true);
    expect(await screen.findByRole('link', { name: /Edit Page in Contentful/ })).toHaveAttribute('href', page.editUrl);
    expect(screen.getByRole('link', { name: /Edit in Confluence/ })).toHaveAttribute('target', '_blank');
  });
});
