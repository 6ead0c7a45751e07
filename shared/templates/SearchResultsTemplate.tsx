import { PageLayout } from '../components/PageLayout';
import { SearchBox } from '../components/SearchBox';
import { fill, usePageLabels } from '../components/labels';
import type { TemplateProps } from '../registry';
import { expectKind } from '../types/pages/by-kind';
import './templates.css';

/** The server-rendered results list for the url's search term. */
export function SearchResultsTemplate({ entry }: TemplateProps) {
  const page = expectKind(entry, 'searchResults');
  const labels = usePageLabels();
  return (
    <PageLayout entry={page}>
      <h1 className="hc-page__title">{labels.search}</h1>
      <SearchBox defaultValue={page.term} />
      {page.term && (
        <p role="status">
          {fill(labels.showingResultsFor, { term: page.term })} · {fill(labels.resultCount, { total: page.total })}
        </p>
      )}
      {page.term && page.results.length === 0 ? (
        <section>
          <h2>{labels.noResultsHeading}</h2>
          <p>{labels.noResultsSubheading}</p>
        </section>
      ) : (
        <ol className="hc-search-results__list">
          {page.results.map((result) => (
            <li key={result.url} className="hc-search-results__item">
              <h2>
                <a href={result.url}>{result.title}</a>
              </h2>
              <p>{result.description}</p>
            </li>
          ))}
        </ol>
      )}
    </PageLayout>
  );
}
