/**
 * The layout stays honest (docs/where-should-my-code-live.md): code both sides run never reaches
 * into the server, and the browser bundle never pulls in a server-only module. The import graph is
 * read with the TypeScript compiler's pre-processor (static and dynamic imports alike), so the test
 * needs no build.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../..');
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js'];

/**
 * Rendering article bodies to html is the server's job (docs/adr/003-bodies-as-html.md): these
 * modules and the packages behind them must stay out of the browser.
 */
const SERVER_ONLY_MODULES = [
  'shared/richtext/render-body.ts',
  'shared/richtext/html-body.ts',
  'shared/richtext/rich-text.ts',
  'shared/richtext/code-highlight.ts',
];
const SERVER_ONLY_PACKAGES = ['sanitize-html', '@contentful/rich-text-html-renderer', 'highlight.js', 'better-sqlite3'];

/** Redux Toolkit exports that bring immer into the bundle (docs/adr/043-state-without-immer.md). */
const IMMER_EXPORTS = ['createSlice', 'createReducer', 'buildCreateSlice', 'createEntityAdapter', 'produce'];

/** The names a source imports from Redux Toolkit or immer, as `package: name`. */
function immerImportsOf(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'(@reduxjs\/toolkit|immer)'/g)) {
    const names = match[1]!.split(',').map(
      (name) =>
        name
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]!,
    );
    for (const name of names) {
      if (match[2] === 'immer' || IMMER_EXPORTS.includes(name)) found.push(`${match[2]}: ${name}`);
    }
  }
  return found;
}

function filesUnder(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder)).flatMap((name) => {
    const relative = path.join(folder, name);
    if (statSync(path.join(ROOT, relative)).isDirectory()) return filesUnder(relative);
    return /\.(ts|tsx)$/.test(name) ? [relative] : [];
  });
}

const isTest = (file: string) => /\.test\.(ts|tsx)$/.test(file);

/** The specifiers a file imports, static and dynamic. */
function importsOf(file: string): string[] {
  const info = ts.preProcessFile(readFileSync(path.join(ROOT, file), 'utf8'), true, true);
  return info.importedFiles.map((imported) => imported.fileName);
}

/** A relative specifier as a project file, or undefined for packages and styles. */
function resolveRelative(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.join(path.dirname(from), specifier);
  for (const candidate of [base, ...EXTENSIONS.map((extension) => base + extension)]) {
    if (existsSync(path.join(ROOT, candidate)) && statSync(path.join(ROOT, candidate)).isFile()) return candidate;
  }
  return undefined;
}

/**
 * Every project file and package the entries reach; with `asBrowserBuild`, not through static
 * modules, which the browser build replaces by kept regions (docs/adr/044-static-regions.md).
 */
function reachable(entries: readonly string[], asBrowserBuild = false): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const specifier of importsOf(file)) {
      if (specifier.endsWith('.css')) continue;
      const resolved = resolveRelative(file, specifier);
      if (resolved && asBrowserBuild && resolved.endsWith('.static.tsx')) continue;
      if (resolved) queue.push(resolved);
      else if (!specifier.startsWith('.'))
        packages.add(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!);
    }
  }
  return { files, packages };
}

describe('the architecture', () => {
  it('never lets code in shared/ or client/ import from server/', () => {
    const offenders = [...filesUnder('shared'), ...filesUnder('client')]
      .filter((file) => !isTest(file))
      .flatMap((file) =>
        importsOf(file)
          .map((specifier) => resolveRelative(file, specifier))
          .filter((resolved): resolved is string => resolved?.startsWith(`server${path.sep}`) === true)
          .map((resolved) => `${file} imports ${resolved}`),
      );

    expect(offenders).toEqual([]);
  });

  it('keeps server-only rich-text modules and packages out of the browser bundle', () => {
    const { files, packages } = reachable(['client/main.tsx']);

    expect(files.size).toBeGreaterThan(50);
    expect([...files].filter((file) => SERVER_ONLY_MODULES.includes(file))).toEqual([]);
    expect([...files].filter((file) => file.startsWith(`server${path.sep}`))).toEqual([]);
    expect([...packages].filter((name) => SERVER_ONLY_PACKAGES.includes(name))).toEqual([]);
  });

  it('keeps createSlice, createReducer and immer out of every module the browser bundle reaches', () => {
    const { files, packages } = reachable(['client/main.tsx', 'shared/registry.ts']);

    const offenders = [...files].flatMap((file) =>
      immerImportsOf(readFileSync(path.join(ROOT, file), 'utf8')).map((name) => `${file} imports ${name}`),
    );

    expect(files.has(path.join('shared', 'state', 'search.ts'))).toBe(true);
    expect(offenders).toEqual([]);
    expect(packages.has('immer')).toBe(false);
  });

  it('keeps the whole message tables, and so the strings only the server renders, out of the browser bundle', () => {
    const WHOLE_TABLES = ['server-messages.ts', 'all-messages.ts', 'messages/ja-JP.ts', 'messages/ja-JP-server.ts'].map(
      (file) => path.join('shared', 'i18n', file),
    );
    const browser = reachable(['client/main.tsx', 'shared/registry.ts'], true).files;
    const server = reachable(['client/main.tsx', 'shared/registry.ts']).files;

    expect([...browser].filter((file) => WHOLE_TABLES.includes(file))).toEqual([]);
    // Through the static modules the server renders, the check above would find them.
    expect(server.has(path.join('shared', 'i18n', 'server-messages.ts'))).toBe(true);
  });

  it('gives the browser only the types of the analytics event catalogue, whose spec builders a minifier keeps', () => {
    const browser = reachable(['client/main.tsx', 'shared/registry.ts'], true).files;
    const valueImport = /import\s+(?!type\b)[^;]*?from\s+'[^']*analytics\/events'/;

    const offenders = [...browser].filter((file) => valueImport.test(readFileSync(path.join(ROOT, file), 'utf8')));

    expect(browser.has(path.join('client', 'analytics', 'start.ts'))).toBe(true);
    expect(valueImport.test("import { ANALYTICS_PATH, type AnalyticsEvent } from '../shared/analytics/events';")).toBe(
      true,
    );
    expect(offenders).toEqual([]);
  });

  it('can tell when a module imports createSlice or immer, so the check above is not vacuous', () => {
    const source =
      "import { configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';\nimport { produce } from 'immer';";

    expect(immerImportsOf(source)).toEqual(['@reduxjs/toolkit: createSlice', 'immer: produce']);
  });

  it('can tell when a server-only module is reached, so the check above is not vacuous', () => {
    const { files, packages } = reachable(['server/app.ts']);

    expect(SERVER_ONLY_MODULES.some((file) => files.has(file))).toBe(true);
    expect(packages.has('sanitize-html')).toBe(true);
  });
});
