import request from 'supertest';
import { resolverExport } from '../../server/content/resolvers/resolver-fixtures';
import type { Mail, Mailer } from '../../server/auth/mailer';
import { buildSnapshot } from '../../server/content/snapshot';
import type { Store } from '../../server/store/store';
import { loadTemplate } from '../../shared/registry';
import { startMailServer } from '../support/mail-server';
import { buildTestApp, parseHtml, signInLocally, storeForEachTest } from './support';

const snapshot = buildSnapshot(resolverExport(), { logger: { error: () => undefined } });
const ORIGIN = 'https://support.example.com';
const STAFF = 'sam@support.example';

let store: Store;

storeForEachTest('requests', (opened) => {
  store = opened;
});

function build() {
  return buildTestApp(snapshot, { store, loadTemplate, env: { STAFF_EMAILS: '@support.example' } });
}

type App = ReturnType<typeof build>['app'];

function file(email: string, summary: string, product = 'Jira', ownerEmail?: string) {
  return store.createSupportRequest({
    form: 'support',
    ticketType: 'suggestion',
    product,
    summary,
    description: 'Details',
    name: 'Someone',
    email,
    ownerEmail,
  });
}

const cells = (html: string) =>
  [...parseHtml(html).querySelectorAll('table.hc-requests tbody tr')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent),
  );

