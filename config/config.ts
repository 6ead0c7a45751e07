/**
 * The one reader of process.env. Everything configurable is named, typed, validated and defaulted
 * here; the rest of the code receives a frozen `Config`. An invalid value stops start-up with one
 * message naming every bad variable.
 */
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_FLAGS_CLIENT_KEY, pickBrowserConfig, type BrowserConfig } from './browser-config';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

const integer = (fallback: number, min: number, max: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      if (!/^\d+$/.test(value)) {
        ctx.addIssue({ code: 'custom', message: `must be a whole number, got "${value}"` });
        return z.NEVER;
      }
      const parsed = Number(value);
      if (parsed < min || parsed > max) {
        ctx.addIssue({ code: 'custom', message: `must be between ${min} and ${max}, got ${parsed}` });
        return z.NEVER;
      }
      return parsed;
    });

const onOff = (fallback: boolean) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      if (['on', 'true', '1', 'yes'].includes(value)) return true;
      if (['off', 'false', '0', 'no'].includes(value)) return false;
      ctx.addIssue({ code: 'custom', message: `must be on or off, got "${value}"` });
      return z.NEVER;
    });

const url = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === '') return undefined;
    try {
      const parsed = new URL(value);
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('protocol');
      return parsed.origin + parsed.pathname.replace(/\/+$/, '');
    } catch {
      ctx.addIssue({ code: 'custom', message: `must be an http(s) url, got "${value}"` });
      return z.NEVER;
    }
  });

