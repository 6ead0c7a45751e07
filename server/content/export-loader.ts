/**
 * Reads and validates a contentful-export file. Reading or parsing failures, and a top level,
 * locale list or content-type list that is not usable, are fatal (ContentLoadError). A broken entry
 * or asset is not: it is skipped and a ContentProblem naming the entry id and field is recorded.
 *
 * Unknown fields (present on an entry, absent from its content type) drop that field only and keep
 * the entry: an entry written against a newer model stays servable until the model catches up.
 */
import { constants as bufferConstants } from 'node:buffer';
import { open } from 'node:fs/promises';

import { ContentLoadError } from '../../shared/errors';
import { parseJsonObjectBytes } from '../files/json-object-bytes';
import { readInto } from '../files/read-into';
import { isAllowedAssetUrl } from '../../shared/richtext/escape';
import { LOCALES, type Locale } from '../../shared/types/content';
import {
  describeIssues,
  exportSchema,
  itemSchema,
  type ExportContentType,
  type ExportFile,
  type ExportItem,
} from './export-schema';
import { checkFieldValue, isMissing } from './field-validation';
import type { ParsedItem, SnapshotCache, ValidatedItem } from './snapshot-cache';
import type { ContentProblem } from './snapshot-types';

const { MAX_LENGTH } = bufferConstants;

/** Reads and parses an export file; any failure is one ContentLoadError naming the path and reason. */
export async function readExportFile(path: string): Promise<unknown> {
  return parseExportBytes(path, await readExportBytes(path));
}

/** Reads an export file's bytes; a failure is one ContentLoadError naming the path and reason. */
export async function readExportBytes(path: string): Promise<Buffer> {
  try {
    return await readWholeFile(path);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'the file does not exist' : String(error);
    throw new ContentLoadError(`Cannot read content file ${path}: ${reason}`, { previousError: error });
  }
}

/**
 * The file's bytes, read in parts into one buffer: `readFile` refuses a file over 2 GiB, which an
 * export of 50,000 entries is. A file that grows while it is read keeps the size it had at open.
 */
async function readWholeFile(path: string): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    if (size > MAX_LENGTH)
      throw new RangeError(`the file is ${size} bytes, more than one buffer holds (${MAX_LENGTH})`);
    const bytes = Buffer.allocUnsafe(size);
    const read = await readInto(file, bytes, 0);
    return read === size ? bytes : bytes.subarray(0, read);
  } finally {
    await file.close();
  }
}

/** Parses the bytes of the export file at `path`; a failure is one ContentLoadError naming it and the reason. */
export function parseExportBytes(path: string, bytes: Buffer): unknown {
  try {
    // Member by member and item by item: one string of a large export would cost as much memory
    // again as its bytes, and past 512 MiB Node cannot make it (server/files/json-object-bytes.ts).
    return parseJsonObjectBytes(bytes);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ContentLoadError(`Cannot parse content file ${path}: ${reason}`, { previousError: error });
  }
}

/** Checks the top level of an export; entries and assets are only required to be arrays here. */
export function parseExport(json: unknown): ExportFile {
  const result = exportSchema.safeParse(json);
  if (!result.success) {
    throw new ContentLoadError(`Content export is not a valid contentful export: ${describeIssues(result.error)}`);
  }
  return result.data;
}

export interface LocaleSettings {
  defaultLocale: Locale;
  /** Supported locales in export order, the default first. */
  locales: readonly Locale[];
  /** For each locale, the codes to try in order: itself, then its fallback chain. */
  chains: ReadonlyMap<Locale, readonly string[]>;
}

function isSupportedLocale(code: string): code is Locale {
  return (LOCALES as readonly string[]).includes(code);
}

/** The export's locales that the site serves, with fallback chains from `fallbackCode`. */
export function localeSettings(exportFile: ExportFile): LocaleSettings {
  const defaults = exportFile.locales.filter((locale) => locale.default);
  const defaultCode = defaults[0]?.code;
  if (defaults.length !== 1 || defaultCode === undefined) {
    throw new ContentLoadError(`Content export must have exactly one default locale, found ${defaults.length}`);
  }
  if (!isSupportedLocale(defaultCode)) {
    throw new ContentLoadError(`Content export default locale ${defaultCode} is not one of ${LOCALES.join(', ')}`);
  }
  const fallbackOf = new Map(exportFile.locales.map((locale) => [locale.code, locale.fallbackCode ?? undefined]));
  const supported = exportFile.locales.map((locale) => locale.code).filter(isSupportedLocale);
  const locales = [defaultCode, ...supported.filter((code) => code !== defaultCode)];
  const chains = new Map<Locale, string[]>();
  for (const locale of locales) {
    const chain: string[] = [];
    let code: string | undefined = locale;
    while (code !== undefined && !chain.includes(code)) {
      chain.push(code);
      code = fallbackOf.get(code);
    }
    if (!chain.includes(defaultCode)) chain.push(defaultCode);
    chains.set(locale, chain);
  }
  return { defaultLocale: defaultCode, locales, chains };
}

