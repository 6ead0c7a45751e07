/** Cards and links built from referenced entries. */
import type { Entry, HtmlLang, Locale } from '../../../shared/types/content';
import type { LinkView } from '../../../shared/types/page';
import type { CardView } from '../../../shared/types/pages/common';
import { childUrlInVersion } from '../navigation';
import type { ContentSnapshot } from '../snapshot-types';
import { href } from './context';
import { distinguishingEdition } from './deployment';
import { assetField, imageOf, stringRecordField, textField, titleOf, urlField } from './fields';
import { fieldLang, firstFieldLang, titleLang } from './text-lang';

/** A text a view shows and, where it is not in the page's language, its language. */
export interface ShownText {
  text: string;
  lang?: HtmlLang | undefined;
}

const hasText = (entry: Entry, field: string) => textField(entry, field) !== undefined;

/** Sets `view[key]` to `lang` when there is one: marks are only written where they apply. */
function mark<V extends object>(view: V, key: keyof V & string, lang: HtmlLang | undefined): void {
  if (lang !== undefined) (view as Record<string, unknown>)[key] = lang;
}

/**
 * The url a list on a page links a child page by. On a versioned page, the page tree's rule
 * (`childUrlInVersion`): the child's copy in exactly the page's version, or none, so a child without
 * that copy is left out of the list instead of linking another version. On an unversioned page
 * (Cloud), the child's canonical url as before.
 */
export function urlInPageVersion(snapshot: ContentSnapshot, entryId: string, version?: string): string | undefined {
  if (version === undefined) return snapshot.urlOf(entryId);
  const exactUrl = (id: string, inVersion: string) =>
    snapshot.versionsOf(id).includes(inVersion) ? snapshot.urlOf(id, inVersion) : undefined;
  return childUrlInVersion({ exactUrl }, entryId, version);
}

/** The children a list on a page in `version` shows: those with a copy in it (`urlInPageVersion`). */
export function childrenInVersion(snapshot: ContentSnapshot, children: readonly Entry[], version?: string): Entry[] {
  return children.filter((child) => urlInPageVersion(snapshot, child.id, version) !== undefined);
}

/** A card of a page entry, listed on a page in `version`: its title, description and url in the locale. */
export function pageCard(
  snapshot: ContentSnapshot,
  entry: Entry,
  locale: Locale,
  buttonText?: string | ShownText,
  version?: string,
): CardView | undefined {
  const url = urlInPageVersion(snapshot, entry.id, version);
  if (url === undefined) return undefined;
  const card: CardView = { id: entry.id, title: titleOf(entry), url: href(url, locale) };
  mark(card, 'lang', titleLang(snapshot, entry));
  const description = textField(entry, 'description') ?? textField(entry, 'metaDescription');
  if (description) {
    card.description = description;
    mark(card, 'descriptionLang', firstFieldLang(snapshot, entry, ['description', 'metaDescription'], hasText));
  }
  const button = typeof buttonText === 'string' ? { text: buttonText } : buttonText;
  if (button?.text) {
    card.buttonText = button.text;
    mark(card, 'buttonTextLang', button.lang);
  }
  const icon = imageOf(assetField(entry, 'icon'));
  if (icon) card.icon = icon;
  return card;
}

/** A link to a page entry listed on a page in `version` (`urlInPageVersion`). */
export function pageLink(
  snapshot: ContentSnapshot,
  entry: Entry,
  locale: Locale,
  version?: string,
): LinkView | undefined {
  const url = urlInPageVersion(snapshot, entry.id, version);
  return url === undefined ? undefined : linkTo(snapshot, entry, locale, url);
}

/**
 * A link to a related page from a page in `version`. Related links are not the page's children and
 * may name unversioned pages (a KB article, another product's topic), which keep their canonical
 * url; a versioned page is linked by its copy in the version (`urlInPageVersion`), or left out.
 */
export function relatedPageLink(
  snapshot: ContentSnapshot,
  entry: Entry,
  locale: Locale,
  version?: string,
): LinkView | undefined {
  const versioned = snapshot.versionsOf(entry.id).length > 0;
  const url = versioned ? urlInPageVersion(snapshot, entry.id, version) : snapshot.urlOf(entry.id);
  return url === undefined ? undefined : linkTo(snapshot, entry, locale, url);
}

function linkTo(snapshot: ContentSnapshot, entry: Entry, locale: Locale, url: string): LinkView {
  const link: LinkView = { id: entry.id, label: titleOf(entry), url: href(url, locale) };
  mark(link, 'lang', titleLang(snapshot, entry));
  const description = textField(entry, 'description');
  if (description) {
    link.description = description;
    mark(link, 'descriptionLang', fieldLang(snapshot, entry, 'description'));
  }
  return link;
}

/** A resource card entry; `descriptionField` picks the home or product-home wording. */
export function resourceCard(
  snapshot: ContentSnapshot,
  card: Entry,
  locale: Locale,
  descriptionField: 'sacHomeDescription' | 'productSupportHomeDescription',
): CardView {
  const view: CardView = {
    id: card.id,
    title: textField(card, 'title') ?? '',
    url: href(urlField(card, 'buttonLink') ?? '/', locale),
  };
  if (view.title !== '') mark(view, 'lang', fieldLang(snapshot, card, 'title'));
  const description = textField(card, descriptionField) ?? textField(card, 'shortDescription');
  if (description) {
    view.description = description;
    mark(view, 'descriptionLang', firstFieldLang(snapshot, card, [descriptionField, 'shortDescription'], hasText));
  }
  const buttonText = textField(card, 'buttonText');
  if (buttonText) {
    view.buttonText = buttonText;
    mark(view, 'buttonTextLang', fieldLang(snapshot, card, 'buttonText'));
  }
  const icon = imageOf(assetField(card, 'icon'));
  if (icon) view.icon = icon;
  return view;
}

/** A product or app card on a landing page: its landing page, or its default deployment url. */
/**
 * A product's card: its title, with the edition when the product has another of the same name
 * ('Bitbucket Cloud', 'Bitbucket Data Center'), so two cards never read alike. None for the page
 * the card would be on (`ownUrl`), which needs no link to itself.
 */
export function productCard(
  snapshot: ContentSnapshot,
  product: Entry,
  locale: Locale,
  ownUrl?: string,
): CardView | undefined {
  const url = snapshot.urlOf(product.id) ?? stringRecordField(product, 'deploymentUrls').default;
  if (url === undefined || url === ownUrl) return undefined;
  const edition = distinguishingEdition(snapshot, product, locale);
  const title = edition === undefined ? titleOf(product) : `${titleOf(product)} ${edition}`;
  const view: CardView = { id: product.id, title, url: href(url, locale) };
  mark(view, 'lang', titleLang(snapshot, product));
  const description = textField(product, 'productBlurb') ?? textField(product, 'description');
  if (description) {
    view.description = description;
    mark(view, 'descriptionLang', firstFieldLang(snapshot, product, ['productBlurb', 'description'], hasText));
  }
  const icon = imageOf(assetField(product, 'icon'));
  if (icon) view.icon = icon;
  return view;
}

export function defined<T>(values: readonly (T | undefined)[]): T[] {
  return values.filter((value): value is T => value !== undefined);
}
