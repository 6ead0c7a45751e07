import { serverMessagesFor } from '../../../shared/i18n/server-messages';
import { bodyInputOf } from '../../../shared/richtext/render-body';
import { playableVideo } from '../../../shared/richtext/video';
import type { Entry } from '../../../shared/types/content';
import type { LinkView } from '../../../shared/types/page';
import type { GuideView, TopicPageView } from '../../../shared/types/pages/content-pages';
import { PLATFORM_NOTICES } from '../../../content/model/content-types';
import { childrenInVersion, defined, pageCard, pageLink, relatedPageLink } from './cards';
import {
  articleReading,
  href,
  entryPageBase,
  renderCachedBody,
  type ResolveInput,
  pageTreeOf,
  type ResolvedPage,
} from './context';
import { editLinksOf } from './edit-links';
import { linkField, linksField, textField, titleOf, urlField } from './fields';
import { docsContext } from './page-fields';
import { relatedAppsFor, relatedAppView } from './related-apps';
import { articleData } from './structured-data';
import { fieldLang, titleLang } from './text-lang';

/** A page link without its description, which lists of titles do not show. */
function shortLink(link: LinkView | undefined): LinkView | undefined {
  if (!link) return undefined;
  const { id, label, url, lang } = link;
  return lang ? { id, label, url, lang } : { id, label, url };
}

function relatedLinks(input: ResolveInput): LinkView[] {
  const { snapshot, entry, locale, route } = input;
  return defined(
    linksField(entry, 'relatedLinks').map((related): LinkView | undefined => {
      if (related.contentType === 'link') {
        const url = urlField(related, 'linkUrl');
        if (!url) return undefined;
        const label = textField(related, 'linkLabel');
        const lang = label === undefined ? undefined : fieldLang(snapshot, related, 'linkLabel');
        const link: LinkView = { id: related.id, label: label ?? url, url: href(url, locale) };
        return lang ? { ...link, lang } : link;
      }
      return shortLink(relatedPageLink(snapshot, related, locale, route.version));
    }),
  );
}

/**
 * Progress, neighbours and topic sets of a topic in a Guide (page type Guide with a topic set). Every
 * list holds only the pages with a copy in the page's version (`childrenInVersion`), and the
 * position, total and neighbours are counted in those lists.
 */
function guideOf(input: ResolveInput): { guide: GuideView; entryIds: string[] } | undefined {
  const { snapshot, entry, locale, route } = input;
  const topicSetId = textField(entry, 'topicSetId');
  if (textField(entry, 'pageType') !== 'Guide' || !topicSetId) return undefined;
  const topicSet = snapshot.entry(topicSetId, locale);
  if (!topicSet || topicSet.contentType !== 'topicSet') return undefined;
  const inVersion = (entries: readonly Entry[]) => childrenInVersion(snapshot, entries, route.version);
  const listedTopics = linksField(topicSet, 'topicReferences');
  const topics = inVersion(listedTopics);
  const index = topics.findIndex((topic) => topic.id === entry.id);
  if (index < 0) return undefined;
  const collection = linkField(topicSet, 'collection');
  const listedSets = collection
    ? linksField(collection, 'childrenReferences').filter((child) => child.contentType === 'topicSet')
    : [topicSet];
  const topicSets = inVersion(listedSets);
  // Previous and next run across the guide, so the last topic of a set leads into the next set.
  const guideTopics = topicSets.flatMap((set) =>
    set.id === topicSet.id ? topics : inVersion(linksField(set, 'topicReferences')),
  );
  const guideIndex = guideTopics.findIndex((topic) => topic.id === entry.id);
  const viewTopic = serverMessagesFor(locale).page.viewTopic;
  const card = (topic: Entry | undefined) =>
    topic ? pageCard(snapshot, topic, locale, viewTopic, route.version) : undefined;
  const topicSetLink = pageLink(snapshot, topicSet, locale, route.version);
  const guide: GuideView = {
    topicSetTitle: titleOf(topicSet),
    topicSetUrl: topicSetLink?.url ?? '',
    position: index + 1,
    total: topics.length,
    topics: defined(topics.map((topic) => shortLink(pageLink(snapshot, topic, locale, route.version)))),
    topicSets: defined(
      topicSets.map((set) => {
        const link = shortLink(pageLink(snapshot, set, locale, route.version));
        return link && { ...link, current: set.id === topicSet.id };
      }),
    ),
  };
  const topicSetLang = titleLang(snapshot, topicSet);
  if (topicSetLang) guide.topicSetLang = topicSetLang;
  const previous = card(guideTopics[guideIndex - 1]);
  const next = card(guideTopics[guideIndex + 1]);
  if (previous) guide.previous = previous;
  if (next) guide.next = next;
  // Every listed entry was read, including the copies of other versions the lists leave out.
  const listedIds = listedSets.flatMap((set) =>
    set.id === topicSet.id ? listedTopics : linksField(set, 'topicReferences'),
  );
  return {
    guide,
    entryIds: [topicSet.id, ...listedSets.map((set) => set.id), ...listedIds.map((topic) => topic.id)],
  };
}