/** An http(s) url kept exactly as written: an issuer is compared with the provider's own spelling. */
const exactUrl = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === '') return undefined;
    if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
      ctx.addIssue({ code: 'custom', message: `must be an http(s) url, got "${value}"` });
      return z.NEVER;
    }
    return value;
  });

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, a CIDR subnet or one of Express's names for address ranges. */
function isProxyAddress(value: string): boolean {
  if (PROXY_NAMES.includes(value)) return true;
  const [address = '', bits, ...rest] = value.split('/');
  if (rest.length > 0 || isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= max;
}

/** TRUST_PROXY: unset (trust no proxy), a hop count, or a comma-separated list of proxy addresses. */
const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): number | string[] | false => {
    if (value === undefined || value === '') return false;
    if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
    const list = value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
    const bad = list.filter((part) => !isProxyAddress(part));
    if (bad.length > 0 || list.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a hop count or a list of addresses, subnets, loopback, linklocal or uniquelocal; got "${bad.join(', ') || value}"`,
      });
      return z.NEVER;
    }
    return list;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: optionalString,
  PORT: integer(3000, 0, 65535),
  PUBLIC_BASE_URL: url,
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  CONTENT_FILE: optionalString,
  CONTENT_ASSETS_DIR: optionalString,
  BRAND_DIR: optionalString,
  CLIENT_DIST_DIR: optionalString,
  CONTENTFUL_SPACE_ID: optionalString,
  CONTENTFUL_ENVIRONMENT: optionalString,
  CONTENTFUL_DELIVERY_TOKEN: optionalString,
  CONTENTFUL_HOST: optionalString,
  CONTENTFUL_SYNC_INTERVAL_MS: integer(60_000, 1_000, 86_400_000),
  CONTENTFUL_TIMEOUT_MS: integer(10_000, 100, 600_000),
  CONTENTFUL_WEBHOOK_SECRET: optionalString,
  CONTENTFUL_WEBHOOK_SIGNING_SECRET: optionalString,
  CONTENTFUL_PREVIEW_TOKEN: optionalString,
  CONTENTFUL_PREVIEW_HOST: optionalString,
  DATA_DIR: optionalString,
  DATABASE_URL: optionalString,
  FLAGS_FILE: optionalString,
  FLAGS_PROVIDER: optionalString,
  FLAGS_POLL_MS: integer(2_000, 0, 3_600_000),
  FLAGS_CLIENT_KEY: z
    .string()
    .trim()
    .optional()
    .refine((value) => value === undefined || /^[\w.-]{0,200}$/.test(value), {
      message: 'must be letters, digits, dots, hyphens or underscores (at most 200)',
    }),
  SAC_BASE_URL: url,
  CHAT_WIDGET_URL: url,
  CHAT_WIDGET_INTEGRITY: z
    .string()
    .trim()
    .optional()
    .refine((value) => value === undefined || value === '' || /^sha(256|384|512)-[A-Za-z0-9+/]+=*$/.test(value), {
      message: 'must be a subresource integrity hash, e.g. sha384-…',
    }),
  PREVIEW: onOff(false),
  PREVIEW_HOSTS: optionalString,
  PREVIEW_SECRET: optionalString,
  HTML_CACHE: onOff(true),
  HTML_CACHE_MAX_BYTES: integer(64 * 1024 * 1024, 0, 4 * 1024 * 1024 * 1024),
  SHUTDOWN_TIMEOUT_MS: integer(10_000, 0, 600_000),
  SHUTDOWN_DRAIN_MS: integer(0, 0, 600_000),
  KEEP_ALIVE_TIMEOUT_MS: integer(65_000, 1_000, 600_000),
  SEARCH_BUILD_THREADS: integer(0, 0, 64),
  SEARCH_PARALLEL_FROM: integer(20_000, 1, 100_000_000),
  SEARCH_TIMEOUT_MS: integer(500, 10, 60_000),
  LOCAL_SIGN_IN: onOff(false),
  SMTP_URL: optionalString,
  MAIL_FROM: optionalString,
  SESSION_IDLE_MINUTES: integer(120, 1, 7 * 24 * 60),
  SESSION_ABSOLUTE_HOURS: integer(24 * 7, 1, 90 * 24),
  SIGN_IN_RATE_LIMIT: integer(5, 1, 10_000),
  EDITOR_EMAIL_DOMAIN: optionalString,
  STAFF_EMAILS: optionalString,
  OIDC_ISSUER: exactUrl,
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_SCOPES: optionalString,
  MANAGE_ACCOUNT_URL: url,
  TRUST_PROXY: trustProxy,
  OVERLOAD_MAX_DELAY_MS: integer(-1, 0, 60_000),
  CDN_S_MAXAGE: integer(300, 0, 31_536_000),
  CDN_PURGE_URL: url,
  ANALYTICS_BUFFER_EVENTS: integer(20_000, 50, 10_000_000),
  ANALYTICS_FLUSH_EVENTS: integer(500, 1, 100_000),
  ANALYTICS_FLUSH_MS: integer(200, 10, 60_000),
  ANALYTICS_CONSENT: z.enum(['required', 'not-required']).default('not-required'),
  ANALYTICS_RETENTION_DAYS: integer(90, 1, 3650),
  SEARCH_TRUST_REFRESH_MS: integer(300_000, 50, 86_400_000),
});

export interface ContentfulConfig {
  spaceId: string;
  environment: string;
  deliveryToken: string;
  host: string;
  syncIntervalMs: number;
  /** Timeout of each request to Contentful; a whole sync gets six times as long. */
  requestTimeoutMs: number;
  /** Shared secret the webhook must send in X-Contentful-Webhook-Secret, when set. */
  webhookSecret: string | undefined;
  /** Contentful's request-signing secret; the webhook must carry a valid signature, when set. */
  webhookSigningSecret: string | undefined;
}

/** The Contentful Preview API: drafts read per request in a preview deployment. */
export interface ContentfulPreviewConfig {
  spaceId: string;
  environment: string;
  previewToken: string;
  /** `host` or `host:port`; `preview.contentful.com` by default. */
  host: string;
  /** Plain http (a loopback stand-in), from an `http://` CONTENTFUL_PREVIEW_HOST. */
  insecure: boolean;
}

/** Who may see drafts and on which requests (docs/adr/023-live-preview.md). */
export interface PreviewConfig {
  /** Every request of this deployment is a preview (PREVIEW=on). */
  all: boolean;
  /** Lower-case host names whose requests are previews, so one deployment serves both. */
  hosts: readonly string[];
  /** Shared secret that lets a visitor in without signing in as an editor. */
  secret: string | undefined;
  /** No secret outside production: anyone may preview (development convenience). */
  open: boolean;
}

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  host: string;
  port: number;
  /** Origin (and optional base path) of the public site, without a trailing slash. */
  publicBaseUrl: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Absolute path of the Contentful export file used when Contentful is not configured. */
  contentFile: string;
  /** Absolute path of the directory served at /content-assets/. */
  contentAssetsDir: string;
  /** The favicon set (favicon.svg, favicon.ico, PNG icons), served at the site's root. */
  brandDir: string;
  /** Absolute path of the client bundle (hashed assets and manifest.json), served at /static/. */
  clientDistDir: string;
  /** Set when the Contentful space, environment and delivery token are all configured. */
  contentful: ContentfulConfig | undefined;
  /** Set when the space and a preview token are configured. */
  contentfulPreview: ContentfulPreviewConfig | undefined;
  /** The space and environment editors open entries in (the web app link of the preview banner). */
  contentfulWebApp: { spaceId: string; environment: string };
  dataDir: string;
  databaseUrl: string | undefined;
  flagsFile: string;
  /** Absolute path of a module exporting an OpenFeature provider used instead of the flags file. */
  flagsProvider: string | undefined;
  /** How often the flags file is polled for changes (ms); 0: read once at start. */
  flagsPollMs: number;
  /** Origin of the customer-context service (cohort experiment); '' is this server. */
  sacBaseUrl: string;
  /** The chat widget's loader script; unset: the built-in assistant. */
  chatWidget: { url: string; integrity: string | undefined } | undefined;
  /** A preview deployment: drafts are served, nothing is cached, the preview error page exists. */
  preview: boolean;
  /** Preview on some hosts (PREVIEW_HOSTS) and access to it. */
  previewAccess: PreviewConfig;
  htmlCache: { enabled: boolean; maxBytes: number };
  shutdownTimeoutMs: number;
  /** After SIGTERM, how long /readyz says 503 while requests are still accepted, before closing. */
  shutdownDrainMs: number;
  /**
   * How long an idle keep-alive connection stays open. Longer than the idle timeout of the load
   * balancer in front, so the balancer, never the app, closes an idle connection and never sends a
   * request on one the app is closing.
   */
  keepAliveTimeoutMs: number;
  search: {
    /** Worker threads (and shards) of a parallel index build; undefined: the cores available. */
    buildThreads: number | undefined;
    /** Documents from which the index is built in worker threads rather than the main thread. */
    parallelFrom: number;
    /** Time budget of one search or results page search (server/search/time-budget.ts). */
    timeoutMs: number;
    /** How often helpful answers and page views are read again for results and ranking (ADR 026). */
    trustRefreshMs: number;
  };
  auth: AuthConfig;
  /** Express `trust proxy`: false, the number of proxy hops in front, or the proxies' addresses. */
  trustProxy: number | readonly string[] | false;
  /** Event loop delay (ms) above which requests are shed with 503; 0: never. */
  overloadMaxDelayMs: number;
  cdn: {
    /** Seconds a shared cache may keep a public page fresh (its s-maxage). */
    sMaxAge: number;
    /** The CDN's address for BAN requests when content changes (deploy/varnish/default.vcl); none: no purge. */
    purgeUrl: string | undefined;
  };
  analytics: AnalyticsConfig;
  /** The allowlisted part the browser may see. */
  browser: BrowserConfig;
}

