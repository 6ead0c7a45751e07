import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { ASSISTANT_RATE_LIMIT } from '../../server/app';
import { buildSnapshot } from '../../server/content/snapshot';
import { SearchService } from '../../server/search/search-service';
import { ASSISTANT_PATH } from '../../shared/constants';
import { buildTestApp } from './support';

const snapshot = buildSnapshot(
  JSON.parse(readFileSync(path.resolve(__dirname, '../../content/sample-space.json'), 'utf8')) as unknown,
  { logger: { error: () => undefined } },
);
const service = SearchService.fromSnapshot(snapshot);
afterAll(() => service.close());

function app() {
  return buildTestApp(snapshot, { searchService: service }).app;
}

const ask = (text: string, earlier: { role: 'visitor' | 'assistant'; text: string }[] = []) => ({
  turns: [...earlier, { role: 'visitor' as const, text }],
  language: 'en',
});

describe('POST /gateway/api/assistant/conversation', () => {
  it('answers a question from the help content, each sentence citing its page', async () => {
    const response = await request(app()).post(ASSISTANT_PATH).send(ask('How do I set up SSH keys?'));
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body.handoff).toBeNull();
    expect(response.body.sentences.length).toBeGreaterThan(0);
    for (const sentence of response.body.sentences as { text: string; url: string; title: string }[]) {
      expect(sentence.url).toMatch(/^\/[^\s]*$/);
      expect(sentence.title).not.toBe('');
    }
    expect((response.body.sources as { title: string }[]).map((source) => source.title)).toContain('Set up SSH keys');
  });

  it('reads a short follow-up with the subject of the question before it', async () => {
    const first = ask('How do I set up SSH keys?');
    const response = await request(app())
      .post(ASSISTANT_PATH)
      .send(ask('and on Windows?', [...first.turns, { role: 'assistant' as const, text: 'Generate a key pair.' }]));
    expect((response.body.sources as { title: string }[]).map((source) => source.title)).toContain('Set up SSH keys');
  });

  it('hands over to a person when asked, or when nothing in the content answers', async () => {
    const asked = await request(app()).post(ASSISTANT_PATH).send(ask('Can I talk to a person please?'));
    expect(asked.body).toEqual({ sentences: [], sources: [], handoff: 'asked' });
    const unanswered = await request(app()).post(ASSISTANT_PATH).send(ask('zebra xylophone quasar'));
    expect(unanswered.body.handoff).toBe('unanswered');
  });

  it.each([
    ['no turns', {}, 'turns: is required'],
    ['an empty list', { turns: [] }, 'turns: must hold at least one turn'],
    ['a blank question', { turns: [{ role: 'visitor', text: '   ' }] }, 'turns[0].text: must not be empty'],
    [
      'a turn of an unknown role',
      { turns: [{ role: 'robot', text: 'hi' }] },
      'turns[0].role: must be one of visitor, assistant',
    ],
    [
      'a question too long',
      { turns: [{ role: 'visitor', text: 'x'.repeat(1001) }] },
      'turns[0].text: must be at most 1000 characters',
    ],
    [
      'a last turn not the visitor',
      { turns: [{ role: 'assistant', text: 'Hello' }] },
      "turns: must end with the visitor's turn",
    ],
    ['an unknown field', { turns: [{ role: 'visitor', text: 'hi' }], mood: 'happy' }, 'mood: is not allowed'],
  ])('answers 400 with the reason for %s', async (_case, body, error) => {
    const response = await request(app()).post(ASSISTANT_PATH).send(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await request(app())
      .post(ASSISTANT_PATH)
      .set('Content-Type', 'application/json')
      .send('{"turns":');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'body: must be valid JSON' });
  });

  it('limits each visitor to its rate and answers 429 past it', async () => {
    const limited = app();
    const statuses: number[] = [];
    for (let index = 0; index <= ASSISTANT_RATE_LIMIT.limit; index += 1) {
      statuses.push((await request(limited).post(ASSISTANT_PATH).send({})).status);
    }
    expect(statuses.slice(0, ASSISTANT_RATE_LIMIT.limit).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
