import { screen, waitFor } from '@testing-library/react';
import { ExternalApp, cacheBustedUrl } from './ExternalApp';
import { renderWithStore } from './render-with-store';

describe('ExternalApp', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('adds a timestamp to the manifest address', () => {
    // Act
    const plain = cacheBustedUrl('/apps/manifest.json', 42);
    const withQuery = cacheBustedUrl('/apps/manifest.json?v=1', 42);

    // Assert
    expect(plain).toBe('/apps/manifest.json?t=42');
    expect(withQuery).toBe('/apps/manifest.json?v=1&t=42');
  });

  it('shows a loading spinner, then injects the app script and stylesheet from the manifest', async () => {
    // Arrange
    const fetchMock = jest.fn(() =>
      Promise.resolve({
        ok: true,
        json: () => Promise.resolve({ 'index.js': 'index.js', 'index.css': 'index.css' }),
      } as Response),
    );
    global.fetch = fetchMock;

    // Act
    renderWithStore(<ExternalApp manifestUrl="/apps/form/manifest.json" mountId="hc-form" />);

    // Assert
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await waitFor(() => expect(document.head.querySelector('script')).not.toBeNull());
    expect(document.head.querySelector('script')?.getAttribute('src')).toBe('http://localhost/apps/form/index.js');
    expect(document.head.querySelector('link')?.getAttribute('href')).toBe('http://localhost/apps/form/index.css');
    expect(fetchMock.mock.calls[0]).toEqual([
      expect.stringMatching(/^\/apps\/form\/manifest\.json\?t=\d+$/),
      expect.anything(),
    ]);
  });

  it('logs a failed manifest request and keeps the container', async () => {
    // Arrange
    global.fetch = jest.fn(() => Promise.resolve({ ok: false, status: 503 } as Response));
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    // Act
    renderWithStore(<ExternalApp manifestUrl="/apps/form/manifest.json" mountId="hc-form" />);

    // Assert
    await waitFor(() => expect(error).toHaveBeenCalledWith('error loading external files', expect.any(Error)));
    expect(document.getElementById('hc-form')).toBeInTheDocument();
    error.mockRestore();
  });
});
