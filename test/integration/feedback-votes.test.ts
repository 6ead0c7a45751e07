/**
 * One 'Was this helpful?' answer per visitor and page (docs/adr/054-one-answer-per-visitor.md),
 * through the app on SQLite and, where TEST_DATABASE_URL names one, PostgreSQL: a browser keeps its
 * feedback cookie (a supertest agent, as a browser does), and its answers replace each other.
 */
import { randomUUID } from 'node:crypto';
import type { Express } from 'express';
import request from 'supertest';
import { resolverExport } from '../../server/content/resolvers/resolver-fixtures';
import { buildSnapshot } from '../../server/content/snapshot';
import { FEEDBACK_PATH, FEEDBACK_VISITOR_COOKIE } from '../../server/routes/support-api';
import { createStore, type Store } from '../../server/store/store';
import { loadTemplate } from '../../shared/registry';
import { buildTestApp, signInLocally } from './support';
import { storeTestDatabases } from '../support/store-databases';

const snapshot = buildSnapshot(resolverExport(), { logger: { error: () => undefined } });

const { databases } = storeTestDatabases('feedback-votes', process.env.TEST_DATABASE_URL);
const ORIGIN = 'https://support.example.com';

describe.each(databases)("'Was this helpful?' answers on $name", ({ config }) => {
  let store: Store;
  let app: Express;
  // PostgreSQL keeps its rows between tests: every test answers an entry of its own.
  let entryId: string;

  beforeEach(async () => {
    store = await createStore(config());
    app = buildTestApp(snapshot, { store, loadTemplate }).app;
    entryId = `entry-${randomUUID()}`;
  });

  afterEach(async () => {
    await store.close();
  });

  /** One answer of one page view, as the block sends it: a new answer id each view, a key each answer. */
  const answer = (helpful: boolean, reason?: string) => ({
    entryId,
    pageUrl: '/confluence-cloud/docs/set-space-permissions/',
    helpful,
    ...(reason ? { reason } : {}),
    answerId: randomUUID(),
  });
  const counts = async () => (await store.helpfulCounts([entryId])).get(entryId);

  it("counts a visitor's Yes once, however often it is given again after a reload", async () => {
    // Arrange
    const browser = request.agent(app);

    // Act
    const responses = [];
    for (let view = 0; view < 4; view += 1) {
      responses.push(await browser.post(FEEDBACK_PATH).set('Idempotency-Key', randomUUID()).send(answer(true)));
    }

    // Assert
    expect(responses.map((response) => response.status)).toEqual([204, 204, 204, 204]);
    expect(await counts()).toEqual({ helpful: 1, notHelpful: 0 });
    expect((await store.entryTrust()).get(entryId)?.helpfulCount).toBe(1);
  });

  it("replaces a visitor's Yes with the No and reason given later", async () => {
    // Arrange
    const browser = request.agent(app);
    await browser.post(FEEDBACK_PATH).send(answer(true));

    // Act
    await browser.post(FEEDBACK_PATH).send(answer(false));
    const afterNo = await counts();
    await browser.post(FEEDBACK_PATH).send(answer(false, 'unclear'));

    // Assert
    expect(afterNo).toEqual({ helpful: 0, notHelpful: 1 });
    expect(await counts()).toEqual({ helpful: 0, notHelpful: 1 });
  });

  it('counts two visitors twice', async () => {
    // Arrange
    const [first, second] = [request.agent(app), request.agent(app)];

    // Act
    await first.post(FEEDBACK_PATH).send(answer(true));
    await second.post(FEEDBACK_PATH).send(answer(true));
    await second.post(FEEDBACK_PATH).send(answer(true));

    // Assert
    expect(await counts()).toEqual({ helpful: 2, notHelpful: 0 });
  });

  it('gives a browser its feedback cookie with its first answer: script-proof, sent only to the feedback API, for a year', async () => {
    // Act
    const response = await request(app).post(FEEDBACK_PATH).send(answer(true));

    // Assert
    const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []).join('\n');
    expect(cookie).toMatch(new RegExp(`^${FEEDBACK_VISITOR_COOKIE}=[\\w-]{16,64};`));
    expect(cookie).toContain('Path=/gateway/api/feedback');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toMatch(/Max-Age=31536000/);
  });

  it('keeps a No and the reason picked after it as one answer in a browser that keeps no cookie', async () => {
    // Arrange: the same page view's answer id, no cookie sent back.
    const no = answer(false);

    // Act
    await request(app).post(FEEDBACK_PATH).send(no);
    await request(app)
      .post(FEEDBACK_PATH)
      .send({ ...no, reason: 'inaccurate' });

    // Assert
    expect(await counts()).toEqual({ helpful: 0, notHelpful: 1 });
  });

  it('replays a retried answer whose first call set the cookie, counting it once', async () => {
    // Arrange: the first call was kept, but its answer (and cookie) were lost on the way.
    const key = randomUUID();
    const yes = answer(true);
    const first = await request(app).post(FEEDBACK_PATH).set('Idempotency-Key', key).send(yes);
    const browser = request.agent(app);

    // Act: the retry comes from a browser that has a cookie now.
    await browser.post(FEEDBACK_PATH).send(answer(false));
    const retry = await browser.post(FEEDBACK_PATH).set('Idempotency-Key', key).send(yes);

    // Assert
    expect(first.status).toBe(204);
    expect(retry.status).toBe(204);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await counts()).toEqual({ helpful: 1, notHelpful: 1 });
  });

  it('counts a signed-in visitor once across two browsers, taking over the first browser’s anonymous answer', async () => {
    // Arrange: an anonymous Yes in the laptop's browser, then a sign-in there and on a phone.
    const [laptop, phone] = [request.agent(app), request.agent(app)];
    await laptop.post(FEEDBACK_PATH).set('Origin', ORIGIN).send(answer(true));
    const email = `ada-${randomUUID()}@example.com`;
    const [laptopSession, phoneSession] = [await signInLocally(app, email), await signInLocally(app, email)];

    // Act
    const signedInYes = await laptop
      .post(FEEDBACK_PATH)
      .set('Origin', ORIGIN)
      .set('Cookie', laptopSession)
      .send(answer(true));
    const fromPhone = await phone
      .post(FEEDBACK_PATH)
      .set('Origin', ORIGIN)
      .set('Cookie', phoneSession)
      .send(answer(false));

    // Assert
    expect([signedInYes.status, fromPhone.status]).toEqual([204, 204]);
    expect(await counts()).toEqual({ helpful: 0, notHelpful: 1 });
  });

  it('refuses a bad answer with 400 and the reason, setting no cookie and counting nothing', async () => {
    // Act
    const response = await request(app)
      .post(FEEDBACK_PATH)
      .send({ ...answer(true), reason: 'unclear' });

    // Assert
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'reason: is only allowed when helpful is false' });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await counts()).toBeUndefined();
  });
});
