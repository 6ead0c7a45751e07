/**
 * The configuration the browser may see. An explicit allowlist: anything not named here stays on the
 * server. The server embeds it as JSON (`<script type="application/json" id="__CONFIG__">`) and the
 * client reads it back with the same type, so both sides agree on its shape.
 */

export const BROWSER_CONFIG_KEYS = [
  'publicBaseUrl',
  'environment',
  'flagsClientKey',
  'sacBaseUrl',
  'chatWidgetUrl',
  'chatWidgetIntegrity',
  'analyticsConsent',
] as const;

/** The key of the built-in flags endpoint; a flag service's client key replaces it (FLAGS_CLIENT_KEY). */
export const DEFAULT_FLAGS_CLIENT_KEY = 'client-help-centre';

export type BrowserConfigKey = (typeof BROWSER_CONFIG_KEYS)[number];

export interface BrowserConfig {
  /** Origin the site is served from, e.g. `https://support.example.com`. */
  publicBaseUrl: string;
  /** NODE_ENV of the server; lets browser code skip development-only diagnostics in production. */
  environment: 'development' | 'production' | 'test';
  /** Client key of the feature-flag client; empty: the client fails and the embedded flags stay. */
  flagsClientKey: string;
  /** Origin of the customer-context service (cohort experiment); empty: this site. */
  sacBaseUrl: string;
  /** The chat widget's loader script; empty: the built-in assistant. */
  chatWidgetUrl: string;
  /** Its subresource integrity hash, when configured. */
  chatWidgetIntegrity: string;
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
  const text = (key: string) => (typeof record[key] === 'string' ? record[key] : '');
  return pickBrowserConfig({
    publicBaseUrl: record.publicBaseUrl,
    environment: env,
    flagsClientKey: text('flagsClientKey'),
    sacBaseUrl: text('sacBaseUrl'),
    chatWidgetUrl: text('chatWidgetUrl'),
    chatWidgetIntegrity: text('chatWidgetIntegrity'),
    analyticsConsent: record.analyticsConsent === true,
  });
}
