/**
 * Feature flags for pages and the flags API, through OpenFeature: any provider (the built-in flags
 * file, or a flag service's) is set for this app's own domain, and every flag of SPEC.md section 9
 * is read with its default. A provider that errors or answers a value of the wrong shape gives the
 * default for that flag, and the problem is logged.
 */
import { OpenFeature, type Client, type EvaluationContext, type Provider } from '@openfeature/server-sdk';
import type { FeatureFlags } from '../../shared/types/page';
import { FileFlagProvider } from './file-provider';
import { DEFAULT_FLAGS, defaultsOf, FLAG_KEYS, FLAG_VALUE_SCHEMAS, type FlagContext, type FlagKey } from './flags';

export interface FlagLogger {
  warn(obj: unknown, msg?: string): void;
}

export interface PageFlags {
  /** Every flag for one context. */
  evaluate(context: FlagContext): Promise<FeatureFlags>;
  /**
   * The flags with no rule applied, read synchronously for documents built outside a page request
   * (the Markdown twins): the flags file's defaults, or SPEC.md's for another provider.
   */
  baseline(): FeatureFlags;
}

let domains = 0;

export function toEvaluationContext(context: FlagContext): EvaluationContext {
  return {
    ...(context.targetingKey === undefined ? {} : { targetingKey: context.targetingKey }),
    locale: context.locale,
    host: context.host,
    path: context.path,
    roles: [...context.roles],
    ...(context.country === undefined ? {} : { country: context.country }),
    ...(context.attributes ? { attributes: { ...context.attributes } } : {}),
  };
}

export class FlagService implements PageFlags {
  private readonly client: Client;
  readonly domain: string;

  private constructor(
    readonly provider: Provider,
    private readonly logger?: FlagLogger,
  ) {
    // A domain per service keeps apps (and tests) with different providers apart in OpenFeature's registry.
    domains += 1;
    this.domain = `help-centre-flags-${domains}`;
    this.client = OpenFeature.getClient(this.domain);
  }

  /** Sets the provider and waits for its initialisation (a flag service may connect first). */
  static async create(provider: Provider, logger?: FlagLogger): Promise<FlagService> {
    const service = new FlagService(provider, logger);
    await OpenFeature.setProviderAndWait(service.domain, provider);
    return service;
  }

  /** For a provider that needs no initialisation (the flags file): usable at once. */
  static createSync(provider: Provider, logger?: FlagLogger): FlagService {
    const service = new FlagService(provider, logger);
    OpenFeature.setProvider(service.domain, provider);
    return service;
  }

  async evaluate(context: FlagContext): Promise<FeatureFlags> {
    const evaluationContext = toEvaluationContext(context);
    const entries = await Promise.all(
      FLAG_KEYS.map(async (key) => [key, await this.flag(key, evaluationContext)] as const),
    );
    return Object.freeze(Object.fromEntries(entries)) as unknown as FeatureFlags;
  }

  baseline(): FeatureFlags {
    return this.provider instanceof FileFlagProvider ? defaultsOf(this.provider.current()) : DEFAULT_FLAGS;
  }

  private async flag<K extends FlagKey>(key: K, context: EvaluationContext): Promise<FeatureFlags[K]> {
    const fallback = DEFAULT_FLAGS[key];
    const details =
      typeof fallback === 'boolean'
        ? await this.client.getBooleanDetails(key, fallback, context)
        : await this.client.getObjectDetails(key, structuredClone(fallback), context);
    if (details.errorCode) {
      this.logger?.warn({ flag: key, errorCode: details.errorCode }, `flag '${key}': ${details.errorMessage ?? ''}`);
      return structuredClone(fallback);
    }
    const checked = FLAG_VALUE_SCHEMAS[key].safeParse(details.value);
    if (!checked.success) {
      this.logger?.warn({ flag: key }, `flag '${key}': the provider answered a value of the wrong shape`);
      return structuredClone(fallback);
    }
    return checked.data;
  }

  /** Stops the provider (the flags file stops being polled). */
  async close(): Promise<void> {
    await this.provider.onClose?.();
  }
}
