/**
 * The built content snapshot on disk (DATA_DIR), so a restart with an unchanged content file skips
 * parsing, validating and resolving the export (docs/adr/042-warm-start.md). The file is keyed by a
 * sha256 of the content file's bytes, the preview flag and the running program, and holds the
 * snapshot's parts (server/content/snapshot.ts) in `v8.serialize` form.
 *
 * Entries are written flat, each link as the id it points to, and a non-default locale's field that
 * falls back to the default locale's value as a reference to it: the structured clone keeps object
 * identity but not string identity, so writing the resolved graph as it is would store (and on
 * reading, hold) every fallback body once per locale.
 *
 * Format: one header line of JSON `{"format":1,"program":"…","source":"…","preview":false,
 * "crc32":N,"bytes":N}`, then the payload. The checksum covers the payload, so a torn or edited file
 * is recognised; writes go through server/files/durable-write.ts. A missing file is quiet; a torn,
 * stale or foreign one gets one error line naming the file and why, and the snapshot is built.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { deserialize, serialize } from 'node:v8';
import { crc32 } from 'node:zlib';

import type { Asset, Entry, FieldValue, Locale } from '../../shared/types/content';
import { writeFileDurably } from '../files/durable-write';
import { currentProgram } from '../search/index-file';
import type { ResolvedLocale } from './resolve-links';
import { snapshotFromParts, snapshotParts, type SnapshotParts } from './snapshot';
import type { ContentProblem, ContentSnapshot, RouteRecord } from './snapshot-types';

export const CONTENT_SNAPSHOT_FILE_FORMAT = 1;
export const CONTENT_SNAPSHOT_FILE_NAME = 'content-snapshot.bin';

export interface SnapshotFileLogger {
  info(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

/** Why a saved snapshot was not used; the message names the problem for the one log line. */
export class SnapshotFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SnapshotFileError';
  }
}

interface Header {
  format: number;
  program: string;
  /** sha256 of the content file the snapshot was built from. */
  source: string;
  preview: boolean;
  crc32: number;
  bytes: number;
}

/**
 * One field of a saved entry, in the entry's field order: a value, the default locale's value of
 * the same field, a link (`E:id` or `A:id`) or a list of links.
 */
type SavedField =
  | [name: string, kind: 'value', value: unknown]
  | [name: string, kind: 'default']
  | [name: string, kind: 'link', target: string]
  | [name: string, kind: 'links', targets: string[]];

interface SavedEntry {
  /** The entry without its fields. */
  entry: Omit<Entry, 'fields'>;
  fields: SavedField[];
}

interface SavedLocale {
  locale: Locale;
  entries: SavedEntry[];
  assets: Asset[];
}

