/**
 * The lists of a versioned Data Center page (topic-set and collection cards, the docs home's guides
 * and documentation lists, a guide's progress, neighbours and topic sets, related content) show the
 * pages that have a copy in the page's version, once each, linking that copy: the page tree's rule.
 * Read from the served html of the sample space.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { createApp } from '../../server/app';
import { buildSnapshot } from '../../server/content/snapshot';
import { collectingLogger, parseHtml, storeWith, testConfig } from './support';

const snapshot = buildSnapshot(
  JSON.parse(readFileSync(path.resolve(__dirname, '../../content/sample-space.json'), 'utf8')),
  { logger: { error: () => undefined } },
);
const app = createApp({ config: testConfig(), snapshotStore: storeWith(snapshot), logger: collectingLogger().logger });

const PRODUCT = '/jira-software-data-center';

/** The lists of child pages a docs page shows outside its page tree and breadcrumbs. */
const LIST_SELECTORS = {
  cards: 'main .hc-card-grid',
  documentation: 'main .hc-page__section .hc-page__section',
  progress: 'main .hc-sibling-list--progress',
  neighbours: 'main .hc-guide__neighbours',
  guideSets: 'main nav[aria-label="More in this guide"]',
} as const;

type ListName = keyof typeof LIST_SELECTORS | 'related';

interface ShownLink {
  title: string;
  href: string;
}

interface ShownPage {
  lists: Partial<Record<ListName, ShownLink[]>>;
  progressText: string | undefined;
  nextHref: string | undefined;
}

/** The title of a list's link: a card's heading, else the link's own text without hidden words. */
function linkTitle(link: Element): string {
  const card = link.closest('.hc-card');
  if (card) return card.querySelector('.hc-card__title')?.textContent?.trim() ?? '';
  const copy = link.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('.hc-visually-hidden')) hidden.remove();
  return copy.textContent?.trim() ?? '';
}

async function shownPage(url: string): Promise<ShownPage> {
  const response = await request(app).get(url);
  expect({ url, status: response.status }).toEqual({ url, status: 200 });
  const doc = parseHtml(response.text);
  const lists: ShownPage['lists'] = {};
  for (const [name, selector] of Object.entries(LIST_SELECTORS) as [keyof typeof LIST_SELECTORS, string][]) {
    const regions = [...doc.querySelectorAll(selector)];
    if (regions.length === 0) continue;
    lists[name] = regions.flatMap((region) =>
      [...region.querySelectorAll('a[href]')].map((link) => ({
        title: linkTitle(link),
        href: link.getAttribute('href') ?? '',
      })),
    );
  }
  const related = [...doc.querySelectorAll('main section')].find(
    (section) => section.querySelector(':scope > h2')?.textContent?.trim() === 'Related content',
  );
  if (related)
    lists.related = [...related.querySelectorAll('a[href]')].map((link) => ({
      title: linkTitle(link),
      href: link.getAttribute('href') ?? '',
    }));
  const progressText = doc.querySelector('main .hc-guide > p')?.textContent?.trim();
  const nextHref = doc.querySelector('main .hc-guide__next a[href]')?.getAttribute('href') ?? undefined;
  return { lists, progressText, nextHref };
}

function titles(links: readonly ShownLink[] | undefined): string[] {
  return (links ?? []).map((link) => link.title);
}

/** Every link of every list stays in `version`, and no list names a page twice. */
function expectListsInVersion(url: string, page: ShownPage, version: string): void {
  for (const [name, links] of Object.entries(page.lists)) {
    const outside = links.filter((link) => !link.href.startsWith(`${PRODUCT}/${version}/`));
    expect({ url, list: name, outside }).toEqual({ url, list: name, outside: [] });
    const names = titles(links);
    const twice = names.filter((title, index) => names.indexOf(title) !== index);
    expect({ url, list: name, twice }).toEqual({ url, list: name, twice: [] });
  }
}

