/**
 * Idempotency-Key on the write APIs (docs/adr/040-idempotent-writes-and-browser-retries.md), through
 * the app on SQLite and, where TEST_DATABASE_URL names one, PostgreSQL: a key repeated (one after
 * another or at the same time) gets the first answer and leaves one row; the key with another body
 * is refused with 422 and writes nothing.
 */
import { randomUUID } from 'node:crypto';
import type { Express } from 'express';
import request from 'supertest';
import { resolverExport } from '../../server/content/resolvers/resolver-fixtures';
import { buildSnapshot } from '../../server/content/snapshot';
import { FEEDBACK_PATH, IDEMPOTENCY_KEY_INVALID_MESSAGE, SUPPORT_REQUESTS_PATH } from '../../server/routes/support-api';
import { createStore, type Store } from '../../server/store/store';
import { buildTestApp } from './support';
import { storeTestDatabases } from '../support/store-databases';

const snapshot = buildSnapshot(resolverExport(), { logger: { error: () => undefined } });

const { databases } = storeTestDatabases('idempotency', process.env.TEST_DATABASE_URL);

describe.each(databases)('the write APIs with an Idempotency-Key on $name', ({ config }) => {
  let store: Store;
  let app: Express;
  let sentMails: string[];
  // PostgreSQL keeps its rows between tests: every test files under a product and an entry of its own.
  let product: string;
  let entryId: string;

  beforeEach(async () => {
    store = await createStore(config());
    sentMails = [];
    app = buildTestApp(snapshot, {
      store,
      mailer: {
        delivers: true,
        send: (mail) => {
          sentMails.push(mail.subject);
          return Promise.resolve();
        },
      },
    }).app;
    product = `Product ${randomUUID()}`;
    entryId = `entry-${randomUUID()}`;
  });

  afterEach(async () => {
    await store.close();
  });

  const supportRequest = () => ({
    form: 'support',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    product,
    ticketType: 'suggestion',
    summary: 'How do I export a board?',
    description: 'I would like a copy of the board as CSV.',
    pageUrl: '/contact/',
  });
  const feedback = (helpful: boolean) => ({ entryId, pageUrl: '/a/', helpful, answerId: randomUUID() });

  const requestsFiled = async () =>
    (await store.listSupportRequests({ product, offset: 0, limit: 50 })).requests.map((row) => row.reference);
  const answers = async () => (await store.helpfulCounts([entryId])).get(entryId) ?? { helpful: 0, notHelpful: 0 };

  const postRequest = (key: string, body: object = supportRequest()) =>
    request(app).post(SUPPORT_REQUESTS_PATH).set('Idempotency-Key', key).send(body);

  it('answers a repeated key on a support request with the first answer and files one request', async () => {
    // Arrange
    const key = randomUUID();
    const first = await postRequest(key);

    // Act
    const repeat = await postRequest(key);

    // Assert
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ reference: expect.stringMatching(/^HC-\d{8}$/), mailed: true });
    expect(repeat.status).toBe(201);
    expect(repeat.body).toEqual(first.body);
    expect(repeat.headers['content-type']).toMatch(/^application\/json/);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.headers['cache-control']).toBe('private, no-store');
    expect(await requestsFiled()).toEqual([first.body.reference]);
    expect(sentMails).toEqual([`[${first.body.reference}] We received your request`]);
  });

  it('files one request when the same key arrives five times at once', async () => {
    // Arrange
    const key = randomUUID();

    // Act
    const responses = await Promise.all(Array.from({ length: 5 }, () => postRequest(key)));

    // Assert
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201, 201]);
    const references = new Set(responses.map((response) => response.body.reference as string));
    expect(references.size).toBe(1);
    expect(await requestsFiled()).toEqual([...references]);
    expect(sentMails).toHaveLength(1);
  });

  it('refuses a key used again with a different request with 422 in JSON and files nothing more', async () => {
    // Arrange
    const key = randomUUID();
    const first = await postRequest(key);

    // Act
    const reused = await postRequest(key, { ...supportRequest(), summary: 'Something else entirely' });

    // Assert
    expect(reused.status).toBe(422);
    expect(reused.headers['content-type']).toMatch(/^application\/json/);
    expect(reused.body).toEqual({ error: 'Idempotency-Key: was already used for a different request' });
    expect(await requestsFiled()).toEqual([first.body.reference]);
  });

  it('files two requests for two keys, and one request for each call without a key', async () => {
    // Act
    await postRequest(randomUUID());
    await postRequest(randomUUID());
    await request(app).post(SUPPORT_REQUESTS_PATH).send(supportRequest());

    // Assert
    expect(await requestsFiled()).toHaveLength(3);
  });

  it('answers 400 in JSON to a malformed key and files nothing', async () => {
    // Act
    const refused = await postRequest('not a key!');

    // Assert
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: IDEMPOTENCY_KEY_INVALID_MESSAGE });
    expect(await requestsFiled()).toEqual([]);
  });

  it('keeps one feedback answer for a repeated key, answering 204 each time', async () => {
    // Arrange
    const key = randomUUID();
    const answer = feedback(true);

    // Act
    const first = await request(app).post(FEEDBACK_PATH).set('Idempotency-Key', key).send(answer);
    const repeat = await request(app).post(FEEDBACK_PATH).set('Idempotency-Key', key).send(answer);

    // Assert
    expect([first.status, repeat.status]).toEqual([204, 204]);
    expect(repeat.text).toBe('');
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(await answers()).toEqual({ helpful: 1, notHelpful: 0 });
  });

  it('keeps one feedback answer when the same key arrives five times at once', async () => {
    // Arrange
    const key = randomUUID();
    // Without an answer id every write would be a new row: only the key keeps it to one.
    const { answerId: _unused, ...answer } = feedback(false);

    // Act
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => request(app).post(FEEDBACK_PATH).set('Idempotency-Key', key).send(answer)),
    );

    // Assert
    expect(responses.map((response) => response.status)).toEqual([204, 204, 204, 204, 204]);
    expect(await answers()).toEqual({ helpful: 0, notHelpful: 1 });
  });

  it('refuses a feedback key used again with another answer, keeping the first', async () => {
    // Arrange
    const key = randomUUID();
    const answer = feedback(true);
    await request(app).post(FEEDBACK_PATH).set('Idempotency-Key', key).send(answer);

    // Act
    const reused = await request(app)
      .post(FEEDBACK_PATH)
      .set('Idempotency-Key', key)
      .send({ ...answer, helpful: false });

    // Assert
    expect(reused.status).toBe(422);
    expect(reused.body).toEqual({ error: 'Idempotency-Key: was already used for a different request' });
    expect(await answers()).toEqual({ helpful: 1, notHelpful: 0 });
  });

  it('keeps a key of the feedback API apart from the same key on the support API', async () => {
    // Arrange
    const key = randomUUID();
    await request(app).post(FEEDBACK_PATH).set('Idempotency-Key', key).send(feedback(true));

    // Act
    const filed = await postRequest(key);

    // Assert
    expect(filed.status).toBe(201);
    expect(await requestsFiled()).toEqual([filed.body.reference]);
  });
});
