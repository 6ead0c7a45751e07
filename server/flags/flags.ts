/**
 * Feature flags evaluated on the server. The embedded default reads a JSON file (config/flags.json);
 * a flag service can replace it behind the same `FlagProvider` interface. Flags are evaluated for
 * anonymous page context only, so the result can be embedded in cacheable html.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { FeatureFlags } from '../../shared/types/page';
import type { Locale } from '../../shared/types/content';

export const DEFAULT_FLAGS: Readonly<FeatureFlags> = Object.freeze({
  isVideoEnabled: true,
  'csm-ai-agent-on-sac': { agent_enabled: false },
  'sac-search-ai-experiment': { ai_dialog_enabled: false },
  sac_ai_summarisation_expanded_state: { initiallyExpanded: false },
});

const flagsFileSchema = z
  .object({
    isVideoEnabled: z.boolean(),
    'csm-ai-agent-on-sac': z.object({ agent_enabled: z.boolean() }).strict(),
    'sac-search-ai-experiment': z.object({ ai_dialog_enabled: z.boolean() }).strict(),
    sac_ai_summarisation_expanded_state: z.object({ initiallyExpanded: z.boolean() }).strict(),
  })
  .partial()
  .strict();

export interface FlagContext {
  locale: Locale;
  preview: boolean;
}

export interface FlagProvider {
  evaluate(context: FlagContext): FeatureFlags;
}

export class FlagsFileError extends Error {
  constructor(file: string, reason: string) {
    super(`Feature flags file ${file} is invalid: ${reason}`);
    this.name = 'FlagsFileError';
  }
}

/** Validates a parsed flags document; flags it leaves out keep their defaults. */
export function parseFlags(document: unknown, source = 'flags'): FeatureFlags {
  const result = flagsFileSchema.safeParse(document);
  if (!result.success) {
    throw new FlagsFileError(
      source,
      result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'} ${issue.message}`).join('; '),
    );
  }
  return { ...structuredClone(DEFAULT_FLAGS), ...result.data };
}

/** A provider over a fixed set of values: the same flags for every anonymous page. */
export function createStaticFlagProvider(flags: FeatureFlags): FlagProvider {
  const frozen = Object.freeze(structuredClone(flags));
  return { evaluate: () => frozen };
}

/** Reads and validates the flags file once, at start-up. */
export function loadFlagsFile(file: string): FlagProvider {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new FlagsFileError(file, (error as Error).message);
  }
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw new FlagsFileError(file, `not JSON (${(error as Error).message})`);
  }
  return createStaticFlagProvider(parseFlags(document, file));
}
