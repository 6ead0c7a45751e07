import { serverMessagesFor } from '../../../shared/i18n/server-messages';
import type { Entry, Locale } from '../../../shared/types/content';
import type { CollectionPageView } from '../../../shared/types/pages/content-pages';
import type { ContentSnapshot } from '../snapshot-types';
import { defined, pageCard, type ShownText } from './cards';
import { entryPageBase, type ResolveInput, pageTreeOf, type ResolvedPage } from './context';
import { linksField, textField } from './fields';
import { docsContext } from './page-fields';
import { fieldLang, markText } from './text-lang';

/**
 * A topic opens one page; a topic set or collection opens a list of them, with its own words if it
 * has some. A button text that is one of the standard labels in the default
 * locale ('View topic', 'View topics') is that label, so it reads from the message table in every
 * locale, whatever the entry's translation says: content that copies the label would otherwise show
 * the English label on a Japanese page, or a translation that disagrees with its neighbours'. Own
 * words without a translation stay, marked `lang` (docs/adr/047).
 */
export function childButtonText(snapshot: ContentSnapshot, child: Entry, locale: Locale): ShownText {
  const labels = serverMessagesFor(locale).page;
  if (child.contentType === 'topic') return { text: labels.viewTopic };
  const own = textField(child, 'buttonText');
  if (own === undefined) return { text: labels.viewTopics };
  const standard = standardLabel(snapshot, child);
  if (standard) return { text: labels[standard] };
  return { text: own, lang: fieldLang(snapshot, child, 'buttonText') };
}

/** Which standard label an entry's button text is in the default locale, if it is one. */
function standardLabel(snapshot: ContentSnapshot, child: Entry): 'viewTopic' | 'viewTopics' | undefined {
  const original = snapshot.entry(child.id, snapshot.defaultLocale);
  const text = original && textField(original, 'buttonText');
  const labels = serverMessagesFor(snapshot.defaultLocale).page;
  if (text === labels.viewTopic) return 'viewTopic';
  if (text === labels.viewTopics) return 'viewTopics';
  return undefined;
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
