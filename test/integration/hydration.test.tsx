/** @jest-environment jsdom */
import './jsdom-globals';
import {
  resolveContentPage,
  resolveNotFoundPage,
  resolveStaticPage,
} from '../../server/content/resolvers/resolve-page';
import { resolverSnapshot, testOptions } from '../../server/content/resolvers/resolver-fixtures';
import type { ResolvedPage } from '../../server/content/resolvers/resolve-page';
import { withRestoredHeader } from '../../shared/components/chrome/restore-header';
import { hydratePage } from '../../client/hydrate';
import type { PageBase } from '../../shared/types/page';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSnapshot } from '../../server/content/snapshot';
import { loadTemplate } from '../../shared/registry';
import type { LoadTemplate } from '../../server/routes/page-handler';
import { ContractTemplate, contractLoadTemplate, renderResolvedPage } from './support';
import { runPageSearch } from '../../server/routes/search-page';
import { SearchService } from '../../server/search/search-service';
import { largeProduct } from '../../bench/large-product';

// The first page of each template loads its module and the sample space's search: slow on a loaded machine.
jest.setTimeout(30_000);
const snapshot = resolverSnapshot();
const options = testOptions();

async function serverHtml(page: ResolvedPage<PageBase>, load: LoadTemplate = contractLoadTemplate): Promise<string> {
  const Template = load === contractLoadTemplate ? ContractTemplate : await load(page.entry.kind);
  return renderResolvedPage(Template, page, options.flags, snapshot.version);
}

function loadIntoDocument(html: string, path: string): void {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.documentElement.lang = parsed.documentElement.lang;
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
  window.history.replaceState(null, '', path);
}

const contentKinds = ['topic', 'topicSet', 'collection', 'documentedProduct', 'pageKbArticle', 'homePage'];
const pages: [string, () => { page: ResolvedPage<PageBase>; path: string }][] = [
  ...contentKinds.map((kind): [string, () => { page: ResolvedPage<PageBase>; path: string }] => [
    kind,
    () => {
      const route = snapshot.routes().find((candidate) => candidate.contentType === kind)!;
      return { page: resolveContentPage(snapshot, route, 'en-US', options), path: route.url };
    },
  ]),
  ['contact (ja)', () => ({ page: resolveStaticPage('contact', snapshot, 'ja-JP', options), path: '/ja/contact/' })],
  ['notFound', () => ({ page: resolveNotFoundPage(snapshot, 'en-US', options, '/missing/'), path: '/missing/' })],
];

const sample = buildSnapshot(
  JSON.parse(readFileSync(path.resolve(__dirname, '../../content/sample-space.json'), 'utf8')),
  {
    logger: { error: () => undefined },
  },
);
const large = (() => {
  const { space, topicUrl } = largeProduct();
  return { snapshot: buildSnapshot(space, { logger: { error: () => undefined } }), topicUrl };
})();
const sampleSearch = SearchService.fromSnapshot(sample);
afterAll(() => sampleSearch.close());
let sampleSearchState: Awaited<ReturnType<typeof runPageSearch>>['result'];
beforeAll(async () => {
  sampleSearchState = (await runPageSearch(sampleSearch, 'searchTerm=reindex', 'en-US')).result;
});

const samplePages: [string, () => { page: ResolvedPage<PageBase>; path: string }][] = [
  ...[...contentKinds, 'productLandingPage', 'pageKbHome', 'contextTheme'].map(
    (kind): [string, () => { page: ResolvedPage<PageBase>; path: string }] => [
      kind,
      () => {
        const route = sample.routes().find((candidate) => candidate.contentType === kind)!;
        return { page: resolveContentPage(sample, route, 'en-US', options), path: route.url };
      },
    ],
  ),
  [
    'searchResults',
    () => ({
      // As the server builds it: the url's search runs in process, so the browser has no search to make.
      page: resolveStaticPage('searchResults', sample, 'en-US', {
        ...options,
        search: sampleSearchState,
      }),
      path: '/search-results/',
    }),
  ],
  ['contact (ja)', () => ({ page: resolveStaticPage('contact', sample, 'ja-JP', options), path: '/ja/contact/' })],
  [
    'topic (ja)',
    () => {
      const route = sample.routes().find((candidate) => candidate.contentType === 'topic')!;
      return { page: resolveContentPage(sample, route, 'ja-JP', options), path: `/ja${route.url}` };
    },
  ],
  [
    'topic of a 1,000-page product',
    () => {
      const route = large.snapshot.route(large.topicUrl)!;
      return { page: resolveContentPage(large.snapshot, route, 'en-US', options), path: route.url };
    },
  ],
  ['notFound', () => ({ page: resolveNotFoundPage(sample, 'en-US', options, '/missing/'), path: '/missing/' })],
];

