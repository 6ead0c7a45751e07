/**
 * The embedded state's json: bodies blanked (blank-bodies.ts) and the page tree left out (the html
 * carries both), the header's menu lists left out (header-menus.ts: the panels fetch them on first
 * open), escaped for a script element (serialize-state.ts). The chrome view is the same object on
 * every page of a snapshot and locale (resolvers/context.ts), so its json is made once per chrome
 * view (and whether the page keeps the products) and spliced into the page's json where
 * JSON.stringify would have written it: the result is the same text as serialising the whole state.
 */
import { randomUUID } from 'node:crypto';
import type { ChromeView, EmbeddedHeader } from '../../shared/types/page';
import type { EmbeddedState } from '../../shared/types/state';
import { blankBodies } from './blank-bodies';
import { headerForState } from './header-menus';
import { serializeForScript } from './serialize-state';

/** Stands in for the chrome while the rest is serialised; random, so no content can contain it. */
const CHROME_MARK = `chrome:${randomUUID()}`;
const CHROME_MARK_JSON = JSON.stringify(CHROME_MARK);
const chromeJson = new WeakMap<object, Map<boolean, string>>();

/** The chrome as the state carries it; the home page's template lists the header's products itself. */
function chromeForState(
  chrome: ChromeView,
  keepProducts: boolean,
): Omit<ChromeView, 'header'> & { header: EmbeddedHeader } {
  return { ...chrome, header: headerForState(chrome.header, keepProducts) };
}

export function embeddedStateJson(full: EmbeddedState): string {
  // The sidebar's markup carries the page tree; the browser reads it back (client/restore-page-tree.ts).
  const state = full.pageTree.length === 0 ? full : { ...full, pageTree: [] };
  const chrome: unknown = state.entry.chrome;
  if (typeof chrome !== 'object' || chrome === null) return serializeForScript(blankBodies(state));
  const keepProducts = state.entry.kind === 'homePage';
  const stateChrome = chromeForState(chrome as ChromeView, keepProducts);
  let variants = chromeJson.get(chrome);
  if (variants === undefined) {
    variants = new Map();
    chromeJson.set(chrome, variants);
  }
  let json = variants.get(keepProducts);
  if (json === undefined) {
    json = serializeForScript(blankBodies(stateChrome));
    variants.set(keepProducts, json);
  }
  const marked = { ...state, entry: { ...state.entry, chrome: CHROME_MARK } };
  const rest = serializeForScript(blankBodies(marked));
  const at = rest.indexOf(CHROME_MARK_JSON);
  if (at === -1) return serializeForScript(blankBodies({ ...state, entry: { ...state.entry, chrome: stateChrome } }));
  return rest.slice(0, at) + json + rest.slice(at + CHROME_MARK_JSON.length);
}
