import { render, screen } from '@testing-library/react';
import '../i18n/all-messages';
import { LocaleProvider } from '../i18n/locale';
import { axeViolations } from './chrome/chrome-fixtures';
import { ReaderTools } from './ReaderTools';
import { renderWithStore } from './render-with-store';

describe('ReaderTools', () => {
  it('states reading time and the update date, offers the Markdown twin to copy or view and has a polite status', async () => {
    const { container } = renderWithStore(
      <ReaderTools
        reader={{ readingTime: '5 min read', updatedOn: 'Updated on March 3, 2025', markdownUrl: '/jira/docs/x.md' }}
        title="Create a board"
      />,
    );
    expect(screen.getByRole('group', { name: 'Page tools' })).toHaveTextContent(
      '5 min readUpdated on March 3, 2025Copy page as MarkdownView page as Markdown',
    );
    // A button with JavaScript, a link without it; CSS shows one of them (test/browser/reader.test.ts).
    expect(screen.getByRole('button', { name: 'Copy page as Markdown' })).toHaveAttribute(
      'data-copy-markdown',
      '/jira/docs/x.md',
    );
    expect(screen.getByRole('link', { name: 'View page as Markdown' })).toHaveAttribute('href', '/jira/docs/x.md');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('leaves the date out when the page has none', () => {
    renderWithStore(<ReaderTools reader={{ readingTime: '1 min read', markdownUrl: '/x.md' }} title="X" />);
    expect(screen.getByRole('group', { name: 'Page tools' })).not.toHaveTextContent('Updated');
  });

  it('renders the Share menu button with the url and title to share, and the e-mail link shown without JavaScript', async () => {
    const url = 'https://support.example.com/jira/docs/x/';
    const { container } = renderWithStore(
      <ReaderTools
        reader={{ readingTime: '1 min read', markdownUrl: '/x.md', shareUrl: url }}
        title="Boards & <you>"
      />,
    );
    const button = screen.getByRole('button', { name: 'Share' });

    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button.dataset.shareUrl).toBe(url);
    expect(button.dataset.shareTitle).toBe('Boards & <you>');
    expect(screen.getByRole('link', { name: 'Share by e-mail' })).toHaveAttribute(
      'href',
      `mailto:?subject=${encodeURIComponent('Boards & <you>')}&body=${encodeURIComponent(url)}`,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('has no Share menu without a url to share', () => {
    renderWithStore(<ReaderTools reader={{ readingTime: '1 min read', markdownUrl: '/x.md' }} title="X" />);
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('names the Share menu in Japanese on a Japanese page', () => {
    render(
      <LocaleProvider locale="ja-JP">
        <ReaderTools
          reader={{ readingTime: '1 分で読めます', markdownUrl: '/ja/x.md', shareUrl: 'https://h/ja/x/' }}
          title="X"
        />
      </LocaleProvider>,
    );
    expect(screen.getByRole('button', { name: '共有' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ページを Markdown としてコピー' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ページを Markdown で表示' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'メールで共有' })).toBeInTheDocument();
  });
});
