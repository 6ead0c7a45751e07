/**
 * The header's menu panels' lists, out of every page (docs/adr/036-page-tree-branches.md, addendum):
 * a page's embedded state keeps only what the header's bar shows, and the panels read their lists
 * from one immutable json file per header view, whose url ends in a hash of its json.
 */
import { createHash } from 'node:crypto';
import type { EmbeddedHeader, HeaderMenusFile, HeaderView } from '../../shared/types/page';

export const HEADER_MENUS_PREFIX = '/header-menus/';

export interface HeaderMenusFileText {
  url: string;
  json: string;
}

const files = new WeakMap<HeaderView, HeaderMenusFileText>();

/** The menus file of a header view, made once per view (a view is shared by a snapshot's pages). */
export function headerMenusFile(header: HeaderView): HeaderMenusFileText {
  let file = files.get(header);
  if (!file) {
    const lists: HeaderMenusFile = {
      cloudProducts: header.cloudProducts,
      serverProducts: header.serverProducts,
      resources: header.resources,
      guides: header.guides,
      documentation: header.documentation,
      menus: header.menus,
    };
    const json = JSON.stringify(lists);
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 16);
    file = Object.freeze({ url: `${HEADER_MENUS_PREFIX}${header.locale}/${hash}.json`, json });
    files.set(header, file);
  }
  return file;
}

/**
 * The header as a page's embedded state carries it: only what the page's markup does not show. The
 * panels' lists are left out and the menus file named instead; the version, logo, home link, menu
 * headings and extra links are in the header's markup, which the browser reads them back from
 * when the header hydrates (shared/components/chrome/restore-header.ts). The home page keeps the
 * products, which its own template lists.
 */
export function headerForState(header: HeaderView, keepProducts: boolean): EmbeddedHeader {
  const embedded: EmbeddedHeader = { id: header.id, locale: header.locale, menusFile: headerMenusFile(header).url };
  if (keepProducts) {
    embedded.cloudProducts = header.cloudProducts;
    embedded.serverProducts = header.serverProducts;
  }
  // The markup has no Sign in link to read it back from, and hydration must leave it out too.
  if (header.signIn === false) embedded.signIn = false;
  return embedded;
}
