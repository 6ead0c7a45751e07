/**
 * The `<title>` of a page (shared/links/document-title.ts): its title, then the product it
 * documents with the edition where the product has two ('Bitbucket Cloud') and the Data Center
 * version of a versioned page, unless the title already names them, then the site's name. Three
 * versions of 'Supported platforms' are three tabs a reader can tell apart. The home page, whose
 * title is the site's name, is that name alone.
 */
import { joinTitle } from '../../shared/links/document-title';
import type { Locale } from '../../shared/types/content';
import { contextOf } from '../content/resolvers/context';
import { distinguishingEdition } from '../content/resolvers/deployment';
import { titleOf } from '../content/resolvers/fields';
import type { ContentSnapshot } from '../content/snapshot-types';
import { siteName } from '../seo/site';

export function documentTitle(snapshot: ContentSnapshot, locale: Locale, url: string, title: string): string {
  return joinTitle([title, documentedProduct(snapshot, locale, url, title), siteName(snapshot, locale)]);
}

/** 'Jira Software Data Center 10.3' for a page of that product and version; undefined for none. */
function documentedProduct(snapshot: ContentSnapshot, locale: Locale, url: string, title: string): string | undefined {
  const route = snapshot.route(url);
  const entry = route && snapshot.entry(route.entryId, locale);
  const product = entry && contextOf(entry);
  if (product?.contentType !== 'product') return undefined;
  const edition = distinguishingEdition(snapshot, product, locale);
  const name = edition === undefined ? titleOf(product) : `${titleOf(product)} ${edition}`;
  const label = route?.version === undefined ? name : `${name} ${route.version}`;
  return title.toLocaleLowerCase(locale).includes(label.toLocaleLowerCase(locale)) ? undefined : label;
}
