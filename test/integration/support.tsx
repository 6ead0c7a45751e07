/**
 * Shared set-up of the integration tests: a config for tests, a logger that collects its lines, a
 * snapshot store holding a given snapshot, and the app built the way server/start.ts builds it.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import request from 'supertest';
import pino from 'pino';
import { parseConfig, type Config } from '../../config/config';
import type { RenderedBody } from '../../shared/types/page';
import type { TemplateProps } from '../../shared/registry';
import { createApp, type AppDeps } from '../../server/app';
import { buildSnapshot } from '../../server/content/snapshot';
import { SnapshotStore } from '../../server/content/snapshot-store';
import { SearchService } from '../../server/search/search-service';
import { createStore, type Store } from '../../server/store/store';
import { loadTemplate } from '../../shared/registry';
import type { ContentSnapshot } from '../../server/content/snapshot-types';
import type { LoadTemplate } from '../../server/routes/page-handler';
import type { ResolvedPage } from '../../server/content/resolvers/resolve-page';
import { EMPTY_MANIFEST } from '../../server/render/asset-manifest';
import { renderPage } from '../../server/render/render-page';
import type { ComponentType } from 'react';
import type { FeatureFlags, PageBase } from '../../shared/types/page';

export function testConfig(env: Record<string, string> = {}): Readonly<Config> {
  return parseConfig({
    NODE_ENV: 'test',
    PUBLIC_BASE_URL: 'https://support.example.com',
    CLIENT_DIST_DIR: 'test/fixtures/no-client-build',
    ...env,
  });
}

/** A resolved page as the server renders it, with no client build (its manifest empty). */
export function renderResolvedPage(
  Template: ComponentType<TemplateProps>,
  page: ResolvedPage<PageBase>,
  featureFlags: FeatureFlags,
  contentVersion: string,
): string {
  return renderPage(
    Template,
    {
      entry: page.entry,
      pageTree: page.pageTree,
      ...(page.pageTreeFile === undefined ? {} : { pageTreeFile: page.pageTreeFile }),
      featureFlags,
      contentVersion,
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

export interface LogLine {
  level: number;
  msg?: string;
  [key: string]: unknown;
}

export function collectingLogger() {
  const lines: LogLine[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as LogLine) });
  return { logger, lines };
}

/**
 * Opens a SQLite store in a new temporary folder before each test, as a server without DATABASE_URL
 * keeps its data, and after the test closes it and removes the folder. `opened` receives the store
 * and its folder. After-each hooks run in the order they are declared, so a file declares the hooks
 * that stop what uses the store before it calls this.
 */
export function storeForEachTest(name: string, opened: (store: Store, dataDir: string) => void): void {
  let store: Store | undefined;
  let dataDir: string | undefined;
  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), `help-centre-${name}-`));
    store = await createStore({ dataDir, databaseUrl: undefined });
    opened(store, dataDir);
  });
  afterEach(async () => {
    await store?.close();
    if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true });
    store = undefined;
    dataDir = undefined;
  });
}

export function storeWith(snapshot: ContentSnapshot): SnapshotStore {
  const store = new SnapshotStore({ error: () => undefined });
  store.swap(snapshot);
  return store;
}

/**
 * A page template for the server tests: the page title as the only h1 and the page's body in a
 * `[data-body-id]` element, which is all the server contract needs.
 */
export function ContractTemplate({ entry }: TemplateProps) {
  const body = (entry as { body?: RenderedBody }).body;
  return (
    <main id="maincontent">
      <h1>{entry.title}</h1>
      {body ? <div data-body-id={body.id} dangerouslySetInnerHTML={{ __html: body.html }} /> : null}
    </main>
  );
}

export const contractLoadTemplate: LoadTemplate = () => Promise.resolve(ContractTemplate);

export function buildTestApp(
  snapshot: ContentSnapshot,
  overrides: Partial<AppDeps> & { env?: Record<string, string> } = {},
) {
  const { logger, lines } = collectingLogger();
  const snapshotStore = storeWith(snapshot);
  const { env, ...deps } = overrides;
  const app = createApp({
    config: testConfig(env),
    snapshotStore,
    logger,
    loadTemplate: contractLoadTemplate,
    now: () => new Date('2025-06-01T00:00:00Z'),
    ...deps,
  });
  return { app, lines, snapshotStore };
}

let sample: ContentSnapshot | undefined;

/** The sample space (content/sample-space.json) as the server builds it, once per test file. */
export function sampleSnapshot(): ContentSnapshot {
  sample ??= buildSnapshot(
    JSON.parse(readFileSync(path.resolve(__dirname, '../../content/sample-space.json'), 'utf8')) as unknown,
    { logger: { error: () => undefined } },
  );
  return sample;
}

/**
 * The sample space with its search index and an app serving both with the real templates; call it
 * at a test file's top level: the index is closed after the file's tests.
 */
export function sampleSearchApp() {
  const snapshot = sampleSnapshot();
  const service = SearchService.fromSnapshot(snapshot);
  afterAll(() => service.close());
  const { app } = buildTestApp(snapshot, { searchService: service, loadTemplate });
  return { snapshot, service, app };
}

export function parseHtml(html: string): Document {
  return new JSDOM(html).window.document;
}

/** The page as a browser without scripts shows it: each noscript element's content as markup, in a `data-noscript` div. */
export function noscriptDocument(html: string): Document {
  const doc = parseHtml(html);
  for (const element of doc.querySelectorAll('noscript')) {
    const wrapper = doc.createElement('div');
    wrapper.setAttribute('data-noscript', '');
    wrapper.innerHTML = element.innerHTML;
    element.replaceWith(wrapper);
  }
  return doc;
}

/**
 * Signs `email` in through the local sign-in page of a test app (outside production it shows the
 * link it would mail) and answers the session cookie as a `Cookie` header's `name=value`.
 */
export async function signInLocally(
  app: Parameters<typeof request>[0],
  email: string,
  origin = 'https://support.example.com',
): Promise<string> {
  const sent = await request(app).post('/login/').set('Origin', origin).type('form').send({ email });
  const href = parseHtml(sent.text).querySelector('[data-testid="local-sign-in-link"]')!.getAttribute('href')!;
  const token = new URL(href).searchParams.get('token');
  const verified = await request(app).post('/login/verify/').set('Origin', origin).type('form').send({ token });
  const cookies = ([] as string[]).concat(verified.headers['set-cookie'] ?? []);
  return cookies.find((cookie) => cookie.startsWith('hc_session='))!.split(';')[0]!;
}

/** The pages without an entry (docs/routing.md) and the template each one renders. */
export const FIXED_PAGES: [string, string][] = [
  ['/contact/', 'contact'],
  ['/hot-contact/', 'hotContact'],
  ['/partnercontact/', 'partnerContact'],
  ['/statuspage-contact/', 'statusPageContact'],
  ['/requests/', 'myRequests'],
  ['/named-contact/', 'myRequests'],
  ['/customer-portal/', 'customerPortal'],
  ['/file-download/', 'fileDownload'],
  ['/search-results/', 'searchResults'],
];
