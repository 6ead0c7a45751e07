import { serverMessagesFor } from '../../../shared/i18n/server-messages';
import type { Entry, Locale } from '../../../shared/types/content';
import type { CollectionPageView } from '../../../shared/types/pages/content-pages';
import type { ContentSnapshot } from '../snapshot-types';
import { defined, pageCard, type ShownText } from './cards';
import { entryPageBase, type ResolveInput, pageTreeOf, type ResolvedPage } from './context';
import { linksField, textField } from './fields';
import { docsContext } from './page-fields';
import { fieldLang, markText } from './text-lang';

/** A topic opens one page; a topic set or collection opens a list of them, with its own words if it has some. */
export function childButtonText(snapshot: ContentSnapshot, child: Entry, locale: Locale): ShownText {
  const labels = serverMessagesFor(locale).page;
  if (child.contentType === 'topic') return { text: labels.viewTopic };
  const own = textField(child, 'buttonText');
  return own === undefined
    ? { text: labels.viewTopics }
    : { text: own, lang: fieldLang(snapshot, child, 'buttonText') };
}

export function resolveCollection(input: ResolveInput): ResolvedPage<CollectionPageView> {
  const { snapshot, entry, locale, route } = input;
  const { context, fields } = docsContext(input);
  const children = linksField(entry, 'childrenReferences');
  const view: CollectionPageView = {
    ...entryPageBase(input, 'collection', [context, ...children, fields.notice]),
    ...fields,
    cards: defined(
      children.map((child) =>
        pageCard(snapshot, child, locale, childButtonText(snapshot, child, locale), route.version),
      ),
    ),
  };
  const subhead = textField(entry, 'subhead');
  if (subhead) {
    view.subhead = subhead;
    markText(view, 'subhead', fieldLang(snapshot, entry, 'subhead'));
  }
  const description = textField(entry, 'description');
  if (description) {
    view.description = description;
    markText(view, 'description', fieldLang(snapshot, entry, 'description'));
  }
  return { status: 200, entry: view, ...pageTreeOf(snapshot.pageTreeBranch(entry.id, locale, route.version)) };
}