async function expectCleanHydration(page: ResolvedPage<PageBase>, path: string, load: LoadTemplate) {
  loadIntoDocument(await serverHtml(page, load), path);
  const markupBefore = document.getElementById('root')!.innerHTML;
  const errors: unknown[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));

  const outcome = await hydratePage({
    document,
    location: window.location,
    history: window.history,
    loadTemplate: load,
    onRecoverableError: (error) => errors.push(error),
  });
  // Hydration has committed, and reported any mismatch, when the outcome arrives; effects run after
  // it (the header's enhancement re-renders, the contact page's external app fetches its files).
  const markupHydrated = document.getElementById('root')!.innerHTML;
  const hydrationErrors = [...errors];
  await new Promise((resolve) => setTimeout(resolve, 0));

  consoleError.mockRestore();
  expect(outcome.hydrated).toBe(true);
  expect(hydrationErrors).toEqual([]);
  expect(markupHydrated).toBe(markupBefore);
  // The embedded json leaves the tree out; the browser reads the same branch back from the sidebar
  // (the contract template renders no sidebar).
  if (outcome.hydrated && load !== contractLoadTemplate) expect(outcome.state.pageTree).toEqual(page.pageTree);
  // The json leaves out what the header shows too; the header reads it back from its markup when it
  // hydrates (shared/components/chrome/PageHeader.tsx), which the clean hydration above relied on.
  if (outcome.hydrated && load !== contractLoadTemplate) {
    const { header } = page.entry.chrome;
    const restored = withRestoredHeader(outcome.state.entry.chrome, () => document).header;
    expect(restored).toMatchObject({
      version: header.version,
      homeUrl: header.homeUrl,
      useWaffleMenu: header.useWaffleMenu,
      additionalLinks: header.additionalLinks.map(({ label, url }) => ({ label, url })),
    });
    expect(restored.logo).toEqual(header.logo);
  }
  if (outcome.hydrated) outcome.root.unmount();
}

describe('hydration of the real templates', () => {
  it.each(samplePages)('hydrates a %s page of the sample space without warnings', async (_kind, make) => {
    const { page, path } = make();
    await expectCleanHydration(page, path, loadTemplate);
  });
});

describe('hydration of server output', () => {
  it.each(pages)('hydrates a %s page without warnings', async (_kind, make) => {
    const { page, path } = make();
    await expectCleanHydration(page, path, contractLoadTemplate);
  });

  it('splits starting the page into tasks: reading the state, starting React and enhancing bodies each after a yield', async () => {
    const route = snapshot.routes().find((candidate) => candidate.contentType === 'topic')!;
    loadIntoDocument(await serverHtml(resolveContentPage(snapshot, route, 'en-US', options)), route.url);
    const steps: string[] = [];
    const errors: unknown[] = [];

    const outcome = await hydratePage({
      document,
      location: window.location,
      history: window.history,
      loadTemplate: async (kind) => {
        steps.push('load template');
        return contractLoadTemplate(kind);
      },
      onRecoverableError: (error) => errors.push(error),
      enhance: () => steps.push('enhance'),
      yieldToBrowser: async () => {
        steps.push('yield');
        await new Promise((resolve) => setTimeout(resolve, 0));
      },
    });

    expect(steps).toEqual(['yield', 'load template', 'yield', 'yield', 'enhance']);
    expect(outcome.hydrated).toBe(true);
    expect(errors).toEqual([]);
    if (outcome.hydrated) outcome.root.unmount();
  });

  it('refuses to hydrate a page whose state belongs to another path, and says why', async () => {
    const route = snapshot.routes().find((candidate) => candidate.contentType === 'topic')!;
    loadIntoDocument(await serverHtml(resolveContentPage(snapshot, route, 'en-US', options)), '/somewhere/else/');
    const log = { error: jest.fn() };

    const outcome = await hydratePage({
      document,
      location: window.location,
      history: window.history,
      loadTemplate: contractLoadTemplate,
      log,
    });

    expect(outcome).toEqual({
      hydrated: false,
      reason: `the embedded state is for ${route.url}, not /somewhere/else/`,
    });
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('Not hydrating this page'));
  });

  it('rewrites an old requests hash link before hydrating', async () => {
    const page = resolveStaticPage('myRequests', snapshot, 'en-US', { ...options, requestsTab: 'requests' });
    loadIntoDocument(await serverHtml(page), '/requests/#!/123');

    const outcome = await hydratePage({
      document,
      location: window.location,
      history: window.history,
      loadTemplate: contractLoadTemplate,
    });

    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(window.location.pathname).toBe('/requests/123');
    expect(window.location.hash).toBe('');
    expect(outcome.hydrated).toBe(true);
    if (outcome.hydrated) outcome.root.unmount();
  });

  it('opens the request an old hash link names, so the server renders that request', async () => {
    const page = resolveStaticPage('myRequests', snapshot, 'en-US', { ...options, requestsTab: 'requests' });
    loadIntoDocument(await serverHtml(page), '/requests/#!/HC-12345678/');
    const openRewritten = jest.fn();

    const outcome = await hydratePage({
      document,
      location: window.location,
      history: window.history,
      loadTemplate: contractLoadTemplate,
      openRewritten,
    });

    expect(openRewritten).toHaveBeenCalledWith('/requests/HC-12345678/');
    expect(outcome.hydrated).toBe(false);
  });

  it('opens the sign-in page again with the old hash link in its continue target, which its form carries', async () => {
    const page = resolveStaticPage('signIn', snapshot, 'en-US', options);
    loadIntoDocument(await serverHtml(page), '/login/?application=sac&continue=%2Frequests%2F#!/HC-12345678/');
    const openRewritten = jest.fn();

    const outcome = await hydratePage({
      document,
      location: window.location,
      history: window.history,
      loadTemplate: contractLoadTemplate,
      openRewritten,
    });

    expect(openRewritten).toHaveBeenCalledWith('/login/?application=sac&continue=%2Frequests%2FHC-12345678%2F');
    expect(outcome.hydrated).toBe(false);
  });
});
