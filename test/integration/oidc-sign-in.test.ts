/**
 * Sign-in through OpenID Connect against a real provider (oidc-provider) on loopback: the site and
 * the provider both listen on 127.0.0.1 and a small cookie-keeping browser walks the redirects.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignInFlowSealer } from '../../server/auth/oidc-flow';
import { DISCOVERY_RETRY_MS } from '../../server/auth/oidc';
import { hashSecret } from '../../server/auth/tokens';
import { resolverExport } from '../../server/content/resolvers/resolver-fixtures';
import { buildSnapshot } from '../../server/content/snapshot';
import { HEARTBEAT_PATH, USER_AUTH_PATH } from '../../server/routes/auth';
import type { Store } from '../../server/store/store';
import { loadTemplate } from '../../shared/registry';
import { startTestProvider, TestBrowser, type TestProvider } from '../support/oidc-provider';
import { buildTestApp, parseHtml, type LogLine, storeForEachTest } from './support';

const snapshot = buildSnapshot(resolverExport(), { logger: { error: () => undefined } });
const CLIENT_ID = 'help-centre';
const CLIENT_SECRET = 'a-client-secret-for-tests';

let store: Store;
let time: Date;
let site: Server;
let siteOrigin: string;
let provider: TestProvider;
let lines: LogLine[];

async function listen(server: Server, port = 0): Promise<number> {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

/** Starts the site on a loopback port, signing in through `issuer`. */
function startSite(issuer: string, env: Record<string, string> = {}): void {
  const built = buildTestApp(snapshot, {
    store,
    loadTemplate,
    now: () => time,
    env: {
      PUBLIC_BASE_URL: siteOrigin,
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: CLIENT_ID,
      OIDC_CLIENT_SECRET: CLIENT_SECRET,
      MANAGE_ACCOUNT_URL: `${issuer}/profile`,
      ...env,
    },
  });
  lines = built.lines;
  site.removeAllListeners('request');
  site.on('request', built.app);
}

// Each test walks a real provider's pages, several requests and a token exchange, which takes seconds on a busy machine.
jest.setTimeout(30_000);

beforeAll(() => {
  // oidc-provider warns on the console about its development-only login pages, which these tests use on purpose.
  const warn = console.warn.bind(console);
  jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('oidc-provider WARNING')) warn(...args);
  });
});

// Declared before the store's hooks, so the site and the provider close before the store.
afterEach(async () => {
  await close(site);
  await provider.close();
});

storeForEachTest('oidc', (opened) => {
  store = opened;
});

beforeEach(async () => {
  time = new Date();
  site = createServer();
  siteOrigin = `http://127.0.0.1:${await listen(site)}`;
  provider = await startTestProvider({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    redirectUri: `${siteOrigin}/login/callback/`,
    postLogoutRedirectUri: `${siteOrigin}/`,
  });
});

/** From the site's login url to the provider's answer at the callback (not yet delivered). */
async function atProvider(
  browser: TestBrowser,
  login: string,
  continueTo = '/requests/',
  query = '',
  loginPath = '/login/',
) {
  const start = await browser.follow(
    `${siteOrigin}${loginPath}?application=sac&continue=${encodeURIComponent(continueTo)}${query}`,
    { stopAt: provider.issuer },
  );
  const authorization = new URL(start.url);
  const loginPage = await browser.follow(authorization.href);
  const consentPage = await browser.submit(loginPage, { login, password: 'any' });
  return { authorization, consentPage };
}

/** Signs in at the provider and returns the callback url the provider sends the browser to. */
async function callbackFor(browser: TestBrowser, login: string, continueTo = '/requests/') {
  const { authorization, consentPage } = await atProvider(browser, login, continueTo);
  const callback = await browser.submit(consentPage, {}, `${siteOrigin}/login/callback/`);
  return { authorization, callback: callback.url };
}

async function signIn(browser: TestBrowser, login = 'ada@example.com', continueTo = '/requests/') {
  const { callback } = await callbackFor(browser, login, continueTo);
  return browser.request(callback);
}

const heartbeat = async (browser: TestBrowser) => (await browser.request(`${siteOrigin}${HEARTBEAT_PATH}`)).status;

