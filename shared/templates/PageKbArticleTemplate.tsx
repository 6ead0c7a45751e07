import { ArticleBody } from '../components/ArticleBody';
import { ReaderTools } from '../components/ReaderTools';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { EditControls } from '../components/EditControls';
import { PlatformNotice } from '../components/Notice';
import { PageLayout } from '../components/PageLayout';
import { ShowMoreList } from '../components/ShowMoreList';
import { SiblingList } from '../components/SiblingList';
import { WasThisHelpful } from '../components/WasThisHelpful';
import { useMessages } from '../i18n/messages';
import { TableOfContents, shouldShowTableOfContents } from '../richtext/TableOfContents';
import type { TemplateProps } from '../registry';
import { expectKind } from '../types/pages/by-kind';
import type { KbVersionView } from '../types/pages/content-pages';
import './templates.css';

function versionText(row: KbVersionView): string {
  return [row.name, row.platform, row.versionNumber, row.versionModifier].filter(Boolean).join(' ');
}

export function PageKbArticleTemplate({ entry }: TemplateProps) {
  const page = expectKind(entry, 'pageKbArticle');
  const labels = useMessages().page;
  const showToc = shouldShowTableOfContents(page.toc);
  return (
    <PageLayout entry={page}>
      <Breadcrumbs items={page.breadcrumbs} currentId={page.id} />
      <p>
        <a href={page.kbHome.url}>{page.kbHome.title}</a>
      </p>
      <div className={showToc ? 'hc-page__columns hc-page__columns--toc' : 'hc-page__columns'}>
        <aside>
          {page.siblings.items.length > 1 && (
            <SiblingList
              items={page.siblings.items}
              currentIndex={page.siblings.currentIndex}
              label={labels.inThisSection}
            />
          )}
        </aside>
        {/* Before the article in the source, as on a phone's screen: placed above it by the grid but parsed
            after it, the contents would push an article already painted down while the page loads. */}
        {showToc && <TableOfContents headings={page.toc} label={labels.onThisPage} />}
        <article>
          <h1 className="hc-page__title">{page.title}</h1>
          <EditControls kind="kbArticle" editUrl={page.editUrl} />
          {page.platform && <PlatformNotice platform={page.platform} />}
          {page.reader && <ReaderTools reader={page.reader} title={page.title} />}
          <ArticleBody body={page.body} />
          {page.updatedOn && <p className="hc-kb-meta">{page.updatedOn}</p>}
          {(page.productVersions.length > 0 || page.appVersions.length > 0) && (
            <section className="hc-kb-meta">
              {page.productVersions.length > 0 && (
                <>
                  <h2>{labels.products}</h2>
                  <ul>
                    {page.productVersions.map((row) => (
                      <li key={row.id}>{versionText(row)}</li>
                    ))}
                  </ul>
                </>
              )}
              {page.appVersions.length > 0 && (
                <>
                  <h2>{labels.appsLabel}</h2>
                  <ul>
                    {page.appVersions.map((row) => (
                      <li key={row.id}>{versionText(row)}</li>
                    ))}
                  </ul>
                </>
              )}
            </section>
          )}
          {page.children.length > 0 && (
            <section className="hc-page__section">
              <h2>{labels.exploreMore}</h2>
              <ShowMoreList
                items={page.children}
                keyOf={(child) => child.id ?? child.url}
                renderItem={(child) => <a href={child.url}>{child.label}</a>}
              />
            </section>
          )}
          <WasThisHelpful />
          <section className="hc-still-need-help" aria-labelledby="hc-still-need-help">
            <h2 id="hc-still-need-help">{labels.stillNeedHelp}</h2>
            <p>{labels.stillNeedHelpMessage}</p>
            <p>
              <a className="hc-button" href={page.askCommunityUrl}>
                {labels.askTheCommunity}
              </a>{' '}
              <a className="hc-button hc-button--subtle" href={page.reportProblemUrl}>
                {labels.reportProblem}
              </a>
            </p>
            <p>
              <a href={page.communityUrl}>{labels.community}</a>
            </p>
          </section>
        </article>
      </div>
    </PageLayout>
  );
}
