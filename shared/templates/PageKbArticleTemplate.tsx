import { ArticleBody } from '../components/ArticleBody';
import { EditControls } from '../components/EditControls';
import { pageLang } from '../components/page-lang';
import { PageLayout } from '../components/PageLayout';
import {
  StaticBreadcrumbs,
  StaticPlatformNotice,
  StaticReaderTools,
  StaticUntranslatedNotice,
} from '../components/regions.static';
import { ShowMoreList } from '../components/ShowMoreList';
import { SiblingList } from '../components/SiblingList';
import { IntentWasThisHelpful } from '../components/parts.intent';
import { StaticHelpfulForm } from '../components/helpful-form.static';
import { useMessages, usePartMessages } from '../i18n/messages';
import { kb } from '../i18n/messages/en-US-kb';
import { shouldShowTableOfContents } from '../richtext/TableOfContents';
import type { TemplateProps } from '../registry';
import { expectKind } from '../types/pages/by-kind';
import { StaticKbVersions, StaticStillNeedHelp } from './kb-article-regions.static';
import { StaticTableOfContents } from './article-regions.static';
import './templates.css';

export function PageKbArticleTemplate({ entry }: TemplateProps) {
  const page = expectKind(entry, 'pageKbArticle');
  const labels = { ...useMessages().page, ...usePartMessages('kb', kb) };
  const showToc = shouldShowTableOfContents(page.toc);
  return (
    <PageLayout entry={page}>
      {/* The trail ends at the KB home, and on a phone it is the back link to it (Breadcrumbs.css). */}
      <StaticBreadcrumbs items={page.breadcrumbs} currentId={page.id} />
      <div className={showToc ? 'hc-page__columns hc-page__columns--toc' : 'hc-page__columns'}>
        {/* First in the source, as on every screen: the left column from 768 px (PageLayout.css), and
            on a phone a closed disclosure above the article, so the first screen still shows the title
            and Tab meets the list where the eye does (WCAG 2.4.3). */}
        {page.siblings.items.length > 1 && (
          <aside className="hc-kb-section">
            {/* Opened by the visitor, maybe before hydration: React leaves its state to the browser. */}
            <details className="hc-kb-section__panel" suppressHydrationWarning>
              <summary className="hc-kb-section__toggle hc-disclosure-toggle">{labels.inThisSection}</summary>
              <SiblingList
                items={page.siblings.items}
                currentIndex={page.siblings.currentIndex}
                label={labels.inThisSection}
              />
            </details>
          </aside>
        )}
        {/* Before the article in the source, as on a phone's screen: placed above it by the grid but parsed
            after it, the contents would push an article already painted down while the page loads. */}
        {showToc && <StaticTableOfContents headings={page.toc} label={labels.onThisPage} lang={page.body.lang} />}
        <article>
          <h1 className="hc-page__title" lang={pageLang(page, 'title')}>
            {page.title}
          </h1>
          <EditControls kind="kbArticle" editUrl={page.editUrl} />
          {page.platform && <StaticPlatformNotice platform={page.platform} />}
          {page.reader && <StaticReaderTools reader={page.reader} title={page.title} />}
          {page.body.lang && <StaticUntranslatedNotice />}
          <ArticleBody body={page.body} />
          {page.updatedOn && <p className="hc-kb-meta">{page.updatedOn}</p>}
          {(page.productVersions.length > 0 || page.appVersions.length > 0) && (
            <StaticKbVersions productVersions={page.productVersions} appVersions={page.appVersions} />
          )}
          {page.children.length > 0 && (
            <section className="hc-page__section hc-kb-children">
              <h2>{labels.exploreMore}</h2>
              <ShowMoreList
                items={page.children}
                keyOf={(child) => child.id ?? child.url}
                renderItem={(child) => (
                  <a href={child.url} lang={child.lang}>
                    {child.label}
                  </a>
                )}
              />
            </section>
          )}
          <IntentWasThisHelpful />
          {/* Without JavaScript the block above is hidden and this form answers instead. */}
          <noscript>
            <StaticHelpfulForm entryId={page.id} pageUrl={page.url} locale={page.locale} step={page.feedbackStep} />
          </noscript>
          <StaticStillNeedHelp
            askCommunityUrl={page.askCommunityUrl}
            reportProblemUrl={page.reportProblemUrl}
            communityUrl={page.communityUrl}
          />
        </article>
      </div>
    </PageLayout>
  );
}
