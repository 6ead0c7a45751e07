import { lazy, Suspense, useState } from 'react';
import { useSelector } from 'react-redux';
import { ArticleBody } from '../components/ArticleBody';
import { ContextHeader, ContextNotices } from '../components/ContextHeader';
import { pageLang } from '../components/page-lang';
import { EditControls } from '../components/EditControls';
import { PageLayout } from '../components/PageLayout';
import { IntentPageTree, IntentWasThisHelpful } from '../components/parts.intent';
import { SkipNavigation } from '../components/SkipNavigation';
import { StaticHelpfulForm } from '../components/helpful-form.static';
import { StaticPlatformNotice, StaticReaderTools, StaticUntranslatedNotice } from '../components/regions.static';
import { useMessages } from '../i18n/messages';
import { shouldShowTableOfContents } from '../richtext/TableOfContents';
import type { TemplateProps } from '../registry';
import { selectFeatureFlags, selectPageTree, selectPageTreeFile } from '../state/page';
import { expectKind } from '../types/pages/by-kind';
import {
  StaticFeaturedVideo,
  StaticGuideNavigation,
  StaticRelatedApps,
  StaticRelatedContent,
} from './topic-regions.static';
import { StaticTableOfContents } from './article-regions.static';
import './templates.css';

// Only for a featured video the server did not render, when the visitor's flags turn videos on
// after the page loaded: the static region has no markup to keep then.
const Video = lazy(() =>
  import(/* webpackChunkName: "lazy-video" */ '../richtext/Video').then((module) => ({ default: module.Video })),
);

export function TopicTemplate({ entry }: TemplateProps) {
  const page = expectKind(entry, 'topic');
  const labels = useMessages().page;
  const pageTree = useSelector(selectPageTree);
  const pageTreeFile = useSelector(selectPageTreeFile);
  const flags = useSelector(selectFeatureFlags);
  // The flags of the first render are the server's (the visitor's replace them after hydration), so
  // this says whether the server rendered the featured video, whose markup the page then keeps.
  const [serverShowsVideo] = useState(flags.isVideoEnabled);
  const showToc = shouldShowTableOfContents(page.toc);
  return (
    <PageLayout entry={page} variant="documentation">
      <div className={`hc-page__columns hc-page__columns--context${showToc ? ' hc-page__columns--toc' : ''}`}>
        <SkipNavigation>
          <IntentPageTree nodes={pageTree} currentId={page.id} file={pageTreeFile} />
        </SkipNavigation>
        {/* The breadcrumbs and the switch lead the page on every screen, so the keyboard meets them before
            'On this page' wherever the grid puts the contents (`--context` in PageLayout.css). */}
        <div className="hc-page__context">
          <ContextHeader page={page} currentId={page.id} />
        </div>
        {/* Before the article in the source, as on a phone's screen: placed above it by the grid but parsed
            after it, the contents would push an article already painted down while the page loads. */}
        {showToc && <StaticTableOfContents headings={page.toc} label={labels.onThisPage} lang={page.body.lang} />}
        <article>
          <h1 className="hc-page__title" lang={pageLang(page, 'title')}>
            {page.title}
          </h1>
          <EditControls kind="topic" editUrl={page.editUrl} confluenceEditUrl={page.confluenceEditUrl} />
          <ContextNotices page={page} />
          {page.platform && <StaticPlatformNotice platform={page.platform} />}
          {page.reader && <StaticReaderTools reader={page.reader} title={page.title} />}
          {flags.isVideoEnabled &&
            page.featuredVideo &&
            (serverShowsVideo ? (
              <StaticFeaturedVideo {...page.featuredVideo} locale={page.locale} />
            ) : (
              <Suspense fallback={null}>
                <Video {...page.featuredVideo} locale={page.locale} />
              </Suspense>
            ))}
          {page.body.lang && <StaticUntranslatedNotice />}
          <ArticleBody body={page.body} />
          {page.guide && <StaticGuideNavigation guide={page.guide} />}
          <IntentWasThisHelpful />
          {/* Without JavaScript the block above is hidden and this form answers instead. */}
          <noscript>
            <StaticHelpfulForm entryId={page.id} pageUrl={page.url} locale={page.locale} step={page.feedbackStep} />
          </noscript>
          {page.relatedLinks.length > 0 && <StaticRelatedContent links={page.relatedLinks} />}
          {page.relatedApps.length > 0 && <StaticRelatedApps apps={page.relatedApps} />}
        </article>
      </div>
    </PageLayout>
  );
}
