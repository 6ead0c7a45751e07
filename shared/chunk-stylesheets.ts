/**
 * The stylesheets of the chunks a page imports on a visitor's action (the header's panels, the
 * account and editor menus, the consent banner, the assistant, the credits). The webpack runtime does
 * not load stylesheets (docs/adr/021-javascript-budget.md): the server links every stylesheet a page
 * renders with, and names these in a JSON element, which `loadChunkStylesheets` reads when such a
 * chunk is imported, so its styles are there before it renders.
 */

export const CHUNK_STYLESHEETS_ELEMENT_ID = '__CHUNK_STYLES__';

/**
 * Links the stylesheets of the chunk named `chunk` that the page has not linked yet; resolves once
 * each has loaded or failed. The names are the server's, from the build's manifest.
 */
export function loadChunkStylesheets(chunk: string, doc: Document = document): Promise<unknown> {
  const named = doc.getElementById(CHUNK_STYLESHEETS_ELEMENT_ID)?.textContent;
  const hrefs = named ? ((JSON.parse(named) as Record<string, string[] | undefined>)[chunk] ?? []) : [];
  return Promise.all(
    hrefs.map(
      (href) =>
        new Promise((resolve) => {
          if (doc.querySelector(`link[href="${href}"]`)) return resolve(undefined);
          doc.head.append(
            Object.assign(doc.createElement('link'), { rel: 'stylesheet', href, onload: resolve, onerror: resolve }),
          );
        }),
    ),
  );
}

/** The chunk's module once both it and its stylesheets have loaded. */
export function withChunkStylesheets<T>(chunk: string, load: Promise<T>): Promise<T> {
  return Promise.all([load, loadChunkStylesheets(chunk)]).then(([module]) => module);
}