/** A valid entry or asset as it came from the export, its fields cleaned of unknown and omitted ones. */
export interface RawItem {
  id: string;
  /** Content type id for entries; 'Asset' for assets. */
  contentType: string;
  sys: ExportItem['sys'];
  fields: Record<string, Record<string, unknown>>;
}

export interface LoadedContent {
  localeSettings: LocaleSettings;
  contentTypes: ReadonlyMap<string, ExportContentType>;
  entries: readonly RawItem[];
  assets: readonly RawItem[];
  problems: ContentProblem[];
}

export interface LoadOptions {
  /** Include drafts (no sys.publishedVersion); the published site leaves them out. */
  preview?: boolean;
  /** Parse and validation results of items seen in an earlier build under the same model. */
  cache?: SnapshotCache;
  /** The entries, in place of the export's own: read from the file one by one (server/content/export-file.ts). */
  entries?: Iterable<unknown>;
  /** Sees each valid entry as soon as it is validated, before the next is read. */
  onEntry?: (entry: RawItem) => void;
}

const SKIPPED = '; the entry is skipped';

function problem(entryId: string, contentType: string | undefined, field: string | undefined, reason: string) {
  const subject = `Entry ${entryId}${contentType ? ` (${contentType})` : ''}`;
  const message = field ? `${subject} field ${field}: ${reason}` : `${subject}: ${reason}`;
  return { entryId, ...(contentType ? { contentType } : {}), ...(field ? { field } : {}), message };
}

function itemId(value: unknown, index: number, kind: string): string {
  const sys = (value as { sys?: { id?: unknown } } | null)?.sys;
  return typeof sys?.id === 'string' && sys.id !== '' ? sys.id : `${kind}[${index}]`;
}