interface SavedParts {
  version: string;
  builtAt: string;
  preview: boolean;
  defaultLocale: Locale;
  locales: Locale[];
  problems: ContentProblem[];
  /** The default locale first, so other locales can refer to its values. */
  byLocale: SavedLocale[];
  routes: RouteRecord[];
  urls: Map<string, Map<string, string>>;
  translated: Map<string, Locale[]>;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The id a resolved link is saved as, when `value` is one of this locale's entries or assets. */
function linkOf(value: unknown, resolved: ResolvedLocale): string | undefined {
  if (!isObject(value) || typeof value.id !== 'string') return undefined;
  const id = value.id;
  if (value.kind === 'Entry' && (resolved.entries.get(id) as unknown) === value) return `E:${id}`;
  if (value.kind === 'Asset' && (resolved.assets.get(id) as unknown) === value) return `A:${id}`;
  return undefined;
}

function saveEntry(entry: Entry, resolved: ResolvedLocale, fallback: Entry | undefined): SavedEntry {
  const { fields, ...rest } = entry;
  const saved: SavedField[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const link = linkOf(value, resolved);
    if (link !== undefined) {
      saved.push([name, 'link', link]);
      continue;
    }
    // Link lists are frozen by resolve-links; an array of plain field values is not.
    if (Array.isArray(value) && Object.isFrozen(value) && value.length > 0) {
      const targets = value.map((item: unknown) => linkOf(item, resolved));
      if (targets.every((target) => target !== undefined)) {
        saved.push([name, 'links', targets]);
        continue;
      }
    }
    if (fallback !== undefined && value !== undefined && fallback.fields[name] === value) saved.push([name, 'default']);
    else saved.push([name, 'value', value]);
  }
  return { entry: rest, fields: saved };
}

function saveParts(parts: SnapshotParts): SavedParts {
  const defaults = parts.byLocale.get(parts.defaultLocale);
  if (!defaults) throw new SnapshotFileError('the snapshot has no entries in its default locale');
  const order = [parts.defaultLocale, ...[...parts.byLocale.keys()].filter((locale) => locale !== parts.defaultLocale)];
  return {
    version: parts.version,
    builtAt: parts.builtAt,
    preview: parts.preview,
    defaultLocale: parts.defaultLocale,
    locales: [...parts.locales],
    problems: [...parts.problems],
    byLocale: order.map((locale) => {
      const resolved = parts.byLocale.get(locale)!;
      const isDefault = locale === parts.defaultLocale;
      return {
        locale,
        entries: [...resolved.entries.values()].map((entry) =>
          saveEntry(entry, resolved, isDefault ? undefined : defaults.entries.get(entry.id)),
        ),
        assets: [...resolved.assets.values()],
      };
    }),
    routes: [...parts.routes],
    urls: new Map([...parts.urls].map(([id, urls]) => [id, new Map(urls)])),
    translated: new Map([...parts.translated].map(([id, locales]) => [id, [...locales]])),
  };
}

function restoreParts(saved: SavedParts): SnapshotParts {
  const byLocale = new Map<Locale, ResolvedLocale>();
  const shells: [SavedLocale, Map<string, Entry & { fields: Record<string, FieldValue | undefined> }>][] = [];
  for (const locale of saved.byLocale) {
    const assets = new Map<string, Asset>();
    for (const asset of locale.assets) {
      Object.freeze(asset.file);
      assets.set(asset.id, Object.freeze(asset));
    }
    const entries = new Map<string, Entry & { fields: Record<string, FieldValue | undefined> }>();
    for (const { entry } of locale.entries) entries.set(entry.id, { ...entry, fields: {} });
    byLocale.set(locale.locale, { entries, assets });
    shells.push([locale, entries]);
  }
  const defaults = byLocale.get(saved.defaultLocale);
  if (!defaults) throw new SnapshotFileError('the payload has no entries in its default locale');
  for (const [locale, entries] of shells) {
    const assets = byLocale.get(locale.locale)!.assets;
    const target = (link: string): Entry | Asset => {
      const id = link.slice(2);
      const found = link.startsWith('A:') ? assets.get(id) : entries.get(id);
      if (!found) throw new SnapshotFileError(`the payload links to ${link}, which it does not hold`);
      return found;
    };
    for (const { entry, fields } of locale.entries) {
      const restored = entries.get(entry.id)!;
      for (const field of fields) {
        const [name, kind] = field;
        if (kind === 'value') restored.fields[name] = field[2] as FieldValue;
        else if (kind === 'link') restored.fields[name] = target(field[2]);
        else if (kind === 'links') restored.fields[name] = Object.freeze(field[2].map(target)) as FieldValue;
        else restored.fields[name] = defaults.entries.get(entry.id)?.fields[name];
      }
    }
  }
  // Frozen only once every locale is filled: a locale's fields refer to the default locale's.
  for (const [, entries] of shells) {
    for (const entry of entries.values()) {
      Object.freeze(entry.fields);
      Object.freeze(entry);
    }
  }
  return {
    version: saved.version,
    builtAt: saved.builtAt,
    preview: saved.preview,
    defaultLocale: saved.defaultLocale,
    locales: Object.freeze(saved.locales),
    problems: Object.freeze(saved.problems.map((problem) => Object.freeze(problem))),
    byLocale,
    routes: Object.freeze(saved.routes.map((route) => Object.freeze(route))),
    urls: saved.urls,
    translated: new Map([...saved.translated].map(([id, locales]) => [id, Object.freeze(locales)])),
  };
}

/** The file's bytes for `snapshot`, built from the content file whose sha256 is `source`: header and payload. */
export function serializeSnapshot(snapshot: ContentSnapshot, source: string, program = currentProgram()): Buffer[] {
  const parts = snapshotParts(snapshot);
  if (!parts) throw new SnapshotFileError('the snapshot was not built here, so its parts are unknown');
  const payload = serialize(saveParts(parts));
  const header: Header = {
    format: CONTENT_SNAPSHOT_FILE_FORMAT,
    program,
    source,
    preview: parts.preview,
    crc32: crc32(payload),
    bytes: payload.byteLength,
  };
  return [Buffer.from(`${JSON.stringify(header)}\n`), payload];
}

/** The snapshot a file's bytes hold for content `source`; throws SnapshotFileError naming what is wrong. */
export function parseSnapshotFile(
  file: Buffer,
  source: string,
  preview: boolean,
  program = currentProgram(),
): ContentSnapshot {
  const newline = file.indexOf(10);
  if (newline === -1) throw new SnapshotFileError('no header line');
  let header: Partial<Header>;
  try {
    header = JSON.parse(file.subarray(0, newline).toString('utf8')) as Partial<Header>;
  } catch {
    throw new SnapshotFileError('the header line is not JSON');
  }
  if (header.format !== CONTENT_SNAPSHOT_FILE_FORMAT) {
    throw new SnapshotFileError(`unknown format ${JSON.stringify(header.format)}`);
  }
  if (header.source !== source) throw new SnapshotFileError('it was built from other content');
  if (header.preview !== preview) throw new SnapshotFileError(`it was built with preview ${String(header.preview)}`);
  if (header.program !== program) throw new SnapshotFileError('another version of the server saved it');
  const payload = file.subarray(newline + 1);
  if (payload.byteLength !== header.bytes) {
    throw new SnapshotFileError(`the payload has ${payload.byteLength} bytes, the header says ${String(header.bytes)}`);
  }
  if (crc32(payload) !== header.crc32) throw new SnapshotFileError('the checksum does not match');
  let saved: SavedParts;
  try {
    saved = deserialize(payload) as SavedParts;
  } catch (error) {
    throw new SnapshotFileError(`the payload cannot be read: ${(error as Error).message}`);
  }
  if (!isObject(saved) || typeof saved.version !== 'string' || !Array.isArray(saved.byLocale)) {
    throw new SnapshotFileError('the payload is not a saved content snapshot');
  }
  return snapshotFromParts(restoreParts(saved));
}

export class SnapshotFile {
  readonly path: string;

