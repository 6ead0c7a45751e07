/**
 * Reads the data the server embedded and decides whether this page may hydrate. The client refuses
 * (and says why) when the state is missing, is not JSON, lacks its parts, or belongs to another path:
 * hydrating someone else's data would attach the wrong page to this markup.
 */
import { asBrowserConfig, BROWSER_CONFIG_ELEMENT_ID, type BrowserConfig } from '../config/browser-config';
import { stripLocale } from '../shared/links/locale';
import type { EmbeddedState } from '../shared/types/state';

export const STATE_ELEMENT_ID = '__INITIAL_STATE__';

export type ReadResult<T> = { ok: true; value: T } | { ok: false; reason: string };

function readJson(doc: Document, id: string): ReadResult<unknown> {
  const element = doc.getElementById(id);
  if (!element) return { ok: false, reason: `no #${id} element` };
  try {
    return { ok: true, value: JSON.parse(element.textContent ?? '') as unknown };
  } catch (error) {
    return { ok: false, reason: `#${id} is not JSON (${(error as Error).message})` };
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readEmbeddedState(doc: Document, pathname: string): ReadResult<EmbeddedState> {
  const json = readJson(doc, STATE_ELEMENT_ID);
  if (!json.ok) return json;
  const state = json.value;
  if (!isRecord(state) || !isRecord(state.entry) || !Array.isArray(state.pageTree) || !isRecord(state.featureFlags)) {
    return { ok: false, reason: 'the embedded state lacks entry, pageTree or featureFlags' };
  }
  if (typeof state.contentVersion !== 'string')
    return { ok: false, reason: 'the embedded state has no contentVersion' };
  const { entry } = state;
  if (typeof entry.kind !== 'string' || typeof entry.url !== 'string' || typeof entry.locale !== 'string') {
    return { ok: false, reason: 'the embedded entry lacks kind, url or locale' };
  }
  const here = stripLocale(pathname);
  // The not-found and preview error pages are served at any path; every other page only at its own url.
  if (entry.kind !== 'notFound' && entry.kind !== 'previewError' && here.path !== entry.url) {
    return { ok: false, reason: `the embedded state is for ${entry.url}, not ${here.path}` };
  }
  if (here.locale !== entry.locale) {
    return { ok: false, reason: `the embedded state is in ${entry.locale}, the url in ${here.locale}` };
  }
  return { ok: true, value: state as unknown as EmbeddedState };
}

export function readBrowserConfig(doc: Document): ReadResult<BrowserConfig> {
  const json = readJson(doc, BROWSER_CONFIG_ELEMENT_ID);
  if (!json.ok) return json;
  const config = asBrowserConfig(json.value);
  return config ? { ok: true, value: config } : { ok: false, reason: 'the embedded config has the wrong shape' };
}
