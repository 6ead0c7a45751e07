import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { createStore, SQLITE_FILE_NAME, type Store } from './store';
import { storeTestDatabases } from '../../test/support/store-databases';

const { databases, dataDir } = storeTestDatabases('store', process.env.TEST_DATABASE_URL);

describe.each(databases)('the store on $name', ({ config }) => {
  let store: Store;

  beforeEach(async () => {
    store = await createStore(config());
  });

  afterEach(async () => {
    await store.close();
  });

  it('saves a support request and answers with an HC reference', async () => {
    // Act
    const { reference } = await store.createSupportRequest({
      form: 'hot',
      ticketType: 'bug',
      product: 'Jira Software',
      summary: 'Board does not load',
      description: 'The board spins forever.',
      name: 'Ada',
      email: 'ada@example.com',
      pageUrl: '/hot-contact/',
    });

    // Assert
    expect(reference).toMatch(/^HC-\d{8}$/);
  });

  it('gives every support request its own reference', async () => {
    // Act
    const references = await Promise.all(
      Array.from({ length: 20 }, () =>
        store.createSupportRequest({ form: 'file-download', company: 'Acme', name: 'Ada', email: 'ada@example.com' }),
      ),
    );

    // Assert
    expect(new Set(references.map((created) => created.reference)).size).toBe(20);
  });

  it('counts one answer per voter: yes and no per entry, leaving out entries without answers', async () => {
    // Arrange
    const [first, second, silent] = [randomUUID(), randomUUID(), randomUUID()];
    await store.recordFeedback({ entryId: first, pageUrl: '/a/', helpful: true, voter: 'ada' });
    await store.recordFeedback({ entryId: first, pageUrl: '/a/', helpful: true, voter: 'bo' });
    await store.recordFeedback({ entryId: first, pageUrl: '/a/', helpful: false, reason: 'unclear', voter: 'cy' });
    await store.recordFeedback({ entryId: second, pageUrl: '/b/', helpful: false, reason: 'inaccurate', voter: 'ada' });

    // Act
    const counts = await store.helpfulCounts([first, second, silent]);

    // Assert
    expect(counts.get(first)).toEqual({ helpful: 2, notHelpful: 1 });
    expect(counts.get(second)).toEqual({ helpful: 0, notHelpful: 1 });
    expect(counts.has(silent)).toBe(false);
  });

  it("counts a voter's repeated Yes on one page once, in the helpful counts and in search's trust factors", async () => {
    // Arrange
    const entryId = randomUUID();

    // Act: three page views, three answer ids, one voter.
    for (let view = 0; view < 3; view += 1) {
      await store.recordFeedback({ entryId, pageUrl: '/a/', helpful: true, answerId: randomUUID(), voter: 'ada' });
    }

    // Assert
    expect((await store.helpfulCounts([entryId])).get(entryId)).toEqual({ helpful: 1, notHelpful: 0 });
    expect((await store.entryTrust()).get(entryId)?.helpfulCount).toBe(1);
  });

  it("replaces a voter's answer with the later one: a reason after No, then a change of mind to Yes", async () => {
    // Arrange
    const entryId = randomUUID();
    await store.recordFeedback({ entryId, pageUrl: '/a/', helpful: false, voter: 'ada' });
    await store.recordFeedback({ entryId, pageUrl: '/a/', helpful: false, reason: 'unclear', voter: 'ada' });
    const afterReason = (await store.helpfulCounts([entryId])).get(entryId);

    // Act
    await store.recordFeedback({ entryId, pageUrl: '/a/', helpful: true, voter: 'ada' });

    // Assert
    expect(afterReason).toEqual({ helpful: 0, notHelpful: 1 });
    expect((await store.helpfulCounts([entryId])).get(entryId)).toEqual({ helpful: 1, notHelpful: 0 });
  });

  it("keeps one voter's answers to different pages apart", async () => {
    // Arrange
    const [first, second] = [randomUUID(), randomUUID()];

    // Act
    await store.recordFeedback({ entryId: first, pageUrl: '/a/', helpful: true, voter: 'ada' });
    await store.recordFeedback({ entryId: second, pageUrl: '/b/', helpful: false, voter: 'ada' });

    // Assert
    const counts = await store.helpfulCounts([first, second]);
    expect(counts.get(first)).toEqual({ helpful: 1, notHelpful: 0 });
    expect(counts.get(second)).toEqual({ helpful: 0, notHelpful: 1 });
  });

  it("moves the browser's anonymous answer to the account that answers the same page signed in", async () => {
    // Arrange
    const [page, other] = [randomUUID(), randomUUID()];
    await store.recordFeedback({ entryId: page, pageUrl: '/a/', helpful: true, voter: 'browser' });
    await store.recordFeedback({ entryId: other, pageUrl: '/b/', helpful: true, voter: 'browser' });

    // Act
    await store.recordFeedback({
      entryId: page,
      pageUrl: '/a/',
      helpful: false,
      voter: 'account',
      replacesVoter: 'browser',
    });

    // Assert: the other page's anonymous answer stays.
    const counts = await store.helpfulCounts([page, other]);
    expect(counts.get(page)).toEqual({ helpful: 0, notHelpful: 1 });
    expect(counts.get(other)).toEqual({ helpful: 1, notHelpful: 0 });
  });

  it("keeps one row per voter when one voter's answers race", async () => {
    // Arrange
    const entryId = randomUUID();

    // Act
    await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        store.recordFeedback({ entryId, pageUrl: '/a/', helpful: index % 2 === 0, voter: 'ada' }),
      ),
    );

    // Assert
    const count = (await store.helpfulCounts([entryId])).get(entryId);
    expect((count?.helpful ?? 0) + (count?.notHelpful ?? 0)).toBe(1);
  });

  it('appends analytics events and counts page views and yes answers per entry', async () => {
    // Arrange
    const [viewed, helped] = [randomUUID(), randomUUID()];
    const context = {
      product: 'sac' as const,
      anonymousId: 'anon',
      sessionId: 'session',
      contentType: 'topic',
      contentAri: `ari:cloud:help::topic/${viewed}`,
      entryId: viewed,
      locale: 'en-US',
      loggedIn: false,
    };
    const view = { name: 'page.init' as const, at: Date.now(), attributes: { path: '/a/' }, context };

    // Act
    await store.recordEvents(
      [
        view,
        view,
        { ...view, name: 'dwell.time', attributes: { seconds: 5 } },
        { ...view, context: { ...context, entryId: helped } },
      ],
      new Date(),
    );
    await store.recordFeedback({ entryId: helped, pageUrl: '/b/', helpful: true, voter: 'ada' });
    const trust = await store.entryTrust();

    // Assert
    expect(trust.get(viewed)).toEqual({ helpfulCount: 0, numViews: 2 });
    expect(trust.get(helped)).toEqual({ helpfulCount: 1, numViews: 1 });
  });

  it('answers no counts for no entry ids', async () => {
    // Act
    const counts = await store.helpfulCounts([]);

    // Assert
    expect(counts.size).toBe(0);
  });

  it('spends a sign-in token once, even when two uses race', async () => {
    // Arrange
    const tokenHash = randomUUID().replace(/-/g, '').padEnd(64, '0');
    const createdAt = new Date('2025-06-01T00:00:00Z');
    const expiresAt = new Date('2025-06-01T00:15:00Z');
    await store.saveSignInToken({ tokenHash, email: 'ada@example.com', continueTo: '/contact/', createdAt, expiresAt });
    // Act
    const uses = await Promise.all([
      store.useSignInToken(tokenHash, createdAt),
      store.useSignInToken(tokenHash, createdAt),
    ]);
    const later = await store.useSignInToken(tokenHash, createdAt);
    // Assert
    expect(uses.filter((use) => use !== undefined)).toEqual([
      { email: 'ada@example.com', continueTo: '/contact/', expiresAt },
    ]);
    expect(later).toBeUndefined();
  });

  it('answers no use for an unknown sign-in token', async () => {
    expect(await store.useSignInToken('f'.repeat(64), new Date())).toBeUndefined();
  });

  it('creates, finds, touches and deletes a session', async () => {
    // Arrange
    const idHash = randomUUID().replace(/-/g, '').padEnd(64, '1');
    const createdAt = new Date('2025-06-01T00:00:00Z');
    const seen = new Date('2025-06-01T01:00:00Z');
    // Act
    await store.createSession(idHash, 'ada@example.com', createdAt);
    const found = await store.findSession(idHash);
    await store.touchSession(idHash, seen);
    const touched = await store.findSession(idHash);
    await store.deleteSession(idHash);
    const deleted = await store.findSession(idHash);
    // Assert
    expect(found).toEqual({ email: 'ada@example.com', createdAt, lastSeenAt: createdAt });
    expect(touched).toEqual({ email: 'ada@example.com', createdAt, lastSeenAt: seen });
    expect(deleted).toBeUndefined();
  });

  it("lists an address's sessions newest first and deletes all of them but one", async () => {
    // Arrange
    const run = randomUUID().replace(/-/g, '');
    const hash = (digit: string) => `${run}${digit.repeat(32)}`;
    const email = `${run}@example.com`;
    await store.createSession(hash('1'), email, new Date('2025-06-01T00:00:00Z'));
    await store.createSession(hash('2'), email, new Date('2025-06-02T00:00:00Z'));
    await store.createSession(hash('3'), email, new Date('2025-06-03T00:00:00Z'));
    await store.createSession(hash('4'), `other-${email}`, new Date('2025-06-04T00:00:00Z'));
    // Act
    const listed = await store.listSessions(email);
    await store.deleteOtherSessions(email, hash('2'));
    const left = await store.listSessions(email);
    // Assert
    expect(listed.map((session) => session.idHash)).toEqual([hash('3'), hash('2'), hash('1')]);
    expect(listed[0]).toEqual({
      idHash: hash('3'),
      email,
      createdAt: new Date('2025-06-03T00:00:00Z'),
      lastSeenAt: new Date('2025-06-03T00:00:00Z'),
    });
    expect(left.map((session) => session.idHash)).toEqual([hash('2')]);
    expect(await store.findSession(hash('4'))).toBeDefined();
  });

  it("lists only the owner's requests, newest activity first, paged, and claims anonymous ones by address", async () => {
    // Arrange
    const file = (email: string, summary: string, ownerEmail?: string) =>
      store.createSupportRequest({
        form: 'support',
        ticketType: 'suggestion',
        product: 'Jira',
        summary,
        description: 'd',
        name: 'N',
        email,
        ownerEmail,
      });
    // The PostgreSQL database outlives a test, so each test uses addresses of its own.
    const ada = `ada-${randomUUID()}@example.com`;
    const owned = await file(ada, 'Owned', ada);
    const anonymous = await file(ada.toUpperCase(), 'Filed before signing in');
    await file('grace@example.com', 'Not hers');
    // Act
    const before = await store.listSupportRequests({ ownerEmail: ada, offset: 0, limit: 10 });
    const claimed = await store.claimSupportRequests(ada);
    await store.replyToSupportRequest(
      owned.reference,
      { authorEmail: ada, fromStaff: false, body: 'More detail' },
      new Date(Date.now() + 60_000),
    );
    const after = await store.listSupportRequests({ ownerEmail: ada, offset: 0, limit: 10 });
    const firstPage = await store.listSupportRequests({ ownerEmail: ada, offset: 0, limit: 1 });
    // Assert
    expect(before.requests.map((request) => request.reference)).toEqual([owned.reference]);
    expect(claimed).toBe(1);
    expect(after.total).toBe(2);
    expect(after.requests.map((request) => request.reference)).toEqual([owned.reference, anonymous.reference]);
    expect(firstPage).toMatchObject({ total: 2, requests: [{ reference: owned.reference }] });
  });

  it('keeps a conversation and status changes of a request, and filters the queue', async () => {
    // Arrange
    const { reference } = await store.createSupportRequest({
      form: 'hot',
      ticketType: 'bug',
      product: 'Confluence',
      summary: 'Pages are blank',
      description: 'Every page is blank.',
      name: 'Ada',
      email: 'ada@example.com',
    });
    const at = new Date('2030-01-01T10:00:00Z');
    // Act
    await store.replyToSupportRequest(
      reference,
      { authorEmail: 'sam@support.example', fromStaff: true, body: 'Which browser?', status: 'waiting-on-customer' },
      at,
    );
    const resolved = await store.setSupportRequestStatus(reference, 'resolved', new Date('2030-01-02T10:00:00Z'));
    const unknown = await store.replyToSupportRequest(
      'HC-00000000',
      { authorEmail: 'a@example.com', fromStaff: false, body: 'x' },
      at,
    );
    const detail = await store.findSupportRequest(reference);
    const queue = await store.listSupportRequests({ status: 'resolved', product: 'Confluence', offset: 0, limit: 50 });
    const none = await store.listSupportRequests({ status: 'open', product: 'Confluence', offset: 0, limit: 50 });
    // Assert
    expect(resolved).toBe(true);
    expect(unknown).toBe(false);
    expect(detail).toMatchObject({
      reference,
      status: 'resolved',
      ownerEmail: null,
      description: 'Every page is blank.',
      updatedAt: new Date('2030-01-02T10:00:00Z'),
      messages: [{ authorEmail: 'sam@support.example', fromStaff: true, body: 'Which browser?', createdAt: at }],
    });
    expect(queue.requests.map((request) => request.reference)).toContain(reference);
    expect(none.requests.map((request) => request.reference)).not.toContain(reference);
    expect(await store.findSupportRequest('HC-00000000')).toBeUndefined();
  });

  it('keeps named contacts per organisation and refuses a duplicate', async () => {
    // Arrange
    const organisation = `${randomUUID()}.example`;
    const at = new Date('2030-01-01T00:00:00Z');
    // Act
    const first = await store.addNamedContact(organisation, 'lin@a.example', 'ada@a.example', at);
    const again = await store.addNamedContact(organisation, 'lin@a.example', 'ada@a.example', at);
    await store.addNamedContact(organisation, 'kim@a.example', 'ada@a.example', at);
    await store.addNamedContact(`other-${organisation}`, 'zed@a.example', 'bob@a.example', at);
    await store.removeNamedContact(organisation, 'kim@a.example');
    // Assert
    expect([first, again]).toEqual([true, false]);
    expect(await store.listNamedContacts(organisation)).toEqual(['lin@a.example']);
  });

  describe('under an Idempotency-Key', () => {
    const hour = 60 * 60_000;
    const claim = <T>(key: string, at: Date, respond: (value: T) => { status: number; body: string }) => ({
      scope: 'feedback',
      key,
      fingerprint: 'f'.repeat(64),
      at,
      expiresAt: new Date(at.getTime() + 24 * hour),
      respond,
    });
    const noContent = () => ({ status: 204, body: '' });

    it('rolls the row back with the key when the write fails, so the same key writes it later', async () => {
      // Arrange
      const product = randomUUID();
      const key = randomUUID();
      const at = new Date();
      const request = { form: 'support' as const, name: 'Ada', email: 'ada@example.com', product, summary: 'S' };

      // Act
      const failed = store.createSupportRequestOnce(
        request,
        claim<{ reference: string }>(key, at, () => {
          throw new Error('the answer could not be made');
        }),
      );
      await expect(failed).rejects.toThrow('the answer could not be made');
      const afterFailure = await store.listSupportRequests({ product, offset: 0, limit: 10 });
      const written = await store.createSupportRequestOnce(
        request,
        claim<{ reference: string }>(key, at, (value) => ({ status: 201, body: JSON.stringify(value) })),
      );

      // Assert
      expect(afterFailure.total).toBe(0);
      expect(written.replayed).toBe(false);
      expect((await store.listSupportRequests({ product, offset: 0, limit: 10 })).total).toBe(1);
    });

    it('forgets a key once it expired: the same key then writes again', async () => {
      // Arrange
      const entryId = randomUUID();
      const key = randomUUID();
      const at = new Date('2030-01-01T00:00:00Z');
      const answer = { entryId, pageUrl: '/a/', helpful: true, voter: 'ada' };
      await store.recordFeedbackOnce(answer, claim(key, at, noContent));

      // Act
      const withinDay = await store.recordFeedbackOnce(
        answer,
        claim(key, new Date(at.getTime() + 23 * hour), noContent),
      );
      const nextDay = await store.recordFeedbackOnce(
        { ...answer, voter: 'bo' },
        claim(key, new Date(at.getTime() + 25 * hour), noContent),
      );

      // Assert
      expect([withinDay.replayed, nextDay.replayed]).toEqual([true, false]);
      expect((await store.helpfulCounts([entryId])).get(entryId)).toEqual({ helpful: 2, notHelpful: 0 });
    });

    it('purges the keys that expired and keeps the others', async () => {
      // Arrange: far in the future, so no other test's key expires in this purge.
      const at = new Date('2090-01-01T00:00:00Z');
      const answer = { entryId: randomUUID(), pageUrl: '/a/', helpful: true, voter: 'ada' };
      const early = randomUUID();
      const late = randomUUID();
      await store.recordFeedbackOnce(answer, claim(early, at, noContent));
      await store.recordFeedbackOnce(answer, claim(late, new Date(at.getTime() + 2 * hour), noContent));

      // Act
      const purged = await store.purgeIdempotencyKeys(new Date(at.getTime() + 25 * hour));
      const earlyAgain = await store.recordFeedbackOnce(
        answer,
        claim(early, new Date(at.getTime() + 25 * hour), noContent),
      );
      const lateAgain = await store.recordFeedbackOnce(
        answer,
        claim(late, new Date(at.getTime() + 25 * hour), noContent),
      );

      // Assert
      expect(purged).toBeGreaterThanOrEqual(1);
      expect([earlyAgain.replayed, lateAgain.replayed]).toEqual([false, true]);
    });
  });

  it('opens an already migrated database again', async () => {
    // Arrange
    const entryId = randomUUID();
    await store.recordFeedback({ entryId, pageUrl: '/a/', helpful: true, voter: 'ada' });

    // Act: SQLite holds the file exclusively (no shared-memory wal-index), so the first closes.
    await store.close();
    store = await createStore(config());
    const counts = await store.helpfulCounts([entryId]);

    // Assert
    expect(counts.get(entryId)).toEqual({ helpful: 1, notHelpful: 0 });
  });
});