/** The pages the defect was seen on, with their versions. */
const EXAMPLES = [
  ['10.3', 'tune-performance/'],
  ['9.12', 'tune-performance/'],
  ['9.12', ''],
  ['10.3', ''],
  ['11.1', ''],
  ['9.12', 'system-administration/'],
  ['10.3', 'system-administration/'],
  ['9.12', 'install-jira-on-linux/'],
  ['10.3', 'monitor-cluster-health/'],
].map(([version, rest]) => ({ version: version!, url: `${PRODUCT}/${version}/docs/${rest}` }));

describe('the lists of a versioned Data Center page', () => {
  it.each(EXAMPLES)('keep every link of $url in version $version, naming each page once', async ({ version, url }) => {
    const page = await shownPage(url);
    expect(Object.keys(page.lists).length).toBeGreaterThan(0);
    expectListsInVersion(url, page, version);
  });

  it('keep every link in its version on every versioned page of the product', async () => {
    const urls = snapshot
      .routes()
      .filter((route) => route.version !== undefined && route.url.startsWith(`${PRODUCT}/`));
    expect(urls.length).toBeGreaterThan(30);
    for (const route of urls) expectListsInVersion(route.url, await shownPage(route.url), route.version!);
    // Over thirty whole pages, each rendered and parsed: more than Jest's default 5 s on a busy machine.
  }, 60_000);

  it('show Configure JVM memory once on the 10.3 topic set, and no Monitor cluster health on 9.12', async () => {
    const newer = await shownPage(`${PRODUCT}/10.3/docs/tune-performance/`);
    const older = await shownPage(`${PRODUCT}/9.12/docs/tune-performance/`);

    expect(newer.lists.cards).toEqual([
      { title: 'Configure JVM memory', href: `${PRODUCT}/10.3/docs/configure-jvm-memory/` },
      { title: 'Monitor cluster health', href: `${PRODUCT}/10.3/docs/monitor-cluster-health/` },
    ]);
    expect(titles(older.lists.cards)).toEqual(['Configure JVM memory']);
  });

  it('list Enable rate limiting only from 10.3 and the legacy issue view only on 9.12 on the docs homes', async () => {
    const older = await shownPage(`${PRODUCT}/9.12/docs/`);
    const newer = [await shownPage(`${PRODUCT}/10.3/docs/`), await shownPage(`${PRODUCT}/11.1/docs/`)];

    expect(titles(older.lists.documentation)).toContain('Use the legacy issue view');
    expect(titles(older.lists.documentation)).not.toContain('Enable rate limiting');
    for (const page of newer) {
      expect(titles(page.lists.documentation)).toContain('Enable rate limiting');
      expect(titles(page.lists.documentation)).not.toContain('Use the legacy issue view');
    }
  });

  it('lead from the 9.12 Linux install to the 9.12 upgrade, listing Upgrade Jira once', async () => {
    const page = await shownPage(`${PRODUCT}/9.12/docs/install-jira-on-linux/`);

    expect(page.nextHref).toBe(`${PRODUCT}/9.12/docs/upgrade-jira/`);
    expect(titles(page.lists.progress).filter((title) => title === 'Upgrade Jira')).toHaveLength(1);
  });

  it('count the topics of the 10.3 guide in 10.3 only', async () => {
    const page = await shownPage(`${PRODUCT}/10.3/docs/monitor-cluster-health/`);

    expect(page.progressText).toBe('Topic 2 of 2 in Tune performance');
    expect(titles(page.lists.progress)).toEqual(['Configure JVM memory', 'Monitor cluster health']);
  });

  it('relate the 9.12 index rebuild to no other version, and the 10.3 one to its Monitor cluster health', async () => {
    const older = await shownPage(`${PRODUCT}/9.12/docs/rebuild-the-index/`);
    const newer = await shownPage(`${PRODUCT}/10.3/docs/rebuild-the-index/`);

    expect(titles(older.lists.related)).not.toContain('Monitor cluster health');
    expect(newer.lists.related).toContainEqual({
      title: 'Monitor cluster health',
      href: `${PRODUCT}/10.3/docs/monitor-cluster-health/`,
    });
  });
});