  constructor(
    dataDir: string,
    private readonly logger: SnapshotFileLogger,
  ) {
    this.path = path.join(dataDir, CONTENT_SNAPSHOT_FILE_NAME);
  }

  /**
   * The snapshot saved for the content file whose sha256 is `source`, or undefined: no file
   * (quietly), or one that is torn, stale or foreign (one error line naming the file and why).
   */
  async open(source: string, preview: boolean): Promise<ContentSnapshot | undefined> {
    const started = performance.now();
    let file: Buffer;
    try {
      file = await readFile(this.path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') this.ignoring(error);
      return undefined;
    }
    try {
      const snapshot = parseSnapshotFile(file, source, preview);
      this.logger.info(
        { file: this.path, version: snapshot.version, milliseconds: Math.round(performance.now() - started) },
        'Content snapshot opened from the saved file',
      );
      return snapshot;
    } catch (error) {
      this.ignoring(error);
      return undefined;
    }
  }

  /** Saves `snapshot`, built from the content file whose sha256 is `source`; a failure is logged, never thrown. */
  async save(source: string, snapshot: ContentSnapshot): Promise<void> {
    const started = performance.now();
    try {
      const parts = serializeSnapshot(snapshot, source);
      await writeFileDurably(this.path, parts);
      this.logger.info(
        {
          file: this.path,
          version: snapshot.version,
          bytes: parts.reduce((sum, part) => sum + part.byteLength, 0),
          milliseconds: Math.round(performance.now() - started),
        },
        'Content snapshot saved',
      );
    } catch (error) {
      this.logger.error(
        { file: this.path },
        `Cannot save the content snapshot to ${this.path}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  private ignoring(error: unknown): void {
    this.logger.error(
      { file: this.path },
      `Ignoring the saved content snapshot ${this.path}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
