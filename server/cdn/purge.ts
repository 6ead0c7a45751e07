/**
 * Tells the CDN in front (deploy/varnish/default.vcl) to drop pages when content changes, so a
 * visitor sees an edit at once instead of after s-maxage. A PURGE names the Surrogate-Key values
 * (entry ids) of what changed, or nothing to drop every page. A CDN that cannot be reached is
 * logged and never fails the change: its pages then age out by s-maxage as they would without purge.
 */
import type { ContentLogger } from '../content/logger';

/** A PURGE that has not answered by then is given up on. */
export const PURGE_TIMEOUT_MS = 2_000;

/** Surrogate keys are entry ids; anything else could widen the ban regular expression. */
const SAFE_KEY = /^[A-Za-z0-9_-]+$/;

export interface CdnPurger {
  /** Drops the pages that show any of `keys`, or every page without keys. Never rejects. */
  purge(keys?: readonly string[]): Promise<boolean>;
}

export interface CdnPurgerOptions {
  url: string;
  logger: ContentLogger;
  fetch?: typeof fetch;
}

export function createCdnPurger(options: CdnPurgerOptions): CdnPurger {
  const send = options.fetch ?? fetch;
  return {
    async purge(keys) {
      const headers: Record<string, string> = {};
      if (keys !== undefined) {
        const safe = keys.filter((key) => SAFE_KEY.test(key));
        if (safe.length === 0) return true;
        headers['X-Purge-Keys'] = safe.join(' ');
      }
      try {
        const response = await send(options.url + '/', {
          method: 'PURGE',
          headers,
          signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
        });
        if (!response.ok) {
          options.logger.error({ cdn: options.url, status: response.status }, 'CDN purge was refused');
          return false;
        }
        return true;
      } catch (error) {
        options.logger.error({ cdn: options.url, err: (error as Error).message }, 'CDN purge failed');
        return false;
      }
    },
  };
}
