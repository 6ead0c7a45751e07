/**
 * The webpack runtime loads no stylesheets (docs/adr/021-javascript-budget.md): a chunk imported on a
 * visitor's action that has stylesheets of its own must be imported through `withChunkStylesheets`
 * (shared/chunk-stylesheets.ts), which links them before the chunk renders. Checked against the
 * production build's manifest, which says which chunks have stylesheets, and the sources that import
 * them.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { chunkStylesheets, readAssetManifest } from '../../server/render/asset-manifest';

const ROOT = path.resolve(__dirname, '../..');
const manifest = readAssetManifest(path.join(ROOT, 'dist/client'));

function sourcesUnder(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder)).flatMap((name) => {
    const relative = path.join(folder, name);
    if (statSync(path.join(ROOT, relative)).isDirectory()) return sourcesUnder(relative);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.(ts|tsx)$/.test(name) ? [relative] : [];
  });
}

/** Every dynamic import with a chunk name, and whether `withChunkStylesheets` wraps it with that name. */
function chunkImports(): { file: string; chunk: string; withStylesheets: boolean }[] {
  const found: { file: string; chunk: string; withStylesheets: boolean }[] = [];
  for (const file of [...sourcesUnder('shared'), ...sourcesUnder('client')]) {
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    for (const match of source.matchAll(/import\(\s*\/\* webpackChunkName: "([^"]+)" \*\//g)) {
      const chunk = match[1]!;
      const before = source.slice(Math.max(0, match.index - 120), match.index);
      const wrapped = new RegExp(`withChunkStylesheets\\(\\s*'${chunk}',\\s*$`).test(before);
      found.push({ file, chunk, withStylesheets: wrapped });
    }
  }
  return found;
}

describe('the stylesheets of chunks imported on an action', () => {
  it('imports every chunk that has stylesheets of its own through withChunkStylesheets, so none renders unstyled', () => {
    // Arrange
    const styled = Object.keys(chunkStylesheets(manifest));

    // Act
    const unwrapped = chunkImports().filter(({ chunk, withStylesheets }) => styled.includes(chunk) && !withStylesheets);

    // Assert
    expect(styled).toEqual(expect.arrayContaining(['lazy-header-menus', 'analytics-consent']));
    expect(unwrapped).toEqual([]);
  });

  it('finds the imports it checks, wrapped and not, so the check above is not vacuous', () => {
    const imports = chunkImports();

    expect(imports).toContainEqual({
      file: 'shared/components/chrome/HeaderPanel.tsx',
      chunk: 'lazy-header-menus',
      withStylesheets: true,
    });
    expect(imports).toContainEqual({ file: 'client/main.tsx', chunk: 'analytics', withStylesheets: false });
  });
});
