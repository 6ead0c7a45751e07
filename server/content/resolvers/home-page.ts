import type { HomePageView, FeaturedEntryView } from '../../../shared/types/pages/content-pages';
import { href, entryPageBase, type ResolveInput, type ResolvedPage } from './context';
import { resourceCard } from './cards';
import { boolField, linkField, linksField, textField, urlField } from './fields';
import { fieldLang, markText } from './text-lang';

export const DEFAULT_SEARCH_PLACEHOLDER = "Tell us what you're looking for";

export function resolveHomePage(input: ResolveInput): ResolvedPage<HomePageView> {
  const { snapshot, entry, locale } = input;
  const featured = linkField(entry, 'featuredContent');
  const featuredEntries = featured ? linksField(featured, 'featuredEntries') : [];
  const entries: FeaturedEntryView[] = [];
  for (const item of featuredEntries) {
    const page = linkField(item, 'page');
    const url = (page && snapshot.urlOf(page.id)) ?? urlField(item, 'url');
    if (url === undefined) continue;
    const view: FeaturedEntryView = {
      id: item.id,
      url: href(url, locale),
      linkText: textField(item, 'linkText') ?? '',
      linkTarget: textField(item, 'linkTarget') === '_blank' ? '_blank' : '_self',
    };
    const lang = view.linkText === '' ? undefined : fieldLang(snapshot, item, 'linkText');
    if (lang) view.lang = lang;
    const type = textField(item, 'type');
    if (type === 'article' || type === 'guide' || type === 'video' || type === 'announcement') view.type = type;
    entries.push(view);
  }
  const cards = linksField(entry, 'resourceCards').filter((card) => !boolField(card, 'hideInHeader'));
  const title = textField(entry, 'title') ?? '';
  const heroHeading = textField(entry, 'heroHeading');
  const view: HomePageView = {
    ...entryPageBase(input, 'homePage', [featured, ...featuredEntries, ...cards], { title: title }),
    heroHeading: heroHeading ?? title,
    searchPlaceholder: textField(entry, 'searchPlaceholder') ?? DEFAULT_SEARCH_PLACEHOLDER,
    resourceCards: cards.map((card) => resourceCard(snapshot, card, locale, 'sacHomeDescription')),
  };
  if (view.heroHeading !== '') {
    markText(view, 'heroHeading', fieldLang(snapshot, entry, heroHeading === undefined ? 'title' : 'heroHeading'));
  }
  const subheader = textField(entry, 'subheader');
  if (subheader) {
    view.subheader = subheader;
    markText(view, 'subheader', fieldLang(snapshot, entry, 'subheader'));
  }
  if (featured && entries.length > 0) {
    view.featuredContent = { title: textField(featured, 'title') ?? '', entries };
    const lang = view.featuredContent.title === '' ? undefined : fieldLang(snapshot, featured, 'title');
    if (lang) view.featuredContent.lang = lang;
  }
  return { status: 200, entry: view, pageTree: [] };
}
