/** @jest-environment jsdom */
import './jsdom-globals';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { resolveContentPage, resolveStaticPage } from '../../server/content/resolvers/resolve-page';
import type { ResolvedPage } from '../../server/content/resolvers/resolve-page';
import { testOptions } from '../../server/content/resolvers/resolver-fixtures';
import { buildSnapshot } from '../../server/content/snapshot';
import { runPageSearch } from '../../server/routes/search-page';
import { SearchService } from '../../server/search/search-service';
import type { ComponentType } from 'react';
import { loadTemplate } from '../../shared/registry';
import { renderResolvedPage } from './support';
import type { PageBase } from '../../shared/types/page';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS, as webpack loads it
const { keptModule } = require('../../webpack/static-region-loader.cjs') as {
  keptModule: (file: string, source: string, kept: string) => { names: { name: string; region: string }[] };
};

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS, as webpack loads it
const { intentModule } = require('../../webpack/intent-region-loader.cjs') as {
  intentModule: (
    file: string,
    source: string,
    browserModule: string,
  ) => { parts: { name: string; region: string; selector: string; exported: string; target: string }[] };
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

/** Every module of the code base whose name ends in `suffix`. */
function modulesEndingIn(suffix: string, dir = path.join(ROOT, 'shared')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const full = path.join(dir, item.name);
    if (item.isDirectory()) return modulesEndingIn(suffix, full);
    return item.name.endsWith(suffix) ? [full] : [];
  });
}

/** Every static module (docs/adr/044-static-regions.md). */
const staticModules = () => modulesEndingIn('.static.tsx');
/** Every intent module (docs/adr/045-hydration-on-intent.md). */
const intentModules = () => modulesEndingIn('.intent.tsx');

async function serverHtml(page: ResolvedPage<PageBase>): Promise<string> {
  return renderResolvedPage(await loadTemplate(page.entry.kind), page, options.flags, sample.version);
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

/** A Data Center topic, whose deployment switch has a version menu. */
const VERSIONED_TOPIC = '/jira-software-data-center/10.3/docs/monitor-cluster-health/';

/**
 * The five pages Lighthouse scores (bench/lighthouse.ts), a Japanese topic, a topic's featured video
 * and a topic with a version menu.
 */
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
  ['Data Center topic', () => Promise.resolve(contentPageAt(VERSIONED_TOPIC))],
];

/**
 * Hydrates the document as the browser build does: every static module replaced by the kept regions
 * the loader makes of it, and every intent module by the browser's parts hydrated on intent, in a
 * module registry of its own so that the server's render above used the real components. `then` runs
 * on the hydrated page, before its root is unmounted; `loaded` names the parts whose code was loaded.
 */
