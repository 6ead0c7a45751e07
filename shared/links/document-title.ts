/**
 * A document's title, as a tab, a bookmark, the history and a search engine show it: the page's own
 * title first, then what it documents where that tells it apart, then the site's name ('Configure
 * board columns | Jira Software Cloud | Atlassian Support'). The server writes it into the page;
 * a page that changes its own title in the browser (the search results) changes the first part only.
 */

/** Between the parts of a document's title. */
export const TITLE_SEPARATOR = ' | ';

/** The parts joined, leaving out empty ones and a part that repeats the one before it. */
export function joinTitle(parts: readonly (string | undefined)[]): string {
  const kept: string[] = [];
  for (const part of parts) if (part && part !== kept.at(-1)) kept.push(part);
  return kept.join(TITLE_SEPARATOR);
}

/**
 * `documentTitle` with its first part, `pageTitle`, replaced by `nextPageTitle`, and the rest (what
 * the page documents, the site's name) kept; `nextPageTitle` alone when the title does not start
 * with `pageTitle`.
 */
export function withPageTitle(documentTitle: string, pageTitle: string, nextPageTitle: string): string {
  return documentTitle.startsWith(pageTitle)
    ? `${nextPageTitle}${documentTitle.slice(pageTitle.length)}`
    : nextPageTitle;
}
