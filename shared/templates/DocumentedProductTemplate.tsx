import { pageLang } from '../components/page-lang';
import { StaticCardGrid } from '../components/regions.static';
import { SearchBox } from '../components/SearchBox';
import { ShowMoreList } from '../components/ShowMoreList';
import { useMessages } from '../i18n/messages';
import type { TemplateProps } from '../registry';
import { DocsPageFrame } from './DocsPageFrame';
import { expectKind } from '../types/pages/by-kind';
import './templates.css';

export function DocumentedProductTemplate({ entry }: TemplateProps) {
  const page = expectKind(entry, 'documentedProduct');
  const labels = useMessages().page;
  return (
    <DocsPageFrame page={page}>
      {page.tagline && <p lang={pageLang(page, 'tagline')}>{page.tagline}</p>}
      {/* A visible hint of what the box searches, the same words as its label for assistive technology.
          The product is the page's title just above; named again, it ran past a phone's box. */}
      <SearchBox
        scope={page.searchScope}
        label={labels.searchThisDocumentation}
        placeholder={labels.searchThisDocumentation}
      />
      {page.guides.length > 0 && (
        <section className="hc-page__section">
          <h2>{labels.guides}</h2>
          <StaticCardGrid cards={page.guides} />
        </section>
      )}
      {page.documentation.length > 0 && (
        <section className="hc-page__section">
          <h2>{labels.documentation}</h2>
          {page.documentation.map((section) => (
            <section key={section.id} className="hc-page__section">
              <h3 lang={section.lang}>
                <a href={section.url}>{section.title}</a>
              </h3>
              {section.description && <p lang={section.descriptionLang}>{section.description}</p>}
              <ShowMoreList
                items={section.children}
                keyOf={(child) => child.id ?? child.url}
                renderItem={(child) => (
                  <a href={child.url} lang={child.lang}>
                    {child.label}
                  </a>
                )}
              />
            </section>
          ))}
        </section>
      )}
    </DocsPageFrame>
  );
}
