import request from 'supertest';
import { resolverExport } from '../../server/content/resolvers/resolver-fixtures';
import { buildSnapshot } from '../../server/content/snapshot';
import type { Store } from '../../server/store/store';
import { loadTemplate } from '../../shared/registry';
import { eventAt } from '../support/analytics-events';
import { buildTestApp, parseHtml, signInLocally, storeForEachTest } from './support';

const snapshot = buildSnapshot(resolverExport(), { logger: { error: () => undefined } });
const ORIGIN = 'https://support.example.com';
const EDITOR = 'eve@atlassian.com';
/** The test app's clock is 2025-06-01: the default period is 2025-05-03 to 2025-06-01. */
const IN_PERIOD = new Date('2025-05-30T10:00:00Z');

let store: Store;

storeForEachTest('insights', (opened) => {
  store = opened;
});

function build() {
  return buildTestApp(snapshot, { store, loadTemplate }).app;
}

async function seed(): Promise<void> {
  const board = { entryId: 'topic-board', deployment: 'cloud' };
  await store.recordEvents(
    [
      eventAt('page.init', { path: '/' }, { ...board, sessionId: 's1' }),
      eventAt('page.init', { path: '/' }, { entryId: 'kb-login', sessionId: 's1' }),
      eventAt('page.init', { path: '/' }, { ...board, sessionId: 's2' }),
      eventAt('feedback.clicked', { answer: 'yes' }, board),
      eventAt('feedback.clicked', { answer: 'no' }, board),
      eventAt('feedback.clicked', { answer: 'no', reason: 'unclear' }, board),
      eventAt('search.results.shown', { queryId: 'q1', query: 'kanban, "swimlanes"', total: 0 }),
      eventAt('search.results.shown', { queryId: 'q2', query: '=cmd', total: 0 }),
    ],
    IN_PERIOD,
  );
}

const rowsOf = (html: string, heading: string) => {
  const document = parseHtml(html);
  const section = [...document.querySelectorAll('section')].find(
    (candidate) => candidate.querySelector('h2')?.textContent === heading,
  );
  return [...(section?.querySelectorAll('tbody tr') ?? [])].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent),
  );
};

