import express from 'express';
import request from 'supertest';
import { createSearchRouter } from './router';
import { SearchIndex } from './search-index';
import { MAX_SUGGESTIONS, parseSuggestRequest, SUGGEST_PATH } from './suggest';
import type { SearchDocument } from './documents';

function document(
  id: string,
  title: string,
  platform: 'cloud' | 'data_center',
  headings: { text: string; id: string }[] = [],
): SearchDocument {
  return {
    id: `${id}#en`,
    contentAri: `ari:cloud:help::topic/${id}`,
    entryId: id,
    contentType: 'topic',
    language: 'en',
    title,
    description: `${title}.`,
    body: `${title} in a few steps.`,
    url: `/jira-software-${platform === 'cloud' ? 'cloud' : 'data-center'}/docs/${id}/`,
    products: [{ name: 'Jira Software', key: 'jira-software', platform, versions: [] }],
    deployment: platform,
    lastPublishedAt: '2024-03-01T00:00:00.000Z',
    trustFactors: { helpfulCount: 0, numViews: 0 },
    headings,
  };
}

describe('suggestions', () => {
  const index = new SearchIndex();
  index.build([
    document('create-a-board', 'Create a board', 'cloud'),
    document('configure-board-columns', 'Configure board columns', 'data_center', [
      { text: 'Add a column', id: 'add-a-column' },
      { text: 'Board settings', id: 'board-settings' },
    ]),
    document('invite-your-team', 'Invite your team', 'cloud', [
      { text: 'Invite people by e-mail', id: 'invite-people' },
    ]),
    {
      ...document('invite-your-team', 'Invite your team', 'data_center'),
      contentAri: 'ari:cloud:help::topic/invite-your-team/version/9.1',
      url: '/v/9.1/',
    },
    { ...document('board-ja', 'ボードの設定', 'cloud'), language: 'ja', id: 'board-ja#ja', url: '/ja/board/' },
  ]);
  const app = express();
  app.use(createSearchRouter(index));
  afterAll(() => index.close());

  it('offer the titles of matching pages with their product and deployment, completing the last word', async () => {
    const response = await request(app).get(SUGGEST_PATH).query({ q: 'boar' }).expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const body = response.body as {
      query: string;
      suggestions: { title: string; product: string; deployment: string }[];
    };
    expect(body.query).toBe('boar');
    expect(body.suggestions.map((suggestion) => suggestion.title).sort()).toEqual([
      'Configure board columns',
      'Create a board',
    ]);
    expect(body.suggestions.find((suggestion) => suggestion.title === 'Create a board')).toEqual({
      title: 'Create a board',
      url: '/jira-software-cloud/docs/create-a-board/',
      contentType: 'topic',
      product: 'Jira Software',
      deployment: 'cloud',
    });
    expect(body.suggestions.length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
  });

  it('offer the matching headings of page bodies, each linking to its page with the heading id', async () => {
    const response = await request(app).get(SUGGEST_PATH).query({ q: 'board set' }).expect(200);
    expect((response.body as { headings: unknown[] }).headings).toEqual([
      {
        heading: 'Board settings',
        url: '/jira-software-data-center/docs/configure-board-columns/#board-settings',
        title: 'Configure board columns',
        product: 'Jira Software',
        deployment: 'data_center',
      },
    ]);
  });

  it('match every word as a prefix, in any order, and put texts starting with the query first', async () => {
    const response = await request(app).get(SUGGEST_PATH).query({ q: 'col conf' }).expect(200);
    expect((response.body as { suggestions: { title: string }[] }).suggestions.map((s) => s.title)).toEqual([
      'Configure board columns',
    ]);
    const invite = await request(app).get(SUGGEST_PATH).query({ q: 'inv' }).expect(200);
    const body = invite.body as { suggestions: { url: string }[]; headings: { heading: string }[] };
    expect(body.suggestions.map((s) => s.url)).toEqual(['/jira-software-cloud/docs/invite-your-team/']);
    expect(body.headings.map((h) => h.heading)).toEqual(['Invite people by e-mail']);
  });

  it('offer a page once, at its unversioned url, and only pages of the language asked for', async () => {
    const english = await request(app).get(SUGGEST_PATH).query({ q: 'team' }).expect(200);
    expect((english.body as { suggestions: unknown[] }).suggestions).toHaveLength(1);
    const japanese = await request(app).get(SUGGEST_PATH).query({ q: 'ボード', language: 'ja' }).expect(200);
    expect((japanese.body as { suggestions: { title: string; url: string }[] }).suggestions).toEqual([
      expect.objectContaining({ title: 'ボードの設定', url: '/ja/board/' }),
    ]);
  });

  it('answer empty lists when nothing matches', async () => {
    const response = await request(app).get(SUGGEST_PATH).query({ q: 'zzzqqq' }).expect(200);
    expect(response.body).toEqual({ query: 'zzzqqq', suggestions: [], headings: [] });
  });

  it('reject a missing, blank or too long query, or an unknown language, with 400 and a reason', async () => {
    for (const query of [{}, { q: '  ' }, { q: 'x'.repeat(201) }, { q: 'board', language: 'fr' }]) {
      const response = await request(app).get(SUGGEST_PATH).query(query).expect(400);
      expect((response.body as { error: string }).error).toMatch(/^(q|language): must be/);
    }
    expect(parseSuggestRequest({ q: ['a', 'b'] })).toEqual({ ok: false, error: 'q: must be a non-empty string' });
  });

  it('read a scope in the words of the results url, product and deployment together, a version only for Data Center', () => {
    expect(parseSuggestRequest({ q: 'boar', product: 'jira-software', deployment: 'cloud' })).toEqual({
      ok: true,
      value: { q: 'boar', language: 'en', scope: { product: 'jira-software', deployment: 'cloud' } },
    });
    expect(
      parseSuggestRequest({ q: 'boar', product: 'jira-software', deployment: 'data_center', version: '10.3' }),
    ).toEqual({
      ok: true,
      value: {
        q: 'boar',
        language: 'en',
        scope: { product: 'jira-software', deployment: 'data_center', version: '10.3' },
      },
    });
    const problems: [Record<string, unknown>, string][] = [
      [{ deployment: 'cloud' }, 'product: is required with deployment or version'],
      [{ product: 'jira-software' }, 'deployment: is required with product'],
      [
        { product: 'jira software', deployment: 'cloud' },
        'product: must be a product key of letters, digits, dots, hyphens or underscores',
      ],
      [
        { product: ['a', 'b'], deployment: 'cloud' },
        'product: must be a product key of letters, digits, dots, hyphens or underscores',
      ],
      [{ product: 'jira-software', deployment: 'server' }, 'deployment: must be one of cloud, data_center'],
      [
        { product: 'jira-software', deployment: 'cloud', version: '10.3' },
        'version: is allowed only with deployment data_center',
      ],
      [
        { product: 'jira-software', deployment: 'data_center', version: '10 3' },
        'version: must be a version number of letters, digits, dots, hyphens or underscores',
      ],
    ];
    for (const [scope, error] of problems)
      expect(parseSuggestRequest({ q: 'boar', ...scope })).toEqual({ ok: false, error });
  });

  it('offer within a scope only its pages, and refuse a scope the index has no page in', async () => {
    const cloud = await request(app)
      .get(SUGGEST_PATH)
      .query({ q: 'boar', product: 'jira-software', deployment: 'cloud' })
      .expect(200);
    expect((cloud.body as { suggestions: { title: string }[] }).suggestions.map((s) => s.title)).toEqual([
      'Create a board',
    ]);
    const unknown = await request(app)
      .get(SUGGEST_PATH)
      .query({ q: 'boar', product: 'confluence', deployment: 'cloud' })
      .expect(400);
    expect(unknown.headers['cache-control']).toBe('no-store');
    expect(unknown.body).toEqual({ error: 'product: must be the key of a product with pages in deployment cloud' });
  });
});
