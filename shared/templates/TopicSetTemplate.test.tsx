import { screen } from '@testing-library/react';
import { renderWithStore } from '../components/render-with-store';
import { TopicSetTemplate } from './TopicSetTemplate';
import { contentPage } from '../../test/support/template-fixtures';

describe('TopicSetTemplate', () => {
  it('renders the sanitised overview and a View topic card per topic', () => {
    // Arrange
    const { page, state } = contentPage('topicSet', '/jira-cloud/docs/plan/');

    // Act
    renderWithStore(<TopicSetTemplate entry={page} />, state);

    // Assert
    expect(screen.getByRole('heading', { level: 1, name: 'Plan' })).toBeInTheDocument();
    expect(screen.getByText('Plan your work.')).toBeInTheDocument();
    expect(document.querySelector('.hc-article-body script')).toBeNull();
    expect(screen.getAllByRole('link', { name: 'View topic' }).map((link) => link.getAttribute('href'))).toEqual([
      '/jira-cloud/docs/tour-1/',
      '/jira-cloud/docs/tour-2/',
    ]);
  });
});
