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
});
