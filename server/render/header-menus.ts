/**
 * The header's menu panels' lists, out of every page (docs/adr/036-page-tree-branches.md, addendum):
 * a page's embedded state keeps only what the header's bar shows, and the panels read their lists
 * from one immutable json file per header view, whose url ends in a hash of its json.
 */
import { createHash } from 'node:crypto';
import type { HeaderMenusFile, HeaderView } from '../../shared/types/page';

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
 * The header as a page's embedded state carries it: the panels' lists left out and the menus file
 * named instead. The menus keep their ids and headings, which the bar shows; the home page keeps
 * the products, which its own template lists.
 */
export function headerForState(header: HeaderView, keepProducts: boolean): HeaderView {
  return {
    ...header,
    cloudProducts: keepProducts ? header.cloudProducts : [],
    serverProducts: keepProducts ? header.serverProducts : [],
    resources: [],
    guides: [],
    documentation: { cloud: [], dataCenter: [] },
    menus: header.menus.map((menu) => ({
      id: menu.id,
      heading: menu.heading,
      primarySection: [],
      primarySectionRows: menu.primarySectionRows,
      secondarySection: [],
    })),
    menusFile: headerMenusFile(header).url,
  };
}
