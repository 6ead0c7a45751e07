/**
 * The flags file (config/flags.json by default): what each flag of SPEC.md section 9 answers, with
 * optional targeting rules. A flag is either a plain value, or `{ "default": value, "rules": [...] }`
 * where each rule has a `when` (roles, locales, hosts, path prefixes, countries, attributes and a
 * percentage rollout keyed on the anonymous id) and the `value` it answers. The first rule whose
 * conditions all hold wins; no rule: the default. Parsing names the file, the flag and the problem
 * in one message (docs/adr/024-feature-flags-through-openfeature.md).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { FeatureFlags } from '../../shared/types/page';

export type FlagKey = keyof FeatureFlags;

export const DEFAULT_FLAGS: Readonly<FeatureFlags> = Object.freeze({
  isVideoEnabled: true,
  'csm-ai-agent-on-sac': { agent_enabled: false },
  'sac-search-ai-experiment': { ai_dialog_enabled: false },
  sac_ai_summarisation_expanded_state: { initiallyExpanded: false },
});

/** The value schema of every flag; a flag not named here is unknown. */
export const FLAG_VALUE_SCHEMAS: { readonly [K in FlagKey]: z.ZodType<FeatureFlags[K]> } = {
  isVideoEnabled: z.boolean(),
  'csm-ai-agent-on-sac': z.object({ agent_enabled: z.boolean() }).strict(),
  'sac-search-ai-experiment': z.object({ ai_dialog_enabled: z.boolean() }).strict(),
  sac_ai_summarisation_expanded_state: z.object({ initiallyExpanded: z.boolean() }).strict(),
};

export const FLAG_KEYS = Object.keys(FLAG_VALUE_SCHEMAS) as FlagKey[];

export const FLAG_ROLES = ['anonymous', 'authenticated', 'partner', 'editor', 'staff'] as const;
export type FlagRole = (typeof FLAG_ROLES)[number];

/** Who and where a flag is evaluated for. */
export interface FlagContext {
  locale: string;
  host: string;
  path: string;
  /** 'anonymous' alone for a visitor who is not signed in. */
  roles: readonly string[];
  /** The visitor's anonymous id: the key of percentage rollouts. */
  targetingKey?: string;
  /** ISO 3166 country code, when known. */
  country?: string;
  /** Further named attributes (the chat assistant's evaluation inputs). */
  attributes?: Readonly<Record<string, string | boolean>>;
}

