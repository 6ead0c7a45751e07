import { serverMessagesFor } from '../../../shared/i18n/server-messages';
import type { TopicSetPageView } from '../../../shared/types/pages/content-pages';
import { defined, pageCard } from './cards';
import { entryPageBase, renderOptionalBody, type ResolveInput, pageTreeOf, type ResolvedPage } from './context';
import { linkField, linksField, textField } from './fields';
import { docsContext } from './page-fields';
import { fieldLang, markText } from './text-lang';

export function resolveTopicSet(input: ResolveInput): ResolvedPage<TopicSetPageView> {
  const { snapshot, entry, locale, options, route } = input;
  const { context, fields } = docsContext(input);
  const topics = linksField(entry, 'topicReferences');
  const collection = linkField(entry, 'collection');
  const viewTopic = serverMessagesFor(locale).page.viewTopic;
  const view: TopicSetPageView = {
    ...entryPageBase(input, 'topicSet', [collection, context, ...topics, fields.notice]),
    ...fields,
    cards: defined(topics.map((topic) => pageCard(snapshot, topic, locale, viewTopic, route.version))),
  };
  const description = textField(entry, 'description');
  if (description) {
    view.description = description;
    markText(view, 'description', fieldLang(snapshot, entry, 'description'));
  }
  const overview = textField(entry, 'sectionOverview');
  if (overview) {
    // The overview is CMS html: the body renderer sanitises it like any legacy body.
    const rendered = renderOptionalBody(snapshot, locale, options, {
      kind: 'html',
      id: `${entry.id}-overview`,
      html: overview,
      source: { entryId: entry.id, field: 'sectionOverview' },
    });
    if (rendered) view.overview = rendered;
  }
  return { status: 200, entry: view, ...pageTreeOf(snapshot.pageTreeBranch(entry.id, locale, route.version)) };
}