describe('the requests pages', () => {
  it.each(['/requests/', '/requests/HC-12345678/', '/requests/queue/', '/ja/requests/'])(
    'send an anonymous visitor from %s to sign in and back',
    async (url) => {
      // Act
      const response = await request(build().app).get(url);
      // Assert
      expect(response.status).toBe(303);
      const location = new URL(response.headers.location!, ORIGIN);
      expect(location.pathname).toBe(url.startsWith('/ja') ? '/ja/login/' : '/login/');
      expect(location.searchParams.get('application')).toBe('sac');
      expect(location.searchParams.get('continue')).toBe(url);
      expect(response.headers['cache-control']).toBe('private, no-store');
    },
  );

  it("list the visitor's own requests only, never cached", async () => {
    // Arrange
    const { app } = build();
    const mine = await file('ada@example.com', 'Board is slow', 'Jira', 'ada@example.com');
    await file('grace@example.com', 'Not hers', 'Jira', 'grace@example.com');
    const cookie = await signInLocally(app, 'ada@example.com');
    // Act
    const response = await request(app).get('/requests/').set('Cookie', cookie);
    // Assert
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(cells(response.text)).toEqual([[mine.reference, 'Board is slow', 'Jira', 'Open', expect.any(String)]]);
  });

  it('page the list by 20', async () => {
    // Arrange
    const { app } = build();
    for (let index = 0; index < 21; index += 1)
      await file('ada@example.com', `Request ${index}`, 'Jira', 'ada@example.com');
    const cookie = await signInLocally(app, 'ada@example.com');
    // Act
    const first = await request(app).get('/requests/').set('Cookie', cookie);
    const second = await request(app).get('/requests/?page=2').set('Cookie', cookie);
    // Assert
    expect(cells(first.text)).toHaveLength(20);
    expect(cells(second.text)).toHaveLength(1);
    expect(parseHtml(first.text).querySelector('a[href="/requests/?page=2"]')!.textContent).toBe('Next page');
  });

  it("answer 404, not cached, for a request that is not the visitor's or does not exist", async () => {
    // Arrange
    const { app } = build();
    const theirs = await file('grace@example.com', 'Not hers', 'Jira', 'grace@example.com');
    const cookie = await signInLocally(app, 'ada@example.com');
    // Act
    const other = await request(app).get(`/requests/${theirs.reference}/`).set('Cookie', cookie);
    const unknown = await request(app).get('/requests/HC-00000001/').set('Cookie', cookie);
    const queue = await request(app).get('/requests/queue/').set('Cookie', cookie);
    // Assert
    for (const response of [other, unknown, queue]) {
      expect(response.status).toBe(404);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.text).not.toContain('Not hers');
    }
  });

  it('let staff filter the queue, reply and change the status, and the requester see the reply', async () => {
    // Arrange
    const { app, lines } = build();
    const jira = await file('ada@example.com', 'Board is slow', 'Jira', 'ada@example.com');
    await file('grace@example.com', 'Pages are blank', 'Confluence', 'grace@example.com');
    const staff = await signInLocally(app, STAFF);
    const ada = await signInLocally(app, 'ada@example.com');
    // Act
    const queue = await request(app).get('/requests/queue/?status=open&product=Jira').set('Cookie', staff);
    const reply = await request(app)
      .post(`/requests/${jira.reference}/reply/`)
      .set('Origin', ORIGIN)
      .set('Cookie', staff)
      .type('form')
      .send({ body: 'Which browser do you use?' });
    const seen = await request(app).get(`/requests/${jira.reference}/`).set('Cookie', ada);
    const resolved = await request(app)
      .post(`/requests/${jira.reference}/status/`)
      .set('Origin', ORIGIN)
      .set('Cookie', staff)
      .type('form')
      .send({ status: 'resolved' });
    const afterwards = await request(app).get(`/requests/${jira.reference}/`).set('Cookie', ada);
    const adaTriesStatus = await request(app)
      .post(`/requests/${jira.reference}/status/`)
      .set('Origin', ORIGIN)
      .set('Cookie', ada)
      .type('form')
      .send({ status: 'open' });
    // Assert
    expect(cells(queue.text).map((row) => row[0])).toEqual([jira.reference]);
    expect(reply.status).toBe(303);
    expect(reply.headers.location).toBe(`/requests/${jira.reference}/`);
    const doc = parseHtml(seen.text);
    expect(doc.querySelector('.hc-request__messages')!.textContent).toContain('Which browser do you use?');
    expect(doc.querySelector('.hc-request__messages strong')!.textContent).toBe('Support team');
    expect(doc.querySelector('[data-testid="request-status"]')!.textContent).toBe('Waiting on customer');
    expect(doc.querySelector('select[name="status"]')).toBeNull();
    expect(resolved.status).toBe(303);
    expect(parseHtml(afterwards.text).querySelector('[data-testid="request-status"]')!.textContent).toBe('Resolved');
    expect(adaTriesStatus.status).toBe(404);
    const mail = lines.find(
      (line) => line.msg === 'Mail not sent (no SMTP_URL)' && JSON.stringify(line).includes(jira.reference),
    );
    expect(JSON.stringify(mail)).toContain('ada@example.com');
  });

  it('refuse an empty reply with a clear message and keep the request as it was', async () => {
    // Arrange
    const { app } = build();
    const mine = await file('ada@example.com', 'Board is slow', 'Jira', 'ada@example.com');
    const cookie = await signInLocally(app, 'ada@example.com');
    // Act
    const response = await request(app)
      .post(`/requests/${mine.reference}/reply/`)
      .set('Origin', ORIGIN)
      .set('Cookie', cookie)
      .type('form')
      .send({ body: '   ' });
    // Assert
    expect(response.status).toBe(400);
    expect(parseHtml(response.text).querySelector('[role="alert"]')!.textContent).toBe(
      'Write a reply before sending it.',
    );
    expect((await store.findSupportRequest(mine.reference))!.messages).toEqual([]);
  });

  it('refuse a reply posted from another site', async () => {
    // Arrange
    const { app } = build();
    const mine = await file('ada@example.com', 'Board is slow', 'Jira', 'ada@example.com');
    const cookie = await signInLocally(app, 'ada@example.com');
    // Act
    const response = await request(app)
      .post(`/requests/${mine.reference}/reply/`)
      .set('Origin', 'https://evil.example')
      .set('Cookie', cookie)
      .type('form')
      .send({ body: 'Hi' });
    // Assert
    expect(response.status).toBe(403);
  });
});

