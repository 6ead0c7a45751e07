import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { resolverExport } from '../../server/content/resolvers/resolver-fixtures';
import { buildSnapshot } from '../../server/content/snapshot';
import type { Store } from '../../server/store/store';
import { loadTemplate } from '../../shared/registry';
import { COHORT_PATH, FLAGS_API_PATH } from '../../shared/constants';
import { buildTestApp, parseHtml, storeForEachTest } from './support';

const snapshot = buildSnapshot(resolverExport(), { logger: { error: () => undefined } });
const ORIGIN = 'https://support.example.com';
const ROOT = path.resolve(__dirname, '../..');

let dir: string;
let store: Store;

const RULES = {
  isVideoEnabled: { default: true, rules: [{ when: { pathPrefixes: ['/novideo/'] }, value: false }] },
  'csm-ai-agent-on-sac': {
    default: { agent_enabled: false },
    rules: [
      { when: { roles: ['authenticated'], countries: ['JP'] }, value: { agent_enabled: true } },
      {
        when: { roles: ['authenticated'], attributes: { 'cohort.segment': 'enterprise', 'cohort.seats': '250' } },
        value: { agent_enabled: true },
      },
    ],
  },
  'sac-search-ai-experiment': {
    default: { ai_dialog_enabled: false },
    rules: [{ when: { percentage: 100 }, value: { ai_dialog_enabled: true } }],
  },
};

