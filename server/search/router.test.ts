import express from 'express';
import fc from 'fast-check';
import request from 'supertest';
import { createSearchRouter, QUERY_ID_HEADER, SEARCH_PATH } from './router';
import type { SearchEvent } from './router';
import { SearchIndex } from './search-index';

function makeApp(events: SearchEvent[] = []) {
  const index = new SearchIndex();
  index.build([
    {
      id: 'a#en',
      contentAri: 'ari:cloud:help::topic/a',
      entryId: 'a',
      contentType: 'topic',
      language: 'en',
      title: 'Create a board',
      description: 'Boards show your work.',
      body: 'A board holds issues.',
      url: '/jira-software-cloud/docs/create-a-board/',
      products: [{ name: 'Jira Software', key: 'jira-software', platform: 'cloud', versions: [] }],
      deployment: 'cloud',
      lastPublishedAt: '2024-03-01T00:00:00.000Z',
      trustFactors: { helpfulCount: 0, numViews: 0 },
    },
  ]);
  const app = express();
  app.use(createSearchRouter(index, { onSearch: (event) => events.push(event) }));
  return { app, index };
}

describe('search router', () => {
  const events: SearchEvent[] = [];
  const { app, index } = makeApp(events);
  afterAll(() => index.close());

  it('answers a search with the response shape, a query id header and no-store', async () => {
    const response = await request(app)
      .post(SEARCH_PATH)
      .set('x-anonymous-id', 'anon-1')
      .send({
        query: 'board',
        highlights: { enable: true },
        facets: { enable: true },
        pagination: { from: 0, size: 10 },
      });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers[QUERY_ID_HEADER]).toBe(response.body.queryId);
    expect(response.body).toMatchObject({
      results: [
        {
          content: {
            contentAri: 'ari:cloud:help::topic/a',
            title: 'Create a board',
            url: '/jira-software-cloud/docs/create-a-board/',
            products: [{ name: 'Jira Software', key: 'jira-software', platform: 'cloud', versions: [] }],
            metadata: { lastPublishedAt: '2024-03-01T00:00:00.000Z', trustFactors: { helpfulCount: 0, numViews: 0 } },
          },
          highlights: { description: '<mark>Boards</mark> show your work.' },
        },
      ],
      facets: {
        contentType: [{ name: 'topic', count: 1 }],
        platform: [{ name: 'cloud', count: 1, products: [{ key: 'jira-software', name: 'Jira Software', count: 1 }] }],
      },
      pagination: { from: 0, size: 10, total: 1 },
      metadata: {
        query: { originalQuery: 'board', rewrittenQuery: null, searchedQuery: 'board' },
        sort: { by: 'relevance' },
        source: 'sqlite-fts5',
      },
    });
    expect(events.at(-1)).toMatchObject({ anonymousId: 'anon-1', query: 'board', total: 1 });
  });

  it('rejects an invalid body with 400 and the field path', async () => {
    const response = await request(app)
      .post(SEARCH_PATH)
      .send({ query: 'x', pagination: { from: 0, size: 51 } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'pagination.size: must be at most 50' });
  });

  it('searches as typed when the body turns correction off, and still corrects without it', async () => {
    const typed = await request(app)
      .post(SEARCH_PATH)
      .send({ query: 'boadr', correction: { enable: false } });
    const corrected = await request(app).post(SEARCH_PATH).send({ query: 'boadr' });

    expect(typed.status).toBe(200);
    expect(typed.body.pagination.total).toBe(0);
    expect(typed.body.metadata.query).toMatchObject({ rewrittenQuery: null, searchedQuery: 'boadr' });
    expect(corrected.status).toBe(200);
    expect(corrected.body.pagination.total).toBe(1);
    expect(corrected.body.metadata.query).toMatchObject({ rewrittenQuery: 'board', searchedQuery: 'board' });
  });

  it('rejects a correction that is not true or false with 400 and the field path', async () => {
    const response = await request(app)
      .post(SEARCH_PATH)
      .send({ query: 'boadr', correction: { enable: 'off' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'correction.enable: must be true or false' });
  });

  it('rejects malformed JSON with 400', async () => {
    const response = await request(app).post(SEARCH_PATH).set('content-type', 'application/json').send('{"query":');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'body: must be valid JSON' });
  });

  it('rejects a body not sent as JSON with 415, saying how to send it', async () => {
    const response = await request(app).post(SEARCH_PATH).set('content-type', 'text/plain').send('{"query":"board"}');
    expect(response.status).toBe(415);
    expect(response.body).toEqual({ error: 'body: must be JSON, sent with Content-Type: application/json' });
  });

  it('never answers 500 to random JSON', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (body) => {
        const response = await request(app)
          .post(SEARCH_PATH)
          .set('content-type', 'application/json')
          .send(JSON.stringify(body));
        expect([200, 400]).toContain(response.status);
      }),
      { numRuns: 60 },
    );
  });

  it('never answers 500 to random query text', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 300 }), async (query) => {
        const response = await request(app)
          .post(SEARCH_PATH)
          .send({ query, highlights: { enable: true } });
        expect([200, 400]).toContain(response.status);
      }),
      { numRuns: 60 },
    );
  });
});

describe('search router time budget', () => {
  /** A searcher whose searches never settle: every request runs over any budget. */
  const stalled = {
    search: () => new Promise<never>(() => undefined),
    suggest: () => ({ titles: [], headings: [] }),
    holdsScope: () => false,
  };

  function slowApp() {
    const timeouts: { path: string; query: string; timeoutMs: number }[] = [];
    const app = express();
    app.use(createSearchRouter(stalled, { timeoutMs: 20, onTimeout: (details) => timeouts.push(details) }));
    return { app, timeouts };
  }

  it('answers a search over its budget with 503, Retry-After and a JSON reason, and reports it', async () => {
    const { app, timeouts } = slowApp();

    const response = await request(app).post(SEARCH_PATH).send({ query: 'board' });

    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({ error: 'Search took too long; try again shortly' });
    expect(timeouts).toEqual([{ path: SEARCH_PATH, query: 'board', timeoutMs: 20 }]);
  });

  it('answers a search within its budget as usual', async () => {
    const { index } = makeApp();
    const budgeted = express();
    budgeted.use(createSearchRouter(index, { timeoutMs: 5000 }));

    const response = await request(budgeted).post(SEARCH_PATH).send({ query: 'board' });

    expect(response.status).toBe(200);
    expect((response.body as { pagination: { total: number } }).pagination.total).toBe(1);
    index.close();
  });
});
