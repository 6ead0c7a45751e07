/**
 * The built-in OpenFeature provider: answers from the flags file (server/flags/flags.ts). The file is
 * read and validated when the provider is made, so an invalid file stops start-up; afterwards it is
 * polled for changes, and a change that does not validate is logged while the last good flags keep
 * serving.
 */
import { unwatchFile, watchFile, type Stats } from 'node:fs';
import {
  ErrorCode,
  FlagNotFoundError,
  OpenFeatureEventEmitter,
  ProviderEvents,
  StandardResolutionReasons,
  TypeMismatchError,
  type EvaluationContext,
  type JsonValue,
  type Provider,
  type ResolutionDetails,
} from '@openfeature/server-sdk';
import { FLAG_KEYS, isFlagKey, readFlagsFile, resolveFlag, type FlagContext, type FlagDefinitions } from './flags';

export interface FileProviderOptions {
  /** Poll the file for changes every this many ms; 0: never re-read. */
  pollIntervalMs?: number;
  logger?: { info(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
}

/** Reads our evaluation context back from OpenFeature's loosely typed one. */
export function flagContextOf(context: EvaluationContext): FlagContext {
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const roles = Array.isArray(context.roles) ? context.roles.filter((role) => typeof role === 'string') : [];
  const attributes: Record<string, string | boolean> = {};
  const raw = context.attributes;
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw) && !(raw instanceof Date)) {
    for (const [name, value] of Object.entries(raw)) {
      if (typeof value === 'string' || typeof value === 'boolean') attributes[name] = value;
    }
  }
  return {
    locale: text(context.locale) ?? 'en-US',
    host: text(context.host) ?? '',
    path: text(context.path) ?? '/',
    roles: roles.length > 0 ? roles : ['anonymous'],
    targetingKey: text(context.targetingKey),
    country: text(context.country),
    attributes,
  };
}

export class FileFlagProvider implements Provider {
  readonly metadata = { name: 'flags-file' } as const;
  readonly runsOn = 'server' as const;
  readonly events = new OpenFeatureEventEmitter();
  private definitions: FlagDefinitions;
  private watching = false;

  /** Throws a FlagsFileError naming the file, the flag and the problem when the file is invalid. */
  constructor(
    readonly file: string,
    private readonly options: FileProviderOptions = {},
  ) {
    this.definitions = readFlagsFile(file);
    const interval = options.pollIntervalMs ?? 0;
    if (interval > 0) {
      // Polling (rather than fs.watch) also sees a file replaced by rename, as config maps are.
      watchFile(file, { interval, persistent: false }, this.onChange);
      this.watching = true;
    }
  }

  /** The flags as they are now, for start-up checks and tests. */
  current(): FlagDefinitions {
    return this.definitions;
  }

  /** Re-reads the file: the new flags on success, the last good ones (and a logged error) otherwise. */
  reload(): boolean {
    try {
      this.definitions = readFlagsFile(this.file);
    } catch (error) {
      this.options.logger?.error({ file: this.file }, `${(error as Error).message}; the last good flags keep serving`);
      return false;
    }
    this.options.logger?.info({ file: this.file }, 'feature flags reloaded');
    this.events.emit(ProviderEvents.ConfigurationChanged, { flagsChanged: [...FLAG_KEYS] });
    return true;
  }

  private readonly onChange = (current: Stats, previous: Stats): void => {
    if (current.mtimeMs === previous.mtimeMs && current.size === previous.size) return;
    this.reload();
  };

  onClose(): Promise<void> {
    if (this.watching) unwatchFile(this.file, this.onChange);
    this.watching = false;
    return Promise.resolve();
  }

  private resolve<T extends JsonValue>(
    flagKey: string,
    expected: 'boolean' | 'object',
    context: EvaluationContext,
  ): ResolutionDetails<T> {
    if (!isFlagKey(flagKey)) throw new FlagNotFoundError(`unknown flag '${flagKey}'`);
    const resolution = resolveFlag(this.definitions, flagKey, flagContextOf(context));
    const actual = typeof resolution.value;
    if (actual !== expected) {
      throw new TypeMismatchError(
        `flag '${flagKey}' holds ${actual === 'object' ? 'an object' : `a ${actual}`}, not a ${expected}`,
      );
    }
    return {
      value: resolution.value as T,
      reason:
        resolution.rule === undefined ? StandardResolutionReasons.DEFAULT : StandardResolutionReasons.TARGETING_MATCH,
      ...(resolution.rule === undefined ? {} : { variant: `rule-${resolution.rule}` }),
    };
  }

  resolveBooleanEvaluation(flagKey: string, _default: boolean, context: EvaluationContext) {
    // A rejected promise, not a throw: OpenFeature turns it into the default with an error code.
    return new Promise<ResolutionDetails<boolean>>((resolve) => resolve(this.resolve(flagKey, 'boolean', context)));
  }

  resolveObjectEvaluation<T extends JsonValue>(flagKey: string, _default: T, context: EvaluationContext) {
    return new Promise<ResolutionDetails<T>>((resolve) => resolve(this.resolve<T>(flagKey, 'object', context)));
  }

  resolveStringEvaluation(flagKey: string, defaultValue: string): Promise<ResolutionDetails<string>> {
    return Promise.resolve(this.mismatch(flagKey, defaultValue, 'string'));
  }

  resolveNumberEvaluation(flagKey: string, defaultValue: number): Promise<ResolutionDetails<number>> {
    return Promise.resolve(this.mismatch(flagKey, defaultValue, 'number'));
  }

  /** No flag of ours is a string or a number. */
  private mismatch<T>(flagKey: string, defaultValue: T, type: string): ResolutionDetails<T> {
    return {
      value: defaultValue,
      reason: StandardResolutionReasons.ERROR,
      errorCode: isFlagKey(flagKey) ? ErrorCode.TYPE_MISMATCH : ErrorCode.FLAG_NOT_FOUND,
      errorMessage: isFlagKey(flagKey) ? `flag '${flagKey}' is not a ${type}` : `unknown flag '${flagKey}'`,
    };
  }
}