function writeFlags(document: unknown): string {
  const file = path.join(dir, `flags-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(document));
  return file;
}

storeForEachTest('flags', (opened, folder) => {
  store = opened;
  dir = folder;
});

function build() {
  return buildTestApp(snapshot, { store, loadTemplate, env: { FLAGS_FILE: writeFlags(RULES) } });
}

async function signIn(app: ReturnType<typeof build>['app'], email: string): Promise<string> {
  const sent = await request(app).post('/login/').set('Origin', ORIGIN).type('form').send({ email, continue: '/' });
  const link = parseHtml(sent.text).querySelector<HTMLAnchorElement>('[data-testid="local-sign-in-link"]')!.href;
  const verified = await request(app)
    .post('/login/verify/')
    .set('Origin', ORIGIN)
    .type('form')
    .send({ token: new URL(link).searchParams.get('token') });
  const cookies = ([] as string[]).concat(verified.headers['set-cookie'] ?? []);
  return cookies.find((value) => value.startsWith('hc_session='))!.split(';')[0]!;
}

describe('the flags embedded in a page', () => {
  it('are evaluated for the page path as an anonymous visitor', async () => {
    const { app } = build();
    const response = await request(app).get('/');
    const state = JSON.parse(parseHtml(response.text).getElementById('__INITIAL_STATE__')!.textContent) as {
      featureFlags: Record<string, unknown>;
    };
    // The rollout needs an anonymous id, which a cached page cannot know: it stays off in the html.
    expect(state.featureFlags).toEqual({
      isVideoEnabled: true,
      'csm-ai-agent-on-sac': { agent_enabled: false },
      'sac-search-ai-experiment': { ai_dialog_enabled: false },
      sac_ai_summarisation_expanded_state: { initiallyExpanded: false },
    });
  });
});

describe('GET /gateway/api/flags', () => {
  it('answers the visitor rules with the anonymous id, never to be cached', async () => {
    const { app } = build();
    const response = await request(app).get(FLAGS_API_PATH).query({ path: '/novideo/x/', anonymousId: 'visitor-1' });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body.featureFlags).toMatchObject({
      isVideoEnabled: false,
      'sac-search-ai-experiment': { ai_dialog_enabled: true },
    });
  });

  it('answers 400 with the reason for a missing path, a bad anonymous id or an unknown parameter', async () => {
    const { app } = build();
    const missing = await request(app).get(FLAGS_API_PATH);
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ error: 'path: is required' });
    const badId = await request(app).get(FLAGS_API_PATH).query({ path: '/', anonymousId: '<script>' });
    expect(badId.body.error).toMatch(/^anonymousId: must be 1 to 128 letters/);
    const unknown = await request(app).get(FLAGS_API_PATH).query({ path: '/', role: 'editor' });
    expect(unknown.body).toEqual({ error: 'role: is not allowed' });
  });
});

describe('POST /gateway/api/flags (the chat assistant evaluation)', () => {
  const inputs = {
    path: '/jira/docs/',
    hostName: 'support.example.com',
    countryCode: 'JP',
    emailDomainHash: 'a'.repeat(64),
    isCompanyAccount: true,
    isAdmin: false,
  };

  it('answers agent_enabled for a signed-in visitor the rules name, and not for an anonymous one', async () => {
    const { app } = build();
    const cookie = await signIn(app, 'ada@example.com');
    const signedIn = await request(app).post(FLAGS_API_PATH).set('Origin', ORIGIN).set('Cookie', cookie).send(inputs);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.featureFlags['csm-ai-agent-on-sac']).toEqual({ agent_enabled: true });
    const anonymous = await request(app).post(FLAGS_API_PATH).set('Origin', ORIGIN).send(inputs);
    expect(anonymous.body.featureFlags['csm-ai-agent-on-sac']).toEqual({ agent_enabled: false });
    const elsewhere = await request(app)
      .post(FLAGS_API_PATH)
      .set('Origin', ORIGIN)
      .set('Cookie', cookie)
      .send({ ...inputs, countryCode: 'DE' });
    expect(elsewhere.body.featureFlags['csm-ai-agent-on-sac']).toEqual({ agent_enabled: false });
  });

  it('lets the cohort attributes the browser passes on decide the evaluation, through rules on cohort.<name>', async () => {
    const { app } = build();
    const cookie = await signIn(app, 'ada@example.com');
    const evaluate = (cohort: Record<string, unknown>) =>
      request(app)
        .post(FLAGS_API_PATH)
        .set('Origin', ORIGIN)
        .set('Cookie', cookie)
        .send({ ...inputs, countryCode: 'DE', cohort });
    const inCohort = await evaluate({ segment: 'enterprise', seats: 250, trial: false });
    expect(inCohort.status).toBe(200);
    expect(inCohort.body.featureFlags['csm-ai-agent-on-sac']).toEqual({ agent_enabled: true });
    const outside = await evaluate({ segment: 'free', seats: 250 });
    expect(outside.body.featureFlags['csm-ai-agent-on-sac']).toEqual({ agent_enabled: false });
  });

  it('answers 400 for cohort attributes that are not flat named texts, numbers or truth values, or too many', async () => {
    const { app } = build();
    const post = (cohort: unknown) =>
      request(app)
        .post(FLAGS_API_PATH)
        .set('Origin', ORIGIN)
        .send({ ...inputs, cohort });
    const nested = await post({ plan: { tier: 'gold' } });
    expect(nested.status).toBe(400);
    expect(nested.body.error).toMatch(/^cohort\.plan: /);
    expect((await post({ 'bad name': 'x' })).body.error).toMatch(/^cohort\.bad name: /);
    const many = Object.fromEntries(Array.from({ length: 33 }, (_, index) => [`a${index}`, index]));
    expect((await post(many)).body.error).toBe('cohort: must hold at most 32 attributes');
    expect((await post({ note: 'x'.repeat(257) })).body.error).toMatch(/^cohort\.note: .*at most 256 characters/);
  });

  it('answers 400 for wrong types, a bad hash and malformed JSON', async () => {
    const { app } = build();
    const post = () => request(app).post(FLAGS_API_PATH).set('Origin', ORIGIN);
    expect((await post().send({ ...inputs, isAdmin: 'yes' })).body.error).toBe('isAdmin: must be true or false');
    expect((await post().send({ ...inputs, emailDomainHash: 'abc' })).body.error).toBe(
      'emailDomainHash: must be a lower-case hex SHA-256',
    );
    const malformed = await post().set('Content-Type', 'application/json').send('{"path":');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ error: 'body: must be valid JSON' });
  });

  it.each([
    ['null', 'null'],
    ['a number', '123'],
    ['an array', '["/"]'],
  ])('says a body of %s is valid JSON but must be a JSON object', async (_what, body) => {
    const { app } = build();
    const response = await request(app)
      .post(FLAGS_API_PATH)
      .set('Origin', ORIGIN)
      .set('Content-Type', 'application/json')
      .send(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'body: must be a JSON object' });
  });
});

describe('GET the cohort experiment', () => {
  it('answers attributes of the signed-in user, and nulls for what an anonymous visitor lacks', async () => {
    const { app } = build();
    const anonymous = await request(app).get(COHORT_PATH);
    expect(anonymous.headers['cache-control']).toBe('private, no-store');
    expect(anonymous.body.data.attributes).toEqual({
      signedIn: false,
      accountId: null,
      emailDomain: null,
      editor: null,
      staff: null,
      partner: null,
      environment: 'test',
    });
    const cookie = await signIn(app, 'grace@atlassian.com');
    const signedIn = await request(app).get(COHORT_PATH).set('Cookie', cookie);
    expect(signedIn.body.data.attributes).toMatchObject({
      signedIn: true,
      emailDomain: 'atlassian.com',
      editor: true,
      staff: false,
    });
    expect(signedIn.body.data.attributes.accountId).toMatch(/^[0-9a-f]{24}$/);
  });
});

describe('starting the server with an invalid flags file', () => {
  it('stops with one line naming the file, the flag and the problem, and no stack trace', () => {
    const file = writeFlags({ isVideoEnabled: 'sometimes' });
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', FLAGS_FILE: file, PORT: '0', DATA_DIR: dir },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    const lines = `${result.stdout}${result.stderr}`.trim().split('\n');
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as { level: number; msg: string };
    expect(line.level).toBe(60);
    expect(line.msg).toBe(
      `Cannot start: Feature flags file ${file} is invalid: flag 'isVideoEnabled': Invalid input: expected boolean, received string`,
    );
    expect(line).not.toHaveProperty('stack');
  }, 60_000);
});