function validateEntry(
  item: ExportItem,
  contentType: ExportContentType,
  settings: LocaleSettings,
  problems: ContentProblem[],
): RawItem | undefined {
  const id = item.sys.id;
  const typeId = contentType.sys.id;
  const fields: Record<string, Record<string, unknown>> = {};
  let valid = true;
  const known = new Set(contentType.fields.map((definition) => definition.id));
  for (const fieldId of Object.keys(item.fields)) {
    if (!known.has(fieldId)) {
      problems.push(problem(id, typeId, fieldId, 'the content type has no such field; the field is ignored'));
    }
  }
  for (const definition of contentType.fields) {
    if (definition.omitted) continue;
    const values = item.fields[definition.id] ?? {};
    if (definition.required && !definition.disabled && isMissing(values[settings.defaultLocale])) {
      problems.push(
        problem(id, typeId, definition.id, `required field has no ${settings.defaultLocale} value${SKIPPED}`),
      );
      valid = false;
      continue;
    }
    const kept: Record<string, unknown> = {};
    for (const [locale, value] of Object.entries(values)) {
      if (!definition.localized && locale !== settings.defaultLocale) continue;
      if (value === undefined || value === null) continue;
      const reason = checkFieldValue(definition, value);
      if (reason) {
        problems.push(problem(id, typeId, definition.id, `${locale} value: ${reason}${SKIPPED}`));
        valid = false;
      } else {
        kept[locale] = value;
      }
    }
    if (Object.keys(kept).length > 0) fields[definition.id] = kept;
  }
  return valid ? { id, contentType: typeId, sys: item.sys, fields } : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function validateAsset(item: ExportItem, settings: LocaleSettings, problems: ContentProblem[]): RawItem | undefined {
  const id = item.sys.id;
  const files = item.fields.file ?? {};
  let valid = true;
  for (const [locale, file] of Object.entries(files)) {
    const ok =
      isRecord(file) &&
      typeof file.url === 'string' &&
      typeof file.fileName === 'string' &&
      typeof file.contentType === 'string';
    if (!ok) {
      problems.push(problem(id, 'Asset', 'file', `${locale} value: expected {url, fileName, contentType}${SKIPPED}`));
      valid = false;
    } else if (!isAllowedAssetUrl(file.url as string)) {
      problems.push(
        problem(
          id,
          'Asset',
          'file',
          `${locale} value: url ${JSON.stringify(file.url)} is neither a local path nor on a Contentful asset host${SKIPPED}`,
        ),
      );
      valid = false;
    }
  }
  if (files[settings.defaultLocale] === undefined) {
    problems.push(problem(id, 'Asset', 'file', `required field has no ${settings.defaultLocale} value${SKIPPED}`));
    valid = false;
  }
  for (const fieldId of ['title', 'description']) {
    for (const [locale, value] of Object.entries(item.fields[fieldId] ?? {})) {
      if (value !== null && value !== undefined && typeof value !== 'string') {
        problems.push(problem(id, 'Asset', fieldId, `${locale} value: expected a string${SKIPPED}`));
        valid = false;
      }
    }
  }
  return valid ? { id, contentType: 'Asset', sys: item.sys, fields: item.fields } : undefined;
}

function isPublished(item: ExportItem): boolean {
  return typeof item.sys.publishedVersion === 'number';
}

/**
 * Validates a parsed export: every entry against its content type from the same file, every asset
 * for a usable file. Drafts are left out unless `preview`. Invalid items are left out with problems.
 */
export function loadExport(exportFile: ExportFile, options: LoadOptions = {}): LoadedContent {
  const settings = localeSettings(exportFile);
  const problems: ContentProblem[] = [];
  const contentTypes = new Map(exportFile.contentTypes.map((type) => [type.sys.id, type]));
  const seen = new Set<string>();
  const cache = options.cache;

  const parse = (value: unknown, index: number, kind: 'entries' | 'assets'): ParsedItem => {
    const cached = typeof value === 'object' && value !== null ? cache?.parsed.get(value) : undefined;
    if (cached) return cached;
    const result = itemSchema.safeParse(value);
    const parsed: ParsedItem = result.success
      ? { item: result.data }
      : {
          problem: problem(
            itemId(value, index, kind),
            undefined,
            undefined,
            `malformed ${kind} item: ${describeIssues(result.error)}${SKIPPED}`,
          ),
        };
    // A malformed item's problem names its index, which another build may not share.
    if (result.success && typeof value === 'object' && value !== null) cache?.parsed.set(value, parsed);
    return parsed;
  };

  const parseItem = (value: unknown, index: number, kind: 'entries' | 'assets'): ExportItem | undefined => {
    const parsed = parse(value, index, kind);
    if (parsed.problem) {
      problems.push(parsed.problem);
      return undefined;
    }
    const item = parsed.item;
    const id = item.sys.id;
    if (!options.preview && !isPublished(item)) return undefined;
    if (seen.has(`${kind}:${id}`)) {
      problems.push(problem(id, undefined, undefined, `duplicate id in ${kind}; the later copy is ignored`));
      return undefined;
    }
    seen.add(`${kind}:${id}`);
    return item;
  };

  const validated = (
    item: ExportItem,
    validate: (found: ContentProblem[]) => RawItem | undefined,
  ): RawItem | undefined => {
    let result: ValidatedItem | undefined = cache?.validated.get(item);
    if (!result) {
      const found: ContentProblem[] = [];
      result = { raw: validate(found), problems: found };
      cache?.validated.set(item, result);
    }
    problems.push(...result.problems);
    return result.raw;
  };

  const entries: RawItem[] = [];
  let index = 0;
  for (const value of options.entries ?? exportFile.entries) {
    const item = parseItem(value, index, 'entries');
    index += 1;
    if (!item) continue;
    const entry = validated(item, (found) => {
      const typeId = item.sys.contentType?.sys.id;
      const contentType = typeId === undefined ? undefined : contentTypes.get(typeId);
      if (!contentType) {
        found.push(problem(item.sys.id, typeId, undefined, `unknown content type ${typeId ?? '(none)'}${SKIPPED}`));
        return undefined;
      }
      return validateEntry(item, contentType, settings, found);
    });
    if (!entry) continue;
    options.onEntry?.(entry);
    entries.push(entry);
  }

  const assets: RawItem[] = [];
  exportFile.assets.forEach((value, index) => {
    const item = parseItem(value, index, 'assets');
    if (!item) return;
    const asset = validated(item, (found) => validateAsset(item, settings, found));
    if (asset) assets.push(asset);
  });

  return { localeSettings: settings, contentTypes, entries, assets, problems };
}
