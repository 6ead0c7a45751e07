/**
 * The browser build's counterpart of an intent module (`*.intent.tsx`,
 * docs/adr/045-hydration-on-intent.md): every
 * `export const Name = hydratedOnIntent('name', '.selector', Component)` becomes the browser's
 * hydratedOnIntent with a loader of `Component`'s module, a chunk of its own named `intent-{name}`.
 * The stylesheets the component's module reaches stay imported here, so they are linked with the
 * page's and its server markup is styled before its code arrives.
 */
const { readFileSync } = require('node:fs');
const { ANY_EXPORT, resolveSource, stylesheetsOf } = require('./static-region-loader.cjs');

const EXPORT = /^export const (\w+) = hydratedOnIntent\(\s*'([\w-]+)',\s*'([^']+)',\s*(\w+),?\s*\);/gm;
const NAMED_IMPORT = /^import\s+\{([^}]+)\}\s+from\s+'(\.{1,2}\/[^']+)';/gm;

/** Local name to [module request, exported name] for the module's named relative imports. */
function namedImports(source) {
  const names = new Map();
  for (const [, list, request] of source.matchAll(NAMED_IMPORT)) {
    for (const part of list.split(',')) {
      const [exported, local = exported] = part.trim().split(/\s+as\s+/);
      if (exported) names.set(local.trim(), [request, exported.trim()]);
    }
  }
  return names;
}

/** The module that stands for the intent module `file` with `source` in the browser. */
function intentModule(file, source, browserModule) {
  const parts = [...source.matchAll(EXPORT)].map((match) => ({
    name: match[1],
    region: match[2],
    selector: match[3],
    component: match[4],
  }));
  if ([...source.matchAll(ANY_EXPORT)].length !== parts.length) {
    throw new Error(
      `${file}: an intent module exports only \`export const Name = hydratedOnIntent('name', '.selector', Component);\` (docs/adr/045-hydration-on-intent.md)`,
    );
  }
  const imports = namedImports(source);
  const stylesheets = new Set();
  const read = new Set([file]);
  const code = [`import { hydratedOnIntent } from ${JSON.stringify(browserModule)};`];
  for (const part of parts) {
    const imported = imports.get(part.component);
    if (!imported) throw new Error(`${file}: ${part.component} is not imported by name from a relative module`);
    [part.request, part.exported] = imported;
    part.target = resolveSource(file, part.request);
    if (!part.target) throw new Error(`${file}: cannot resolve ${part.request}`);
  }
  const exports = parts.map(({ name, region, selector, request, exported, target }) => {
    const found = stylesheetsOf(target, readFileSync(target, 'utf8'));
    found.stylesheets.forEach((sheet) => stylesheets.add(sheet));
    found.read.forEach((dependency) => read.add(dependency));
    const chunk = JSON.stringify(`intent-${region}`);
    const load = `() => import(/* webpackChunkName: ${chunk} */ ${JSON.stringify(request)}).then((module) => module[${JSON.stringify(exported)}])`;
    return `export const ${name} = hydratedOnIntent(${JSON.stringify(region)}, ${JSON.stringify(selector)}, ${load});`;
  });
  code.push(...[...stylesheets].map((sheet) => `import ${JSON.stringify(sheet)};`), ...exports, '');
  return { code: code.join('\n'), parts, read: [...read] };
}

function intentRegionLoader(source) {
  const { browserModule } = this.getOptions();
  const { code, read } = intentModule(this.resourcePath, source, browserModule);
  for (const dependency of read) this.addDependency(dependency);
  return code;
}

module.exports = intentRegionLoader;
module.exports.intentModule = intentModule;