describe('the insights page', () => {
  it.each(['/insights/', '/ja/insights/', '/insights/helpful.csv?period=7'])(
    'sends an anonymous visitor from %s to sign in and back',
    async (url) => {
      // Act
      const response = await request(build()).get(url);

      // Assert
      expect(response.status).toBe(303);
      const location = new URL(response.headers.location!, ORIGIN);
      expect(location.searchParams.get('continue')).toBe(url);
      expect(response.headers['cache-control']).toBe('private, no-store');
    },
  );

  it.each(['/insights/', '/insights/most-read.csv'])(
    'answers a signed-in visitor who is not an editor at %s with the not-found page',
    async (url) => {
      // Arrange
      const app = build();
      const cookie = await signInLocally(app, 'ada@example.com');

      // Act
      const response = await request(app).get(url).set('Cookie', cookie);

      // Assert
      expect(response.status).toBe(404);
      expect(response.headers['cache-control']).toBe('private, no-store');
    },
  );

  it('shows an editor the helpful rates, content gaps, most-read and most-exited articles and trend charts', async () => {
    // Arrange
    await seed();
    const app = build();
    const cookie = await signInLocally(app, EDITOR);

    // Act
    const response = await request(app).get('/insights/').set('Cookie', cookie);

    // Assert
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(rowsOf(response.text, 'Helpful rate per article')).toEqual([
      ['Create a boardEdit in Contentful', 'Cloud', 'None', '1', '1', '50%', '0', '1', '0'],
    ]);
    expect(rowsOf(response.text, 'Content gaps')).toEqual([
      ['=cmd', '1', '1', '0'],
      ['kanban, "swimlanes"', '1', '1', '0'],
    ]);
    expect(rowsOf(response.text, 'Most-read articles')).toEqual([
      ['Create a boardEdit in Contentful', '2'],
      ['Cannot log inEdit in Contentful', '1'],
    ]);
    expect(rowsOf(response.text, 'Most-exited articles')).toEqual([
      ['Cannot log inEdit in Contentful', '1'],
      ['Create a boardEdit in Contentful', '1'],
    ]);
    const document = parseHtml(response.text);
    const links = [...document.querySelectorAll('section a')].map((link) => link.getAttribute('href'));
    expect(links).toContain('/jira-cloud/docs/create-a-board/');
    expect(links).toContain('https://app.contentful.com/spaces/helpcentre/environments/master/entries/topic-board');
    const charts = [...document.querySelectorAll('svg[role="img"]')];
    expect(charts).toHaveLength(3);
    expect(charts.map((chart) => chart.querySelector('title')?.textContent)).toEqual([
      'Daily page views',
      'Daily helpful rate',
      'Daily searches with no results',
    ]);
    expect(charts[0]!.querySelector('desc')!.textContent).toBe(
      'Page views of articles per day, from 2025-05-03 (0) to 2025-06-01 (0); highest 3.',
    );
    const viewsTable = document.querySelectorAll('details table')[0]!;
    expect(viewsTable.querySelectorAll('tbody tr')).toHaveLength(30);
    expect(viewsTable.textContent).toContain('2025-05-303');
  });

  it('shows the Japanese page with Japanese labels and article links', async () => {
    // Arrange
    await seed();
    const app = build();
    const cookie = await signInLocally(app, EDITOR);

    // Act
    const response = await request(app).get('/ja/insights/').set('Cookie', cookie);

    // Assert
    expect(response.status).toBe(200);
    const document = parseHtml(response.text);
    expect(document.querySelector('h1')!.textContent).toBe('インサイト');
    expect(rowsOf(response.text, 'よく読まれている記事')).toHaveLength(2);
    expect(document.querySelector('a[href="/ja/jira-cloud/docs/create-a-board/"]')).not.toBeNull();
    expect(document.querySelector('a[href^="/ja/insights/helpful.csv?period=30"]')).not.toBeNull();
  });

  it('narrows every table to the chosen deployment and period', async () => {
    // Arrange
    await seed();
    const app = build();
    const cookie = await signInLocally(app, EDITOR);

    // Act
    const dataCenter = await request(app).get('/insights/?period=90&deployment=dataCenter').set('Cookie', cookie);
    const before = await request(app)
      .get('/insights/?period=custom&from=2025-05-01&to=2025-05-29')
      .set('Cookie', cookie);

    // Assert
    expect(rowsOf(dataCenter.text, 'Most-read articles')).toEqual([]);
    expect(rowsOf(dataCenter.text, 'Helpful rate per article')).toEqual([]);
    expect(parseHtml(dataCenter.text).querySelector('select[name="deployment"]')!.textContent).toContain('Cloud');
    expect(before.status).toBe(200);
    expect(rowsOf(before.text, 'Most-read articles')).toEqual([]);
    expect(before.text).toContain('Showing 2025-05-01 to 2025-05-29 (UTC).');
  });

  it.each([
    ['/insights/?period=12', 'Choose a period of 7, 30 or 90 days.'],
    ['/insights/?period=custom&from=2025-02-30&to=2025-03-01', 'Enter dates as YYYY-MM-DD.'],
    [
      '/insights/?period=custom&from=2025-05-02&to=2025-05-01',
      'The start date must be on or before the end date, at most 366 days apart.',
    ],
    [`/insights/?version=${'9'.repeat(51)}`, 'Deployment and version must be at most 50 characters.'],
  ])('refuses %s with 400 and says why', async (url, reason) => {
    // Arrange
    const app = build();
    const cookie = await signInLocally(app, EDITOR);

    // Act
    const page = await request(app).get(url).set('Cookie', cookie);
    const csv = await request(app).get(url.replace('/insights/', '/insights/trend.csv')).set('Cookie', cookie);

    // Assert
    expect(page.status).toBe(400);
    expect(parseHtml(page.text).querySelector('[role="alert"]')!.textContent).toBe(reason);
    expect(csv.status).toBe(400);
    expect(csv.text).toBe(reason);
  });

  it('downloads each table as CSV with a header row, quoting and the same filters', async () => {
    // Arrange
    await seed();
    const app = build();
    const cookie = await signInLocally(app, EDITOR);

    // Act
    const gaps = await request(app).get('/insights/search-gaps.csv?period=7').set('Cookie', cookie);
    const helpful = await request(app).get('/insights/helpful.csv?period=7').set('Cookie', cookie);
    const trend = await request(app).get('/insights/trend.csv?period=7&deployment=dataCenter').set('Cookie', cookie);

    // Assert
    expect(gaps.status).toBe(200);
    expect(gaps.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(gaps.headers['content-disposition']).toBe(
      'attachment; filename="insights-search-gaps-2025-05-26-to-2025-06-01.csv"',
    );
    expect(gaps.headers['cache-control']).toBe('private, no-store');
    expect(gaps.text).toBe(
      '\uFEFFquery,searches,zero_results,no_click\r\n\'=cmd,1,1,0\r\n"kanban, ""swimlanes""",1,1,0\r\n',
    );
    expect(helpful.text.split('\r\n').slice(0, 2)).toEqual([
      '\uFEFFentry_id,title,url,contentful_url,deployment,version,yes,no,helpful_rate,inaccurate,unclear,irrelevant',
      'topic-board,Create a board,https://support.example.com/jira-cloud/docs/create-a-board/,https://app.contentful.com/spaces/helpcentre/environments/master/entries/topic-board,cloud,,1,1,0.5,0,1,0',
    ]);
    const trendLines = trend.text.trim().split('\r\n');
    expect(trendLines).toHaveLength(8);
    expect(trendLines[5]).toBe('2025-05-30,0,,0');
  });

  it('answers 404 for a table that does not exist', async () => {
    // Arrange
    const app = build();
    const cookie = await signInLocally(app, EDITOR);

    // Act
    const response = await request(app).get('/insights/passwords.csv').set('Cookie', cookie);

    // Assert
    expect(response.status).toBe(404);
    expect(response.text).toBe('table: must be one of helpful, search-gaps, most-read, most-exited, trend');
  });
});
