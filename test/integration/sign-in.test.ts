import request from 'supertest';
import { ConfigError } from '../../config/config';
import type { Mailer } from '../../server/auth/mailer';
import { resolverExport } from '../../server/content/resolvers/resolver-fixtures';
import { buildSnapshot } from '../../server/content/snapshot';
import { HEARTBEAT_PATH, USER_AUTH_PATH } from '../../server/routes/auth';
import type { Store } from '../../server/store/store';
import { loadTemplate } from '../../shared/registry';
import { startMailServer } from '../support/mail-server';
import { buildTestApp, parseHtml, testConfig, storeForEachTest } from './support';

const snapshot = buildSnapshot(resolverExport(), { logger: { error: () => undefined } });
const ORIGIN = 'https://support.example.com';

let store: Store;
let time: Date;

storeForEachTest('sign-in', (opened) => {
  store = opened;
});

beforeEach(() => {
  time = new Date('2025-06-01T00:00:00Z');
});

function build(overrides: Parameters<typeof buildTestApp>[1] = {}) {
  return buildTestApp(snapshot, { store, loadTemplate, now: () => time, ...overrides });
}

function later(ms: number): void {
  time = new Date(time.getTime() + ms);
}

/** The sign-in link shown on the 'sent' page. */
function shownLink(html: string): string {
  const link = parseHtml(html).querySelector<HTMLAnchorElement>('[data-testid="local-sign-in-link"]');
  if (!link) throw new Error('No sign-in link on the page');
  return link.href;
}

function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token')!;
}

function sessionCookie(response: request.Response): string {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const cookie = cookies.find((value) => value.startsWith('hc_session=') || value.startsWith('__Host-hc_session='));
  if (!cookie) throw new Error('No session cookie set');
  return cookie;
}

async function requestLink(app: ReturnType<typeof build>['app'], email: string, continueTo = '/contact/') {
  const response = await request(app)
    .post('/login/')
    .set('Origin', ORIGIN)
    .type('form')
    .send({ email, continue: continueTo });
  expect(response.status).toBe(200);
  return shownLink(response.text);
}

async function signIn(app: ReturnType<typeof build>['app'], email = 'ada@example.com', cookie?: string) {
  const link = await requestLink(app, email);
  const verify = request(app).post('/login/verify/').set('Origin', ORIGIN).type('form');
  if (cookie) verify.set('Cookie', cookie);
  const response = await verify.send({ token: tokenOf(link) });
  expect(response.status).toBe(303);
  return { response, cookie: sessionCookie(response).split(';')[0]! };
}

describe('the sign-in page', () => {
  it('asks for an e-mail address and keeps a same-origin continue target', async () => {
    // Act
    const response = await request(build().app).get('/login/?continue=%2Fcontact%2F&application=sac');
    // Assert
    const doc = parseHtml(response.text);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(doc.body.dataset.template).toBe('signIn');
    expect(doc.querySelector<HTMLInputElement>('input[name="continue"]')!.value).toBe('/contact/');
    expect(doc.querySelector('label[for="hc-sign-in-email"]')!.textContent).toBe('E-mail address');
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
  });

  it('replaces a continue target on another host with the home page', async () => {
    // Act
    const response = await request(build().app).get('/login/?continue=https%3A%2F%2Fevil.example%2F');
    // Assert
    expect(parseHtml(response.text).querySelector<HTMLInputElement>('input[name="continue"]')!.value).toBe('/');
  });

  it('fills the address from login_hint', async () => {
    // Act
    const response = await request(build().app).get('/login/?login_hint=ada%40example.com');
    // Assert
    expect(parseHtml(response.text).querySelector<HTMLInputElement>('input[name="email"]')!.value).toBe(
      'ada@example.com',
    );
  });

  it('is reached from /login without the slash, query kept', async () => {
    // Act
    const response = await request(build().app).get('/login?continue=%2Fcontact%2F');
    // Assert
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/login/?continue=%2Fcontact%2F');
  });

  it('is served in Japanese under /ja', async () => {
    // Act
    const response = await request(build().app).get('/ja/login/');
    // Assert
    expect(response.status).toBe(200);
    expect(parseHtml(response.text).querySelector('h1')!.textContent).toBe('ログイン');
  });

  it('sends an anonymous visitor straight back when prompt=none', async () => {
    // Act
    const response = await request(build().app).get('/login/?prompt=none&continue=%2Frequests%2F');
    // Assert
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/requests/');
  });

  it('sends a signed-in visitor back, unless they ask to pick another account', async () => {
    // Arrange
    const { app } = build();
    const { cookie } = await signIn(app);
    // Act
    const back = await request(app).get('/login/?continue=%2Frequests%2F').set('Cookie', cookie);
    const pick = await request(app).get('/login/?prompt=select_account&continue=%2F').set('Cookie', cookie);
    // Assert
    expect(back.status).toBe(303);
    expect(back.headers.location).toBe('/requests/');
    expect(pick.status).toBe(200);
    expect(parseHtml(pick.text).querySelector<HTMLInputElement>('input[name="email"]')!.value).toBe('ada@example.com');
  });
});