export function resolveTopic(input: ResolveInput): ResolvedPage<TopicPageView> {
  const { snapshot, entry, locale, options, route } = input;
  const { body, reader } = articleReading(
    renderCachedBody(snapshot, locale, options, bodyInputOf(entry)),
    locale,
    route.url,
    entry.publishedAt,
  );
  const { context, fields } = docsContext(input);
  const guide = guideOf(input);
  const video = options.flags.isVideoEnabled ? linkField(entry, 'featuredVideo') : undefined;
  const related = relatedLinks(input);
  const collection = linkField(entry, 'collection');
  const relatedApps = relatedAppsFor([entry.id, collection?.id, context?.id])
    .filter((app) => snapshot.route(app.url) !== undefined)
    .map((app) => ({ ...relatedAppView(app, locale), url: href(app.url, locale) }));
  const confluencePageId = textField(entry, 'confluencePageId');
  const view: TopicPageView = {
    ...entryPageBase(input, 'topic', [
      collection,
      context,
      fields.notice,
      video,
      ...linksField(entry, 'relatedLinks'),
      ...(guide?.entryIds ?? []),
    ]),
    ...fields,
    body,
    toc: body.toc,
    relatedLinks: related,
    relatedApps,
    reader,
    ...editLinksOf(entry.id, confluencePageId),
  };
  const shortTitle = textField(entry, 'shortTitle');
  if (shortTitle) view.shortTitle = shortTitle;
  const platform = textField(entry, 'platform');
  const notice = PLATFORM_NOTICES.find((value) => value === platform);
  if (notice) view.platform = notice;
  const pageType = textField(entry, 'pageType');
  if (pageType) view.pageType = pageType;
  if (video) {
    const videoUrl = textField(video, 'videoUrl');
    if (videoUrl) {
      view.featuredVideo = { videoUrl, video: playableVideo(videoUrl), title: textField(video, 'title') ?? '' };
      const lang = view.featuredVideo.title === '' ? undefined : fieldLang(snapshot, video, 'title');
      if (lang) view.featuredVideo.lang = lang;
      const description = textField(video, 'description');
      if (description) {
        view.featuredVideo.description = description;
        const descriptionLang = fieldLang(snapshot, video, 'description');
        if (descriptionLang) view.featuredVideo.descriptionLang = descriptionLang;
      }
    }
  }
  if (guide) view.guide = guide.guide;
  if (entry.publishedAt) view.lastPublished = entry.publishedAt;
  if (confluencePageId) view.confluencePageId = confluencePageId;
  view.structuredData = articleData(view, href(route.url, locale), locale);
  return { status: 200, entry: view, ...pageTreeOf(snapshot.pageTreeBranch(entry.id, locale, route.version)) };
}
