/**
 * The embedded state's json: bodies blanked (blank-bodies.ts) and the page tree left out (the html
 * carries both), escaped for a script element (serialize-state.ts). The chrome view is the biggest part of every page's state and the same
 * object on every page of a snapshot and locale (resolvers/context.ts), so its json is made once per
 * chrome view and spliced into the page's json where JSON.stringify would have written it: the
 * result is the same text as serialising the whole state.
 */
import { randomUUID } from 'node:crypto';
import type { EmbeddedState } from '../../shared/types/state';
import { blankBodies } from './blank-bodies';
import { serializeForScript } from './serialize-state';

/** Stands in for the chrome while the rest is serialised; random, so no content can contain it. */
const CHROME_MARK = `chrome:${randomUUID()}`;
const CHROME_MARK_JSON = JSON.stringify(CHROME_MARK);
const chromeJson = new WeakMap<object, string>();

export function embeddedStateJson(full: EmbeddedState): string {
  // The sidebar's markup carries the page tree; the browser reads it back (client/restore-page-tree.ts).
  const state = full.pageTree.length === 0 ? full : { ...full, pageTree: [] };
  const chrome: unknown = state.entry.chrome;
  if (typeof chrome !== 'object' || chrome === null) return serializeForScript(blankBodies(state));
  let json = chromeJson.get(chrome);
  if (json === undefined) {
    json = serializeForScript(blankBodies(chrome));
    chromeJson.set(chrome, json);
  }
  const marked = { ...state, entry: { ...state.entry, chrome: CHROME_MARK } };
  const rest = serializeForScript(blankBodies(marked));
  const at = rest.indexOf(CHROME_MARK_JSON);
  if (at === -1) return serializeForScript(blankBodies(state));
  return rest.slice(0, at) + json + rest.slice(at + CHROME_MARK_JSON.length);
}
