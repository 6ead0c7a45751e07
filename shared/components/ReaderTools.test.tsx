import { screen } from '@testing-library/react';
import { axeViolations } from './chrome/chrome-fixtures';
import { ReaderTools } from './ReaderTools';
import { renderWithStore } from './render-with-store';

describe('ReaderTools', () => {
  it('states reading time and the update date, links to the Markdown twin and has a polite status', async () => {
    const { container } = renderWithStore(
      <ReaderTools
        reader={{ readingTime: '5 min read', updatedOn: 'Updated on March 3, 2025', markdownUrl: '/jira/docs/x.md' }}
      />,
    );
    expect(screen.getByRole('group', { name: 'Page tools' })).toHaveTextContent(
      '5 min readUpdated on March 3, 2025Copy page as Markdown',
    );
    expect(screen.getByRole('link', { name: 'Copy page as Markdown' })).toHaveAttribute('href', '/jira/docs/x.md');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('leaves the date out when the page has none', () => {
    renderWithStore(<ReaderTools reader={{ readingTime: '1 min read', markdownUrl: '/x.md' }} />);
    expect(screen.getByRole('group', { name: 'Page tools' })).not.toHaveTextContent('Updated');
  });
});