describe('the named contacts page', () => {
  const contacts = (html: string) =>
    [...parseHtml(html).querySelectorAll('.hc-named-contacts li span')].map((item) => item.textContent);
  const add = (app: App, cookie: string, email: string) =>
    request(app).post('/named-contact/').set('Origin', ORIGIN).set('Cookie', cookie).type('form').send({ email });

  it('sends an anonymous visitor to sign in and back', async () => {
    const response = await request(build().app).get('/named-contact/');
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/login/?application=sac&continue=%2Fnamed-contact%2F');
  });

  it("adds and removes contacts of the visitor's organisation, shared by its members, never cached", async () => {
    // Arrange
    const { app } = build();
    const ada = await signInLocally(app, 'ada@acme.example');
    const grace = await signInLocally(app, 'grace@acme.example');
    const other = await signInLocally(app, 'bob@other.example');
    // Act
    const added = await add(app, ada, ' Lin@Acme.example ');
    await add(app, ada, 'kim@acme.example');
    const seenByGrace = await request(app).get('/named-contact/').set('Cookie', grace);
    const seenByOther = await request(app).get('/named-contact/').set('Cookie', other);
    await request(app)
      .post('/named-contact/remove/')
      .set('Origin', ORIGIN)
      .set('Cookie', grace)
      .type('form')
      .send({ email: 'kim@acme.example' });
    const afterRemoval = await request(app).get('/named-contact/').set('Cookie', ada);
    // Assert
    expect(added.status).toBe(303);
    expect(seenByGrace.headers['cache-control']).toBe('private, no-store');
    expect(contacts(seenByGrace.text)).toEqual(['kim@acme.example', 'lin@acme.example']);
    expect(contacts(seenByOther.text)).toEqual([]);
    expect(contacts(afterRemoval.text)).toEqual(['lin@acme.example']);
  });

  it.each([
    ['', 'Enter your e-mail address.'],
    ['not-an-address', 'Enter a valid e-mail address, like name@example.com.'],
    [`${'a'.repeat(250)}@acme.example`, 'An e-mail address can be at most 254 characters long.'],
    ['lin@acme.example', 'This address is already a named contact.'],
  ])('refuses "%s" with a clear message and changes nothing', async (email, message) => {
    // Arrange
    const { app } = build();
    const ada = await signInLocally(app, 'ada@acme.example');
    await add(app, ada, 'lin@acme.example');
    // Act
    const response = await add(app, ada, email);
    // Assert
    expect(response.status).toBe(400);
    expect(parseHtml(response.text).querySelector('[role="alert"]')!.textContent).toBe(message);
    expect(await store.listNamedContacts('acme.example')).toEqual(['lin@acme.example']);
  });

  it.each([
    ['bob@other.example', 'bob@other.example'],
    ['kim@mail.acme.example', 'kim@mail.acme.example'],
    ['Bob@Other.Example', 'bob@other.example'],
  ])('refuses %s, an address of another organisation, with the reason and stores nothing', async (email, stored) => {
    // Arrange
    const { app } = build();
    const ada = await signInLocally(app, 'ada@acme.example');
    // Act
    const response = await add(app, ada, email);
    // Assert
    expect(response.status).toBe(400);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const doc = parseHtml(response.text);
    expect(doc.querySelector('[role="alert"]')!.textContent).toBe(
      'Only people of acme.example can be named contacts. Enter an address that ends in @acme.example.',
    );
    expect(doc.querySelector<HTMLInputElement>('#hc-contact-email')!.value).toBe(email);
    expect(await store.listNamedContacts('acme.example')).toEqual([]);
    expect(await store.listNamedContacts(stored.slice(stored.indexOf('@') + 1))).toEqual([]);
  });

  it('refuses an address of another organisation in Japanese on the Japanese page', async () => {
    // Arrange
    const { app } = build();
    const ada = await signInLocally(app, 'ada@acme.example');
    // Act
    const response = await request(app)
      .post('/ja/named-contact/')
      .set('Origin', ORIGIN)
      .set('Cookie', ada)
      .type('form')
      .send({ email: 'bob@other.example' });
    // Assert
    expect(response.status).toBe(400);
    expect(parseHtml(response.text).querySelector('[role="alert"]')!.textContent).toBe(
      '指定連絡先にできるのは acme.example のユーザーだけです。@acme.example で終わるアドレスを入力してください。',
    );
    expect(await store.listNamedContacts('acme.example')).toEqual([]);
  });

  it('starts focus on the address field, tied to its error, when an address is refused', async () => {
    // Arrange
    const { app } = build();
    const ada = await signInLocally(app, 'ada@acme.example');
    // Act
    const response = await add(app, ada, '');
    // Assert
    expect(response.status).toBe(400);
    const field = parseHtml(response.text).querySelector('#hc-contact-email')!;
    expect(field.hasAttribute('autofocus')).toBe(true);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe('hc-contact-error');
  });
});

