/**
 * The topic template's static regions (docs/adr/044-static-regions.md): the guide's progress and
 * neighbours, related content, related apps and the featured video. Links, headings and the video's
 * poster; the browser keeps the server's markup and loads none of this code.
 */
import { Card, CardGrid } from '../components/Card';
import { ALWAYS_ENHANCED, EnhancedContext } from '../components/Enhanced';
import { FilledText } from '../components/Lang';
import { SiblingList } from '../components/SiblingList';
import { fill } from '../i18n/messages';
import { useServerMessages } from '../i18n/server-messages';
import { Video, type VideoProps } from '../richtext/Video';
import { staticRegion } from '../static/static-region';
import type { LinkView } from '../types/page';
import type { GuideView, RelatedAppView } from '../types/pages/content-pages';

function GuideNavigation({ guide }: { guide: GuideView }) {
  const labels = useServerMessages().page;
  // SPEC.md section 2: the guide's other topic sets, not the one this topic is in.
  const otherSets = guide.topicSets.filter((set) => !set.current);
  return (
    <section className="hc-guide" aria-label={guide.topicSetTitle}>
      <p>
        <progress max={guide.total} value={guide.position} aria-hidden="true" />{' '}
        <FilledText
          message={labels.guideProgress}
          name="topicSet"
          text={guide.topicSetTitle}
          lang={guide.topicSetLang}
          values={{ position: guide.position, total: guide.total }}
        />
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
      {otherSets.length > 0 && (
        <nav aria-label={labels.moreInThisGuide}>
          <h2>{labels.moreInThisGuide}</h2>
          <ul className="hc-link-list">
            {otherSets.map((set) => (
              <li key={set.id ?? set.url}>
                <a href={set.url} lang={set.lang}>
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
  const labels = useServerMessages().page;
  return (
    <section className="hc-page__section hc-related-apps" aria-labelledby="hc-related-apps">
      <h2 id="hc-related-apps">{labels.relatedResources}</h2>
      <CardGrid
        cards={apps.map((app) => ({
          id: app.id,
          title: app.title,
          url: app.url,
          description: app.description,
          ...(app.lang ? { lang: app.lang } : {}),
        }))}
      />
    </section>
  );
}

/** 'Related content': the topic's related links. */
function RelatedContent({ links }: { links: readonly LinkView[] }) {
  const labels = useServerMessages().page;
  return (
    <section className="hc-page__section hc-related-content">
      <h2>{labels.relatedContent}</h2>
      <ul className="hc-link-list">
        {links.map((link) => (
          <li key={link.id ?? link.url}>
            <a href={link.url} lang={link.lang}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The featured video as the server renders it (./TopicTemplate.tsx): its poster links to the video
 * on the service's own site, for visitors without JavaScript, and a `<template>` beside it holds the
 * poster as a play button, which client/enhance-body.ts puts in the link's place once the page is
 * hydrated and plays on a click, as it plays body videos.
 */
function FeaturedVideo(props: VideoProps) {
  return (
    <>
      <Video {...props} />
      {props.video.ok && (
        <template data-enhanced-video="">
          <EnhancedContext.Provider value={ALWAYS_ENHANCED}>
            <Video {...props} delegatePlay />
          </EnhancedContext.Provider>
        </template>
      )}
    </>
  );
}

export const StaticGuideNavigation = staticRegion('guide-navigation', GuideNavigation);
export const StaticRelatedContent = staticRegion('related-content', RelatedContent);
export const StaticRelatedApps = staticRegion('related-apps', RelatedApps);
export const StaticFeaturedVideo = staticRegion('featured-video', FeaturedVideo);
