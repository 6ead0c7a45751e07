/**
 * The resolvers' side of marking text not in the page's language (server/content/text-lang.ts):
 * the language of an entry's title and fields, and the page's own marks (`PageBase.textLang`).
 */
import type { Entry, HtmlLang, TextLang } from '../../../shared/types/content';
import type { PageBase } from '../../../shared/types/page';
import type { ContentSnapshot } from '../snapshot-types';
import { fieldLang } from '../text-lang';
import { titleSource } from './fields';

export { fieldLang, fillMarked } from '../text-lang';

type LangSource = Pick<ContentSnapshot, 'fallsBack' | 'defaultLocale'>;

/** The language of an entry's display title (`titleOf`) where it is not the page's. */
export function titleLang(snapshot: LangSource, entry: Entry): HtmlLang | undefined {
  const source = titleSource(entry);
  return source && fieldLang(snapshot, source.entry, source.field);
}

/** The language of the first of `fields` the entry has a text in (as `a ?? b` reads them). */
export function firstFieldLang(
  snapshot: LangSource,
  entry: Entry,
  fields: readonly string[],
  has: (entry: Entry, field: string) => boolean,
): HtmlLang | undefined {
  const field = fields.find((name) => has(entry, name));
  return fieldLang(snapshot, entry, field);
}

/** Notes that the page's `field` is in `lang` (nothing when it is in the page's language). */
export function markText<V extends PageBase>(view: V, field: keyof V & string, lang: TextLang | undefined): V {
  if (lang !== undefined) view.textLang = { ...view.textLang, [field]: lang };
  return view;
}
