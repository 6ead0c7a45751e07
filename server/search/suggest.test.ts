import express from 'express';
import request from 'supertest';
import { createSearchRouter } from './router';
import { SearchIndex } from './search-index';
import { MAX_SUGGESTIONS, parseSuggestRequest, SUGGEST_PATH } from './suggest';
import type { SearchDocument } from './documents';

function document(id: string, title: string, platform: 'cloud' | 'data_center'): SearchDocument {
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
  };
}

describe('suggestions', () => {
  const index = new SearchIndex();
  index.build([
    document('create-a-board', 'Create a board', 'cloud'),
    document('configure-board-columns', 'Configure board columns', 'data_center'),
    document('invite-your-team', 'Invite your team', 'cloud'),
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

  it('answer an empty list when nothing matches', async () => {
    const response = await request(app).get(SUGGEST_PATH).query({ q: 'zzzqqq' }).expect(200);
    expect((response.body as { suggestions: unknown[] }).suggestions).toEqual([]);
  });

  it('reject a missing, blank or too long query, or an unknown language, with 400 and a reason', async () => {
    for (const query of [{}, { q: '  ' }, { q: 'x'.repeat(201) }, { q: 'board', language: 'fr' }]) {
      const response = await request(app).get(SUGGEST_PATH).query(query).expect(400);
      expect((response.body as { error: string }).error).toMatch(/^(q|language) must be/);
    }
    expect(parseSuggestRequest({ q: ['a', 'b'] })).toEqual({ ok: false, error: 'q must be a non-empty string' });
  });
});