function alertOf(html: string): string | null | undefined {
  return parseHtml(html).querySelector('[role="alert"]')?.textContent;
}

describe('signing in through an OpenID Connect provider', () => {
  it('sends the login url to the provider with PKCE, state and nonce, and comes back signed in to the continue target', async () => {
    // Arrange
    startSite(provider.issuer);
    const browser = new TestBrowser(siteOrigin);
    // Act
    const { authorization, callback } = await callbackFor(browser, 'ada@example.com', '/requests/');
    const response = await browser.request(callback);
    // Assert: the authorization request.
    const query = authorization.searchParams;
    expect(`${authorization.origin}${authorization.pathname}`).toBe(`${provider.issuer}/auth`);
    expect(query.get('client_id')).toBe(CLIENT_ID);
    expect(query.get('redirect_uri')).toBe(`${siteOrigin}/login/callback/`);
    expect(query.get('response_type')).toBe('code');
    expect(query.get('scope')).toBe('openid email profile');
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(query.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(query.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(query.get('prompt')).toBeNull();
    // Assert: the callback.
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/requests/');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const cookies = response.headers.getSetCookie();
    expect(cookies.find((cookie) => cookie.startsWith('hc_session='))).toMatch(
      /HttpOnly.*SameSite=Lax|SameSite=Lax.*HttpOnly/,
    );
    expect(browser.cookies.has('hc_sign_in_flow')).toBe(false);
    const user = await browser.request(`${siteOrigin}${USER_AUTH_PATH}`);
    expect(((await user.json()) as { data: { emailAddress: string } }).data.emailAddress).toBe('ada@example.com');
  });

  it('keeps the flow in an HttpOnly, SameSite=Lax cookie that shows none of its secrets', async () => {
    // Arrange
    startSite(provider.issuer);
    // Act
    const response = await fetch(`${siteOrigin}/login/?continue=%2F`, { redirect: 'manual' });
    // Assert
    expect(response.status).toBe(303);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('hc_sign_in_flow='))!;
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Max-Age=600');
    const state = new URL(response.headers.get('location')!).searchParams.get('state')!;
    expect(cookie).not.toContain(state);
  });

  it("gives the account the visitor's anonymous requests filed with the same, verified address", async () => {
    // Arrange
    startSite(provider.issuer);
    const filed = await fetch(`${siteOrigin}/gateway/api/support-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        form: 'support',
        name: 'Ada',
        email: 'Ada@Example.com',
        ticketType: 'suggestion',
        summary: 'Where is my board?',
        description: 'It went missing.',
      }),
    });
    const { reference } = (await filed.json()) as { reference: string };
    // Act
    await signIn(new TestBrowser(siteOrigin), 'ada@example.com');
    // Assert
    const listed = await store.listSupportRequests({ ownerEmail: 'ada@example.com', offset: 0, limit: 10 });
    expect(listed.requests.map((row) => row.reference)).toEqual([reference]);
  });

  it('rotates the session id at sign-in: the session from before ends', async () => {
    // Arrange
    startSite(provider.issuer);
    const browser = new TestBrowser(siteOrigin);
    await signIn(browser, 'ada@example.com');
    const before = browser.cookies.get('hc_session')!;
    // Act: pick another account.
    const { consentPage } = await atProvider(browser, 'grace@example.com', '/', '&prompt=select_account');
    const callback = await browser.submit(consentPage, {}, `${siteOrigin}/login/callback/`);
    await browser.request(callback.url);
    // Assert
    const after = browser.cookies.get('hc_session')!;
    expect(after).not.toBe(before);
    expect(await store.findSession(hashSecret(before))).toBeUndefined();
    expect((await store.findSession(hashSecret(after)))?.email).toBe('grace@example.com');
  });

  it('replaces a continue target on another origin with the home page', async () => {
    // Arrange
    startSite(provider.issuer);
    // Act
    const response = await signIn(new TestBrowser(siteOrigin), 'ada@example.com', 'https://evil.example/steal');
    // Assert
    expect(response.headers.get('location')).toBe('/');
  });

  it('shows a clear message, a way back and no session when consent is denied', async () => {
    // Arrange
    startSite(provider.issuer);
    const browser = new TestBrowser(siteOrigin);
    const { consentPage } = await atProvider(browser, 'ada@example.com');
    const abort = /href="([^"]*\/abort)"/.exec(consentPage.html)![1]!;
    // Act
    const callback = await browser.follow(new URL(abort, consentPage.url).href, {
      stopAt: `${siteOrigin}/login/callback/`,
    });
    const response = await browser.request(callback.url);
    // Assert
    expect(new URL(callback.url).searchParams.get('error')).toBe('access_denied');
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(alertOf(html)).toBe('Sign-in was cancelled at the sign-in service. You can keep browsing, or try again.');
    expect(parseHtml(html).querySelector('a[href^="/login/?"]')!.getAttribute('href')).toBe(
      '/login/?application=sac&continue=%2Frequests%2F',
    );
    expect(browser.cookies.has('hc_session')).toBe(false);
  });

  it('refuses an answer whose state is not the one it sent', async () => {
    // Arrange
    startSite(provider.issuer);
    const browser = new TestBrowser(siteOrigin);
    const { callback } = await callbackFor(browser, 'ada@example.com');
    const forged = new URL(callback);
    forged.searchParams.set('state', 'a-state-of-someone-else');
    // Act
    const response = await browser.request(forged.href);
    // Assert
    expect(response.status).toBe(400);
    expect(alertOf(await response.text())).toBe(
      'Sign-in could not be completed: it took too long, was started in another window, or was already used. Try again.',
    );
    expect(browser.cookies.has('hc_session')).toBe(false);
    expect(lines.some((line) => line.msg === 'OpenID Connect sign-in did not complete')).toBe(true);
  });

  it('refuses an answer arriving in a browser that never started a sign-in', async () => {
    // Arrange
    startSite(provider.issuer);
    const { callback } = await callbackFor(new TestBrowser(siteOrigin), 'ada@example.com');
    // Act: the victim's browser is sent the attacker's code.
    const victim = new TestBrowser(siteOrigin);
    const response = await victim.request(callback);
    // Assert
    expect(response.status).toBe(400);
    expect(victim.cookies.has('hc_session')).toBe(false);
  });

  it('refuses a replayed code, even with the flow cookie put back', async () => {
    // Arrange
    startSite(provider.issuer);
    const browser = new TestBrowser(siteOrigin);
    const { callback } = await callbackFor(browser, 'ada@example.com');
    const flowCookie = browser.cookies.get('hc_sign_in_flow')!;
    const first = await browser.request(callback);
    const session = browser.cookies.get('hc_session');
    // Act
    browser.cookies.set('hc_sign_in_flow', flowCookie);
    browser.cookies.delete('hc_session');
    const replay = await browser.request(callback);
    // Assert
    expect(first.status).toBe(303);
    expect(session).toBeDefined();
    expect(replay.status).toBe(400);
    expect(browser.cookies.has('hc_session')).toBe(false);
    const refused = lines.find((line) => line.msg === 'OpenID Connect sign-in did not complete');
    expect(refused).toMatchObject({ failure: 'failed', reason: expect.stringContaining('invalid_grant') });
  });

  it.each([
    ['PKCE code verifier', { codeVerifier: 'x'.repeat(43) }],
    ['nonce', { nonce: 'a-nonce-the-site-never-sent' }],
  ])('refuses an answer when the flow holds another %s', async (_name, change) => {
    // Arrange
    startSite(provider.issuer);
    const browser = new TestBrowser(siteOrigin);
    const { callback } = await callbackFor(browser, 'ada@example.com');
    const sealer = new SignInFlowSealer(CLIENT_SECRET);
    const flow = sealer.open(browser.cookies.get('hc_sign_in_flow'), time)!;
    browser.cookies.set('hc_sign_in_flow', sealer.seal({ ...flow, ...change }));
    // Act
    const response = await browser.request(callback);
    // Assert
    expect(response.status).toBe(400);
    expect(browser.cookies.has('hc_session')).toBe(false);
  });

  it('refuses an answer that comes back after the sign-in flow expired', async () => {
    // Arrange
    startSite(provider.issuer);
    const browser = new TestBrowser(siteOrigin);
    const { callback } = await callbackFor(browser, 'ada@example.com');
    time = new Date(time.getTime() + 10 * 60_000 + 1);
    // Act
    const response = await browser.request(callback);
    // Assert
    expect(response.status).toBe(400);
    expect(alertOf(await response.text())).toMatch(/^Sign-in could not be completed/);
    expect(browser.cookies.has('hc_session')).toBe(false);
  });

  it('ends a session it started when it has been idle too long, and deletes its row', async () => {
    // Arrange
    startSite(provider.issuer, { SESSION_IDLE_MINUTES: '30' });
    const browser = new TestBrowser(siteOrigin);
    await signIn(browser);
    const id = browser.cookies.get('hc_session')!;
    // Act
    const alive = await heartbeat(browser);
    time = new Date(time.getTime() + 31 * 60_000);
    const ended = await heartbeat(browser);
    // Assert
    expect(alive).toBe(204);
    expect(ended).toBe(401);
    expect(await store.findSession(hashSecret(id))).toBeUndefined();
  });

  it('refuses an address the provider marks unverified, and an account without an address', async () => {
    // Arrange
    startSite(provider.issuer);
    // Act
    const unverified = await signIn(new TestBrowser(siteOrigin), 'unverified.ada@example.com');
    const none = await signIn(new TestBrowser(siteOrigin), 'ada');
    // Assert
    expect(unverified.status).toBe(403);
    expect(alertOf(await unverified.text())).toBe(
      'The sign-in service did not share a verified e-mail address, so we cannot tell who you are.',
    );
    expect(none.status).toBe(403);
  });

  it('shows the failure in Japanese when sign-in started on a Japanese page, and asks the provider for Japanese', async () => {
    // Arrange
    startSite(provider.issuer);
    const browser = new TestBrowser(siteOrigin);
    const { authorization, consentPage } = await atProvider(browser, 'ada@example.com', '/ja/', '', '/ja/login/');
    const abort = /href="([^"]*\/abort)"/.exec(consentPage.html)![1]!;
    // Act
    const callback = await browser.follow(new URL(abort, consentPage.url).href, {
      stopAt: `${siteOrigin}/login/callback/`,
    });
    const passedOn = await browser.request(callback.url);
    const page = await browser.follow(callback.url);
    // Assert
    expect(authorization.searchParams.get('ui_locales')).toBe('ja');
    expect(passedOn.status).toBe(303);
    expect(passedOn.headers.get('location')).toBe(`/ja/login/callback/${new URL(callback.url).search}`);
    expect(page.url).toBe(`${siteOrigin}/ja/login/callback/${new URL(callback.url).search}`);
    expect(page.response.status).toBe(403);
    const html = page.html;
    expect(alertOf(html)).toBe(
      'ログイン サービスでログインがキャンセルされました。閲覧を続けるか、もう一度お試しください。',
    );
    expect(parseHtml(html).documentElement.lang).toBe('ja');
    expect(parseHtml(html).querySelector('a[href="/ja/login/?application=sac&continue=%2Fja%2F"]')).not.toBeNull();
  });
});

describe('the login url with OpenID Connect', () => {
  it('prompt=none comes back anonymous when the provider would have to ask, and signed in when it need not', async () => {
    // Arrange
    startSite(provider.issuer);
    const browser = new TestBrowser(siteOrigin);
    // Act: no session at the provider yet.
    const anonymous = await browser.follow(`${siteOrigin}/login/?prompt=none&application=sac&continue=%2Fcontact%2F`, {
      stopAt: `${siteOrigin}/contact/`,
    });
    // Act: signed in once at the provider, then the site's session is lost.
    await signIn(browser);
    browser.cookies.delete('hc_session');
    const silent = await browser.follow(`${siteOrigin}/login/?prompt=none&application=sac&continue=%2Fcontact%2F`, {
      stopAt: `${siteOrigin}/contact/`,
    });
    // Assert
    expect(anonymous.url).toBe(`${siteOrigin}/contact/`);
    expect(silent.url).toBe(`${siteOrigin}/contact/`);
    expect(browser.cookies.has('hc_session')).toBe(true);
  });

  it('prompt=none sends an anonymous visitor back without a word when the provider cannot be reached', async () => {
    // Arrange
    await provider.close();
    startSite(provider.issuer);
    // Act
    const response = await fetch(`${siteOrigin}/login/?prompt=none&continue=%2Fcontact%2F`, { redirect: 'manual' });
    // Assert
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contact/');
  });

  it('select_account asks a provider without that prompt to sign in afresh, with the login hint', async () => {
    // Arrange
    startSite(provider.issuer);
    const browser = new TestBrowser(siteOrigin);
    await signIn(browser, 'ada@example.com');
    // Act
    const start = await browser.follow(
      `${siteOrigin}/login/?prompt=select_account&application=sac&continue=%2F&login_hint=ada%40example.com`,
      { stopAt: provider.issuer },
    );
    const loginPage = await browser.follow(start.url);
    // Assert
    const query = new URL(start.url).searchParams;
    expect(query.get('prompt')).toBe('login');
    expect(query.get('login_hint')).toBe('ada@example.com');
    expect(loginPage.html).toContain('value="ada@example.com"');
  });

  it('sends a signed-in visitor straight back to the continue target', async () => {
    // Arrange
    startSite(provider.issuer);
    const browser = new TestBrowser(siteOrigin);
    await signIn(browser);
    // Act
    const response = await browser.request(`${siteOrigin}/login/?application=sac&continue=%2Fcontact%2F`);
    // Assert
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contact/');
  });

  it('has no local sign-in steps beside the provider', async () => {
    // Arrange
    startSite(provider.issuer);
    // Act
    const post = await fetch(`${siteOrigin}/login/`, {
      method: 'POST',
      headers: { origin: siteOrigin, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=ada%40example.com',
    });
    const verify = await fetch(`${siteOrigin}/login/verify/?token=${'A'.repeat(43)}`);
    // Assert
    expect(post.status).toBe(404);
    expect(verify.status).toBe(404);
  });

  it('reports the Manage account url from configuration with the user', async () => {
    // Arrange
    startSite(provider.issuer);
    const browser = new TestBrowser(siteOrigin);
    await signIn(browser);
    // Act
    const user = await browser.request(`${siteOrigin}${USER_AUTH_PATH}`);
    // Assert
    expect(((await user.json()) as { data: { manageAccountUrl: string } }).data.manageAccountUrl).toBe(
      `${provider.issuer}/profile`,
    );
  });
});

describe('logging out with OpenID Connect', () => {
  it("ends the site's session, then the provider's through its end-session endpoint, and returns to the base url", async () => {
    // Arrange
    startSite(provider.issuer);
    const browser = new TestBrowser(siteOrigin);
    await signIn(browser);
    const id = browser.cookies.get('hc_session')!;
    // Act
    const logout = await browser.request(`${siteOrigin}/logout/`, { form: { continue: '/' } });
    const endSession = new URL(logout.headers.get('location')!);
    const confirm = await browser.follow(endSession.href);
    const back = await browser.submit(confirm, { logout: 'yes' }, `${siteOrigin}/`);
    // Assert
    expect(logout.status).toBe(303);
    expect(`${endSession.origin}${endSession.pathname}`).toBe(`${provider.issuer}/session/end`);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${siteOrigin}/`);
    expect(endSession.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(back.url).toBe(`${siteOrigin}/`);
    expect(await store.findSession(hashSecret(id))).toBeUndefined();
    expect(await heartbeat(browser)).toBe(401);
    // The provider's session is gone too: a silent sign-in now comes back anonymous.
    await browser.follow(`${siteOrigin}/login/?prompt=none&continue=%2F`, { stopAt: `${siteOrigin}/` });
    expect(browser.cookies.has('hc_session')).toBe(false);
  });
});

describe('a provider that is down or misconfigured', () => {
  it('leaves the site serving anonymously and says so clearly at sign-in, then works once the provider is back', async () => {
    // Arrange: the provider's port is closed.
    const port = Number(new URL(provider.issuer).port);
    await provider.close();
    startSite(provider.issuer);
    // Act
    const login = await fetch(`${siteOrigin}/login/?continue=%2Fcontact%2F`, { redirect: 'manual' });
    const home = await fetch(`${siteOrigin}/contact/`);
    const user = await fetch(`${siteOrigin}${USER_AUTH_PATH}`);
    // Assert
    expect(login.status).toBe(503);
    const html = await login.text();
    expect(alertOf(html)).toBe(
      'The sign-in service is not answering at the moment. You can keep browsing and try again in a few minutes.',
    );
    expect(parseHtml(html).querySelector('a[href="/login/?application=sac&continue=%2Fcontact%2F"]')).not.toBeNull();
    expect(home.status).toBe(200);
    expect(user.status).toBe(401);
    expect(lines.some((line) => line.msg?.startsWith('OpenID Connect provider unavailable'))).toBe(true);
    // Act: the provider comes back on its address; after the retry pause sign-in works.
    provider = await startTestProvider({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      redirectUri: `${siteOrigin}/login/callback/`,
      postLogoutRedirectUri: `${siteOrigin}/`,
      port,
    });
    time = new Date(time.getTime() + DISCOVERY_RETRY_MS);
    const response = await signIn(new TestBrowser(siteOrigin));
    // Assert
    expect(response.status).toBe(303);
  });

  it('says the same when the issuer answers with a discovery document for another issuer', async () => {
    // Arrange
    const impostor = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          issuer: 'https://elsewhere.example',
          authorization_endpoint: 'https://elsewhere.example/auth',
        }),
      );
    });
    const port = await listen(impostor);
    try {
      startSite(`http://127.0.0.1:${port}`);
      // Act
      const login = await fetch(`${siteOrigin}/login/`, { redirect: 'manual' });
      // Assert
      expect(login.status).toBe(503);
      expect(alertOf(await login.text())).toMatch(/^The sign-in service is not answering/);
    } finally {
      await close(impostor);
    }
  });

  it('says the same when the provider stops answering between the login and the callback', async () => {
    // Arrange
    startSite(provider.issuer);
    const browser = new TestBrowser(siteOrigin);
    const { callback } = await callbackFor(browser, 'ada@example.com');
    await provider.close();
    // Act
    const response = await browser.request(callback);
    // Assert
    expect(response.status).toBe(503);
    expect(alertOf(await response.text())).toMatch(/^The sign-in service is not answering/);
  });

  it('refuses sign-in with a clear message when the client secret is wrong', async () => {
    // Arrange: the site holds a secret the provider does not know.
    startSite(provider.issuer, { OIDC_CLIENT_SECRET: 'not-the-secret' });
    // Act
    const response = await signIn(new TestBrowser(siteOrigin));
    // Assert
    expect(response.status).toBe(400);
    expect(lines.find((line) => line.msg === 'OpenID Connect sign-in did not complete')).toMatchObject({
      failure: 'failed',
      reason: expect.stringMatching(/^The provider refused the client \(401, invalid_client\)$/),
    });
  });
});