describe('the SQLite store', () => {
  it('creates its data directory and file', async () => {
    // Arrange
    const nested = path.join(dataDir(), 'nested', 'data');

    // Act
    const store = await createStore({ dataDir: nested, databaseUrl: undefined });
    await store.close();

    // Assert
    expect(existsSync(path.join(nested, SQLITE_FILE_NAME))).toBe(true);
    expect(store.dialect).toBe('sqlite');
  });

  it("keeps a request filed as a 'question' before that type was dropped, and still lists it", async () => {
    // Arrange: a request, then its type set as an older server could write it.
    const store = await createStore({ dataDir: dataDir(), databaseUrl: undefined });
    const { reference } = await store.createSupportRequest({
      form: 'support',
      ticketType: 'bug',
      summary: 'Where are my boards?',
      description: 'd',
      name: 'Ada',
      email: 'ada@example.com',
      ownerEmail: 'ada@example.com',
    });
    await store.close();
    const file = new BetterSqlite3(path.join(dataDir(), SQLITE_FILE_NAME));
    const setType = (type: string) =>
      file.prepare('update support_requests set ticket_type = ? where reference = ?').run(type, reference);

    // Act
    setType('question');
    const refused = () => setType('complaint');

    // Assert
    expect(refused).toThrow(/CHECK constraint failed/);
    file.close();
    const reopened = await createStore({ dataDir: dataDir(), databaseUrl: undefined });
    const listed = await reopened.listSupportRequests({ ownerEmail: 'ada@example.com', offset: 0, limit: 10 });
    await reopened.close();
    expect(listed.requests.map((request) => request.reference)).toEqual([reference]);
  });
});
