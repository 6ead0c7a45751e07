/**
 * Start-up of the feature flags: the built-in flags-file provider, or the OpenFeature provider a
 * `FLAGS_PROVIDER` module exports. Any problem is one FlagsStartError whose message names the file
 * (and, for the flags file, the flag and the problem); server/start.ts prints it and stops.
 */
import type { Provider } from '@openfeature/server-sdk';
import { FileFlagProvider, type FileProviderOptions } from './file-provider';
import { FlagService, type FlagLogger } from './flag-service';
import { FlagsFileError } from './flags';

export class FlagsStartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FlagsStartError';
  }
}

export interface FlagsSettings {
  flagsFile: string;
  /** Absolute path of a module exporting `provider` or `createProvider()`. */
  flagsProvider: string | undefined;
  flagsPollMs: number;
}

function isProvider(value: unknown): value is Provider {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Provider).resolveBooleanEvaluation === 'function' &&
    typeof (value as Provider).resolveObjectEvaluation === 'function'
  );
}

/** The provider a module exports, as `provider`, `createProvider()`, or the same on its default export. */
export async function providerFromModule(file: string): Promise<Provider> {
  let loaded: Record<string, unknown>;
  try {
    // Not bundled: the module is the deployment's, named at run time.
    loaded = (await import(/* webpackIgnore: true */ file)) as Record<string, unknown>;
  } catch (error) {
    throw new FlagsStartError(`FLAGS_PROVIDER module ${file} could not be loaded: ${(error as Error).message}`);
  }
  const exports = [loaded, loaded.default].filter(
    (candidate): candidate is Record<string, unknown> => typeof candidate === 'object' && candidate !== null,
  );
  for (const candidate of exports) {
    if (isProvider(candidate.provider)) return candidate.provider;
    if (typeof candidate.createProvider === 'function') {
      const made: unknown = await (candidate.createProvider as () => unknown)();
      if (isProvider(made)) return made;
      throw new FlagsStartError(
        `FLAGS_PROVIDER module ${file}: createProvider() did not return an OpenFeature provider`,
      );
    }
  }
  throw new FlagsStartError(`FLAGS_PROVIDER module ${file} exports neither 'provider' nor 'createProvider'`);
}

export async function loadFlagService(
  settings: FlagsSettings,
  logger?: FlagLogger & NonNullable<FileProviderOptions['logger']>,
): Promise<FlagService> {
  let provider: Provider;
  if (settings.flagsProvider) {
    provider = await providerFromModule(settings.flagsProvider);
  } else {
    try {
      provider = new FileFlagProvider(settings.flagsFile, { pollIntervalMs: settings.flagsPollMs, logger });
    } catch (error) {
      if (error instanceof FlagsFileError) throw new FlagsStartError(error.message);
      throw error;
    }
  }
  try {
    return await FlagService.create(provider, logger);
  } catch (error) {
    throw new FlagsStartError(`the feature flag provider could not start: ${(error as Error).message}`);
  }
}
