/**
 * The client build's manifest (dist/client/manifest.json, written by webpack/manifest-plugin.mjs):
 * the files of the entry (runtime, vendors, main) and of each async chunk, js and css, as urls under
 * the public path. A page loads the entry plus only its own template's chunk and, unless it is in
 * English, its locale's message table.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { messagesChunkName } from '../../shared/i18n/load-messages';
import type { Locale } from '../../shared/types/content';
import type { PageKind } from '../../shared/types/page';

export interface ChunkFiles {
  js: string[];
  css: string[];
}

export interface AssetManifest {
  publicPath: string;
  entry: ChunkFiles;
  chunks: Record<string, ChunkFiles>;
}

export interface PageAssets {
  scripts: string[];
  stylesheets: string[];
  /**
   * The stylesheets of the chunks the page's scripts import on a visitor's action, by chunk name
   * (shared/chunk-stylesheets.ts): every named chunk with styles but the templates.
   */
  chunkStylesheets: Record<string, string[]>;
}

export const EMPTY_MANIFEST: AssetManifest = Object.freeze({
  publicPath: '/static/',
  entry: { js: [], css: [] },
  chunks: {},
});

/**
 * Names a template chunk may have: the registry's webpackChunkName `template-{kebab-kind}`
 * (template-page-kb-article), `template-{kind}`, or the template's file name.
 */
export function templateChunkNames(kind: PageKind): string[] {
  const pascal = `${kind.charAt(0).toUpperCase()}${kind.slice(1)}`;
  const kebab = kind.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return [`template-${kebab}`, `template-${kind}`, `${pascal}Template`, kind];
}

/** Reads the manifest; a missing file (tests, or before the first build) means no assets. */
export function readAssetManifest(clientDistDir: string): AssetManifest {
  const file = path.join(clientDistDir, 'manifest.json');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return EMPTY_MANIFEST;
  }
  const parsed = JSON.parse(text) as Partial<AssetManifest>;
  return {
    publicPath: parsed.publicPath ?? '/static/',
    entry: parsed.entry ?? { js: [], css: [] },
    chunks: parsed.chunks ?? {},
  };
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/**
 * The scripts and stylesheets one page needs. The template chunk's scripts come first: a chunk that
 * runs before the webpack runtime waits in the chunk array, so when the entry asks for the template
 * it is already there and is not fetched a second time.
 */
export function assetsForTemplate(manifest: AssetManifest, kind: PageKind, locale: Locale = 'en-US'): PageAssets {
  const chunk = templateChunkNames(kind)
    .map((name) => manifest.chunks[name])
    .find((found) => found !== undefined);
  const messagesChunk = messagesChunkName(locale);
  const messages = messagesChunk === undefined ? undefined : manifest.chunks[messagesChunk];
  const url = (file: string) => `${manifest.publicPath}${file}`;
  return {
    scripts: unique([...(messages?.js ?? []), ...(chunk?.js ?? []), ...manifest.entry.js]).map(url),
    stylesheets: unique([...manifest.entry.css, ...(chunk?.css ?? [])]).map(url),
    chunkStylesheets: chunkStylesheets(manifest),
  };
}

const chunkStylesheetsOf = new WeakMap<AssetManifest, Record<string, string[]>>();

/** The stylesheets of the chunks imported on a visitor's action; the same for every page of a build. */
export function chunkStylesheets(manifest: AssetManifest): Record<string, string[]> {
  let found = chunkStylesheetsOf.get(manifest);
  if (!found) {
    found = Object.fromEntries(
      Object.entries(manifest.chunks)
        .filter(([name, files]) => !name.startsWith('template-') && files.css.length > 0)
        .map(([name, files]) => [name, files.css.map((file) => `${manifest.publicPath}${file}`)]),
    );
    chunkStylesheetsOf.set(manifest, found);
  }
  return found;
}