describe('a preview for a signed-in visitor who is not an editor', () => {
  it('links to a sign-in that asks the provider to let the visitor select another account', async () => {
    // Arrange: a provider that offers account selection, and a preview deployment.
    await provider.close();
    provider = await startTestProvider({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      redirectUri: `${siteOrigin}/login/callback/`,
      postLogoutRedirectUri: `${siteOrigin}/`,
      selectAccount: true,
    });
    startSite(provider.issuer, { PREVIEW: 'on', PREVIEW_SECRET: 'a-preview-secret-for-tests' });
    const browser = new TestBrowser(siteOrigin);
    await signIn(browser, 'ada@example.com', '/');
    const denied = await browser.request(`${siteOrigin}/`);
    const link = parseHtml(await denied.text())
      .querySelector('main a.hc-button')!
      .getAttribute('href')!;

    // Act
    const start = await browser.follow(new URL(link, siteOrigin).href, { stopAt: provider.issuer });
    const atProviderPage = await browser.follow(start.url);

    // Assert
    expect(denied.status).toBe(403);
    expect(new URL(link, siteOrigin).searchParams.get('prompt')).toBe('select_account');
    const authorization = new URL(start.url);
    expect(`${authorization.origin}${authorization.pathname}`).toBe(`${provider.issuer}/auth`);
    expect(authorization.searchParams.get('prompt')).toBe('select_account');
    // The provider takes the prompt into its own interaction, rather than sending an error back to the
    // site (its development pages have no account picker to show there).
    expect(atProviderPage.url.startsWith(`${provider.issuer}/interaction/`)).toBe(true);
  });
});