const conditionSchema = z
  .object({
    roles: z.array(z.enum(FLAG_ROLES)).min(1),
    locales: z.array(z.string().min(1)).min(1),
    hosts: z.array(z.string().min(1)).min(1),
    pathPrefixes: z.array(z.string().startsWith('/')).min(1),
    countries: z.array(z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter upper-case country code')).min(1),
    attributes: z.record(z.string(), z.union([z.string(), z.boolean()])),
    percentage: z.number().min(0).max(100),
  })
  .partial()
  .strict();

export type RuleCondition = z.infer<typeof conditionSchema>;

export interface FlagRule<T> {
  when: RuleCondition;
  value: T;
}

export interface FlagDefinition<T> {
  default: T;
  rules: FlagRule<T>[];
}

export type FlagDefinitions = { [K in FlagKey]: FlagDefinition<FeatureFlags[K]> };

export class FlagsFileError extends Error {
  constructor(
    readonly file: string,
    reason: string,
  ) {
    super(`Feature flags file ${file} is invalid: ${reason}`);
    this.name = 'FlagsFileError';
  }
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const where = issue.path.join('.');
      return where ? `${where}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

function isRuleForm(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'default' in value;
}

function parseDefinition<K extends FlagKey>(key: K, raw: unknown): FlagDefinition<FeatureFlags[K]> {
  const valueSchema = FLAG_VALUE_SCHEMAS[key];
  const schema = isRuleForm(raw)
    ? z
        .object({
          default: valueSchema,
          rules: z.array(z.object({ when: conditionSchema, value: valueSchema }).strict()).default([]),
        })
        .strict()
    : valueSchema.transform((value) => ({ default: value, rules: [] as FlagRule<FeatureFlags[K]>[] }));
  const result = schema.safeParse(raw);
  if (!result.success) throw new Error(`flag '${key}': ${describeIssues(result.error)}`);
  return result.data as FlagDefinition<FeatureFlags[K]>;
}

/** Validates a parsed flags document; flags it leaves out keep their defaults. */
export function parseFlagDefinitions(document: unknown, source = 'flags'): FlagDefinitions {
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    throw new FlagsFileError(source, 'the file must hold one JSON object of flags');
  }
  const definitions = Object.fromEntries(
    FLAG_KEYS.map((key) => [key, { default: structuredClone(DEFAULT_FLAGS[key]), rules: [] }]),
  ) as unknown as FlagDefinitions;
  for (const [key, raw] of Object.entries(document)) {
    if (!(FLAG_KEYS as string[]).includes(key)) {
      throw new FlagsFileError(source, `unknown flag '${key}' (known flags: ${FLAG_KEYS.join(', ')})`);
    }
    try {
      Object.assign(definitions, { [key]: parseDefinition(key as FlagKey, raw) });
    } catch (error) {
      throw new FlagsFileError(source, (error as Error).message);
    }
  }
  return definitions;
}

/** Reads and validates a flags file; every problem is a FlagsFileError naming the file. */
export function readFlagsFile(file: string): FlagDefinitions {
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
  return parseFlagDefinitions(document, file);
}

/**
 * The visitor's bucket (0 to 100) of a flag's rollout: SHA-256 of flag key and anonymous id, so a
 * visitor keeps the same answer on every page and replica, and flags roll out independently.
 */
export function rolloutBucket(flagKey: string, targetingKey: string): number {
  const digest = createHash('sha256').update(`${flagKey}:${targetingKey}`).digest();
  return (digest.readUInt32BE(0) / 0x1_0000_0000) * 100;
}

export function ruleMatches(flagKey: string, when: RuleCondition, context: FlagContext): boolean {
  if (when.roles && !when.roles.some((role) => context.roles.includes(role))) return false;
  if (when.locales && !when.locales.includes(context.locale)) return false;
  if (when.hosts && !when.hosts.some((host) => host.toLowerCase() === context.host.toLowerCase())) return false;
  if (when.pathPrefixes && !when.pathPrefixes.some((prefix) => context.path.startsWith(prefix))) return false;
  if (when.countries && (context.country === undefined || !when.countries.includes(context.country))) return false;
  if (when.attributes) {
    for (const [name, expected] of Object.entries(when.attributes)) {
      if (context.attributes?.[name] !== expected) return false;
    }
  }
  if (when.percentage !== undefined) {
    // Without an anonymous id there is nothing stable to bucket on: the rollout does not apply.
    if (context.targetingKey === undefined) return false;
    if (rolloutBucket(flagKey, context.targetingKey) >= when.percentage) return false;
  }
  return true;
}

export interface Resolution<T> {
  value: T;
  /** Index of the rule that answered; undefined for the default. */
  rule: number | undefined;
}

export function resolveFlag<K extends FlagKey>(
  definitions: FlagDefinitions,
  key: K,
  context: FlagContext,
): Resolution<FeatureFlags[K]> {
  const definition = definitions[key];
  const index = definition.rules.findIndex((rule) => ruleMatches(key, rule.when, context));
  return index === -1
    ? { value: definition.default, rule: undefined }
    : { value: definition.rules[index]!.value, rule: index };
}

export function isFlagKey(key: string): key is FlagKey {
  return (FLAG_KEYS as string[]).includes(key);
}

/** What every flag answers when no rule applies. */
export function defaultsOf(definitions: FlagDefinitions): FeatureFlags {
  return Object.fromEntries(FLAG_KEYS.map((key) => [key, definitions[key].default])) as unknown as FeatureFlags;
}
