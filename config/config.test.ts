import path from 'node:path';
import { ConfigError, parseConfig } from './config';
import { asBrowserConfig, BROWSER_CONFIG_KEYS, pickBrowserConfig } from './browser-config';

describe('parseConfig', () => {
  it('gives every setting a default when the environment is empty', () => {
    const config = parseConfig({}, '/srv/app');

    expect(config).toMatchObject({
      nodeEnv: 'development',
      host: 'localhost',
      port: 3000,
      publicBaseUrl: 'http://localhost:3000',
      logLevel: 'info',
      contentFile: path.resolve('/srv/app', 'content/sample-space.json'),
      flagsFile: path.resolve('/srv/app', 'config/flags.json'),
      contentful: undefined,
      databaseUrl: undefined,
      htmlCache: { enabled: true, maxBytes: 64 * 1024 * 1024 },
      search: { buildThreads: undefined, parallelFrom: 20_000, timeoutMs: 500 },
    });
  });

  it('binds every interface in production so a container is reachable', () => {
    expect(parseConfig({ NODE_ENV: 'production' }).host).toBe('0.0.0.0');
    expect(parseConfig({ NODE_ENV: 'production', HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
  });

  it('reads numbers, switches and urls', () => {
    const config = parseConfig({
      PORT: '8080',
      HTML_CACHE: 'off',
      HTML_CACHE_MAX_BYTES: '1024',
      PUBLIC_BASE_URL: 'https://support.example.com/',
      LOG_LEVEL: 'warn',
      SEARCH_BUILD_THREADS: '4',
      SEARCH_PARALLEL_FROM: '5000',
      SEARCH_TIMEOUT_MS: '250',
    });

    expect(config.port).toBe(8080);
    expect(config.search).toEqual({ buildThreads: 4, parallelFrom: 5000, timeoutMs: 250, trustRefreshMs: 300_000 });
    expect(config.htmlCache).toEqual({ enabled: false, maxBytes: 1024 });
    expect(config.publicBaseUrl).toBe('https://support.example.com');
    expect(config.logLevel).toBe('warn');
  });

  it('switches to Contentful when the space and delivery token are set', () => {
    const config = parseConfig({ CONTENTFUL_SPACE_ID: 'space', CONTENTFUL_DELIVERY_TOKEN: 'token' });

    expect(config.contentful).toEqual({
      spaceId: 'space',
      environment: 'master',
      deliveryToken: 'token',
      host: 'cdn.contentful.com',
      syncIntervalMs: 60_000,
      requestTimeoutMs: 10_000,
      webhookSecret: undefined,
      webhookSigningSecret: undefined,
    });
  });

  it('reads the webhook secrets and the request timeout of Contentful', () => {
    const config = parseConfig({
      CONTENTFUL_SPACE_ID: 'space',
      CONTENTFUL_DELIVERY_TOKEN: 'token',
      CONTENTFUL_TIMEOUT_MS: '2500',
      CONTENTFUL_WEBHOOK_SECRET: 'shared',
      CONTENTFUL_WEBHOOK_SIGNING_SECRET: 'signing',
    });

    expect(config.contentful).toMatchObject({
      requestTimeoutMs: 2500,
      webhookSecret: 'shared',
      webhookSigningSecret: 'signing',
    });
  });

  it('refuses webhook secrets without a Contentful space', () => {
    expect(() => parseConfig({ CONTENTFUL_WEBHOOK_SECRET: 'shared' })).toThrow(/CONTENTFUL_WEBHOOK_SECRET/);
  });

  it('rejects every bad value in one error that names each variable', () => {
    let error: unknown;
    try {
      parseConfig({ PORT: 'eighty', HTML_CACHE: 'maybe', NODE_ENV: 'staging', PUBLIC_BASE_URL: 'ftp://x' });
    } catch (caught) {
      error = caught;
    }

    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain('PORT');
    expect(message).toContain('HTML_CACHE');
    expect(message).toContain('NODE_ENV');
    expect(message).toContain('PUBLIC_BASE_URL');
  });

  it('rejects a Contentful space without a delivery token', () => {
    expect(() => parseConfig({ CONTENTFUL_SPACE_ID: 'space' })).toThrow(/must be set together/);
  });

  it('reads the Contentful Preview API from a preview token and the space, on preview.contentful.com by default', () => {
    const config = parseConfig({ CONTENTFUL_SPACE_ID: 'space', CONTENTFUL_PREVIEW_TOKEN: 'preview-token' });

    expect(config.contentful).toBeUndefined();
    expect(config.contentfulPreview).toEqual({
      spaceId: 'space',
      environment: 'master',
      previewToken: 'preview-token',
      host: 'preview.contentful.com',
      insecure: false,
    });
    expect(config.contentfulWebApp).toEqual({ spaceId: 'space', environment: 'master' });
  });

  it('points the Preview API at a plain-http loopback host when CONTENTFUL_PREVIEW_HOST says http://', () => {
    const config = parseConfig({
      CONTENTFUL_SPACE_ID: 'space',
      CONTENTFUL_PREVIEW_TOKEN: 'preview-token',
      CONTENTFUL_PREVIEW_HOST: 'http://127.0.0.1:4010',
    });

    expect(config.contentfulPreview).toMatchObject({ host: '127.0.0.1:4010', insecure: true });
  });

  it('rejects a preview token without a space, and a preview host that is not a host', () => {
    expect(() => parseConfig({ CONTENTFUL_PREVIEW_TOKEN: 't' })).toThrow(
      /CONTENTFUL_PREVIEW_TOKEN: needs CONTENTFUL_SPACE_ID/,
    );
    expect(() =>
      parseConfig({ CONTENTFUL_SPACE_ID: 's', CONTENTFUL_PREVIEW_TOKEN: 't', CONTENTFUL_PREVIEW_HOST: 'ftp://x/y' }),
    ).toThrow(/CONTENTFUL_PREVIEW_HOST/);
  });

  it('reads preview host names and the preview secret, and lets anyone preview outside production without one', () => {
    const open = parseConfig({ PREVIEW_HOSTS: 'Preview.Example.com, drafts.example.com' });
    const closed = parseConfig({ PREVIEW: 'on', PREVIEW_SECRET: 'sixteen-chars-ok' });

    expect(open.previewAccess).toEqual({
      all: false,
      hosts: ['preview.example.com', 'drafts.example.com'],
      secret: undefined,
      open: true,
    });
    expect(closed.previewAccess).toEqual({ all: true, hosts: [], secret: 'sixteen-chars-ok', open: false });
  });

  it('refuses a preview deployment in production without a preview secret, and a short secret', () => {
    expect(() => parseConfig({ NODE_ENV: 'production', PREVIEW: 'on' })).toThrow(
      /PREVIEW_SECRET: a preview deployment/,
    );
    expect(() => parseConfig({ NODE_ENV: 'production', PREVIEW_HOSTS: 'preview.example.com' })).toThrow(
      /PREVIEW_SECRET/,
    );
    expect(
      parseConfig({ NODE_ENV: 'production', PREVIEW: 'on', PREVIEW_SECRET: 'x'.repeat(32) }).previewAccess.open,
    ).toBe(false);
    expect(() => parseConfig({ PREVIEW_SECRET: 'short' })).toThrow(/at least 16 characters/);
    expect(() => parseConfig({ PREVIEW_HOSTS: 'preview.example.com:8080' })).toThrow(/PREVIEW_HOSTS/);
  });

  it('rejects a database url that is not PostgreSQL', () => {
    expect(() => parseConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('rejects a search time budget that is not a whole number of ms from 10 to 60000', () => {
    expect(() => parseConfig({ SEARCH_TIMEOUT_MS: '0' })).toThrow(/SEARCH_TIMEOUT_MS/);
    expect(() => parseConfig({ SEARCH_TIMEOUT_MS: 'soon' })).toThrow(/SEARCH_TIMEOUT_MS/);
    expect(parseConfig({}).search.timeoutMs).toBe(500);
  });

  it('returns a frozen config', () => {
    const config = parseConfig({});

    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.htmlCache)).toBe(true);
    expect(() => {
      (config as { port: number }).port = 1;
    }).toThrow(TypeError);
  });
});

describe('browser config', () => {
  it('holds only the allowlisted keys', () => {
    const config = parseConfig({
      CONTENTFUL_SPACE_ID: 's',
      CONTENTFUL_DELIVERY_TOKEN: 'secret',
      CONTENTFUL_PREVIEW_TOKEN: 'preview-token',
      PREVIEW_SECRET: 'preview-secret-value',
    });

    expect(Object.keys(config.browser).sort()).toEqual([...BROWSER_CONFIG_KEYS].sort());
    expect(JSON.stringify(config.browser)).not.toMatch(/secret|preview-token/);
  });

  it('drops keys that are not allowlisted when picking', () => {
    const picked = pickBrowserConfig({
      publicBaseUrl: 'https://a.example',
      environment: 'production',
      analyticsConsent: true,
      token: 'x',
    } as never);

    expect(picked).toEqual({ publicBaseUrl: 'https://a.example', environment: 'production', analyticsConsent: true });
  });

  it('accepts a well-formed embedded value and refuses a malformed one', () => {
    expect(asBrowserConfig({ publicBaseUrl: 'https://a.example', environment: 'test' })).toEqual({
      publicBaseUrl: 'https://a.example',
      environment: 'test',
      flagsClientKey: '',
      sacBaseUrl: '',
      chatWidgetUrl: '',
      chatWidgetIntegrity: '',
      analyticsConsent: false,
    });
    expect(asBrowserConfig({ publicBaseUrl: 1, environment: 'test' })).toBeUndefined();
    expect(asBrowserConfig(null)).toBeUndefined();
  });

  it('defaults analytics to a 20,000-event buffer and no consent, and refuses a bad consent value', () => {
    expect(parseConfig({}).analytics).toEqual({
      bufferEvents: 20_000,
      flushEvents: 500,
      flushMs: 200,
      consentRequired: false,
      retentionDays: 90,
    });
    expect(parseConfig({ ANALYTICS_CONSENT: 'required' }).browser.analyticsConsent).toBe(true);
    expect(() => parseConfig({ ANALYTICS_CONSENT: 'maybe' })).toThrow(/ANALYTICS_CONSENT/);
    expect(() => parseConfig({ ANALYTICS_BUFFER_EVENTS: '10' })).toThrow(/ANALYTICS_BUFFER_EVENTS: must be between 50/);
  });

  it('keeps raw analytics events 90 days by default and refuses a retention that is not a whole number of days', () => {
    expect(parseConfig({ ANALYTICS_RETENTION_DAYS: '30' }).analytics.retentionDays).toBe(30);
    expect(() => parseConfig({ ANALYTICS_RETENTION_DAYS: '0' })).toThrow(/ANALYTICS_RETENTION_DAYS: must be between 1/);
    expect(() => parseConfig({ ANALYTICS_RETENTION_DAYS: 'a week' })).toThrow(
      /ANALYTICS_RETENTION_DAYS: must be a whole number/,
    );
  });

  it('reads helpful answers and page views for search every five minutes by default', () => {
    expect(parseConfig({}).search.trustRefreshMs).toBe(300_000);
    expect(parseConfig({ SEARCH_TRUST_REFRESH_MS: '1000' }).search.trustRefreshMs).toBe(1000);
    expect(() => parseConfig({ SEARCH_TRUST_REFRESH_MS: '10' })).toThrow(/SEARCH_TRUST_REFRESH_MS: must be between 50/);
  });

  it('defaults sign-in to the local page outside production with two-hour idle and seven-day sessions', () => {
    const { auth } = parseConfig({});
    expect(auth).toMatchObject({
      localSignIn: true,
      smtpUrl: undefined,
      sessionIdleMs: 120 * 60_000,
      sessionAbsoluteMs: 7 * 24 * 3_600_000,
      signInLimit: 5,
      editorEmailDomain: 'atlassian.com',
      staffEmails: [],
    });
  });

  it('reads the editor domain and the staff list in lower case', () => {
    const { auth } = parseConfig({
      EDITOR_EMAIL_DOMAIN: '@Vendor.Example',
      STAFF_EMAILS: ' Lead@Example.com, @Support.example ,',
    });
    expect(auth.editorEmailDomain).toBe('vendor.example');
    expect(auth.staffEmails).toEqual(['lead@example.com', '@support.example']);
  });

  it('turns local sign-in off in production unless it is asked for with a mail server', () => {
    expect(parseConfig({ NODE_ENV: 'production' }).auth.localSignIn).toBe(false);
    expect(
      parseConfig({ NODE_ENV: 'production', LOCAL_SIGN_IN: 'on', SMTP_URL: 'smtp://mail:25' }).auth.localSignIn,
    ).toBe(true);
    expect(() => parseConfig({ NODE_ENV: 'production', LOCAL_SIGN_IN: 'on' })).toThrow(/LOCAL_SIGN_IN/);
  });

  it('refuses a mail server url that is not smtp', () => {
    expect(() => parseConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
  });

  it('signs in through OpenID Connect when the issuer, client id and secret are set, instead of the local page', () => {
    const { auth } = parseConfig({
      PUBLIC_BASE_URL: 'https://support.example.com',
      OIDC_ISSUER: 'https://id.example.com/',
      OIDC_CLIENT_ID: 'help-centre',
      OIDC_CLIENT_SECRET: 'secret',
    });
    expect(auth.provider).toBe('oidc');
    expect(auth.localSignIn).toBe(false);
    expect(auth.oidc).toEqual({
      issuer: 'https://id.example.com/',
      clientId: 'help-centre',
      clientSecret: 'secret',
      redirectUri: 'https://support.example.com/login/callback/',
      postLogoutRedirectUri: 'https://support.example.com/',
      scopes: 'openid email profile',
      allowInsecureRequests: false,
    });
  });

  it('names the provider local outside production, none in production without LOCAL_SIGN_IN', () => {
    expect(parseConfig({}).auth.provider).toBe('local');
    expect(parseConfig({ NODE_ENV: 'production' }).auth.provider).toBe('none');
    expect(parseConfig({}).auth.oidc).toBeUndefined();
  });

  it('always asks for the openid and email scopes, whatever OIDC_SCOPES names', () => {
    const env = { OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' };
    expect(parseConfig({ ...env, OIDC_SCOPES: 'profile  groups' }).auth.oidc!.scopes).toBe(
      'openid email profile groups',
    );
  });

  it.each([
    [{ OIDC_ISSUER: 'https://id.example.com' }, /must be set together/],
    [{ OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' }, /must be set together/],
    [
      { OIDC_ISSUER: 'http://id.example.com', OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' },
      /OIDC_ISSUER: must be an https url/,
    ],
    [{ OIDC_ISSUER: 'id.example.com', OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' }, /OIDC_ISSUER/],
    [
      { OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b', LOCAL_SIGN_IN: 'on' },
      /choose one way to sign in/,
    ],
  ])('refuses the OpenID Connect settings %j', (env, message) => {
    expect(() => parseConfig(env)).toThrow(message);
  });

  it('allows a plain-http issuer on loopback only, for local development and tests', () => {
    const { auth } = parseConfig({
      OIDC_ISSUER: 'http://127.0.0.1:4000',
      OIDC_CLIENT_ID: 'a',
      OIDC_CLIENT_SECRET: 'b',
    });
    expect(auth.oidc!.allowInsecureRequests).toBe(true);
  });

  it('reads the Manage account url, and has none by default', () => {
    expect(parseConfig({}).auth.manageAccountUrl).toBeUndefined();
    expect(parseConfig({ MANAGE_ACCOUNT_URL: 'https://id.example.com/profile' }).auth.manageAccountUrl).toBe(
      'https://id.example.com/profile',
    );
    expect(() => parseConfig({ MANAGE_ACCOUNT_URL: 'javascript:alert(1)' })).toThrow(/MANAGE_ACCOUNT_URL/);
  });
});

describe('TRUST_PROXY and OVERLOAD_MAX_DELAY_MS', () => {
  it('trusts no proxy by default and sheds from 1,000 ms of event loop delay outside tests', () => {
    const config = parseConfig({ NODE_ENV: 'production' }, '/srv');
    expect(config.trustProxy).toBe(false);
    expect(config.overloadMaxDelayMs).toBe(1000);
    expect(parseConfig({ NODE_ENV: 'test' }, '/srv').overloadMaxDelayMs).toBe(0);
  });

  it('reads a hop count or a list of addresses, subnets and named ranges', () => {
    expect(parseConfig({ TRUST_PROXY: '2' }, '/srv').trustProxy).toBe(2);
    expect(parseConfig({ TRUST_PROXY: '0' }, '/srv').trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,2001:db8::1' }, '/srv').trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      '2001:db8::1',
    ]);
  });

  it('refuses a value that is neither, naming it', () => {
    expect(() => parseConfig({ TRUST_PROXY: 'cdn.example.com' }, '/srv')).toThrow(/TRUST_PROXY: .*cdn\.example\.com/);
    expect(() => parseConfig({ TRUST_PROXY: '10.0.0.0/99' }, '/srv')).toThrow(/TRUST_PROXY/);
  });
});

describe('CDN_S_MAXAGE and CDN_PURGE_URL', () => {
  it('lets a CDN keep pages for five minutes and purges nothing by default', () => {
    expect(parseConfig({}, '/srv').cdn).toEqual({ sMaxAge: 300, purgeUrl: undefined });
  });

  it('reads the s-maxage in seconds and the address of the CDN to purge', () => {
    const config = parseConfig({ CDN_S_MAXAGE: '30', CDN_PURGE_URL: 'http://varnish:6081/' }, '/srv');
    expect(config.cdn).toEqual({ sMaxAge: 30, purgeUrl: 'http://varnish:6081' });
  });

  it('refuses a purge address that is not an http url, naming it', () => {
    expect(() => parseConfig({ CDN_PURGE_URL: 'varnish:6081' }, '/srv')).toThrow(/CDN_PURGE_URL/);
    expect(() => parseConfig({ CDN_S_MAXAGE: '-1' }, '/srv')).toThrow(/CDN_S_MAXAGE/);
  });
});

describe('KEEP_ALIVE_TIMEOUT_MS', () => {
  it('keeps idle connections open longer than the usual 60 s of a load balancer, unless told otherwise', () => {
    expect(parseConfig({}, '/srv').keepAliveTimeoutMs).toBe(65_000);
    expect(parseConfig({ KEEP_ALIVE_TIMEOUT_MS: '120000' }, '/srv').keepAliveTimeoutMs).toBe(120_000);
    expect(() => parseConfig({ KEEP_ALIVE_TIMEOUT_MS: '10' }, '/srv')).toThrow(/KEEP_ALIVE_TIMEOUT_MS/);
  });
});
