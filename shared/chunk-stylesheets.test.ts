/**
 * @jest-environment jsdom
 */
import { CHUNK_STYLESHEETS_ELEMENT_ID, loadChunkStylesheets, withChunkStylesheets } from './chunk-stylesheets';

function pageNaming(stylesheets: Record<string, string[]>): void {
  document.head.innerHTML = '<link rel="stylesheet" href="/static/main.css">';
  document.body.innerHTML = `<script type="application/json" id="${CHUNK_STYLESHEETS_ELEMENT_ID}">${JSON.stringify(stylesheets)}</script>`;
}

/** Fires the load event of every stylesheet link the page added, as a browser does once it has the file. */
function loadAddedLinks(): void {
  for (const link of document.head.querySelectorAll('link')) link.dispatchEvent(new Event('load'));
}

describe('loadChunkStylesheets', () => {
  it('links the stylesheets the server named for a chunk and resolves once they have loaded', async () => {
    // Arrange
    pageNaming({ 'lazy-header-menus': ['/static/menus.css'], credits: ['/static/credits.css'] });

    // Act
    const loading = loadChunkStylesheets('lazy-header-menus');
    loadAddedLinks();
    await loading;

    // Assert
    const hrefs = [...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/static/main.css', '/static/menus.css']);
  });

  it('links a stylesheet the page already has only once', async () => {
    // Arrange
    pageNaming({ credits: ['/static/main.css'] });

    // Act
    await loadChunkStylesheets('credits');

    // Assert
    expect(document.head.querySelectorAll('link')).toHaveLength(1);
  });

  it('resolves at once for a chunk without stylesheets or a page that names none', async () => {
    // Arrange
    pageNaming({});
    const named = loadChunkStylesheets('analytics');
    document.body.innerHTML = '';

    // Act and Assert
    await expect(Promise.all([named, loadChunkStylesheets('credits')])).resolves.toEqual([[], []]);
  });

  it('gives the chunk module once a failed stylesheet has given up as well', async () => {
    // Arrange
    pageNaming({ assistant: ['/static/assistant.css'] });
    const module = { mountAssistant: () => undefined };

    // Act
    const loading = withChunkStylesheets('assistant', Promise.resolve(module));
    document.head.querySelector('link[href="/static/assistant.css"]')?.dispatchEvent(new Event('error'));

    // Assert
    await expect(loading).resolves.toBe(module);
  });
});
