import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express, { type Express } from 'express';
import request from 'supertest';
import { createStore, type Store } from '../store/store';
import {
  createSupportApiRouter,
  FEEDBACK_PATH,
  FEEDBACK_VISITOR_COOKIE,
  IDEMPOTENCY_KEY_INVALID_MESSAGE,
  SUPPORT_REQUESTS_PATH,
  voterOf,
} from './support-api';

const validRequest = {
  form: 'support',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  product: 'Jira Software',
  ticketType: 'bug',
  summary: 'Board does not load',
  description: 'The board spins forever after the last update.',
  pageUrl: '/contact/',
};

const validDownload = {
  form: 'file-download',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines Ltd',
  consent: true,
  pageUrl: '/file-download/',
};

describe('the support API', () => {
  let dataDir: string;
  let store: Store;
  let created: jest.SpyInstance;
  let app: Express;
  let time: number;

  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'help-centre-api-'));
    store = await createStore({ dataDir, databaseUrl: undefined });
    created = jest.spyOn(store, 'createSupportRequest');
    time = 0;
    app = express();
    app.use(
      createSupportApiRouter({
        store,
        supportRequestsLimit: { limit: 3, windowMs: 60_000 },
        feedbackLimit: { limit: 5, windowMs: 60_000 },
        now: () => time,
      }),
    );
  });

  afterEach(async () => {
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('saves a support request and answers 201 with its reference, not for caching', async () => {
    // Act
    const response = await request(app).post(SUPPORT_REQUESTS_PATH).send(validRequest);

    // Assert
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ reference: expect.stringMatching(/^HC-\d{8}$/), mailed: false });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('saves a file-download request with company and consent', async () => {
    // Act
    const response = await request(app).post(SUPPORT_REQUESTS_PATH).send(validDownload);

    // Assert
    expect(response.status).toBe(201);
    expect(created).toHaveBeenCalledWith(
      expect.objectContaining({ form: 'file-download', company: 'Analytical Engines Ltd' }),
    );
  });

  it.each([
    ['name', { name: undefined }, 'name: is required'],
    ['name', { name: '   ' }, 'name: is required'],
    ['email', { email: 'not-an-address' }, 'email: must be an e-mail address'],
    ['email', { email: 42 }, 'email: must be a string'],
    ['ticketType', { ticketType: 'complaint' }, 'ticketType: must be one of bug, suggestion'],
    ['ticketType', { ticketType: 'question' }, 'ticketType: must be one of bug, suggestion'],
    ['ticketType', { ticketType: undefined }, 'ticketType: is required'],
    ['summary', { summary: 'x'.repeat(201) }, 'summary: must be at most 200 characters'],
    ['description', { description: undefined }, 'description: is required'],
    ['pageUrl', { pageUrl: 'javascript:alert(1)' }, 'pageUrl: must be a path or an http(s) url'],
    ['form', { form: 'letter' }, 'form: must be one of support, hot, partner, statuspage, file-download'],
    ['form', { form: undefined }, 'form: is required'],
  ])('refuses a support request with a bad %s with 400 naming it and saves nothing', async (_field, change, error) => {
    // Act
    const response = await request(app)
      .post(SUPPORT_REQUESTS_PATH)
      .send({ ...validRequest, ...change });

    // Assert
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error });
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(created).not.toHaveBeenCalled();
  });

  it('refuses a file-download request without consent', async () => {
    // Act
    const response = await request(app)
      .post(SUPPORT_REQUESTS_PATH)
      .send({ ...validDownload, consent: false });

    // Assert
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'consent: must be given' });
  });

  it('says a request without any field needs its form first', async () => {
    // Act
    const response = await request(app).post(SUPPORT_REQUESTS_PATH).send({});

    // Assert
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'form: is required' });
  });

  it.each([
    ['malformed JSON', '{"form":', 'body: must be valid JSON'],
    ['a JSON array', '[1,2]', 'body: must be a JSON object'],
    ['JSON null', 'null', 'body: must be a JSON object'],
    ['a JSON number', '123', 'body: must be a JSON object'],
  ])('answers 400, not 500, to %s', async (_what, body, error) => {
    // Act
    const response = await request(app).post(SUPPORT_REQUESTS_PATH).set('Content-Type', 'application/json').send(body);

    // Assert
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error });
  });

  it.each([
    ['a form', 'application/x-www-form-urlencoded', 'name=Ada'],
    ['JSON sent as text', 'text/plain', JSON.stringify({ form: 'support' })],
  ])('answers 415 to %s, saying the body must be sent as JSON', async (_what, type, body) => {
    // Act
    const response = await request(app).post(SUPPORT_REQUESTS_PATH).set('Content-Type', type).send(body);

    // Assert
    expect(response.status).toBe(415);
    expect(response.body).toEqual({ error: 'body: must be JSON, sent with Content-Type: application/json' });
    expect(created).not.toHaveBeenCalled();
  });

  it('answers 413 to an oversized body', async () => {
    // Act
    const response = await request(app)
      .post(SUPPORT_REQUESTS_PATH)
      .send({ ...validRequest, description: 'x'.repeat(20_000) });

    // Assert
    expect(response.status).toBe(413);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('answers 429 once a client ip has used its support requests for the window, and again after it', async () => {
    // Arrange
    for (let sent = 0; sent < 3; sent += 1) {
      expect((await request(app).post(SUPPORT_REQUESTS_PATH).send(validRequest)).status).toBe(201);
    }

    // Act
    const limited = await request(app).post(SUPPORT_REQUESTS_PATH).send(validRequest);
    time += 60_000;
    const nextWindow = await request(app).post(SUPPORT_REQUESTS_PATH).send(validRequest);

    // Assert
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    expect(limited.headers['cache-control']).toBe('private, no-store');
    expect(nextWindow.status).toBe(201);
    expect(created).toHaveBeenCalledTimes(4);
  });

  it('answers every refused support request 400 and counts only those it would file toward the limit', async () => {
    // Arrange: more refused requests than the limit of 3, of every kind a browser may send
    const refused = [
      await request(app).post(SUPPORT_REQUESTS_PATH).send({}),
      await request(app)
        .post(SUPPORT_REQUESTS_PATH)
        .send({ ...validRequest, email: 'not-an-address' }),
      await request(app)
        .post(SUPPORT_REQUESTS_PATH)
        .send({ ...validRequest, summary: '' }),
      await request(app).post(SUPPORT_REQUESTS_PATH).set('Idempotency-Key', 'bad key!').send(validRequest),
      await request(app)
        .post(SUPPORT_REQUESTS_PATH)
        .send({ ...validDownload, consent: false }),
    ];

    // Act
    const filed = [];
    for (let sent = 0; sent < 3; sent += 1)
      filed.push((await request(app).post(SUPPORT_REQUESTS_PATH).send(validRequest)).status);
    const limited = await request(app).post(SUPPORT_REQUESTS_PATH).send(validRequest);
    const toFix = await request(app)
      .post(SUPPORT_REQUESTS_PATH)
      .send({ ...validRequest, name: '' });

    // Assert
    expect(refused.map((response) => response.status)).toEqual([400, 400, 400, 400, 400]);
    expect(filed).toEqual([201, 201, 201]);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: 'Too many requests, please try again later.' });
    // Over the limit, a request to fix still learns what to fix.
    expect(toFix.status).toBe(400);
    expect(toFix.body).toEqual({ error: 'name: is required' });
    expect(created).toHaveBeenCalledTimes(3);
  });

  it('records feedback and counts it for the entry', async () => {
    // Arrange
    const entryId = randomUUID();

    // Act
    const yes = await request(app).post(FEEDBACK_PATH).send({ entryId, pageUrl: '/a/', helpful: true });
    const no = await request(app)
      .post(FEEDBACK_PATH)
      .send({ entryId, pageUrl: '/a/', helpful: false, reason: 'unclear' });

    // Assert
    expect(yes.status).toBe(204);
    expect(no.status).toBe(204);
    expect(yes.headers['cache-control']).toBe('private, no-store');
    expect((await store.helpfulCounts([entryId])).get(entryId)).toEqual({ helpful: 1, notHelpful: 1 });
  });

  it.each([
    ['entryId', { entryId: '' }, 'entryId: is required'],
    ['pageUrl', { pageUrl: undefined }, 'pageUrl: is required'],
    ['helpful', { helpful: 'yes' }, 'helpful: must be true or false'],
    ['helpful', { helpful: undefined }, 'helpful: is required'],
    ['reason', { reason: 'boring' }, 'reason: must be one of inaccurate, unclear, irrelevant'],
    ['reason', { helpful: true, reason: 'unclear' }, 'reason: is only allowed when helpful is false'],
  ])('refuses feedback with a bad %s with 400 naming it and records nothing', async (_field, change, error) => {
    // Arrange
    const entryId = randomUUID();

    // Act
    const response = await request(app)
      .post(FEEDBACK_PATH)
      .send({ entryId, pageUrl: '/a/', helpful: false, ...change });

    // Assert
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error });
    expect((await store.helpfulCounts([entryId])).size).toBe(0);
  });

  it('answers 429 once a client ip has used its feedback for the window, counting only answers it would record', async () => {
    // Arrange: more refused answers than the limit of 5, of every kind a browser may send
    const body = { entryId: 'e1', pageUrl: '/a/', helpful: true };
    const recorded = jest.spyOn(store, 'recordFeedback');
    const refused = [
      await request(app).post(FEEDBACK_PATH).send({}),
      await request(app)
        .post(FEEDBACK_PATH)
        .send({ ...body, helpful: 'yes' }),
      await request(app)
        .post(FEEDBACK_PATH)
        .send({ ...body, reason: 'unclear' }),
      await request(app)
        .post(FEEDBACK_PATH)
        .send({ ...body, pageUrl: 'a' }),
      await request(app).post(FEEDBACK_PATH).set('Idempotency-Key', 'bad key!').send(body),
      await request(app).post(FEEDBACK_PATH).type('json').send('{"entryId":'),
    ];

    // Act
    const taken = [];
    for (let sent = 0; sent < 5; sent += 1) taken.push((await request(app).post(FEEDBACK_PATH).send(body)).status);
    const limited = await request(app).post(FEEDBACK_PATH).send(body);
    const toFix = await request(app)
      .post(FEEDBACK_PATH)
      .send({ ...body, entryId: '' });

    // Assert
    expect(refused.map((response) => [response.status, response.body as unknown])).toEqual([
      [400, { error: 'entryId: is required' }],
      [400, { error: 'helpful: must be true or false' }],
      [400, { error: 'reason: is only allowed when helpful is false' }],
      [400, { error: 'pageUrl: must be a path or an http(s) url' }],
      [400, { error: IDEMPOTENCY_KEY_INVALID_MESSAGE }],
      [400, { error: 'body: must be valid JSON' }],
    ]);
    expect(taken).toEqual([204, 204, 204, 204, 204]);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    expect(limited.body).toEqual({ error: 'Too many requests, please try again later.' });
    // Over the limit, an answer to fix still learns what to fix.
    expect(toFix.status).toBe(400);
    expect(toFix.body).toEqual({ error: 'entryId: is required' });
    expect(recorded).toHaveBeenCalledTimes(5);
    expect((await store.helpfulCounts(['e1'])).get('e1')).toEqual({ helpful: 5, notHelpful: 0 });
  });

  describe('for a signed-in visitor', () => {
    const entryId = 'restrict-a-page';
    const yes = { entryId, pageUrl: '/confluence-cloud/docs/restrict-a-page/', helpful: true };
    let signedIn: Express;

    beforeEach(() => {
      signedIn = express();
      // The account is the request's 'x-account' header here; the app reads the session cookie.
      signedIn.use(
        createSupportApiRouter({
          store,
          accountOf: (req) => Promise.resolve(req.get('x-account')),
          now: () => time,
        }),
      );
    });

    it('counts an account once across its browsers, whatever the case of its address', async () => {
      // Act
      await request(signedIn).post(FEEDBACK_PATH).set('x-account', 'ada@example.com').send(yes);
      await request(signedIn).post(FEEDBACK_PATH).set('x-account', 'Ada@Example.com').send(yes);

      // Assert
      expect((await store.helpfulCounts([entryId])).get(entryId)).toEqual({ helpful: 1, notHelpful: 0 });
    });

    it("takes over the browser's anonymous answer when its visitor answers again signed in", async () => {
      // Arrange
      const browser = request.agent(signedIn);
      await browser.post(FEEDBACK_PATH).send(yes);

      // Act
      await browser
        .post(FEEDBACK_PATH)
        .set('x-account', 'ada@example.com')
        .send({ ...yes, helpful: false });

      // Assert
      expect((await store.helpfulCounts([entryId])).get(entryId)).toEqual({ helpful: 0, notHelpful: 1 });
    });

    it("keeps a hash of the visitor's cookie and of the account, never the values themselves", async () => {
      // Arrange
      const recorded = jest.spyOn(store, 'recordFeedback');

      // Act
      await request(signedIn)
        .post(FEEDBACK_PATH)
        .set('Cookie', `${FEEDBACK_VISITOR_COOKIE}=browser-0123456789abcdef`)
        .set('x-account', 'ada@example.com')
        .send(yes);

      // Assert
      expect(recorded).toHaveBeenCalledWith({
        ...yes,
        voter: voterOf('account', 'ada@example.com'),
        replacesVoter: voterOf('visitor', 'browser-0123456789abcdef'),
      });
      expect(voterOf('account', 'ada@example.com')).toMatch(/^[0-9a-f]{64}$/);
    });
  });
});
