import { ContextHeader } from '../components/ContextHeader';
import { pageLang } from '../components/page-lang';
import { PageLayout } from '../components/PageLayout';
import { IntentPageTree } from '../components/parts.intent';
import { StaticCardGrid } from '../components/regions.static';
import { SearchBox } from '../components/SearchBox';
import { ShowMoreList } from '../components/ShowMoreList';
import { fill, useMessages } from '../i18n/messages';
import type { TemplateProps } from '../registry';
import { useSelector } from 'react-redux';
import { selectPageTree, selectPageTreeFile } from '../state/page';
import { expectKind } from '../types/pages/by-kind';
import './templates.css';

export function DocumentedProductTemplate({ entry }: TemplateProps) {
  const page = expectKind(entry, 'documentedProduct');
  const labels = useMessages().page;
  const pageTree = useSelector(selectPageTree);
  const pageTreeFile = useSelector(selectPageTreeFile);
  return (
    <PageLayout entry={page} variant="documentation">
      <div className="hc-page__columns">
        <IntentPageTree nodes={pageTree} currentId={page.id} file={pageTreeFile} />
        <div className="hc-page__main">
          <ContextHeader page={page} currentId={page.id} />
          <h1 className="hc-page__title" lang={pageLang(page, 'title')}>
            {page.title}
          </h1>
          {page.tagline && <p lang={pageLang(page, 'tagline')}>{page.tagline}</p>}
          {/* A visible hint of what the box searches, beside its label for assistive technology. */}
          <SearchBox
            scope={page.searchScope}
            label={fill(labels.searchIn, { title: page.title })}
            placeholder={fill(labels.searchIn, { title: page.title })}
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
        </div>
      </div>
    </PageLayout>
  );
}
