/**
 * The one reader of process.env. Everything configurable is named, typed, validated and defaulted
 * here; the rest of the code receives a frozen `Config`. An invalid value stops start-up with one
 * message naming every bad variable.
 */
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { pickBrowserConfig, type BrowserConfig } from './browser-config';

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
  DATA_DIR: optionalString,
  DATABASE_URL: optionalString,
  FLAGS_FILE: optionalString,
  PREVIEW: onOff(false),
  HTML_CACHE: onOff(true),
  HTML_CACHE_MAX_BYTES: integer(64 * 1024 * 1024, 0, 4 * 1024 * 1024 * 1024),
  SHUTDOWN_TIMEOUT_MS: integer(10_000, 0, 600_000),
  SHUTDOWN_DRAIN_MS: integer(0, 0, 600_000),
  SEARCH_BUILD_THREADS: integer(0, 0, 64),
  SEARCH_PARALLEL_FROM: integer(20_000, 1, 100_000_000),
  LOCAL_SIGN_IN: onOff(false),
  SMTP_URL: optionalString,
  MAIL_FROM: optionalString,
  SESSION_IDLE_MINUTES: integer(120, 1, 7 * 24 * 60),
  SESSION_ABSOLUTE_HOURS: integer(24 * 7, 1, 90 * 24),
  SIGN_IN_RATE_LIMIT: integer(5, 1, 10_000),
  EDITOR_EMAIL_DOMAIN: optionalString,
  STAFF_EMAILS: optionalString,
  TRUST_PROXY: trustProxy,
  OVERLOAD_MAX_DELAY_MS: integer(-1, 0, 60_000),
  ANALYTICS_BUFFER_EVENTS: integer(20_000, 50, 10_000_000),
  ANALYTICS_FLUSH_EVENTS: integer(500, 1, 100_000),
  ANALYTICS_FLUSH_MS: integer(200, 10, 60_000),
  ANALYTICS_CONSENT: z.enum(['required', 'not-required']).default('not-required'),
});

export interface ContentfulConfig {
  spaceId: string;
  environment: string;
  deliveryToken: string;
  host: string;
  syncIntervalMs: number;
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
  dataDir: string;
  databaseUrl: string | undefined;
  flagsFile: string;
  /** A preview deployment: drafts are served, nothing is cached, the preview error page exists. */
  preview: boolean;
  htmlCache: { enabled: boolean; maxBytes: number };
  shutdownTimeoutMs: number;
  /** After SIGTERM, how long /readyz says 503 while requests are still accepted, before closing. */
  shutdownDrainMs: number;
  search: {
    /** Worker threads (and shards) of a parallel index build; undefined: the cores available. */
    buildThreads: number | undefined;
    /** Documents from which the index is built in worker threads rather than the main thread. */
    parallelFrom: number;
  };
  auth: AuthConfig;
  /** Express `trust proxy`: false, the number of proxy hops in front, or the proxies' addresses. */
  trustProxy: number | readonly string[] | false;
  /** Event loop delay (ms) above which requests are shed with 503; 0: never. */
  overloadMaxDelayMs: number;
  analytics: AnalyticsConfig;
  /** The allowlisted part the browser may see. */
  browser: BrowserConfig;
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
}

export interface AuthConfig {
  /**
   * The local sign-in page (one-time links by e-mail): always on outside production, in production
   * only with LOCAL_SIGN_IN=on.
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
  if (contentfulValues.every((value) => value !== undefined)) {
    contentful = {
      spaceId: e.CONTENTFUL_SPACE_ID!,
      environment: e.CONTENTFUL_ENVIRONMENT ?? 'master',
      deliveryToken: e.CONTENTFUL_DELIVERY_TOKEN!,
      host: e.CONTENTFUL_HOST ?? 'cdn.contentful.com',
      syncIntervalMs: e.CONTENTFUL_SYNC_INTERVAL_MS,
    };
  } else if (contentfulValues.some((value) => value !== undefined)) {
    problems.push('CONTENTFUL_SPACE_ID and CONTENTFUL_DELIVERY_TOKEN must be set together (or neither)');
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
  if (problems.length > 0) throw new ConfigError(problems);

  const isProduction = e.NODE_ENV === 'production';
  // Local development listens on loopback only; a container (NODE_ENV=production) must accept
  // connections from outside, so it binds every interface.
  const host = e.HOST ?? (isProduction ? '0.0.0.0' : 'localhost');
  const publicBaseUrl = e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`;
  const resolve = (value: string | undefined, fallback: string) => path.resolve(cwd, value ?? fallback);

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
    dataDir: resolve(e.DATA_DIR, 'data'),
    databaseUrl: e.DATABASE_URL,
    flagsFile: resolve(e.FLAGS_FILE, 'config/flags.json'),
    preview: e.PREVIEW,
    htmlCache: { enabled: e.HTML_CACHE, maxBytes: e.HTML_CACHE_MAX_BYTES },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    search: {
      buildThreads: e.SEARCH_BUILD_THREADS === 0 ? undefined : e.SEARCH_BUILD_THREADS,
      parallelFrom: e.SEARCH_PARALLEL_FROM,
    },
    auth: {
      localSignIn: !isProduction || e.LOCAL_SIGN_IN,
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
    analytics: {
      bufferEvents: e.ANALYTICS_BUFFER_EVENTS,
      flushEvents: e.ANALYTICS_FLUSH_EVENTS,
      flushMs: e.ANALYTICS_FLUSH_MS,
      consentRequired: e.ANALYTICS_CONSENT === 'required',
    },
    browser: pickBrowserConfig({
      publicBaseUrl,
      environment: e.NODE_ENV,
      analyticsConsent: e.ANALYTICS_CONSENT === 'required',
    }),
  };
  return deepFreeze(config);
}

/** Reads the process environment. Called once, by server/start.ts. */
export function readConfig(): Readonly<Config> {
  return parseConfig(process.env);
}
