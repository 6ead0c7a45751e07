/**
 * 'On this page' navigation beside an article: the body's h2/h3 headings plus any extra links; below
 * 1,024 px a closed native disclosure (docs/adr/055-a-phone-starts-with-the-title.md).
 *
 * Its markup is a static region (StaticTableOfContents, docs/adr/044-static-regions.md): the browser
 * keeps what the server rendered and never renders this component. The section in view is marked
 * aria-current="location" on that markup, while the visitor scrolls, by client/table-of-contents.ts.
 */
import { useMessages } from '../i18n/messages';
import type { HtmlLang } from '../types/content';
import type { LinkView, TocEntry } from '../types/page';
import './article-body.css';

/** SPEC.md section 5: shown only when links plus h2/h3 headings number at least 2. */
export function shouldShowTableOfContents(headings: readonly TocEntry[], links: readonly LinkView[] = []): boolean {
  const headingCount = headings.filter((heading) => heading.level === 2 || heading.level === 3).length;
  return headingCount + links.length >= 2;
}

export interface TableOfContentsProps {
  headings: readonly TocEntry[];
  /** Extra links from the entry's tableOfContents field, listed after the headings. */
  links?: readonly LinkView[];
  label?: string;
  /** The headings' language where it is not the page's: the body's (`RenderedBody.lang`). */
  lang?: HtmlLang | undefined;
}

interface TocGroup {
  heading: TocEntry;
  children: TocEntry[];
}

function groupHeadings(headings: readonly TocEntry[]): TocGroup[] {
  const groups: TocGroup[] = [];
  for (const heading of headings) {
    const last = groups[groups.length - 1];
    if (heading.level === 3 && last !== undefined && last.heading.level === 2) last.children.push(heading);
    else groups.push({ heading, children: [] });
  }
  return groups;
}

export function TableOfContents({ headings, links = [], label: givenLabel, lang }: TableOfContentsProps) {
  const pageMessages = useMessages().page;
  const label = givenLabel ?? pageMessages.onThisPage;
  const tocHeadings = headings.filter((heading) => heading.level === 2 || heading.level === 3);
  if (!shouldShowTableOfContents(tocHeadings, links)) return null;

  const item = (heading: TocEntry) => (
    <a className={`toc__link toc__link--h${heading.level}`} href={`#${heading.id}`}>
      {heading.text}
    </a>
  );

  return (
    <nav className="toc" aria-label={label}>
      {/* Below 1,024 px a closed disclosure above the article, so a phone's first screen shows the title;
          from 1,024 px a column that is always open, its summary hidden (article-body.css). The browser
          keeps the server's markup, so its open state is the visitor's alone. */}
      <details className="toc__panel">
        <summary className="toc__toggle hc-disclosure-toggle">{label}</summary>
        <h2 className="toc__heading">{label}</h2>
        <ul className="toc__list">
          {groupHeadings(tocHeadings).map(({ heading, children }) => (
            <li key={heading.id} className="toc__item" lang={heading.lang ?? lang}>
              {item(heading)}
              {children.length > 0 && (
                <ul className="toc__sublist">
                  {children.map((child) => (
                    <li key={child.id} className="toc__item">
                      {item(child)}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
          {links.map((link) => (
            <li key={link.id ?? link.url} className="toc__item">
              <a className="toc__link" href={link.url} lang={link.lang}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}
