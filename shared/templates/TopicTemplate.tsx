import { useSelector } from 'react-redux';
import { ArticleBody } from '../components/ArticleBody';
import { ReaderTools } from '../components/ReaderTools';
import { Card, CardGrid } from '../components/Card';
import { ContextHeader } from '../components/ContextHeader';
import { EditControls } from '../components/EditControls';
import { PlatformNotice } from '../components/Notice';
import { PageLayout } from '../components/PageLayout';
import { PageTree } from '../components/PageTree';
import { SiblingList } from '../components/SiblingList';
import { WasThisHelpful } from '../components/WasThisHelpful';
import { fill, useMessages } from '../i18n/messages';
import { TableOfContents, shouldShowTableOfContents } from '../richtext/TableOfContents';
import { Video } from '../richtext/Video';
import type { TemplateProps } from '../registry';
import { selectFeatureFlags, selectPageTree, selectPageTreeFile } from '../state/page';
import { expectKind } from '../types/pages/by-kind';
import type { GuideView, RelatedAppView } from '../types/pages/content-pages';
import './templates.css';

function GuideNavigation({ guide }: { guide: GuideView }) {
  const labels = useMessages().page;
  return (
    <section className="hc-guide" aria-label={guide.topicSetTitle}>
      <p>
        <progress max={guide.total} value={guide.position} aria-hidden="true" />{' '}
        {fill(labels.guideProgress, { position: guide.position, total: guide.total, topicSet: guide.topicSetTitle })}
      </p>
      {guide.topics.length > 1 && (
        <SiblingList
          mode="progress"
          items={guide.topics}
          currentIndex={guide.position - 1}
          label={fill(labels.guideTopics, { topicSet: guide.topicSetTitle })}
        />
      )}
      <div className="hc-guide__neighbours">
        {guide.previous && (
          <div className="hc-guide__previous">
            <h2>{labels.previousTopic}</h2>
            <Card card={guide.previous} />
          </div>
        )}
        {guide.next && (
          <div className="hc-guide__next">
            <h2>{labels.nextTopic}</h2>
            <Card card={guide.next} />
          </div>
        )}
      </div>
      {guide.topicSets.length > 1 && (
        <nav aria-label={labels.moreInThisGuide}>
          <h2>{labels.moreInThisGuide}</h2>
          <ul className="hc-link-list">
            {guide.topicSets.map((set) => (
              <li key={set.id ?? set.url}>
                <a href={set.url} aria-current={set.current ? 'page' : undefined}>
                  {set.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}

/** The resource pages of related apps (SPEC.md section 3), as cards in pairs. */
function RelatedApps({ apps }: { apps: readonly RelatedAppView[] }) {
  const labels = useMessages().page;
  return (
    <section className="hc-page__section" aria-labelledby="hc-related-apps">
      <h2 id="hc-related-apps">{labels.relatedResources}</h2>
      <CardGrid
        cards={apps.map((app) => ({ id: app.id, title: app.title, url: app.url, description: app.description }))}
      />
    </section>
  );
}

export function TopicTemplate({ entry }: TemplateProps) {
  const page = expectKind(entry, 'topic');
  const labels = useMessages().page;
  const pageTree = useSelector(selectPageTree);
  const pageTreeFile = useSelector(selectPageTreeFile);
  const flags = useSelector(selectFeatureFlags);
  const showToc = shouldShowTableOfContents(page.toc);
  return (
    <PageLayout entry={page} variant="documentation">
      <div className={showToc ? 'hc-page__columns hc-page__columns--toc' : 'hc-page__columns'}>
        <PageTree nodes={pageTree} currentId={page.id} file={pageTreeFile} />
        {/* Before the article in the source, as on a phone's screen: placed above it by the grid but parsed
            after it, the contents would push an article already painted down while the page loads. */}
        {showToc && <TableOfContents headings={page.toc} label={labels.onThisPage} />}
        <article>
          <ContextHeader page={page} currentId={page.id} />
          <h1 className="hc-page__title">{page.title}</h1>
          <EditControls kind="topic" editUrl={page.editUrl} confluenceEditUrl={page.confluenceEditUrl} />
          {page.platform && <PlatformNotice platform={page.platform} />}
          {page.reader && <ReaderTools reader={page.reader} title={page.title} />}
          {flags.isVideoEnabled && page.featuredVideo && (
            <Video
              videoUrl={page.featuredVideo.videoUrl}
              title={page.featuredVideo.title}
              description={page.featuredVideo.description}
              locale={page.locale}
            />
          )}
          <ArticleBody body={page.body} />
          {page.guide && <GuideNavigation guide={page.guide} />}
          <WasThisHelpful />
          {page.relatedLinks.length > 0 && (
            <section className="hc-page__section">
              <h2>{labels.relatedContent}</h2>
              <ul className="hc-link-list">
                {page.relatedLinks.map((link) => (
                  <li key={link.id ?? link.url}>
                    <a href={link.url}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {page.relatedApps.length > 0 && <RelatedApps apps={page.relatedApps} />}
        </article>
      </div>
    </PageLayout>
  );
}
