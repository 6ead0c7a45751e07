import { readFileSync } from 'node:fs';
import path from 'node:path';

// The loader is CommonJS, as webpack loads it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { keptModule } = require('./static-region-loader.cjs') as {
  keptModule: (
    file: string,
    source: string,
    keptRegionModule: string,
  ) => { code: string; names: { name: string; region: string }[]; stylesheets: string[]; read: string[] };
};

const root = path.resolve(__dirname, '..');
const KEPT = path.join(root, 'shared/static/kept-region.tsx');
const REGIONS = path.join(root, 'shared/components/regions.static.tsx');

describe('the static region loader', () => {
  it('replaces every static region of a module with a kept region of the same name and export', async () => {
    const actual = (await import('../shared/components/regions.static')) as Record<string, unknown>;

    const { code, names } = keptModule(REGIONS, readFileSync(REGIONS, 'utf8'), KEPT);

    expect(names.map(({ name }) => name).sort()).toEqual(Object.keys(actual).sort());
    expect(code).toContain(`import { keptRegion } from ${JSON.stringify(KEPT)};`);
    expect(code).toContain(`export const StaticBreadcrumbs = keptRegion("breadcrumbs");`);
    expect(code).toContain(`export const StaticSiteFooter = keptRegion("site-footer");`);
  });

  it('keeps the stylesheets the wrapped components import, directly or through their own imports', () => {
    const { code, stylesheets } = keptModule(REGIONS, readFileSync(REGIONS, 'utf8'), KEPT);

    const expected = [
      'shared/components/Breadcrumbs.css',
      'shared/components/Card.css',
      'shared/components/Notice.css',
      'shared/components/ReaderTools.css',
      'shared/components/chrome/SiteFooter.css',
      // Through Notice, which shows its message as an article body.
      'shared/components/ArticleBody.css',
      'shared/richtext/article-body.css',
    ].map((file) => path.join(root, file));
    expect(stylesheets).toEqual(expect.arrayContaining(expected));
    for (const sheet of expected) expect(code).toContain(`import ${JSON.stringify(sheet)};`);
    // No component code is imported: only the kept region helper and stylesheets.
    expect(code.split('\n').filter((line) => line.startsWith('import ') && !line.endsWith('.css";'))).toEqual([
      `import { keptRegion } from ${JSON.stringify(KEPT)};`,
    ]);
  });

  it('refuses a static module that exports anything but static regions, naming the file', () => {
    const source = [
      "import { staticRegion } from '../static/static-region';",
      "export const StaticThing = staticRegion('thing', Thing);",
      'export function helper() {}',
    ].join('\n');

    expect(() => keptModule('/repo/shared/x.static.tsx', source, KEPT)).toThrow(
      "/repo/shared/x.static.tsx: a static module exports only `export const Name = staticRegion('name', Component)`",
    );
  });
});
