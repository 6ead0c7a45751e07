/**
 * The browser's feature-flag client (SPEC.md sections 4 and 8): uninitialized, then initialized with
 * the visitor's flags from the flags API, or failed. A missing client key fails with SPEC.md's message
 * and an initialization failure is logged; either way the page keeps the flags the server embedded.
 */
import { FLAGS_API_PATH } from '../../shared/constants';
import type { FeatureFlags } from '../../shared/types/page';
import type { CohortAttributes } from './cohort';

export type FlagClientStatus = 'uninitialized' | 'initialized' | 'failed';

export const MISSING_CLIENT_KEY_ERROR = 'STATSIG client Initialization Error, Missing Client Key';
export const INITIALIZATION_ERROR = 'Feature flag client initialization failed';
export const MISSING_FLAG_CONTEXT_ERROR = 'Feature flag context is missing';

export class MissingFlagContextError extends Error {
  constructor() {
    super(MISSING_FLAG_CONTEXT_ERROR);
    this.name = 'MissingFlagContextError';
  }
}

export interface FlagClientDeps {
  clientKey: string;
  /** The flags the server embedded in the page. */
  embedded: FeatureFlags;
  fetch: typeof fetch;
  log: Pick<Console, 'error'>;
  /** Origin of the flags API; '' is this site. */
  baseUrl?: string;
}

/** The inputs of the chat assistant's evaluation (SPEC.md section 7). */
export interface ExperimentInputs {
  path: string;
  anonymousId?: string;
  hostName: string;
  countryCode?: string;
  emailDomainHash?: string;
  isCompanyAccount: boolean;
  isAdmin: boolean;
  /** The customer cohort's attributes, null values dropped (client/flags/cohort.ts). */
  cohort?: CohortAttributes;
}

function asFlags(body: unknown): FeatureFlags {
  const flags = (body as { featureFlags?: unknown } | null)?.featureFlags;
  const video = (flags as { isVideoEnabled?: unknown } | undefined)?.isVideoEnabled;
  const agent = (flags as Record<string, { agent_enabled?: unknown } | undefined> | undefined)?.['csm-ai-agent-on-sac'];
  if (typeof video !== 'boolean' || typeof agent?.agent_enabled !== 'boolean') {
    throw new Error('the flags answer is not a set of flags');
  }
  return flags as FeatureFlags;
}

export class FlagClient {
  private state: FlagClientStatus = 'uninitialized';
  private current: FeatureFlags;

  constructor(private readonly deps: FlagClientDeps) {
    this.current = deps.embedded;
  }

  get status(): FlagClientStatus {
    return this.state;
  }

  get flags(): FeatureFlags {
    return this.current;
  }

  /** Learns the visitor's flags for a page; resolves to the flags in force afterwards. */
  async initialize(context: { path: string; anonymousId?: string }): Promise<FeatureFlags> {
    if (!this.deps.clientKey) {
      this.deps.log.error(MISSING_CLIENT_KEY_ERROR);
      this.state = 'failed';
      return this.current;
    }
    const query = new URLSearchParams({ path: context.path });
    if (context.anonymousId) query.set('anonymousId', context.anonymousId);
    try {
      this.current = await this.request(`${this.url()}?${query.toString()}`, { method: 'GET' });
      this.state = 'initialized';
    } catch (error) {
      this.deps.log.error(INITIALIZATION_ERROR, error);
      this.state = 'failed';
    }
    return this.current;
  }

  /**
   * Evaluates the flags for an experiment's inputs (the chat assistant); undefined when the client
   * is not initialized or the call fails, which callers take as 'not enabled'.
   */
  async evaluate(inputs: ExperimentInputs): Promise<FeatureFlags | undefined> {
    if (this.state !== 'initialized') return undefined;
    try {
      return await this.request(this.url(), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(inputs),
      });
    } catch (error) {
      this.deps.log.error(INITIALIZATION_ERROR, error);
      return undefined;
    }
  }

  private url(): string {
    return `${this.deps.baseUrl ?? ''}${FLAGS_API_PATH}`;
  }

  private async request(url: string, init: RequestInit): Promise<FeatureFlags> {
    const response = await this.deps.fetch(url, {
      ...init,
      credentials: 'include',
      headers: { ...(init.headers as Record<string, string> | undefined), 'X-Client-Key': this.deps.clientKey },
    });
    if (!response.ok) throw new Error(`the flags API answered ${response.status}`);
    return asFlags(await response.json());
  }
}

/**
 * The flags of a flag context. Without one, server code has a bug and fails; in a browser the problem
 * is reported and empty flags are used, so every flag reads as off (SPEC.md section 8).
 */
export function flagsOfContext(
  client: FlagClient | undefined,
  environment: { isBrowser: boolean; report: (error: Error) => void },
): Partial<FeatureFlags> {
  if (client) return client.flags;
  const error = new MissingFlagContextError();
  if (!environment.isBrowser) throw error;
  environment.report(error);
  return {};
}
