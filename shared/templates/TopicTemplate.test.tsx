import { screen } from '@testing-library/react';
import { renderWithStore } from '../components/render-with-store';
import { TopicTemplate } from './TopicTemplate';
import { contentPage } from './template-fixtures';

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
    expect(screen.getByText('Boards in two minutes')).toBeInTheDocument();
  });
});
