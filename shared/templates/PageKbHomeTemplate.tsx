import { Breadcrumbs } from '../components/Breadcrumbs';
import { LangText } from '../components/Lang';
import { pageTextLang, wholeLang } from '../components/page-lang';
import { PageLayout } from '../components/PageLayout';
import { StaticNotice } from '../components/regions.static';
import { SearchBox } from '../components/SearchBox';
import { ShowMoreList } from '../components/ShowMoreList';
import { useMessages, usePartMessages } from '../i18n/messages';
import { kb } from '../i18n/messages/en-US-kb';
import type { TemplateProps } from '../registry';
import { expectKind } from '../types/pages/by-kind';
import './templates.css';

/** How many of a KB home's articles show before 'Show more'. */
const KB_HOME_ARTICLES_SHOWN = 10;

export function PageKbHomeTemplate({ entry }: TemplateProps) {
  const page = expectKind(entry, 'pageKbHome');
  const labels = { ...useMessages().page, ...usePartMessages('kb', kb) };
  return (
    <PageLayout entry={page}>
      <Breadcrumbs items={page.breadcrumbs} currentId={page.id} />
      <h1 className="hc-page__title" lang={wholeLang(pageTextLang(page, 'heading'))}>
        <LangText text={page.heading} lang={pageTextLang(page, 'heading')} />
      </h1>
      {page.notice && <StaticNotice notice={page.notice} />}
      <SearchBox scope={page.searchScope} label={labels.searchKnowledgeBase} placeholder={labels.searchKnowledgeBase} />
      {page.articles.length > 0 && (
        <section className="hc-page__section hc-kb-articles" aria-labelledby="hc-kb-articles">
          <h2 id="hc-kb-articles">{labels.kbArticles}</h2>
          <ShowMoreList
            items={page.articles}
            keyOf={(article) => article.id ?? article.url}
            initialRange={[0, KB_HOME_ARTICLES_SHOWN]}
            renderItem={(article) => (
              <>
                <a href={article.url} lang={article.lang}>
                  {article.label}
                </a>
                {article.description && <p lang={article.descriptionLang}>{article.description}</p>}
              </>
            )}
          />
        </section>
      )}
      <hr className="hc-divider" />
      <section aria-labelledby="hc-more-ways">
        <h2 id="hc-more-ways">{labels.moreWaysToGetHelp}</h2>
        <ul className="hc-card-grid">
          {page.moreWaysToGetHelp.map((link) => (
            <li key={link.id ?? link.url} className="hc-card">
              <h3 className="hc-card__title">
                <a href={link.url}>{link.label}</a>
              </h3>
              {link.description && <p className="hc-card__description">{link.description}</p>}
            </li>
          ))}
        </ul>
      </section>
    </PageLayout>
  );
}