/** An OpenID Connect provider: sign-in by authorization code with PKCE (docs/adr/018-openid-connect-sign-in.md). */
export interface OidcConfig {
  /** Issuer url; its discovery document is read from `{issuer}/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Where the provider sends the visitor back: `{PUBLIC_BASE_URL}/login/callback/`. */
  redirectUri: string;
  /** Where the provider's end-session endpoint returns to: the base url. */
  postLogoutRedirectUri: string;
  /** Space-separated scopes; always has openid and email. */
  scopes: string;
  /** Plain http is allowed for an issuer on a loopback host only (local development and tests). */
  allowInsecureRequests: boolean;
}

export interface AnalyticsConfig {
  /** Most events waiting in memory to be written; beyond it POST /gateway/api/analytics answers 503. */
  bufferEvents: number;
  /** Events written per transaction; a flush starts as soon as this many wait ... */
  flushEvents: number;
  /** ... or this long after the first one arrived. */
  flushMs: number;
  /** Whether the browser sends anything only after the visitor accepted analytics. */
  consentRequired: boolean;
  /** Raw events older than this many days are rolled into daily aggregates and deleted. */
  retentionDays: number;
}

export interface AuthConfig {
  /** Who signs visitors in: the local page, an OpenID Connect provider, or nobody. */
  provider: 'local' | 'oidc' | 'none';
  /** Set exactly when `provider` is 'oidc'. */
  oidc: OidcConfig | undefined;
  /** The identity provider's profile page, linked as Manage account; undefined: no such item. */
  manageAccountUrl: string | undefined;
  /**
   * The local sign-in page (one-time links by e-mail): on outside production, in production only
   * with LOCAL_SIGN_IN=on, and never beside an OpenID Connect provider.
   */
  localSignIn: boolean;
  /** smtp:// or smtps:// url of the mail server; without it sign-in links and mails go to the log. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** A session ends after this long without a request ... */
  sessionIdleMs: number;
  /** ... and this long after sign-in, whatever happens. */
  sessionAbsoluteMs: number;
  /** Sign-in requests per e-mail address in 15 minutes (a client address gets four times as many). */
  signInLimit: number;
  /** Lower-case domain (without '@') whose addresses may edit content. */
  editorEmailDomain: string;
  /** Lower-case addresses and '@domain' entries of support staff. */
  staffEmails: readonly string[];
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function isLoopbackUrl(value: string): boolean {
  return LOOPBACK_HOSTS.has(new URL(value).hostname);
}

/** The scopes asked for: the configured ones, always with openid and email (the account is the address). */
function oidcScopes(value: string | undefined): string {
  const scopes = new Set(['openid', 'email', ...(value ?? 'profile').split(/\s+/).filter((scope) => scope !== '')]);
  return [...scopes].join(' ');
}

type Env = Readonly<Record<string, string | undefined>>;

function deepFreeze<T extends object>(value: T): Readonly<T> {
  for (const child of Object.values(value)) {
    if (typeof child === 'object' && child !== null && !Object.isFrozen(child)) deepFreeze(child as object);
  }
  return Object.freeze(value);
}

/** Parses an environment (any record of strings) into a frozen Config, or throws one ConfigError. */
export function parseConfig(env: Env, cwd: string = process.cwd()): Readonly<Config> {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`),
    );
  }
  const e = result.data;
  const problems: string[] = [];

  const contentfulValues = [e.CONTENTFUL_SPACE_ID, e.CONTENTFUL_DELIVERY_TOKEN];
  let contentful: ContentfulConfig | undefined;
  // A preview-only deployment may name the space with just a preview token.
  const previewOnlySpace = e.CONTENTFUL_SPACE_ID !== undefined && e.CONTENTFUL_PREVIEW_TOKEN !== undefined;
  if (contentfulValues.every((value) => value !== undefined)) {
    contentful = {
      spaceId: e.CONTENTFUL_SPACE_ID!,
      environment: e.CONTENTFUL_ENVIRONMENT ?? 'master',
      deliveryToken: e.CONTENTFUL_DELIVERY_TOKEN!,
      host: e.CONTENTFUL_HOST ?? 'cdn.contentful.com',
      syncIntervalMs: e.CONTENTFUL_SYNC_INTERVAL_MS,
      requestTimeoutMs: e.CONTENTFUL_TIMEOUT_MS,
      webhookSecret: e.CONTENTFUL_WEBHOOK_SECRET,
      webhookSigningSecret: e.CONTENTFUL_WEBHOOK_SIGNING_SECRET,
    };
  } else if (contentfulValues.some((value) => value !== undefined) && !previewOnlySpace) {
    problems.push('CONTENTFUL_SPACE_ID and CONTENTFUL_DELIVERY_TOKEN must be set together (or neither)');
  }
  if (!contentful && (e.CONTENTFUL_WEBHOOK_SECRET !== undefined || e.CONTENTFUL_WEBHOOK_SIGNING_SECRET !== undefined)) {
    problems.push(
      'CONTENTFUL_WEBHOOK_SECRET and CONTENTFUL_WEBHOOK_SIGNING_SECRET need CONTENTFUL_SPACE_ID and CONTENTFUL_DELIVERY_TOKEN',
    );
  }
  let contentfulPreview: ContentfulPreviewConfig | undefined;
  if (e.CONTENTFUL_PREVIEW_TOKEN !== undefined) {
    const host = e.CONTENTFUL_PREVIEW_HOST ?? 'preview.contentful.com';
    const match = /^(https?:\/\/)?([a-z0-9.-]+(?::\d{1,5})?)\/?$/i.exec(host);
    if (e.CONTENTFUL_SPACE_ID === undefined) {
      problems.push('CONTENTFUL_PREVIEW_TOKEN: needs CONTENTFUL_SPACE_ID');
    } else if (!match) {
      problems.push(`CONTENTFUL_PREVIEW_HOST: must be a host, host:port or http(s):// origin, got "${host}"`);
    } else {
      contentfulPreview = {
        spaceId: e.CONTENTFUL_SPACE_ID,
        environment: e.CONTENTFUL_ENVIRONMENT ?? 'master',
        previewToken: e.CONTENTFUL_PREVIEW_TOKEN,
        host: match[2]!.toLowerCase(),
        insecure: match[1]?.toLowerCase() === 'http://',
      };
    }
  }
  const previewHosts = (e.PREVIEW_HOSTS ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item !== '');
  const badHosts = previewHosts.filter((item) => !/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/.test(item));
  if (badHosts.length > 0) {
    problems.push(
      `PREVIEW_HOSTS: must be a comma-separated list of host names (no port), got "${badHosts.join(', ')}"`,
    );
  }
  if (e.PREVIEW_SECRET !== undefined && e.PREVIEW_SECRET.length < 16) {
    problems.push('PREVIEW_SECRET: must be at least 16 characters');
  }
  const previewEnabled = e.PREVIEW || previewHosts.length > 0;
  // Drafts must never be open to the internet: production refuses to start rather than guess.
  if (e.NODE_ENV === 'production' && previewEnabled && e.PREVIEW_SECRET === undefined) {
    problems.push('PREVIEW_SECRET: a preview deployment in production needs it (editors who sign in are let in too)');
  }

  if (e.DATABASE_URL !== undefined && !/^postgres(ql)?:\/\//.test(e.DATABASE_URL)) {
    problems.push('DATABASE_URL: must be a postgres:// or postgresql:// url');
  }
  if (e.SMTP_URL !== undefined && !/^smtps?:\/\//.test(e.SMTP_URL)) {
    problems.push('SMTP_URL: must be an smtp:// or smtps:// url');
  }
  // Sign-in links are never logged or shown in production, so there they can only travel by mail.
  if (e.NODE_ENV === 'production' && e.LOCAL_SIGN_IN && e.SMTP_URL === undefined) {
    problems.push('LOCAL_SIGN_IN: on in production needs SMTP_URL (sign-in links are only mailed there)');
  }
  const oidcValues = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET];
  const oidcConfigured = oidcValues.every((value) => value !== undefined);
  if (!oidcConfigured && oidcValues.some((value) => value !== undefined)) {
    problems.push('OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together (or none)');
  }
  const insecureIssuer = e.OIDC_ISSUER !== undefined && e.OIDC_ISSUER.startsWith('http:');
  if (insecureIssuer && !isLoopbackUrl(e.OIDC_ISSUER!)) {
    problems.push('OIDC_ISSUER: must be an https url (plain http only on localhost or 127.0.0.1)');
  }
  if (oidcConfigured && e.LOCAL_SIGN_IN) {
    problems.push('LOCAL_SIGN_IN: on cannot be combined with OIDC_ISSUER; choose one way to sign in');
  }
  if (e.CHAT_WIDGET_INTEGRITY && e.CHAT_WIDGET_URL === undefined) {
    problems.push('CHAT_WIDGET_INTEGRITY: needs CHAT_WIDGET_URL (the hash is of that script)');
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const isProduction = e.NODE_ENV === 'production';
  // Local development listens on loopback only; a container (NODE_ENV=production) must accept
  // connections from outside, so it binds every interface.
  const host = e.HOST ?? (isProduction ? '0.0.0.0' : 'localhost');
  const publicBaseUrl = e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`;
  const resolve = (value: string | undefined, fallback: string) => path.resolve(cwd, value ?? fallback);
  // An OpenID Connect provider replaces the local page; without one, the local page is on outside
  // production and in production only when asked for.
  const localSignIn = !oidcConfigured && (!isProduction || e.LOCAL_SIGN_IN);
  const chatWidget =
    e.CHAT_WIDGET_URL === undefined
      ? undefined
      : { url: e.CHAT_WIDGET_URL, integrity: e.CHAT_WIDGET_INTEGRITY || undefined };

  const config: Config = {
    nodeEnv: e.NODE_ENV,
    isProduction,
    host,
    port: e.PORT,
    publicBaseUrl,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    contentFile: resolve(e.CONTENT_FILE, 'content/sample-space.json'),
    contentAssetsDir: resolve(e.CONTENT_ASSETS_DIR, 'content/assets'),
    brandDir: resolve(e.BRAND_DIR, 'content/brand'),
    clientDistDir: resolve(e.CLIENT_DIST_DIR, 'dist/client'),
    contentful,
    contentfulPreview,
    contentfulWebApp: {
      spaceId: e.CONTENTFUL_SPACE_ID ?? 'helpcentre',
      environment: e.CONTENTFUL_ENVIRONMENT ?? 'master',
    },
    dataDir: resolve(e.DATA_DIR, 'data'),
    databaseUrl: e.DATABASE_URL,
    flagsFile: resolve(e.FLAGS_FILE, 'config/flags.json'),
    flagsProvider: e.FLAGS_PROVIDER === undefined ? undefined : resolve(e.FLAGS_PROVIDER, ''),
    flagsPollMs: e.FLAGS_POLL_MS,
    sacBaseUrl: e.SAC_BASE_URL ?? '',
    chatWidget,
    preview: e.PREVIEW,
    previewAccess: {
      all: e.PREVIEW,
      hosts: previewHosts,
      secret: e.PREVIEW_SECRET,
      open: e.PREVIEW_SECRET === undefined && !isProduction,
    },
    htmlCache: { enabled: e.HTML_CACHE, maxBytes: e.HTML_CACHE_MAX_BYTES },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    search: {
      buildThreads: e.SEARCH_BUILD_THREADS === 0 ? undefined : e.SEARCH_BUILD_THREADS,
      parallelFrom: e.SEARCH_PARALLEL_FROM,
      timeoutMs: e.SEARCH_TIMEOUT_MS,
      trustRefreshMs: e.SEARCH_TRUST_REFRESH_MS,
    },
    auth: {
      provider: oidcConfigured ? 'oidc' : localSignIn ? 'local' : 'none',
      oidc: oidcConfigured
        ? {
            issuer: e.OIDC_ISSUER!,
            clientId: e.OIDC_CLIENT_ID!,
            clientSecret: e.OIDC_CLIENT_SECRET!,
            redirectUri: `${publicBaseUrl}/login/callback/`,
            postLogoutRedirectUri: `${publicBaseUrl}/`,
            scopes: oidcScopes(e.OIDC_SCOPES),
            allowInsecureRequests: insecureIssuer,
          }
        : undefined,
      manageAccountUrl: e.MANAGE_ACCOUNT_URL,
      localSignIn,
      smtpUrl: e.SMTP_URL,
      mailFrom: e.MAIL_FROM ?? 'Help centre <no-reply@localhost>',
      sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
      sessionAbsoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
      signInLimit: e.SIGN_IN_RATE_LIMIT,
      editorEmailDomain: (e.EDITOR_EMAIL_DOMAIN ?? 'atlassian.com').replace(/^@/, '').toLowerCase(),
      staffEmails: (e.STAFF_EMAILS ?? '')
        .split(',')
        .map((item) => item.trim().toLowerCase())
        .filter((item) => item !== ''),
    },
    trustProxy: e.TRUST_PROXY,
    // Tests run on a loaded machine where a slow tick is not overload; they turn shedding on explicitly.
    overloadMaxDelayMs: e.OVERLOAD_MAX_DELAY_MS >= 0 ? e.OVERLOAD_MAX_DELAY_MS : e.NODE_ENV === 'test' ? 0 : 1000,
    cdn: { sMaxAge: e.CDN_S_MAXAGE, purgeUrl: e.CDN_PURGE_URL },
    browser: pickBrowserConfig({
      publicBaseUrl,
      environment: e.NODE_ENV,
      // An empty FLAGS_CLIENT_KEY is kept empty: the browser's flag client then reports the missing key.
      flagsClientKey: e.FLAGS_CLIENT_KEY ?? DEFAULT_FLAGS_CLIENT_KEY,
      sacBaseUrl: e.SAC_BASE_URL ?? '',
      chatWidgetUrl: chatWidget?.url ?? '',
      chatWidgetIntegrity: chatWidget?.integrity ?? '',
      analyticsConsent: e.ANALYTICS_CONSENT === 'required',
    }),
    analytics: {
      bufferEvents: e.ANALYTICS_BUFFER_EVENTS,
      flushEvents: e.ANALYTICS_FLUSH_EVENTS,
      flushMs: e.ANALYTICS_FLUSH_MS,
      consentRequired: e.ANALYTICS_CONSENT === 'required',
      retentionDays: e.ANALYTICS_RETENTION_DAYS,
    },
  };
  return deepFreeze(config);
}

/** Reads the process environment. Called once, by server/start.ts. */
export function readConfig(): Readonly<Config> {
  return parseConfig(process.env);
}
