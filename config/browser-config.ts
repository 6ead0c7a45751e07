/**
 * The configuration the browser may see. An explicit allowlist: anything not named here stays on the
 * server. The server embeds it as JSON (`<script type="application/json" id="__CONFIG__">`) and the
 * client reads it back with the same type, so both sides agree on its shape.
 */

export const BROWSER_CONFIG_KEYS = ['publicBaseUrl', 'environment', 'analyticsConsent'] as const;

export type BrowserConfigKey = (typeof BROWSER_CONFIG_KEYS)[number];

export interface BrowserConfig {
  /** Origin the site is served from, e.g. `https://support.example.com`. */
  publicBaseUrl: string;
  /** NODE_ENV of the server; lets browser code skip development-only diagnostics in production. */
  environment: 'development' | 'production' | 'test';
  /** ANALYTICS_CONSENT=required: analytics sends nothing until the visitor accepts it. */
  analyticsConsent: boolean;
}

export const BROWSER_CONFIG_ELEMENT_ID = '__CONFIG__';

/** Copies only the allowlisted keys, so a new server setting never leaks to the browser by accident. */
export function pickBrowserConfig(source: BrowserConfig): BrowserConfig {
  const picked: Partial<BrowserConfig> = {};
  for (const key of BROWSER_CONFIG_KEYS) {
    Object.assign(picked, { [key]: source[key] });
  }
  return Object.freeze(picked as BrowserConfig);
}

/** Validates a parsed value as BrowserConfig; returns undefined when it does not have the right shape. */
export function asBrowserConfig(value: unknown): BrowserConfig | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const env = record.environment;
  if (typeof record.publicBaseUrl !== 'string') return undefined;
  if (env !== 'development' && env !== 'production' && env !== 'test') return undefined;
  return pickBrowserConfig({
    publicBaseUrl: record.publicBaseUrl,
    environment: env,
    analyticsConsent: record.analyticsConsent === true,
  });
}
