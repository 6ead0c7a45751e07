/**
 * The browser build's counterpart of a static module (`*.static.tsx`, docs/adr/044-static-regions.md):
 * every `export const Name = staticRegion('name', Component)` becomes a kept region, which renders the server's
 * markup, so nothing the module imports reaches the client bundle but its stylesheets, which the
 * kept markup still needs. They are found by following the module's relative imports.
 */
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');

const EXPORT = /^export const (\w+) = staticRegion\(\s*'([\w-]+)'/gm;
const ANY_EXPORT =
  /^export\s+(?:default\s+)?(?:const|let|var|function|class|async|\{|\*|type|interface|enum)?\s*(\w+)?/gm;
// `import x from './y'`, `import './y.css'` and `export ... from './y'`; `import type` brings no code.
const IMPORT = /^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;
const SOURCE_EXTENSIONS = ['.tsx', '.ts', '.mjs', '.js'];

/** The names a static module exports; throws when it exports anything but static regions. */
function staticExports(source, file) {
  const names = [...source.matchAll(EXPORT)].map((match) => ({ name: match[1], region: match[2] }));
  const all = [...source.matchAll(ANY_EXPORT)];
  if (all.length !== names.length) {
    throw new Error(
      `${file}: a static module exports only \`export const Name = staticRegion('name', Component)\` (docs/adr/044-static-regions.md)`,
    );
  }
  return names;
}

function resolveSource(from, request) {
  const base = path.resolve(path.dirname(from), request);
  if (request.endsWith('.css')) return base;
  for (const candidate of [base, ...SOURCE_EXTENSIONS.map((ext) => `${base}${ext}`)]) {
    if (SOURCE_EXTENSIONS.includes(path.extname(candidate)) && existsSync(candidate)) return candidate;
  }
  for (const ext of SOURCE_EXTENSIONS) {
    const index = path.join(base, `index${ext}`);
    if (existsSync(index)) return index;
  }
  return undefined;
}

/** Every stylesheet `file` imports, directly or through its relative imports, and the files read. */
function stylesheetsOf(file, source) {
  const stylesheets = new Set();
  const read = new Set([file]);
  const queue = [[file, source]];
  while (queue.length > 0) {
    const [current, text] = queue.shift();
    for (const [, request] of text.matchAll(IMPORT)) {
      const target = resolveSource(current, request);
      if (target === undefined || read.has(target)) continue;
      read.add(target);
      if (target.endsWith('.css')) stylesheets.add(target);
      else queue.push([target, readFileSync(target, 'utf8')]);
    }
  }
  return { stylesheets: [...stylesheets], read: [...read] };
}

/** The kept-region module that stands for the static module `file` with `source`. */
function keptModule(file, source, keptRegionModule) {
  const names = staticExports(source, file);
  const { stylesheets, read } = stylesheetsOf(file, source);
  const code = [
    `import { keptRegion } from ${JSON.stringify(keptRegionModule)};`,
    ...stylesheets.map((sheet) => `import ${JSON.stringify(sheet)};`),
    ...names.map(({ name, region }) => `export const ${name} = keptRegion(${JSON.stringify(region)});`),
    '',
  ].join('\n');
  return { code, names, stylesheets, read };
}

function staticRegionLoader(source) {
  const { keptRegionModule } = this.getOptions();
  const { code, read } = keptModule(this.resourcePath, source, keptRegionModule);
  for (const dependency of read) this.addDependency(dependency);
  return code;
}

module.exports = staticRegionLoader;
module.exports.keptModule = keptModule;
module.exports.ANY_EXPORT = ANY_EXPORT;
module.exports.resolveSource = resolveSource;
module.exports.stylesheetsOf = stylesheetsOf;