describe('asking for a sign-in link', () => {
  it('shows the link on the page and writes it to the log when no mail server is configured', async () => {
    // Arrange
    const { app, lines } = build();
    // Act
    const link = await requestLink(app, '  Ada@Example.com ');
    // Assert
    expect(link).toMatch(/^https:\/\/support\.example\.com\/login\/verify\/\?token=[\w-]{43}$/);
    const logged = lines.find((line) => line.msg === 'Mail not sent (no SMTP_URL)') as unknown as {
      mail: { to: string; text: string };
    };
    expect(logged.mail.to).toBe('ada@example.com');
    expect(logged.mail.text).toContain(link);
  });

  it.each([
    ['', 'Enter your e-mail address.'],
    ['not-an-address', 'Enter a valid e-mail address, like name@example.com.'],
    ['ada@', 'Enter a valid e-mail address, like name@example.com.'],
    [`${'a'.repeat(250)}@example.com`, 'An e-mail address can be at most 254 characters long.'],
  ])('refuses the address "%s" with a clear message', async (email, message) => {
    // Act
    const response = await request(build().app).post('/login/').set('Origin', ORIGIN).type('form').send({ email });
    // Assert
    const doc = parseHtml(response.text);
    expect(response.status).toBe(400);
    expect(doc.querySelector('[role="alert"]')!.textContent).toBe(message);
    expect(doc.querySelector('input[name="email"]')!.getAttribute('aria-describedby')).toBe('hc-sign-in-error');
  });

  it('refuses a form posted from another site', async () => {
    // Act
    const response = await request(build().app)
      .post('/login/')
      .set('Origin', 'https://evil.example')
      .type('form')
      .send({ email: 'ada@example.com' });
    // Assert
    expect(response.status).toBe(403);
  });

  it('limits sign-in requests per e-mail address', async () => {
    // Arrange
    const { app } = build({ env: { SIGN_IN_RATE_LIMIT: '2' } });
    // Act
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await request(app)
        .post('/login/')
        .set('Origin', ORIGIN)
        .type('form')
        .send({ email: `ADA@example.com` });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(parseHtml(response.text).querySelector('[role="alert"]')!.textContent).toBe(
          'Too many sign-in attempts. Wait a few minutes, then try again.',
        );
        expect(response.headers['retry-after']).toBeDefined();
      }
    }
    // Assert
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('limits sign-in requests per client address to four times the per-e-mail limit, whatever the e-mail', async () => {
    // Arrange
    const { app } = build({ env: { SIGN_IN_RATE_LIMIT: '2' } });
    // Act
    const statuses: number[] = [];
    for (let index = 0; index < 9; index += 1) {
      const email = `person${index}@example.com`;
      const response = await request(app).post('/login/').set('Origin', ORIGIN).type('form').send({ email });
      statuses.push(response.status);
    }
    // Assert
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
  });

  it('says so clearly when the mail cannot be sent', async () => {
    // Arrange
    const failing: Mailer = { delivers: true, send: () => Promise.reject(new Error('connection refused')) };
    const { app, lines } = build({ mailer: failing });
    // Act
    const response = await request(app)
      .post('/login/')
      .set('Origin', ORIGIN)
      .type('form')
      .send({ email: 'ada@example.com' });
    // Assert
    expect(response.status).toBe(503);
    expect(parseHtml(response.text).querySelector('[role="alert"]')!.textContent).toBe(
      'We could not send the sign-in e-mail. Try again later.',
    );
    expect(lines.some((line) => line.msg === 'Sign-in mail could not be sent')).toBe(true);
  });

  it('mails the link through SMTP_URL and does not show it on the page', async () => {
    // Arrange
    const mail = await startMailServer();
    const { received } = mail;
    try {
      const { app } = build({ env: { SMTP_URL: mail.url, MAIL_FROM: 'help@example.com' } });
      // Act
      const response = await request(app)
        .post('/login/')
        .set('Origin', ORIGIN)
        .type('form')
        .send({ email: 'ada@example.com' });
      // Assert
      expect(response.status).toBe(200);
      expect(parseHtml(response.text).querySelector('[data-testid="local-sign-in-link"]')).toBeNull();
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('To: ada@example.com');
      expect(received[0]).toMatch(/https:\/\/support\.example\.com\/login\/verify\/\?token=3D[\w-]{43}/);
    } finally {
      await mail.close();
    }
  });
});

