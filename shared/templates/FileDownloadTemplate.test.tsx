import { renderWithStore } from '../components/render-with-store';
import { FileDownloadTemplate } from './FileDownloadTemplate';
import { staticPage } from '../../test/support/template-fixtures';

describe('FileDownloadTemplate', () => {
  // The app loads in the browser after mount; a pending manifest request keeps the spinner showing.
  beforeEach(() => {
    global.fetch = jest.fn(() => new Promise<Response>(() => undefined));
  });

  it('renders the file-download form container at height 500', () => {
    // Arrange
    const page = staticPage('fileDownload');

    // Act
    renderWithStore(<FileDownloadTemplate entry={page} />, { entry: page });

    // Assert
    const mount = document.getElementById('hc-static-forms');
    expect(mount).toHaveAttribute('data-form-name', 'file-download');
    expect(mount).toHaveStyle({ minHeight: '500px' });
  });
});
