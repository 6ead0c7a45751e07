/** @jest-environment jsdom */
import './jsdom-globals';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { resolveContentPage, resolveStaticPage } from '../../server/content/resolvers/resolve-page';
import type { ResolvedPage } from '../../server/content/resolvers/resolve-page';
import { testOptions } from '../../server/content/resolvers/resolver-fixtures';
import { EMPTY_MANIFEST } from '../../server/render/asset-manifest';
import { renderPage } from '../../server/render/render-page';
import { buildSnapshot } from '../../server/content/snapshot';
import { runPageSearch } from '../../server/routes/search-page';
import { SearchService } from '../../server/search/search-service';
import { loadTemplate } from '../../shared/registry';
import type { PageBase } from '../../shared/types/page';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS, as webpack loads it
const { keptModule } = require('../../webpack/static-region-loader.cjs') as {
  keptModule: (file: string, source: string, kept: string) => { names: { name: string; region: string }[] };
};

// Each page loads its template and the sample space's search: slow on a loaded machine.
jest.setTimeout(30_000);

const ROOT = path.resolve(__dirname, '../..');
const options = testOptions();
const sample = buildSnapshot(JSON.parse(readFileSync(path.join(ROOT, 'content/sample-space.json'), 'utf8')), {
  logger: { error: () => undefined },
});
const search = SearchService.fromSnapshot(sample);
afterAll(() => search.close());

/** Every static module of the code base (docs/adr/044-static-regions.md). */
function staticModules(dir = path.join(ROOT, 'shared')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const full = path.join(dir, item.name);
    if (item.isDirectory()) return staticModules(full);
    return item.name.endsWith('.static.tsx') ? [full] : [];
  });
}

async function serverHtml(page: ResolvedPage<PageBase>): Promise<string> {
  return renderPage(
    await loadTemplate(page.entry.kind),
    {
      entry: page.entry,
      pageTree: page.pageTree,
      ...(page.pageTreeFile === undefined ? {} : { pageTreeFile: page.pageTreeFile }),
      featureFlags: options.flags,
      contentVersion: sample.version,
    },
    {
      publicBaseUrl: 'https://support.example.com',
      manifest: EMPTY_MANIFEST,
      browserConfig: {
        publicBaseUrl: 'https://support.example.com',
        environment: 'test',
        flagsClientKey: 'client-help-centre',
        sacBaseUrl: '',
        chatWidgetUrl: '',
        chatWidgetIntegrity: '',
        analyticsConsent: false,
      },
      alternates: [],
    },
  );
}

function contentPage(kind: string, locale: 'en-US' | 'ja-JP' = 'en-US') {
  const route = sample.routes().find((candidate) => candidate.contentType === kind)!;
  const page = resolveContentPage(sample, route, locale, options);
  return { page, path: locale === 'en-US' ? route.url : `/ja${route.url}` };
}

/** The English content page at `url`. */
function contentPageAt(url: string) {
  const route = sample.routes().find((candidate) => candidate.url === url)!;
  return { page: resolveContentPage(sample, route, 'en-US', options), path: url };
}

/** The five pages Lighthouse scores (bench/lighthouse.ts), a Japanese topic and a topic's featured video. */
const pages: [string, () => Promise<{ page: ResolvedPage<PageBase>; path: string }>][] = [
  ['home page', () => Promise.resolve(contentPage('homePage'))],
  ['docs home', () => Promise.resolve(contentPage('documentedProduct'))],
  ['topic', () => Promise.resolve(contentPage('topic'))],
  ['KB article', () => Promise.resolve(contentPage('pageKbArticle'))],
  [
    'search results',
    async () => ({
      page: resolveStaticPage('searchResults', sample, 'en-US', {
        ...options,
        search: (await runPageSearch(search, 'searchTerm=reindex', 'en-US')).result,
      }),
      path: '/search-results/',
    }),
  ],
  ['Japanese topic', () => Promise.resolve(contentPage('topic', 'ja-JP'))],
  ['topic with a featured video', () => Promise.resolve(contentPageAt('/jira-software-cloud/docs/create-a-board/'))],
];

/**
 * Hydrates the document as the browser build does: every static module replaced by the kept regions
 * the loader makes of it, in a module registry of its own so that the server's render above used the
 * real components.
 */
async function hydrateAsTheBrowserBuild(): Promise<{ errors: unknown[]; regions: number; hydrated: string }> {
  const errors: unknown[] = [];
  let regions = 0;
  let hydrated = '';
  await jest.isolateModulesAsync(async () => {
    // The isolated registry's copy, which client/hydrate.tsx fills before hydrating.
    const { keptRegion } = await import('../../shared/static/kept-region');
    for (const file of staticModules()) {
      const { names } = keptModule(file, readFileSync(file, 'utf8'), '');
      jest.doMock(file, () => Object.fromEntries(names.map(({ name, region }) => [name, keptRegion(region)])));
    }
    const { hydratePage } = await import('../../client/hydrate');
    const registry = await import('../../shared/registry');
    await import('../../shared/i18n/all-messages');
    regions = document.querySelectorAll('#root hc-static').length;
    const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    const outcome = await hydratePage({
      document,
      location: window.location,
      history: window.history,
      loadTemplate: registry.loadTemplate,
      onRecoverableError: (error) => errors.push(error),
    });
    // Hydration has committed, and reported any mismatch, when the outcome arrives.
    hydrated = document.getElementById('root')!.innerHTML;
    consoleError.mockRestore();
    if (!outcome.hydrated) errors.push(outcome.reason);
    else outcome.root.unmount();
  });
  // A mock outlives the isolated registry: the next page's server render must see the real modules.
  for (const file of staticModules()) jest.dontMock(file);
  return { errors, regions, hydrated };
}

describe('static regions in the browser build', () => {
  it.each(pages)(
    'hydrates the %s with its static regions kept from the server markup, without a mismatch',
    async (_name, make) => {
      const { page, path: url } = await make();
      const parsed = new DOMParser().parseFromString(await serverHtml(page), 'text/html');
      document.documentElement.lang = parsed.documentElement.lang;
      document.head.innerHTML = parsed.head.innerHTML;
      document.body.innerHTML = parsed.body.innerHTML;
      window.history.replaceState(null, '', url);
      const before = document.getElementById('root')!.innerHTML;
      const featuredVideo = 'featuredVideo' in page.entry && page.entry.featuredVideo !== undefined;

      const { errors, regions, hydrated } = await hydrateAsTheBrowserBuild();

      expect(errors).toEqual([]);
      // Every page has the footer at least.
      expect(regions).toBeGreaterThan(0);
      expect(hydrated).toBe(before);
      // A featured video is kept with the play button that replaces its link once enhanced.
      expect(hydrated.match(/<template data-enhanced-video="">/g)?.length ?? 0).toBe(featuredVideo ? 1 : 0);
    },
  );
});