describe('the mail of a staff reply', () => {
  it.each([
    [
      '/ja/contact/',
      '[{ref}] Board is slow: サポートからの返信',
      'やり取りの全体の確認と返信はこちらから: https://support.example.com/ja/requests/{ref}/',
    ],
    [
      '/contact/',
      '[{ref}] Board is slow: a reply from support',
      'See the whole conversation and reply at https://support.example.com/requests/{ref}/',
    ],
  ])(
    'speaks the language of the page the request was filed from (%s), whatever page staff replied on',
    async (pageUrl, subject, link) => {
      // Arrange: mail is captured and not delivered, so sign-in shows its link on the page.
      const sent: Mail[] = [];
      const mailer: Mailer = { delivers: false, send: (mail) => Promise.resolve(void sent.push(mail)) };
      const { app } = buildTestApp(snapshot, {
        store,
        loadTemplate,
        mailer,
        env: { STAFF_EMAILS: '@support.example' },
      });
      const filed = await store.createSupportRequest({
        form: 'support',
        ticketType: 'suggestion',
        product: 'Jira',
        summary: 'Board is slow',
        description: 'It spins.',
        name: 'Ada',
        email: 'ada@example.com',
        pageUrl,
      });
      const staff = await signInLocally(app, STAFF);
      // Act
      const reply = await request(app)
        .post(`/requests/${filed.reference}/reply/`)
        .set('Origin', ORIGIN)
        .set('Cookie', staff)
        .type('form')
        .send({ body: 'Which browser do you use?' });
      // Assert
      expect(reply.status).toBe(303);
      const toAda = sent.filter((mail) => mail.to === 'ada@example.com');
      expect(toAda).toHaveLength(1);
      expect(toAda[0]!.subject).toBe(subject.replace('{ref}', filed.reference));
      expect(toAda[0]!.text).toBe(`Which browser do you use?\n\n${link.replace('{ref}', filed.reference)}`);
    },
  );
});

describe('mail about requests through SMTP_URL', () => {
  it('mails the confirmation of a filed request and a staff reply through the mail server', async () => {
    // Arrange: a real SMTP server on loopback that keeps every message.
    const mail = await startMailServer();
    const { received } = mail;
    try {
      const { app } = buildTestApp(snapshot, {
        store,
        loadTemplate,
        env: { STAFF_EMAILS: '@support.example', SMTP_URL: mail.url, MAIL_FROM: 'help@example.com' },
      });
      // Act: Ada files a request; staff sign in with the mailed link and reply.
      const filed = await request(app).post('/gateway/api/support-requests').send({
        form: 'support',
        name: 'Ada',
        email: 'ada@example.com',
        ticketType: 'suggestion',
        summary: 'Board is slow',
        description: 'It spins.',
      });
      const reference = String(filed.body.reference);
      await request(app).post('/login/').set('Origin', ORIGIN).type('form').send({ email: STAFF });
      const token = /token=3D([\w-]{43})/.exec(received.find((mail) => mail.includes(`To: ${STAFF}`))!)![1];
      const verified = await request(app).post('/login/verify/').set('Origin', ORIGIN).type('form').send({ token });
      const staff = String(verified.headers['set-cookie']).match(/hc_session=[\w-]{43}/)![0];
      const reply = await request(app)
        .post(`/requests/${reference}/reply/`)
        .set('Origin', ORIGIN)
        .set('Cookie', staff)
        .type('form')
        .send({ body: 'Which browser do you use?' });
      // Assert
      expect(reply.status).toBe(303);
      const toAda = received.filter((mail) => mail.includes('To: ada@example.com'));
      expect(toAda).toHaveLength(2);
      expect(toAda[0]).toContain(`Subject: [${reference}] We received your request`);
      expect(toAda[1]).toContain(`Subject: [${reference}] Board is slow: a reply from support`);
      expect(toAda[1]).toContain('Which browser do you use?');
      expect(toAda[1]).toContain('From: help@example.com');
    } finally {
      await mail.close();
    }
    // Two SMTP conversations and a sign-in: more than the default 5 s on a loaded machine.
  }, 30_000);
});