async function hydrateAsTheBrowserBuild(then?: () => Promise<void>): Promise<{
  errors: unknown[];
  regions: number;
  hydrated: string;
  loaded: string[];
}> {
  const errors: unknown[] = [];
  const loaded: string[] = [];
  let regions = 0;
  let hydrated = '';
  await jest.isolateModulesAsync(async () => {
    // The isolated registry's copy, which client/hydrate.tsx fills before hydrating.
    const { keptRegion } = await import('../../shared/static/kept-region');
    for (const file of staticModules()) {
      const { names } = keptModule(file, readFileSync(file, 'utf8'), '');
      jest.doMock(file, () => Object.fromEntries(names.map(({ name, region }) => [name, keptRegion(region)])));
    }
    const { hydratedOnIntent } = await import('../../shared/static/on-intent.browser');
    for (const file of intentModules()) {
      const { parts } = intentModule(file, readFileSync(file, 'utf8'), '');
      jest.doMock(file, () =>
        Object.fromEntries(
          parts.map(({ name, region, selector, exported, target }) => [
            name,
            hydratedOnIntent(region, selector, async () => {
              loaded.push(region);
              return ((await import(target)) as Record<string, ComponentType<object>>)[exported]!;
            }),
          ]),
        ),
      );
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
    if (outcome.hydrated) await then?.();
    consoleError.mockRestore();
    if (!outcome.hydrated) errors.push(outcome.reason);
    else outcome.root.unmount();
  });
  // A mock outlives the isolated registry: the next page's server render must see the real modules.
  for (const file of [...staticModules(), ...intentModules()]) jest.dontMock(file);
  return { errors, regions, hydrated, loaded };
}

/** Puts the server's html of `page` in the document at `url`; returns the root's html. */
async function serve({ page, path: url }: { page: ResolvedPage<PageBase>; path: string }): Promise<string> {
  const parsed = new DOMParser().parseFromString(await serverHtml(page), 'text/html');
  document.documentElement.lang = parsed.documentElement.lang;
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
  window.history.replaceState(null, '', url);
  return document.getElementById('root')!.innerHTML;
}

/** Waits, in turns of the event loop, until `check` holds (at most about 2 s). */
async function until(check: () => boolean): Promise<boolean> {
  for (let turn = 0; turn < 200 && !check(); turn += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  return check();
}

describe('static regions in the browser build', () => {
  it.each(pages)(
    'hydrates the %s with its static regions kept from the server markup, without a mismatch',
    async (_name, make) => {
      const served = await make();
      const { page } = served;
      const before = await serve(served);
      const featuredVideo = 'featuredVideo' in page.entry && page.entry.featuredVideo !== undefined;

      const { errors, regions, hydrated, loaded } = await hydrateAsTheBrowserBuild();

      expect(errors).toEqual([]);
      // No part hydrated on intent is loaded before the visitor turns to it.
      expect(loaded).toEqual([]);
      // Every page has the footer at least.
      expect(regions).toBeGreaterThan(0);
      expect(hydrated).toBe(before);
      // A featured video is kept with the play button that replaces its link once enhanced.
      expect(hydrated.match(/<template data-enhanced-video="">/g)?.length ?? 0).toBe(featuredVideo ? 1 : 0);
    },
  );
});

describe('parts hydrated on intent in the browser build', () => {
  it('loads the page tree only when focus comes into it, then hydrates it from the markup the visitor left', async () => {
    await serve(contentPage('topic'));
    let label: string | null = null;

    const { errors, loaded } = await hydrateAsTheBrowserBuild(async () => {
      const toggle = document.querySelector<HTMLElement>('.hc-page-tree__toggle')!;
      const node = toggle.parentElement as HTMLDetailsElement;
      // Toggled before its code has arrived, as a disclosure does without JavaScript.
      node.open = !node.open;
      toggle.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      await until(() => (toggle.getAttribute('aria-label') ?? '').startsWith(node.open ? 'Collapse' : 'Expand'));
      label = toggle.getAttribute('aria-label');
    });

    expect(errors).toEqual([]);
    expect(loaded).toEqual(['page-tree']);
    expect(label).toMatch(/^(Collapse|Expand) /);
  });

  it('loads the deployment switch only when focus comes into it, then keeps open the menu the visitor opened and focus in place', async () => {
    await serve(contentPageAt(VERSIONED_TOPIC));
    let focused = '';
    let expanded: string | null = null;

    const { errors, loaded } = await hydrateAsTheBrowserBuild(async () => {
      const summary = document.querySelector<HTMLElement>('.hc-deployment-switch summary')!;
      // Tabbed to and opened before its code has arrived, as a disclosure does without JavaScript.
      summary.focus();
      summary.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      (summary.parentElement as HTMLDetailsElement).open = true;
      await until(() => document.querySelector('.hc-deployment-switch__menu > button') !== null);
      const active = document.activeElement;
      focused = `${active?.tagName.toLowerCase() ?? ''}: ${active?.textContent ?? ''}`;
      expanded = document.querySelector('.hc-deployment-switch__menu > button')!.getAttribute('aria-expanded');
    });

    expect(errors).toEqual([]);
    expect(loaded).toEqual(['deployment-switch']);
    expect(focused).toBe('button: Data Center 10.3');
    expect(expanded).toBe('true');
  });

  it("holds a tap on a header menu's link until the header has hydrated, then opens that menu", async () => {
    await serve(contentPage('topic'));
    let followed = true;
    let expanded: string | null = null;

    const { errors, loaded } = await hydrateAsTheBrowserBuild(async () => {
      const link = document.querySelector<HTMLAnchorElement>('a#hc-trigger-products')!;
      // A tap: the touch wakes the header, and the click comes before its code has arrived.
      link.dispatchEvent(new Event('touchstart', { bubbles: true }));
      followed = link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
      await until(() => document.querySelector('button#hc-trigger-products')?.getAttribute('aria-expanded') === 'true');
      expanded = document.querySelector('button#hc-trigger-products')?.getAttribute('aria-expanded') ?? null;
    });

    expect(errors).toEqual([]);
    expect(loaded).toEqual(['header']);
    // dispatchEvent says false when the default action, following the link, was prevented.
    expect(followed).toBe(false);
    expect(expanded).toBe('true');
  });

  it("clicks again an answer to 'Was this helpful?' given before its code had arrived", async () => {
    await serve(contentPage('topic'));
    // jsdom has no fetch: the answer's request is answered here.
    const fetch = jest.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(new Response(null, { status: 204 })),
    );
    global.fetch = fetch;
    let pressed: string | null = null;

    const { errors, loaded } = await hydrateAsTheBrowserBuild(async () => {
      const yes = [...document.querySelectorAll<HTMLButtonElement>('.hc-helpful button')].find(
        (button) => button.textContent === 'Yes',
      )!;
      // jsdom has no PointerEvent; the type is what the part listens for.
      yes.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      yes.click();
      await until(() => yes.getAttribute('aria-pressed') === 'true');
      pressed = yes.getAttribute('aria-pressed');
    });

    expect(errors).toEqual([]);
    expect(loaded).toEqual(['feedback']);
    expect(pressed).toBe('true');
    expect(fetch).toHaveBeenCalledTimes(1);
    Reflect.deleteProperty(global, 'fetch');
  });
});
