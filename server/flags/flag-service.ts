/**
 * Feature flags for pages and the flags API, through OpenFeature: any provider (the built-in flags
 * file, or a flag service's) is set for this app's own domain, and every flag of SPEC.md section 9
 * is read with its default. A provider that errors or answers a value of the wrong shape gives the
 * default for that flag, and the problem is logged.
 */
import {
  OpenFeature,
  ProviderEvents,
  type Client,
  type EvaluationContext,
  type Provider,
} from '@openfeature/server-sdk';
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

/** How many contexts' flags a service keeps (a page's context names its path): the oldest go first. */
export const MAX_KEPT_CONTEXTS = 2_048;

/** Every event a server provider emits: each may change what it answers. */
const PROVIDER_EVENTS = [
  ProviderEvents.Ready,
  ProviderEvents.Error,
  ProviderEvents.ConfigurationChanged,
  ProviderEvents.Stale,
] as const;

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

function isEmpty(context: EvaluationContext): boolean {
  for (const key in context) if (Object.hasOwn(context, key)) return false;
  return true;
}

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
  /**
   * The flags evaluated for recent contexts, by the context's JSON, when the provider is the flags
   * file: its answer is a function of the file's flags and the context alone, and it emits an event
   * whenever the flags change. Every provider event forgets them all. Another provider (a flag
   * service) may answer differently without an event, so its flags are evaluated every time.
   */
  private readonly kept = new Map<string, FeatureFlags>();
  /** Counts the provider's events, so an evaluation begun before one does not keep its answer. */
  private generation = 0;
  private readonly keeps: boolean;

  private constructor(
    readonly provider: Provider,
    private readonly logger?: FlagLogger,
  ) {
    // A domain per service keeps apps (and tests) with different providers apart in OpenFeature's registry.
    domains += 1;
    this.domain = `help-centre-flags-${domains}`;
    this.client = OpenFeature.getClient(this.domain);
    this.keeps = provider instanceof FileFlagProvider;
    if (this.keeps) for (const event of PROVIDER_EVENTS) this.client.addHandler(event, this.forget);
  }

  private readonly forget = (): void => {
    this.generation += 1;
    this.kept.clear();
  };

  /**
   * The key an evaluation for `context` is kept under, or undefined when it is not kept: another
   * provider, or anything besides the context and the provider that OpenFeature would apply (hooks,
   * which may act on each evaluation, or a global, client or transaction context merged into it).
   */
  private keyOf(context: EvaluationContext): string | undefined {
    if (!this.keeps) return undefined;
    if (OpenFeature.getHooks().length > 0 || this.client.getHooks().length > 0) return undefined;
    if ((this.provider.hooks?.length ?? 0) > 0) return undefined;
    if (!isEmpty(OpenFeature.getContext()) || !isEmpty(this.client.getContext())) return undefined;
    if (!isEmpty(OpenFeature.getTransactionContext())) return undefined;
    return JSON.stringify(context);
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
    const key = this.keyOf(evaluationContext);
    const known = key === undefined ? undefined : this.kept.get(key);
    if (known) return known;
    const generation = this.generation;
    let answered = true;
    const entries = await Promise.all(
      FLAG_KEYS.map(async (flagKey) => {
        const found = await this.flag(flagKey, evaluationContext);
        if (!found.answered) answered = false;
        return [flagKey, found.value] as const;
      }),
    );
    // Frozen through: a kept answer is shared by every page of its context.
    const flags = deepFreeze(Object.fromEntries(entries)) as unknown as FeatureFlags;
    // A default given for an error or a wrong shape is not kept: the next page asks (and logs) again.
    if (key !== undefined && answered && generation === this.generation) {
      if (this.kept.size >= MAX_KEPT_CONTEXTS) this.kept.delete(this.kept.keys().next().value!);
      this.kept.set(key, flags);
    }
    return flags;
  }

  baseline(): FeatureFlags {
    return this.provider instanceof FileFlagProvider ? defaultsOf(this.provider.current()) : DEFAULT_FLAGS;
  }

  /** A flag's value, and whether the provider answered it (false: the default, for an error or a wrong shape). */
  private async flag<K extends FlagKey>(
    key: K,
    context: EvaluationContext,
  ): Promise<{ value: FeatureFlags[K]; answered: boolean }> {
    const fallback = DEFAULT_FLAGS[key];
    const details =
      typeof fallback === 'boolean'
        ? await this.client.getBooleanDetails(key, fallback, context)
        : await this.client.getObjectDetails(key, structuredClone(fallback), context);
    if (details.errorCode) {
      this.logger?.warn({ flag: key, errorCode: details.errorCode }, `flag '${key}': ${details.errorMessage ?? ''}`);
      return { value: structuredClone(fallback), answered: false };
    }
    const checked = FLAG_VALUE_SCHEMAS[key].safeParse(details.value);
    if (!checked.success) {
      this.logger?.warn({ flag: key }, `flag '${key}': the provider answered a value of the wrong shape`);
      return { value: structuredClone(fallback), answered: false };
    }
    return { value: checked.data, answered: true };
  }

  /** Stops the provider (the flags file stops being polled). */
  async close(): Promise<void> {
    await this.provider.onClose?.();
  }
}
