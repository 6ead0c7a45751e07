/** Result cards, the no-results state and the pagination of the results page. */
import type { MouseEvent, ReactNode } from 'react';
import { fill, useMessages, usePartMessages } from '../../i18n/messages';
import { searchResults } from '../../i18n/messages/en-US-search-results';
import { highlightRuns } from '../../search/highlights';
import type { SearchResult } from '../../search/types';
import { versionsNewestFirst } from '../../search/versions';
import { pageCount, pageWindow, showsPagination } from './pagination';
import { track } from '../../analytics/track';
import { useLocale } from '../../i18n/locale';
import { formatUpdatedOn } from '../../richtext/format-date';
import type { Locale } from '../../types/content';
import { useContactLink, useOffersSignIn } from '../chrome/hooks';

/** 'Updated on May 11, 2026' for a result's publishing date, or nothing for none or a value that is no date. */
function updatedOn(iso: string | null, locale: Locale): string | undefined {
  if (!iso) return undefined;
  try {
    return formatUpdatedOn(iso, locale);
  } catch {
    return undefined;
  }
}

export function HighlightedText({ highlighted }: { highlighted: string }) {
  return (
    <>
      {highlightRuns(highlighted).map((run, index) =>
        run.marked ? <mark key={index}>{run.text}</mark> : <span key={index}>{run.text}</span>,
      )}
    </>
  );
}

export function SearchResultCard({
  result,
  position,
  queryId,
}: {
  result: SearchResult;
  /** 1-based position over all pages, and the search's id, for the result-click event. */
  position?: number;
  queryId?: string | null;
}) {
  const { content, highlights } = result;
  const labels = useMessages().search;
  const locale = useLocale();
  // When the page was last published, so an order by date can be seen, and a stale page told apart.
  const updated = updatedOn(content.metadata.lastPublishedAt, locale);
  // The same page in several Data Center versions has the same title: each card says which it is.
  const products = [
    ...new Set(
      content.products.map((product) => {
        if (product.platform === 'cloud') return `${product.name} · ${labels.cloud}`;
        const deployment =
          product.versions.length > 0
            ? fill(labels.dataCenterVersions, { versions: versionsNewestFirst(product.versions).join(', ') })
            : labels.dataCenter;
        return `${product.name} · ${deployment}`;
      }),
    ),
  ];
  return (
    <li className="hc-search-result">
      {/* An untranslated page found on the Japanese site says its text is English (WCAG 3.1.2). */}
      <h3 className="hc-search-result__title" lang={content.language}>
        <a
          href={content.url}
          onClick={() =>
            track({
              name: 'search.result.clicked',
              attributes: {
                queryId: queryId ?? 'none',
                position: position ?? 1,
                url: content.url,
                contentAri: content.contentAri,
              },
            })
          }
        >
          {content.title}
        </a>
      </h3>
      <p className="hc-search-result__description" lang={content.descriptionLanguage ?? content.language}>
        <HighlightedText highlighted={highlights.description || content.description} />
      </p>
      {(products.length > 0 || updated) && (
        <p className="hc-search-result__meta">
          {products.length > 0 && <span className="hc-search-result__products">{products.join(', ')}</span>}
          {products.length > 0 && updated && ' · '}
          {updated && <span className="hc-search-result__date">{updated}</span>}
        </p>
      )}
    </li>
  );
}

/**
 * The empty state: what to try, and a way out to support (through sign-in for an anonymous visitor,
 * as the header's contact link goes), so a search that finds nothing is not a dead end.
 */
export function NoResults() {
  const labels = usePartMessages('searchResults', searchResults);
  const contact = useContactLink(useLocale(), useOffersSignIn());
  return (
    <section className="hc-search-empty" aria-labelledby="hc-search-empty-heading">
      <svg
        aria-hidden="true"
        focusable="false"
        className="hc-search-empty__illustration"
        width="160"
        height="120"
        viewBox="0 0 160 120"
      >
        <rect x="20" y="14" width="92" height="80" rx="8" fill="#e9f2ff" />
        <rect x="34" y="32" width="56" height="6" rx="3" fill="#85b8ff" />
        <rect x="34" y="46" width="44" height="6" rx="3" fill="#cce0ff" />
        <rect x="34" y="60" width="50" height="6" rx="3" fill="#cce0ff" />
        <circle cx="106" cy="72" r="22" fill="none" stroke="#0c66e4" strokeWidth="8" />
        <path d="M122 88 L142 108" stroke="#0c66e4" strokeWidth="10" strokeLinecap="round" />
      </svg>
      <h2 id="hc-search-empty-heading">{labels.noResultsHeading}</h2>
      <p>{labels.noResultsSubheading}</p>
      <p className="hc-search-empty__way-out">
        {labels.noResultsStillStuck}{' '}
        <a className="hc-search-empty__contact" href={contact.url}>
          {contact.label}
        </a>
      </p>
    </section>
  );
}

export interface SearchPaginationProps {
  total: number;
  pageSize: number;
  current: number;
  /** The results page url of a page index: every page is a real link, followed without JavaScript. */
  hrefOf: (index: number) => string;
  onChoose: (index: number) => void;
}

/** A plain click the page handles itself; a click meant for a new tab or window is left to the browser. */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * At most 10 page links; shown only when the total exceeds the page size. Each is a link to that
 * page's url, so paging works without JavaScript; with it, a plain click searches in place.
 */
export function SearchPagination({ total, pageSize, current, hrefOf, onChoose }: SearchPaginationProps) {
  const labels = usePartMessages('searchResults', searchResults);
  if (!showsPagination(total, pageSize)) return null;
  const pages = pageCount(total, pageSize);
  const link = (index: number, content: ReactNode, props: { className?: string; label?: string } = {}) => (
    <a
      href={hrefOf(index)}
      className={props.className ? `hc-pagination__link ${props.className}` : 'hc-pagination__link'}
      aria-current={index === current && props.label !== undefined ? 'page' : undefined}
      aria-label={props.label}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onChoose(index);
      }}
    >
      {content}
    </a>
  );
  // The first page has no previous page and the last no next one: the step shows, but not as a link.
  const step = (index: number, text: string, available: boolean) =>
    available ? (
      link(index, text)
    ) : (
      <span className="hc-pagination__link hc-pagination__link--unavailable">{text}</span>
    );
  return (
    <nav className="hc-pagination" aria-label={labels.pagination}>
      <ul className="hc-pagination__list">
        <li>{step(current - 1, labels.previousPage, current > 0)}</li>
        {pageWindow(current, pages).map((index) => (
          <li key={index}>
            {link(index, index + 1, {
              className: 'hc-pagination__page',
              label: fill(labels.page, { number: index + 1 }),
            })}
          </li>
        ))}
        <li>{step(current + 1, labels.nextPage, current < pages - 1)}</li>
      </ul>
    </nav>
  );
}
