import { serverMessagesFor } from '../../../shared/i18n/server-messages';
import type { Entry, Locale } from '../../../shared/types/content';
import type { CollectionPageView } from '../../../shared/types/pages/content-pages';
import { defined, pageCard } from './cards';
import { entryPageBase, type ResolveInput, pageTreeOf, type ResolvedPage } from './context';
import { linksField, textField } from './fields';
import { docsContext } from './page-fields';

/** A topic opens one page; a topic set or collection opens a list of them. */
export function childButtonText(child: Entry, locale: Locale): string {
  const labels = serverMessagesFor(locale).page;
  if (child.contentType === 'topic') return labels.viewTopic;
  return textField(child, 'buttonText') ?? labels.viewTopics;
}

export function resolveCollection(input: ResolveInput): ResolvedPage<CollectionPageView> {
  const { snapshot, entry, locale, route } = input;
  const { context, fields } = docsContext(input);
  const children = linksField(entry, 'childrenReferences');
  const view: CollectionPageView = {
    ...entryPageBase(input, 'collection', [context, ...children, fields.notice]),
    ...fields,
    cards: defined(
      children.map((child) => pageCard(snapshot, child, locale, childButtonText(child, locale), route.version)),
    ),
  };
  const subhead = textField(entry, 'subhead');
  if (subhead) view.subhead = subhead;
  const description = textField(entry, 'description');
  if (description) view.description = description;
  return { status: 200, entry: view, ...pageTreeOf(snapshot.pageTreeBranch(entry.id, locale, route.version)) };
}