describe('the sign-in mail', () => {
  it.each([
    ['/login/', 'Your sign-in link for the help centre', 'Open this link within 15 minutes', '/login/verify/'],
    ['/ja/login/', 'ヘルプセンターへのログイン リンク', '15 分以内にこのリンクを開いて', '/ja/login/verify/'],
  ])('asked for at %s is written in the page language', async (path, subject, opening, verifyPath) => {
    // Arrange
    const sent: { to: string; subject: string; text: string }[] = [];
    const mailer: Mailer = { delivers: true, send: (mail) => Promise.resolve(void sent.push(mail)) };
    // Act
    const response = await request(build({ mailer }).app)
      .post(path)
      .set('Origin', ORIGIN)
      .type('form')
      .send({ email: 'ada@example.com' });
    // Assert
    expect(response.status).toBe(200);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(subject);
    expect(sent[0]!.text.startsWith(opening)).toBe(true);
    expect(sent[0]!.text).toContain(`https://support.example.com${verifyPath}?token=`);
    expect(sent[0]!.text).not.toContain('{link}');
  });
});

describe('following a sign-in link', () => {
  it('asks for one more click before spending the token, then signs in and returns to the continue target', async () => {
    // Arrange
    const { app } = build();
    const link = await requestLink(app, 'ada@example.com', '/contact/');
    // Act
    const confirm = await request(app).get(new URL(link).pathname + new URL(link).search);
    const verify = await request(app)
      .post('/login/verify/')
      .set('Origin', ORIGIN)
      .type('form')
      .send({ token: tokenOf(link) });
    // Assert
    const form = parseHtml(confirm.text).querySelector('form[action="/login/verify/"]')!;
    expect(form.querySelector<HTMLInputElement>('input[name="token"]')!.value).toBe(tokenOf(link));
    expect(verify.status).toBe(303);
    expect(verify.headers.location).toBe('/contact/');
    const cookie = sessionCookie(verify);
    expect(cookie).toMatch(/^hc_session=[\w-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');
  });

  it('works once only', async () => {
    // Arrange
    const { app } = build();
    const token = tokenOf(await requestLink(app, 'ada@example.com'));
    const verify = () => request(app).post('/login/verify/').set('Origin', ORIGIN).type('form').send({ token });
    // Act
    const first = await verify();
    const second = await verify();
    // Assert
    expect(first.status).toBe(303);
    expect(second.status).toBe(400);
    expect(parseHtml(second.text).querySelector('[role="alert"]')!.textContent).toBe(
      'This sign-in link has expired or was already used. Ask for a new one below.',
    );
  });

  it('expires after 15 minutes', async () => {
    // Arrange
    const { app } = build();
    const token = tokenOf(await requestLink(app, 'ada@example.com'));
    later(15 * 60_000 + 1);
    // Act
    const response = await request(app).post('/login/verify/').set('Origin', ORIGIN).type('form').send({ token });
    // Assert
    expect(response.status).toBe(400);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it.each(['', 'short', `${'x'.repeat(43)}!`, 'A'.repeat(43)])('refuses the token "%s"', async (token) => {
    // Act
    const response = await request(build().app)
      .post('/login/verify/')
      .set('Origin', ORIGIN)
      .type('form')
      .send({ token });
    // Assert
    expect(response.status).toBe(400);
  });

  it('answers a malformed link with the form and a message', async () => {
    // Act
    const response = await request(build().app).get('/login/verify/?token=%3Cscript%3E');
    // Assert
    expect(response.status).toBe(400);
    expect(parseHtml(response.text).querySelector('form input[name="email"]')).not.toBeNull();
  });

  it('rotates the session id: the session from before sign-in ends', async () => {
    // Arrange
    const { app } = build();
    const first = await signIn(app, 'ada@example.com');
    // Act
    const second = await signIn(app, 'grace@example.com', first.cookie);
    // Assert
    expect(second.cookie).not.toBe(first.cookie);
    expect((await request(app).get(HEARTBEAT_PATH).set('Cookie', first.cookie)).status).toBe(401);
    expect((await request(app).get(HEARTBEAT_PATH).set('Cookie', second.cookie)).status).toBe(204);
  });
});

describe('the session APIs', () => {
  it('answer the signed-in user and a live heartbeat, never cached', async () => {
    // Arrange
    const { app } = build();
    const { cookie } = await signIn(app, 'ada.lovelace@example.com');
    // Act
    const user = await request(app).get(USER_AUTH_PATH).set('Cookie', cookie);
    const heartbeat = await request(app).get(HEARTBEAT_PATH).set('Cookie', cookie);
    // Assert
    expect(user.status).toBe(200);
    expect(user.headers['cache-control']).toBe('private, no-store');
    expect(user.body.data).toEqual({
      userName: 'ada.lovelace@example.com',
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      photos: [{ value: expect.stringMatching(/^data:image\/svg\+xml,/) }],
      displayName: 'ada.lovelace',
      emailAddress: 'ada.lovelace@example.com',
      roles: ['authenticated'],
      manageAccountUrl: null,
    });
    expect(heartbeat.status).toBe(204);
    expect(heartbeat.headers['cache-control']).toBe('private, no-store');
  });

  it.each([
    ['no cookie', undefined],
    ['a malformed cookie', 'hc_session=%E0%A4%A'],
    ['a cookie that is not an id', 'hc_session=<script>'],
    ['an unknown session', `hc_session=${'A'.repeat(43)}`],
  ])('answer 401 for %s', async (_name, cookie) => {
    // Arrange
    const { app } = build();
    const get = (url: string) => (cookie ? request(app).get(url).set('Cookie', cookie) : request(app).get(url));
    // Act
    const user = await get(USER_AUTH_PATH);
    const heartbeat = await get(HEARTBEAT_PATH);
    // Assert
    expect(user.status).toBe(401);
    expect(user.headers['cache-control']).toBe('private, no-store');
    expect(heartbeat.status).toBe(401);
  });

  it('end a session left idle too long, and delete it', async () => {
    // Arrange
    const { app } = build({ env: { SESSION_IDLE_MINUTES: '30' } });
    const { cookie } = await signIn(app);
    later(29 * 60_000);
    expect((await request(app).get(HEARTBEAT_PATH).set('Cookie', cookie)).status).toBe(204);
    // Act: 29 minutes after the last request it is still alive; 31 minutes after, it is gone.
    later(29 * 60_000);
    const alive = await request(app).get(HEARTBEAT_PATH).set('Cookie', cookie);
    later(31 * 60_000);
    const ended = await request(app).get(HEARTBEAT_PATH).set('Cookie', cookie);
    // Assert
    expect(alive.status).toBe(204);
    expect(ended.status).toBe(401);
    const [name, id] = cookie.split('=') as [string, string];
    expect(name).toBe('hc_session');
    const { hashSecret } = await import('../../server/auth/tokens');
    expect(await store.findSession(hashSecret(id))).toBeUndefined();
  });

  it('end a session at its absolute lifetime even when it is in use', async () => {
    // Arrange
    const { app } = build({ env: { SESSION_IDLE_MINUTES: '60', SESSION_ABSOLUTE_HOURS: '2' } });
    const { cookie } = await signIn(app);
    // Act
    const statuses: number[] = [];
    for (let step = 0; step < 5; step += 1) {
      later(30 * 60_000);
      statuses.push((await request(app).get(HEARTBEAT_PATH).set('Cookie', cookie)).status);
    }
    // Assert
    expect(statuses).toEqual([204, 204, 204, 401, 401]);
  });

  it('report the partner, editor and staff roles', async () => {
    // Arrange
    const { app } = build({
      env: { EDITOR_EMAIL_DOMAIN: 'vendor.example', STAFF_EMAILS: 'lead@example.com,@support.example' },
    });
    const editor = await signIn(app, 'ed@vendor.example');
    const staff = await signIn(app, 'sam@support.example');
    const lead = await signIn(app, 'lead@example.com');
    // Act
    const roles = async (cookie: string, host = 'support.example.com') =>
      (
        (await request(app).get(USER_AUTH_PATH).set('Cookie', cookie).set('Host', host)).body as {
          data: { roles: string[] };
        }
      ).data.roles;
    // Assert
    expect(await roles(editor.cookie)).toEqual(['authenticated', 'editor']);
    expect(await roles(staff.cookie)).toEqual(['authenticated', 'staff']);
    expect(await roles(lead.cookie, 'partners.example.com')).toEqual(['authenticated', 'partner', 'staff']);
  });
});

describe('pages for a signed-in visitor', () => {
  it('stay anonymous and cacheable on the server: the browser switches the chrome', async () => {
    // Arrange
    const { app } = build();
    const { cookie } = await signIn(app, 'ada@example.com');
    // Act
    const response = await request(app).get('/contact/').set('Cookie', cookie);
    // Assert
    expect(response.headers['cache-control']).toMatch(/^public/);
    expect(response.text).not.toContain('ada@example.com');
  });

  it('get a readable signed-in marker beside the HttpOnly session cookie, cleared when the session is gone', async () => {
    // Arrange
    const { app } = build();
    const { response } = await signIn(app);
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    // Act
    const gone = await request(app)
      .get(HEARTBEAT_PATH)
      .set('Cookie', `hc_signed_in=1; hc_session=${'A'.repeat(43)}`);
    // Assert
    const marker = cookies.find((value) => value.startsWith('hc_signed_in=1'));
    expect(marker).toContain('SameSite=Lax');
    expect(marker).not.toContain('HttpOnly');
    expect(String(gone.headers['set-cookie'])).toMatch(/hc_signed_in=;.*Expires=Thu, 01 Jan 1970/);
  });
});

describe('support requests and accounts', () => {
  const requestBody = (email: string) => ({
    form: 'support',
    name: 'Ada',
    email,
    ticketType: 'suggestion',
    summary: 'Where is my board?',
    description: 'It went missing.',
  });

  it("files a signed-in visitor's request under their account, whatever address the form names", async () => {
    // Arrange
    const { app } = build();
    const { cookie } = await signIn(app, 'ada@example.com');
    // Act
    const created = await request(app)
      .post('/gateway/api/support-requests')
      .set('Origin', ORIGIN)
      .set('Cookie', cookie)
      .send(requestBody('someone.else@example.com'));
    // Assert
    expect(created.status).toBe(201);
    const listed = await store.listSupportRequests({ ownerEmail: 'ada@example.com', offset: 0, limit: 10 });
    expect(listed.requests.map((row) => row.reference)).toEqual([created.body.reference]);
  });

  it('gives requests filed anonymously to the account when the same address signs in', async () => {
    // Arrange
    const { app } = build();
    const created = await request(app).post('/gateway/api/support-requests').send(requestBody('Ada@Example.com'));
    const before = await store.listSupportRequests({ ownerEmail: 'ada@example.com', offset: 0, limit: 10 });
    // Act
    await signIn(app, 'ada@example.com');
    // Assert
    const after = await store.listSupportRequests({ ownerEmail: 'ada@example.com', offset: 0, limit: 10 });
    expect(before.total).toBe(0);
    expect(after.requests.map((row) => row.reference)).toEqual([created.body.reference]);
  });

  it('confirms a request filed from a Japanese page in Japanese, linking the Japanese requests page', async () => {
    // Arrange
    const sent: { to: string; subject: string; text: string }[] = [];
    const mailer: Mailer = { delivers: true, send: (mail) => Promise.resolve(void sent.push(mail)) };
    // Act
    const filed = await request(build({ mailer }).app)
      .post('/gateway/api/support-requests')
      .send({ ...requestBody('ada@example.com'), pageUrl: '/ja/contact/' });
    // Assert
    expect(filed.status).toBe(201);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(`[${filed.body.reference}] リクエストを受け付けました`);
    expect(sent[0]!.text).toContain(`リクエスト「Where is my board?」の参照番号は ${filed.body.reference} です。`);
    expect(sent[0]!.text).toContain('https://support.example.com/ja/requests/');
  });

  it('confirms a filed request by mail with its reference, and keeps it when the mail fails', async () => {
    // Arrange
    const sent: { to: string; subject: string }[] = [];
    const working: Mailer = { delivers: true, send: (mail) => Promise.resolve(void sent.push(mail)) };
    const failing: Mailer = { delivers: true, send: () => Promise.reject(new Error('connection refused')) };
    // Act
    const ok = await request(build({ mailer: working }).app)
      .post('/gateway/api/support-requests')
      .send(requestBody('ada@example.com'));
    const broken = build({ mailer: failing });
    const kept = await request(broken.app).post('/gateway/api/support-requests').send(requestBody('ada@example.com'));
    // Assert
    expect(sent).toEqual([
      expect.objectContaining({ to: 'ada@example.com', subject: `[${ok.body.reference}] We received your request` }),
    ]);
    expect(kept.status).toBe(201);
    expect(await store.findSupportRequest(String(kept.body.reference))).toBeDefined();
    expect(broken.lines.some((line) => line.msg === 'Confirmation mail could not be sent')).toBe(true);
  });
});

describe('logging out', () => {
  it('shows a confirm form on GET, with a way back to the page the visitor came from, and changes nothing', async () => {
    // Arrange
    const { app } = build();
    const { cookie } = await signIn(app);
    // Act
    const response = await request(app).get('/logout/?continue=%2Fcontact%2F').set('Cookie', cookie);
    // Assert
    const form = parseHtml(response.text).querySelector('form[action="/logout/"]')!;
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(form.getAttribute('method')).toBe('post');
    expect(form.querySelector<HTMLInputElement>('input[name="continue"]')!.value).toBe('/contact/');
    const back = [...form.querySelectorAll('a')].find((link) => link.textContent === 'Stay logged in and go back');
    expect(back?.getAttribute('href')).toBe('/contact/');
    expect((await request(app).get(HEARTBEAT_PATH).set('Cookie', cookie)).status).toBe(204);
  });

  it('ends the session on POST, clears the cookie and returns to the base url', async () => {
    // Arrange
    const { app } = build();
    const { cookie } = await signIn(app);
    // Act
    const response = await request(app)
      .post('/logout/')
      .set('Origin', ORIGIN)
      .set('Cookie', cookie)
      .type('form')
      .send({ continue: 'https://evil.example/' });
    // Assert
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/');
    expect(String(response.headers['set-cookie'])).toMatch(/hc_session=;.*Expires=Thu, 01 Jan 1970/);
    expect((await request(app).get(HEARTBEAT_PATH).set('Cookie', cookie)).status).toBe(401);
  });

  it.each([
    ['without an Origin or Referer', {}],
    ['from another site', { Origin: 'https://evil.example' }],
    ['with a Referer from another site', { Referer: 'https://evil.example/page' }],
    ['from a sandboxed frame', { Origin: 'null' }],
  ])('refuses a request %s while a session cookie is present', async (_name, headers) => {
    // Arrange
    const { app } = build();
    const { cookie } = await signIn(app);
    // Act
    const response = await request(app).post('/logout/').set(headers).set('Cookie', cookie).type('form').send({});
    // Assert
    expect(response.status).toBe(403);
    expect((await request(app).get(HEARTBEAT_PATH).set('Cookie', cookie)).status).toBe(204);
  });

  it('accepts a same-origin Referer when the Origin header is missing', async () => {
    // Arrange
    const { app } = build();
    const { cookie } = await signIn(app);
    // Act
    const response = await request(app)
      .post('/logout/')
      .set('Referer', `${ORIGIN}/logout/`)
      .set('Cookie', cookie)
      .type('form')
      .send({});
    // Assert
    expect(response.status).toBe(303);
  });
});

describe('the account page', () => {
  it('sends an anonymous visitor to sign in and back to it, never cached', async () => {
    // Act
    const english = await request(build().app).get('/account/');
    const japanese = await request(build().app).get('/ja/account/');
    // Assert
    expect(english.status).toBe(303);
    expect(english.headers.location).toBe('/login/?application=sac&continue=%2Faccount%2F');
    expect(english.headers['cache-control']).toBe('private, no-store');
    expect(japanese.headers.location).toBe('/ja/login/?application=sac&continue=%2Fja%2Faccount%2F');
  });

  it('shows who is signed in, since when, and how many other browsers are signed in, counting only live sessions', async () => {
    // Arrange
    const { app } = build({ env: { SESSION_IDLE_MINUTES: '30' } });
    await signIn(app);
    later(31 * 60_000);
    await signIn(app);
    await signIn(app);
    await signIn(app, 'grace@example.com');
    const { cookie } = await signIn(app);
    // Act
    const response = await request(app).get('/account/').set('Cookie', cookie);
    // Assert: the first session has been idle past its end; Grace's is another account.
    const doc = parseHtml(response.text);
    const main = doc.querySelector('main')!;
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
    expect(doc.title).toMatch(/^Your account/);
    expect(main.textContent).toContain('You are signed in as ada@example.com.');
    expect(main.textContent).toContain('Signed in on this browser on 2025-06-01.');
    expect(main.textContent).toContain('You are also signed in on 2 other browsers or devices.');
    expect(main.querySelector('form[method="post"][action="/account/sessions/"] button')?.textContent).toBe(
      'Log out everywhere else',
    );
    expect([...main.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '/requests/',
      '/named-contact/',
      '/logout/?continue=%2F',
    ]);
  });

  it('offers no log-out form when no other browser is signed in', async () => {
    // Arrange
    const { app } = build();
    const { cookie } = await signIn(app);
    // Act
    const response = await request(app).get('/account/').set('Cookie', cookie);
    // Assert
    const main = parseHtml(response.text).querySelector('main')!;
    expect(main.textContent).toContain('You are not signed in on any other browser or device.');
    expect(main.querySelector('form')).toBeNull();
  });

  it('logs out of every other session of the address, keeps this one and says how many ended', async () => {
    // Arrange
    const { app } = build();
    const others = [(await signIn(app)).cookie, (await signIn(app)).cookie];
    const grace = (await signIn(app, 'grace@example.com')).cookie;
    const { cookie } = await signIn(app);
    // Act
    const response = await request(app).post('/account/sessions/').set('Origin', ORIGIN).set('Cookie', cookie);
    const after = await request(app).get(response.headers.location!).set('Cookie', cookie);
    // Assert
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/account/?ended=2');
    const main = parseHtml(after.text).querySelector('main')!;
    expect(main.querySelector('[role="status"]')?.textContent).toBe(
      'You were logged out of 2 other browsers or devices.',
    );
    expect(main.textContent).toContain('You are not signed in on any other browser or device.');
    for (const other of others) {
      expect((await request(app).get(HEARTBEAT_PATH).set('Cookie', other)).status).toBe(401);
    }
    expect((await request(app).get(HEARTBEAT_PATH).set('Cookie', grace)).status).toBe(204);
    expect((await request(app).get(HEARTBEAT_PATH).set('Cookie', cookie)).status).toBe(204);
  });

  it('refuses to log out elsewhere for a post from another site, and ends nothing', async () => {
    // Arrange
    const { app } = build();
    const other = (await signIn(app)).cookie;
    const { cookie } = await signIn(app);
    // Act
    const response = await request(app)
      .post('/account/sessions/')
      .set('Origin', 'https://evil.example')
      .set('Cookie', cookie);
    // Assert
    expect(response.status).toBe(403);
    expect((await request(app).get(HEARTBEAT_PATH).set('Cookie', other)).status).toBe(204);
  });

  it('sends a visitor whose session has ended to sign in when they ask to log out elsewhere', async () => {
    // Act
    const response = await request(build().app)
      .post('/ja/account/sessions/')
      .set('Origin', ORIGIN)
      .set('Cookie', `hc_session=${'A'.repeat(43)}`);
    // Assert
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/ja/login/?application=sac&continue=%2Fja%2Faccount%2F');
  });

  it('is served in Japanese under /ja, its language switch leading to the English page', async () => {
    // Arrange
    const { app } = build();
    await signIn(app);
    const { cookie } = await signIn(app);
    // Act
    const response = await request(app).get('/ja/account/?ended=1').set('Cookie', cookie);
    // Assert
    const doc = parseHtml(response.text);
    expect(doc.documentElement.lang).toBe('ja');
    expect(doc.querySelector('h1')?.textContent).toBe('アカウント');
    expect(doc.querySelector('main [role="status"]')?.textContent).toBe(
      'ほかの 1 つのブラウザーまたはデバイスからログアウトしました。',
    );
    expect(doc.querySelector('main form')?.getAttribute('action')).toBe('/ja/account/sessions/');
    expect(doc.querySelector('a[hreflang="en"]')?.getAttribute('href')).toBe('/account/');
  });
});

describe('sign-in in production', () => {
  it('is refused without LOCAL_SIGN_IN=on, and the site keeps serving anonymously', async () => {
    // Arrange
    const { app } = build({ env: { NODE_ENV: 'production' } });
    // Act
    const login = await request(app).get('/login/');
    const post = await request(app).post('/login/').set('Origin', ORIGIN).type('form').send({ email: 'a@example.com' });
    const user = await request(app).get(USER_AUTH_PATH);
    const home = await request(app).get('/contact/');
    // Assert
    expect(login.status).toBe(503);
    expect(parseHtml(login.text).querySelector('[role="alert"]')!.textContent).toBe(
      'Sign-in is not available on this site at the moment. You can keep browsing.',
    );
    expect(post.status).toBe(503);
    expect(user.status).toBe(401);
    expect(home.status).toBe(200);
  });

  it('offers a visitor who was going to contact support the form without signing in', async () => {
    // Arrange
    const { app } = build({ env: { NODE_ENV: 'production' } });
    // Act
    const response = await request(app).get('/login/?application=sac&continue=%2Fcontact%2F');
    // Assert
    expect(response.status).toBe(503);
    const main = parseHtml(response.text).querySelector('main')!;
    const links = [...main.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([['Submit support request without logging in', '/contact/']]);
  });

  it('offers a link back to the same-site page the visitor came from', async () => {
    // Arrange
    const { app } = build({ env: { NODE_ENV: 'production' } });
    // Act
    const response = await request(app).get(
      '/ja/login/?continue=%2Fja%2Fjira-software-cloud%2Fdocs%2F%3FsearchTerm%3Dboard',
    );
    // Assert
    const main = parseHtml(response.text).querySelector('main')!;
    const links = [...main.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/ja/jira-software-cloud/docs/?searchTerm=board']);
  });

  it('offers the support form, not a way back into sign-in, to a visitor going to a page that needs a session', async () => {
    // Arrange
    const { app } = build({ env: { NODE_ENV: 'production' } });
    // Act
    const requests = await request(app).get('/ja/login/?continue=%2Fja%2Frequests%2F%3Fpage%3D2');
    const reference = await request(app).get('/login/?continue=%2Frequests%2FHC-1042%2F');
    const namedContacts = await request(app).get('/login/?continue=%2Fnamed-contact%2F');
    // Assert
    const links = (response: { text: string }) =>
      [...parseHtml(response.text).querySelectorAll('main a')].map((link) => link.getAttribute('href'));
    expect(links(requests)).toEqual(['/ja/contact/']);
    expect(links(reference)).toEqual(['/contact/']);
    expect(links(namedContacts)).toEqual(['/contact/']);
  });

  it('offers no way back to another site or to the sign-in page itself', async () => {
    // Arrange
    const { app } = build({ env: { NODE_ENV: 'production' } });
    // Act
    const elsewhere = await request(app).get('/login/?continue=https%3A%2F%2Fevil.example%2F');
    const itself = await request(app).get('/login/?continue=%2Flogin%2F');
    // Assert
    for (const response of [elsewhere, itself]) {
      expect(response.status).toBe(503);
      expect(parseHtml(response.text).querySelectorAll('main a')).toHaveLength(0);
    }
  });

  it("does not link the header's Sign in to the sign-in page it is on", async () => {
    // Arrange
    const { app } = build({ env: { NODE_ENV: 'production' } });
    // Act
    const response = await request(app).get('/login/?continue=%2Flogin%2F');
    // Assert
    const header = parseHtml(response.text).querySelector('header')!;
    const links = [...header.querySelectorAll('a')];
    expect(links.map((link) => link.textContent)).not.toContain('Sign in');
    expect(links.some((link) => link.getAttribute('href')?.includes('continue=%2Flogin%2F'))).toBe(false);
  });

  it('offers no Sign in on a site without sign-in, and every contact link goes straight to the form', async () => {
    // Arrange
    const { app } = build({ env: { NODE_ENV: 'production' } });
    // Act
    const pages = await Promise.all(['/', '/ja/', '/menus/products/'].map((url) => request(app).get(url)));
    // Assert
    for (const [index, locale] of (['en', 'ja', 'en'] as const).entries()) {
      const response = pages[index]!;
      expect(response.status).toBe(200);
      const doc = parseHtml(response.text);
      const header = doc.querySelector('header')!;
      expect(header.querySelector('.hc-account')).toBeNull();
      expect([...doc.querySelectorAll('a')].filter((link) => link.getAttribute('href')?.includes('/login'))).toEqual(
        [],
      );
      const contact = header.querySelector('.hc-header__contact')!;
      expect(contact.getAttribute('href')).toBe(locale === 'ja' ? '/ja/contact/' : '/contact/');
      expect(contact.textContent).toBe(locale === 'ja' ? 'サポートに問い合わせる' : 'Contact support');
    }
    const home = parseHtml(pages[0]!.text);
    expect([...home.querySelectorAll('.hc-contact-block a')].map((link) => link.textContent)).toEqual([
      'Contact support',
    ]);
    const state = JSON.parse(home.getElementById('__INITIAL_STATE__')!.textContent) as {
      entry: { chrome: { header: { signIn?: boolean } } };
    };
    expect(state.entry.chrome.header.signIn).toBe(false);
  });

  it('keeps Sign in on a site that offers it', async () => {
    // Arrange
    const { app } = build();
    // Act
    const response = await request(app).get('/');
    // Assert
    const doc = parseHtml(response.text);
    expect(doc.querySelector('.hc-account__sign-in')!.textContent).toBe('Sign in');
    expect(doc.querySelector('.hc-header__contact')!.textContent).toBe('Log in to contact support');
    expect(doc.getElementById('__INITIAL_STATE__')!.textContent).not.toContain('"signIn"');
  });

  it('needs a mail server when LOCAL_SIGN_IN=on, since links are never logged or shown there', () => {
    expect(() => testConfig({ NODE_ENV: 'production', LOCAL_SIGN_IN: 'on' })).toThrow(ConfigError);
  });

  it('uses a Secure __Host- cookie', async () => {
    // Arrange
    const sent: string[] = [];
    const mailer: Mailer = {
      delivers: true,
      send: (mail) => {
        sent.push(mail.text);
        return Promise.resolve();
      },
    };
    const { app } = build({
      env: { NODE_ENV: 'production', LOCAL_SIGN_IN: 'on', SMTP_URL: 'smtp://127.0.0.1:1' },
      mailer,
    });
    const page = await request(app).post('/login/').set('Origin', ORIGIN).type('form').send({ email: 'a@example.com' });
    const token = /token=([\w-]{43})/.exec(sent[0]!)![1]!;
    // Act
    const response = await request(app).post('/login/verify/').set('Origin', ORIGIN).type('form').send({ token });
    // Assert
    expect(parseHtml(page.text).querySelector('[data-testid="local-sign-in-link"]')).toBeNull();
    const cookie = sessionCookie(response);
    expect(cookie).toMatch(/^__Host-hc_session=/);
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('Path=/');
  });
});
