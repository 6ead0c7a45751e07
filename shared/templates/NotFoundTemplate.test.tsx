import { screen, within } from '@testing-library/react';
import { renderWithStore } from '../components/render-with-store';
import { NotFoundTemplate } from './NotFoundTemplate';
import { staticPage } from '../../test/support/template-fixtures';

describe('NotFoundTemplate', () => {
  it('renders the content title and message, the support home link and a search box', () => {
    // Arrange
    const page = staticPage('notFound');

    // Act
    renderWithStore(<NotFoundTemplate entry={page} />, { entry: page });

    // Assert
    expect(screen.getByRole('heading', { level: 1, name: "We can't find that page" })).toBeInTheDocument();
    expect(screen.getByText('The page may have moved.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the support home' })).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('search').length).toBeGreaterThan(0);
  });

  it('leads back to the nearest page above the address, and holds the words of the address in its search box', () => {
    const page = {
      ...staticPage('notFound'),
      locale: 'ja-JP' as const,
      nearest: {
        message: '{title} に戻る',
        title: 'Jira Software Cloud',
        url: '/ja/jira-software-cloud/docs/',
        lang: 'en' as const,
      },
      searchTerm: 'configure a workflow',
    };

    renderWithStore(<NotFoundTemplate entry={page} />, { entry: page });

    const back = screen.getByRole('link', { name: 'Jira Software Cloud に戻る' });
    expect(back).toHaveAttribute('href', '/ja/jira-software-cloud/docs/');
    // The English title keeps its language inside the Japanese sentence.
    expect(within(back).getByText('Jira Software Cloud')).toHaveAttribute('lang', 'en');
    expect(within(screen.getByRole('main')).getByRole('combobox')).toHaveValue('configure a workflow');
  });

  it('shows the header search box hint in its search box', () => {
    const page = staticPage('notFound');

    renderWithStore(<NotFoundTemplate entry={page} />, { entry: page });

    expect(within(screen.getByRole('main')).getByRole('combobox')).toHaveAttribute('placeholder', 'Search help');
  });
});
