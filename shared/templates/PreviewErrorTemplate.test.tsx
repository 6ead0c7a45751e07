import { screen } from '@testing-library/react';
import { renderWithStore } from '../components/render-with-store';
import { PreviewErrorTemplate } from './PreviewErrorTemplate';
import { staticPage } from '../../test/support/template-fixtures';

describe('PreviewErrorTemplate', () => {
  it('shows the exact preview error message', () => {
    // Arrange
    const page = staticPage('previewError', { previewContentType: 'topic' });

    // Act
    renderWithStore(<PreviewErrorTemplate entry={page} />, { entry: page });

    // Assert
    expect(screen.getByRole('alert')).toHaveTextContent(
      "We can't build a preview until the Context and Collection Reference fields are set.",
    );
  });

  it('offers a visitor who may not see drafts a sign-in link back to the page', () => {
    // Arrange
    const page = staticPage('previewError', {
      previewError: { reason: 'signInRequired', signInUrl: '/login/?continue=%2Fjira%2F' },
    });

    // Act
    renderWithStore(<PreviewErrorTemplate entry={page} />, { entry: page });

    // Assert
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Previews show unpublished content. Sign in as a content editor to see this preview.',
    );
    expect(screen.getByRole('link', { name: 'Sign in to see this preview' })).toHaveAttribute(
      'href',
      '/login/?continue=%2Fjira%2F',
    );
  });
});
