import { readFileSync } from 'node:fs';
import path from 'node:path';

interface IntentPart {
  name: string;
  region: string;
  selector: string;
  exported: string;
  target: string;
}

// The loader is CommonJS, as webpack loads it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { intentModule } = require('./intent-region-loader.cjs') as {
  intentModule: (file: string, source: string, browserModule: string) => { code: string; parts: IntentPart[] };
};

const root = path.resolve(__dirname, '..');
const BROWSER = path.join(root, 'shared/static/on-intent.browser.tsx');
const PARTS = path.join(root, 'shared/components/parts.intent.tsx');

describe('the intent region loader', () => {
  it('replaces every part of an intent module with the browser side, loading its component from a chunk of its own', async () => {
    const actual = (await import('../shared/components/parts.intent')) as Record<string, unknown>;

    const { code, parts } = intentModule(PARTS, readFileSync(PARTS, 'utf8'), BROWSER);

    expect(parts.map(({ name }) => name).sort()).toEqual(Object.keys(actual).sort());
    expect(code).toContain(`import { hydratedOnIntent } from ${JSON.stringify(BROWSER)};`);
    expect(code).toContain(
      'export const IntentPageTree = hydratedOnIntent("page-tree", ".hc-page-tree", () => import(/* webpackChunkName: "intent-page-tree" */ "./PageTree").then((module) => module["PageTree"]));',
    );
    expect(parts.find(({ name }) => name === 'IntentWasThisHelpful')).toMatchObject({
      region: 'feedback',
      selector: '.hc-helpful',
      exported: 'WasThisHelpful',
      target: path.join(root, 'shared/components/WasThisHelpful.tsx'),
    });
  });

  it('keeps the stylesheets of the components, so their server markup is styled before their code arrives', () => {
    const { code } = intentModule(PARTS, readFileSync(PARTS, 'utf8'), BROWSER);

    expect(code).toContain(`import ${JSON.stringify(path.join(root, 'shared/components/PageTree.css'))};`);
    expect(code).toContain(`import ${JSON.stringify(path.join(root, 'shared/components/WasThisHelpful.css'))};`);
  });

  it('refuses a module that exports anything but parts hydrated on intent', () => {
    const source = `import { hydratedOnIntent } from '../static/on-intent';
import { PageTree } from './PageTree';
export const IntentPageTree = hydratedOnIntent('page-tree', '.hc-page-tree', PageTree);
export const other = 1;
`;

    expect(() => intentModule(PARTS, source, BROWSER)).toThrow(/an intent module exports only/);
  });

  it('refuses a part whose component is not imported by name from a relative module', () => {
    const source = `import { hydratedOnIntent } from '../static/on-intent';
export const IntentPageTree = hydratedOnIntent('page-tree', '.hc-page-tree', PageTree);
`;

    expect(() => intentModule(PARTS, source, BROWSER)).toThrow(/PageTree is not imported by name/);
  });
});
