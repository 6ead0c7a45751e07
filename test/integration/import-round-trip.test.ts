import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import request from 'supertest';

import { runImport, type CliResult } from '../../content/import/cli';
import type { SourceKind } from '../../content/import/import-tree';
import { buildSnapshot } from '../../server/content/snapshot';
import type { ContentSnapshot } from '../../server/content/snapshot-types';
import { loadTemplate } from '../../shared/registry';
import { buildTestApp, parseHtml } from './support';

const silent = { error: () => undefined };

interface Case {
  kind: SourceKind;
  slug: string;
  /** A page with a heading, code with a language, an image, and links with anchors to other pages. */
  richPage: string;
  richTitle: string;
  language: string;
  /** A definition-list term of the reference page. */
  term: string;
  /** Titles of the collections on the docs home, in order. */
  sections: string[];
}

const CASES: Case[] = [
  {
    kind: 'html',
    slug: 'widget-guide',
    richPage: '/widget-guide/docs/install-linux/',
    richTitle: 'Install on Linux',
    language: 'Bash',
    term: 'widget.open',
    sections: ['Widget Guide', 'Installing'],
  },
  {
    kind: 'markdown',
    slug: 'widget-handbook',
    richPage: '/widget-handbook/docs/guide-setup/',
    richTitle: 'Set up',
    language: 'Python',
    term: 'max_connections',
    sections: ['Widget Handbook', 'Guide'],
  },
];

describe.each(CASES)('importing the $kind fixture tree', (fixture) => {
  let folder: string;
  let result: CliResult;
  let snapshot: ContentSnapshot;
  let app: ReturnType<typeof buildTestApp>['app'];
  const pages = new Map<string, Promise<{ status: number; document: Document }>>();
  // Each url is rendered and parsed once: jsdom parsing is the slow part of these checks.
  const get = (url: string) => {
    let page = pages.get(url);
    if (page === undefined) {
      page = request(app)
        .get(url)
        .then((response) => ({ status: response.status, document: parseHtml(response.text) }));
      pages.set(url, page);
    }
    return page;
  };

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), `import-${fixture.kind}-`));
    result = await runImport({
      kind: fixture.kind,
      root: join('test/fixtures/import', fixture.kind),
      out: join(folder, 'export.json'),
      assetsDir: join(folder, 'assets'),
    });
    snapshot = buildSnapshot(JSON.parse(await readFile(result.out, 'utf8')), { logger: silent });
    app = buildTestApp(snapshot, { loadTemplate, env: { CONTENT_ASSETS_DIR: result.assetsDir } }).app;
  });

  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('writes an export the site loads with zero skipped entries, no content problems and no broken links', () => {
    expect(result.skipped).toBe(0);
    expect(result.problems).toEqual([]);
    expect(snapshot.problems).toEqual([]);
    expect(result.report.brokenLinks).toEqual([]);
    expect(result.report.pages).toBe(4);
    expect(result.report.topics).toBe(4);
  });

  it('serves every imported page with its first heading as the page title', async () => {
    const topics = snapshot.routes().filter((route) => route.contentType === 'topic');
    expect(topics).toHaveLength(4);
    for (const route of topics) {
      const { status, document } = await get(route.url);
      expect(status).toBe(200);
      expect(document.querySelector('h1')?.textContent?.trim()).not.toBe('');
    }
    const rich = (await get(fixture.richPage)).document;
    expect(rich.querySelector('h1')?.textContent).toBe(fixture.richTitle);
  }, 60_000);

  it('builds the hierarchy from index pages and folders, or the table of contents', async () => {
    const home = (await get(`/${fixture.slug}/docs/`)).document;
    const body = home.querySelector('main')?.textContent ?? '';
    let at = -1;
    for (const title of fixture.sections) {
      const next = body.indexOf(title, at + 1);
      expect(next).toBeGreaterThan(at);
      at = next;
    }
  });

  it('rewrites internal links to site urls whose pages and anchors exist', async () => {
    const checked: string[] = [];
    for (const route of snapshot.routes().filter((candidate) => candidate.contentType === 'topic')) {
      const page = (await get(route.url)).document;
      for (const link of page.querySelectorAll<HTMLAnchorElement>('[data-body-id] a[href]')) {
        const href = link.getAttribute('href') ?? '';
        if (!href.startsWith('/') && !href.startsWith('#')) continue;
        const [path, anchor] = href.split('#');
        const target = path === '' ? { status: 200, document: page } : await get(path!);
        expect(target.status).toBe(200);
        if (anchor) expect(target.document.getElementById(anchor)).not.toBeNull();
        checked.push(href);
      }
    }
    expect(checked.some((href) => href.includes('#'))).toBe(true);
    expect(checked.some((href) => /^\/[^#]+#/.test(href))).toBe(true);
  }, 60_000);

  it('keeps code with its language, tables and definition lists', async () => {
    const page = (await get(fixture.richPage)).document;
    const titles = [...page.querySelectorAll('.code-block__title')].map((title) => title.textContent);
    expect(titles).toContain(fixture.language);
    expect(page.querySelector('.code-block code.hljs')?.className).toMatch(/language-/);
    const reference = snapshot.routes().find((route) => /reference/.test(route.url) && route.contentType === 'topic')!;
    const referencePage = (await get(reference.url)).document;
    const tablePage = fixture.kind === 'html' ? referencePage : page;
    expect(tablePage.querySelector('[data-body-id] table th')?.textContent).toContain('Setting');
    expect(referencePage.querySelector('[data-body-id] dl dt')?.textContent).toContain(fixture.term);
    expect(referencePage.querySelectorAll('[data-body-id] dl dd').length).toBeGreaterThan(0);
  });

  it('turns images into assets that the site serves', async () => {
    const page = (await get(fixture.richPage)).document;
    const image = page.querySelector<HTMLImageElement>('[data-body-id] img');
    expect(image?.getAttribute('alt')).toBe('How a request flows through a widget');
    expect(image?.getAttribute('width')).toBe('1');
    const src = image?.getAttribute('src') ?? '';
    const exported = JSON.parse(await readFile(result.out, 'utf8')) as {
      assets: { fields: { file: { 'en-US': { url: string } } } }[];
    };
    expect(exported.assets.map((asset) => asset.fields.file['en-US'].url)).toContain(src);
    const response = await request(app).get(src);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
  });
});
