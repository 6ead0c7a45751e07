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
      search: { buildThreads: undefined, parallelFrom: 20_000 },
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
    });

    expect(config.port).toBe(8080);
    expect(config.search).toEqual({ buildThreads: 4, parallelFrom: 5000 });
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
    });
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

  it('rejects a database url that is not PostgreSQL', () => {
    expect(() => parseConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
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
    const config = parseConfig({ CONTENTFUL_SPACE_ID: 's', CONTENTFUL_DELIVERY_TOKEN: 'secret' });

    expect(Object.keys(config.browser).sort()).toEqual([...BROWSER_CONFIG_KEYS].sort());
    expect(JSON.stringify(config.browser)).not.toContain('secret');
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
    });
    expect(parseConfig({ ANALYTICS_CONSENT: 'required' }).browser.analyticsConsent).toBe(true);
    expect(() => parseConfig({ ANALYTICS_CONSENT: 'maybe' })).toThrow(/ANALYTICS_CONSENT/);
    expect(() => parseConfig({ ANALYTICS_BUFFER_EVENTS: '10' })).toThrow(/ANALYTICS_BUFFER_EVENTS: must be between 50/);
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
