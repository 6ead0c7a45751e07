/**
 * The built content snapshot on disk (DATA_DIR), so a restart with an unchanged content file skips
 * parsing, validating and resolving the export (docs/adr/042-warm-start.md). The file is keyed by a
 * sha256 of the content file's bytes, the preview flag and the running program.
 *
 * Bodies (long strings such as a topic's html and rich-text documents) are almost all of a space's
 * bytes, so they live in a section of their own as UTF-8 (a document as its JSON) and are read on
 * demand, by offset and length from a kept file descriptor, through a bounded cache of decoded
 * bodies: an entry's body field is a getter. Everything else (entries' small fields, assets, routes,
 * urls, translations) is a compact `v8.serialize` section that an open reads whole.
 *
 * A snapshot built from an export read in parts has its bodies in a spill (server/content/body-spill.ts)
 * already encoded: the save copies them from there into the file, and never reads them into memory.
 *
 * Entries are written flat, each link as the id it points to, and a non-default locale's field that
 * falls back to the default locale's value as a reference to it, so a fallback body is written once.
 *
 * Format: one header line of JSON (format, program, source sha256, the content file's size, mtime,
 * ctime and inode, preview, and the length and crc32 of each section), then the structured section,
 * then the bodies. A content file whose size, times and inode are those of the header is taken as
 * unchanged without reading it; otherwise its sha256 decides. Both checksums are checked on open, the
 * bodies' in chunks. Writes go through server/files/durable-write.ts. A missing file is quiet; a
 * torn, stale or foreign one gets one error line naming the file and why, and the snapshot is built.
 */
import { closeSync, fstatSync, mkdirSync, openSync, readSync, type Stats } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { deserialize, serialize } from 'node:v8';
import { crc32 } from 'node:zlib';
import { readHeaderLine } from '../files/header-line';

import type { Asset, Entry, FieldValue, Locale } from '../../shared/types/content';
import { writeFileDurably } from '../files/durable-write';
import { currentProgram } from '../search/index-file';
import { BodySpill, SpilledBody, isBody, spilledBodyOf } from './body-spill';
import type { ResolvedLocale } from './resolve-links';
import { snapshotFromParts, snapshotParts, type SnapshotParts } from './snapshot';
import type { ContentProblem, ContentSnapshot, RouteRecord } from './snapshot-types';

export const CONTENT_SNAPSHOT_FILE_FORMAT = 2;
export const CONTENT_SNAPSHOT_FILE_NAME = 'content-snapshot.bin';
/** The decoded bodies kept in memory, counted in their bytes on disk. */
export const BODY_CACHE_BYTES = 16 * 1024 * 1024;
/** The header line is read in one go, so it must fit in this. */
const HEADER_MAX_BYTES = 64 * 1024;
const CHECK_CHUNK_BYTES = 8 * 1024 * 1024;

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

/** What identifies a content file on disk without reading it. */
export interface ContentFileStamp {
  size: number;
  mtimeMs: number;
  ctimeMs: number;
  ino: number;
}

export function stampOf(stats: Stats): ContentFileStamp {
  return { size: stats.size, mtimeMs: stats.mtimeMs, ctimeMs: stats.ctimeMs, ino: stats.ino };
}

function sameStamp(a: ContentFileStamp | undefined, b: ContentFileStamp | undefined): boolean {
  return (
    a !== undefined &&
    b !== undefined &&
    a.size === b.size &&
    a.mtimeMs === b.mtimeMs &&
    a.ctimeMs === b.ctimeMs &&
    a.ino === b.ino
  );
}

interface Section {
  bytes: number;
  crc32: number;
}

interface Header {
  format: number;
  program: string;
  /** sha256 of the content file the snapshot was built from. */
  source: string;
  /** That file as it was on disk when it was read, if known. */
  stamp?: ContentFileStamp;
  preview: boolean;
  structure: Section;
  bodies: Section;
}

/** A body in the bodies section: where, how long, and whether it is a string or a document's JSON. */
type BodyRef = [offset: number, length: number, kind: 's' | 'j'];

/**
 * One field of a saved entry, in the entry's field order: a value, a body, the default locale's value
 * of the same field, a link (`E:id` or `A:id`) or a list of links.
 */
type SavedField =
  | [name: string, kind: 'value', value: unknown]
  | [name: string, kind: 'body', body: BodyRef]
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

/**
 * Bodies are encoded into blocks of this many bytes (a larger body gets a block of its own). A
 * buffer per body would take each from the allocator's heap, which keeps the memory of tens of
 * thousands of freed bodies long after the file is written; a block this size is mapped apart and
 * given back to the system when freed.
 */
export const BODY_BLOCK_BYTES = 64 * 1024 * 1024;
/** Spilled bodies are read back through one buffer of this many bytes, to be checksummed and written. */
const SPILL_READ_BYTES = 8 * 1024 * 1024;

/**
 * Collects bodies as they are saved: their offsets, and their bytes in order. A body in memory is
 * encoded into the current block; a spilled body (server/content/body-spill.ts) stays in its file
 * until the section is read out, through one reused buffer, so saving a snapshot built from spilled
 * bodies never holds them all.
 */
export class BodyWriter implements Iterable<Buffer> {
  offset = 0;
  /** The section in order: runs of bytes encoded here, and bodies still in their spill. */
  private readonly pieces: (Buffer | SpilledBody)[] = [];
  private block: Buffer | undefined;
  /** Bytes used of the current block; where in it the last run of bodies starts, and that run. */
  private used = 0;
  private runStart = 0;
  private run: Buffer | undefined;

  constructor(private readonly blockBytes = BODY_BLOCK_BYTES) {}

  add(value: string | Record<string, unknown>): BodyRef {
    const kind = typeof value === 'string' ? 's' : 'j';
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    const length = Buffer.byteLength(text, 'utf8');
    let block = this.block;
    if (!block || block.byteLength - this.used < length) {
      block = Buffer.allocUnsafeSlow(Math.max(this.blockBytes, length));
      this.block = block;
      this.used = 0;
      this.runStart = 0;
      this.run = undefined;
    }
    block.write(text, this.used, 'utf8');
    this.used += length;
    // Bodies written one after another into a block are one run, read out as one buffer.
    if (this.pieces.at(-1) === this.run) this.pieces.pop();
    this.run = block.subarray(this.runStart, this.used);
    this.pieces.push(this.run);
    return this.next(length, kind);
  }

  /** Adds a body that is in a spill, without reading it. */
  addSpilled(body: SpilledBody): BodyRef {
    this.pieces.push(body);
    // The next body encoded here starts a run of its own.
    this.runStart = this.used;
    this.run = undefined;
    return this.next(body.length, body.kind);
  }

  /**
   * The section's bytes in order. A spilled body is read into a buffer that is reused for the next
   * part: each part must be used (written, checksummed) before the next is asked for.
   */
  *[Symbol.iterator](): Generator<Buffer, void, undefined> {
    let buffer: Buffer | undefined;
    let filled = 0;
    for (const piece of this.pieces) {
      if (!(piece instanceof SpilledBody)) {
        if (filled > 0) yield buffer!.subarray(0, filled);
        filled = 0;
        yield piece;
        continue;
      }
      buffer ??= Buffer.allocUnsafeSlow(SPILL_READ_BYTES);
      for (let from = 0; from < piece.length;) {
        const length = Math.min(piece.length - from, buffer.byteLength - filled);
        piece.spill.copy(piece, from, length, buffer, filled);
        from += length;
        filled += length;
        if (filled === buffer.byteLength) {
          yield buffer;
          filled = 0;
        }
      }
    }
    if (filled > 0) yield buffer!.subarray(0, filled);
  }

  /** The crc32 of the section, read out once. */
  crc32(): number {
    let crc = 0;
    for (const part of this) crc = crc32(part, crc);
    return crc;
  }

  private next(length: number, kind: 's' | 'j'): BodyRef {
    const ref: BodyRef = [this.offset, length, kind];
    this.offset += length;
    return ref;
  }
}

/** The value of `fields[name]` to compare with another locale's, without reading a spilled body. */
function comparable(fields: Readonly<Record<string, unknown>>, name: string): unknown {
  return spilledBodyOf(fields, name) ?? fields[name];
}

function saveEntry(
  entry: Entry,
  resolved: ResolvedLocale,
  fallback: Entry | undefined,
  bodies: BodyWriter,
): SavedEntry {
  const { fields, ...rest } = entry;
  const saved: SavedField[] = [];
  for (const name of Object.keys(fields)) {
    // A spilled body is compared and copied by where it is, never read.
    const value = comparable(fields, name);
    if (value instanceof SpilledBody) {
      if (fallback !== undefined && comparable(fallback.fields, name) === value) saved.push([name, 'default']);
      else saved.push([name, 'body', bodies.addSpilled(value)]);
      continue;
    }
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
    if (fallback !== undefined && value !== undefined && comparable(fallback.fields, name) === value) {
      saved.push([name, 'default']);
    } else if (isBody(value)) saved.push([name, 'body', bodies.add(value)]);
    else saved.push([name, 'value', value]);
  }
  return { entry: rest, fields: saved };
}

function saveParts(parts: SnapshotParts, bodies: BodyWriter): SavedParts {
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
          saveEntry(entry, resolved, isDefault ? undefined : defaults.entries.get(entry.id), bodies),
        ),
        assets: [...resolved.assets.values()],
      };
    }),
    routes: [...parts.routes],
    urls: new Map([...parts.urls].map(([id, urls]) => [id, new Map(urls)])),
    translated: new Map([...parts.translated].map(([id, locales]) => [id, [...locales]])),
  };
}

/** Where the bodies section's bytes come from: a whole file in memory, or a kept file descriptor. */
export interface ByteSource {
  read(position: number, length: number): Buffer;
}

export class SnapshotBuffer implements ByteSource {
  constructor(private readonly buffer: Buffer) {}

  read(position: number, length: number): Buffer {
    if (position + length > this.buffer.byteLength) throw new SnapshotFileError('a body lies past the end of the file');
    return this.buffer.subarray(position, position + length);
  }
}

class DescriptorSource implements ByteSource {
  constructor(readonly fd: number) {}

  read(position: number, length: number): Buffer {
    const buffer = Buffer.allocUnsafe(length);
    let done = 0;
    while (done < length) {
      const read = readSync(this.fd, buffer, done, length - done, position + done);
      if (read === 0) throw new SnapshotFileError('a body lies past the end of the file');
      done += read;
    }
    return buffer;
  }
}

// A snapshot no longer referenced closes its file: its bodies can no longer be asked for.
const descriptors = new FinalizationRegistry<number>((fd) => {
  try {
    closeSync(fd);
  } catch {
    // Already closed; nothing is lost.
  }
});

/**
 * The bodies of one saved snapshot, decoded on demand; the most recently read stay decoded, up to
 * BODY_CACHE_BYTES, so a page rendered again or a search build's neighbouring reads do not decode twice.
 */
export class SnapshotBodies {
  private readonly cache = new Map<number, { value: unknown; bytes: number }>();
  private cachedBytes = 0;
  /** Reads from the file, for measuring; a cache hit does not count. */
  reads = 0;

  constructor(
    private readonly source: ByteSource,
    private readonly base: number,
    private readonly limit = BODY_CACHE_BYTES,
  ) {}

  get(ref: BodyRef): unknown {
    const [offset, length, kind] = ref;
    const hit = this.cache.get(offset);
    if (hit) {
      // Moved to the back of the map's order, which is the eviction order.
      this.cache.delete(offset);
      this.cache.set(offset, hit);
      return hit.value;
    }
    this.reads += 1;
    const text = this.source.read(this.base + offset, length).toString('utf8');
    const value: unknown = kind === 's' ? text : JSON.parse(text);
    if (length <= this.limit) {
      this.cache.set(offset, { value, bytes: length });
      this.cachedBytes += length;
      for (const [key, old] of this.cache) {
        if (this.cachedBytes <= this.limit) break;
        this.cache.delete(key);
        this.cachedBytes -= old.bytes;
      }
    }
    return value;
  }

  /** How many bodies and bytes are decoded in memory now. */
  held(): { bodies: number; bytes: number } {
    return { bodies: this.cache.size, bytes: this.cachedBytes };
  }
}

/** The bodies behind a snapshot opened from a saved file, if it was. */
const bodiesOf = new WeakMap<ContentSnapshot, SnapshotBodies>();

export function snapshotBodies(snapshot: ContentSnapshot): SnapshotBodies | undefined {
  return bodiesOf.get(snapshot);
}

/**
 * A token per body of an opened file, standing for its value: one body (shared by the locales
 * falling back to it) has one token, so a caller comparing field values (server/search/document-cache.ts)
 * tells a body unchanged without reading and decoding it, and keeps no body in memory for it.
 */
const bodyTokens = new WeakMap<() => unknown, object>();

/** The token of `fields[name]` when it is a body read from a saved file on demand, else undefined. */
export function savedBodyToken(fields: object, name: string): object | undefined {
  // Only compared by identity, never called: a getter of another object's field simply has no token.
  const descriptor: { get?: unknown } | undefined = Object.getOwnPropertyDescriptor(fields, name);
  return typeof descriptor?.get === 'function' ? bodyTokens.get(descriptor.get as () => unknown) : undefined;
}

type MutableEntry = Entry & { fields: Record<string, FieldValue | undefined> };

function restoreParts(saved: SavedParts, bodies: SnapshotBodies): SnapshotParts {
  const byLocale = new Map<Locale, ResolvedLocale>();
  const shells: [SavedLocale, Map<string, MutableEntry>][] = [];
  for (const locale of saved.byLocale) {
    const assets = new Map<string, Asset>();
    for (const asset of locale.assets) {
      Object.freeze(asset.file);
      assets.set(asset.id, Object.freeze(asset));
    }
    const entries = new Map<string, MutableEntry>();
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
        else if (kind === 'body') {
          const ref = field[2];
          const get = () => bodies.get(ref);
          bodyTokens.set(get, Object.freeze({ offset: ref[0] }));
          // A body is read from the file when a page or the search build asks for it.
          Object.defineProperty(restored.fields, name, { enumerable: true, configurable: false, get });
        } else {
          const fallback = defaults.entries.get(entry.id)?.fields;
          const descriptor = fallback ? Object.getOwnPropertyDescriptor(fallback, name) : undefined;
          if (descriptor?.get) Object.defineProperty(restored.fields, name, { ...descriptor, enumerable: true });
          else restored.fields[name] = fallback?.[name];
        }
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

/** The parts of a saved snapshot, and the header line that describes them. */
export interface SnapshotFileParts {
  header: Buffer;
  structure: Buffer;
  /** The bodies section, read out in parts (see BodyWriter: each part is used before the next). */
  bodies: BodyWriter;
}

/** The file's parts for `snapshot`, built from the content file whose sha256 is `source`. */
export function encodeSnapshot(
  snapshot: ContentSnapshot,
  source: string,
  program = currentProgram(),
  stamp?: ContentFileStamp,
): SnapshotFileParts {
  const parts = snapshotParts(snapshot);
  if (!parts) throw new SnapshotFileError('the snapshot was not built here, so its parts are unknown');
  const bodies = new BodyWriter();
  const structure = serialize(saveParts(parts, bodies));
  const header: Header = {
    format: CONTENT_SNAPSHOT_FILE_FORMAT,
    program,
    source,
    ...(stamp ? { stamp } : {}),
    preview: parts.preview,
    structure: { bytes: structure.byteLength, crc32: crc32(structure) },
    bodies: { bytes: bodies.offset, crc32: bodies.crc32() },
  };
  return { header: Buffer.from(`${JSON.stringify(header)}\n`), structure, bodies };
}

/** The file's bytes for `snapshot`, in order: header line, structured section, bodies. */
export function serializeSnapshot(snapshot: ContentSnapshot, source: string, program = currentProgram()): Buffer[] {
  const { header, structure, bodies } = encodeSnapshot(snapshot, source, program);
  return [header, structure, ...Array.from(bodies, (part) => Buffer.from(part))];
}

function parseHeader(bytes: Buffer): { header: Header; length: number } {
  const { header, length } = readHeaderLine<Header>(
    bytes,
    CONTENT_SNAPSHOT_FILE_FORMAT,
    (reason) => new SnapshotFileError(reason),
  );
  if (!isObject(header.structure) || !isObject(header.bodies))
    throw new SnapshotFileError('the header has no sections');
  return { header: header as Header, length };
}

/** What the opener knows of the content file, to tell whether the saved snapshot is of it. */
export interface ContentKey {
  preview: boolean;
  stamp?: ContentFileStamp;
  /** The content file's sha256, asked for only when the stamp does not settle it. */
  source: () => string | Promise<string>;
}

async function checkKey(header: Header, key: ContentKey, program: string): Promise<void> {
  if (header.preview !== key.preview)
    throw new SnapshotFileError(`it was built with preview ${String(header.preview)}`);
  if (header.program !== program) throw new SnapshotFileError('another version of the server saved it');
  if (!sameStamp(header.stamp, key.stamp) && header.source !== (await key.source())) {
    throw new SnapshotFileError('it was built from other content');
  }
}

function checkSizes(header: Header, headerBytes: number, fileBytes: number): void {
  const expected = headerBytes + header.structure.bytes + header.bodies.bytes;
  if (fileBytes !== expected) {
    throw new SnapshotFileError(
      `the payload has ${fileBytes - headerBytes} bytes, the header says ${header.structure.bytes + header.bodies.bytes}`,
    );
  }
}

function restore(structure: Buffer, header: Header, bodies: SnapshotBodies): ContentSnapshot {
  if (crc32(structure) !== header.structure.crc32) throw new SnapshotFileError('the checksum does not match');
  let saved: SavedParts;
  try {
    saved = deserialize(structure) as SavedParts;
  } catch (error) {
    throw new SnapshotFileError(`the payload cannot be read: ${(error as Error).message}`);
  }
  if (!isObject(saved) || typeof saved.version !== 'string' || !Array.isArray(saved.byLocale)) {
    throw new SnapshotFileError('the payload is not a saved content snapshot');
  }
  const snapshot = snapshotFromParts(restoreParts(saved, bodies));
  bodiesOf.set(snapshot, bodies);
  return snapshot;
}

/** The snapshot a whole file's bytes hold for content `source`; throws SnapshotFileError naming what is wrong. */
export async function parseSnapshotFile(
  file: Buffer,
  source: string,
  preview: boolean,
  program = currentProgram(),
): Promise<ContentSnapshot> {
  const { header, length } = parseHeader(file);
  await checkKey(header, { preview, source: () => source }, program);
  checkSizes(header, length, file.byteLength);
  const bodiesStart = length + header.structure.bytes;
  if (crc32(file.subarray(bodiesStart)) !== header.bodies.crc32) {
    throw new SnapshotFileError('the checksum of the bodies does not match');
  }
  return restore(file.subarray(length, bodiesStart), header, new SnapshotBodies(new SnapshotBuffer(file), bodiesStart));
}

/** Reads `length` bytes at `position` of `fd` whole, or throws saying the file is shorter. */
function readAt(fd: number, position: number, length: number): Buffer {
  return new DescriptorSource(fd).read(position, length);
}

/**
 * Opens the saved snapshot at `file` through a descriptor it keeps for the bodies: reads the header
 * and the structured section, and checks the bodies' checksum in chunks without keeping them.
 */
export async function openSnapshotFile(
  file: string,
  key: ContentKey,
  program = currentProgram(),
): Promise<ContentSnapshot> {
  const fd = openSync(file, 'r');
  let kept = false;
  try {
    const size = fstatSync(fd).size;
    const head = Buffer.allocUnsafe(Math.min(HEADER_MAX_BYTES, size));
    const got = readSync(fd, head, 0, head.byteLength, 0);
    const { header, length } = parseHeader(head.subarray(0, got));
    await checkKey(header, key, program);
    checkSizes(header, length, size);
    const structure = readAt(fd, length, header.structure.bytes);
    const bodiesStart = length + header.structure.bytes;
    const chunk = Buffer.allocUnsafe(Math.min(CHECK_CHUNK_BYTES, Math.max(1, header.bodies.bytes)));
    let crc = 0;
    for (let done = 0; done < header.bodies.bytes;) {
      const read = readSync(fd, chunk, 0, Math.min(chunk.byteLength, header.bodies.bytes - done), bodiesStart + done);
      if (read === 0) throw new SnapshotFileError('the file ends inside its bodies');
      crc = crc32(chunk.subarray(0, read), crc);
      done += read;
    }
    if (crc !== header.bodies.crc32) throw new SnapshotFileError('the checksum of the bodies does not match');
    const bodies = new SnapshotBodies(new DescriptorSource(fd), bodiesStart);
    const snapshot = restore(structure, header, bodies);
    descriptors.register(bodies, fd);
    kept = true;
    return snapshot;
  } finally {
    if (!kept) closeSync(fd);
  }
}

function* fileParts(header: Buffer, structure: Buffer, bodies: BodyWriter): Generator<Buffer, void, undefined> {
  yield header;
  yield structure;
  yield* bodies;
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
   * The snapshot saved for the content `key` describes, or undefined: no file (quietly), or one that
   * is torn, stale or foreign (one error line naming the file and why).
   */
  async open(key: ContentKey): Promise<ContentSnapshot | undefined> {
    const started = performance.now();
    try {
      const snapshot = await openSnapshotFile(this.path, key);
      this.logger.info(
        { file: this.path, version: snapshot.version, milliseconds: Math.round(performance.now() - started) },
        'Content snapshot opened from the saved file',
      );
      return snapshot;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') this.ignoring(error);
      return undefined;
    }
  }

  /**
   * A spill beside the file for the bodies of a snapshot about to be built and saved (body-spill.ts),
   * or undefined, with one error line, when the folder cannot take one: the bodies are then kept in
   * memory while the snapshot is built.
   */
  spill(): BodySpill | undefined {
    const directory = path.dirname(this.path);
    try {
      mkdirSync(directory, { recursive: true });
      return BodySpill.create(directory);
    } catch (error) {
      this.logger.error(
        { directory },
        `Cannot write bodies to ${directory} while the content is built, so they are kept in memory: ${
          error instanceof Error ? error.message : String(error)
        }`,
      );
      return undefined;
    }
  }

  /**
   * Saves `snapshot`, built from the content file whose sha256 is `source` and which looked like
   * `stamp`, and answers the same snapshot opened from the file, whose bodies stay on disk; if the
   * save fails, that is logged and the snapshot as built is answered.
   */
  async save(source: string, snapshot: ContentSnapshot, stamp?: ContentFileStamp): Promise<ContentSnapshot> {
    const started = performance.now();
    let bytes = 0;
    try {
      const { header, structure, bodies } = encodeSnapshot(snapshot, source, currentProgram(), stamp);
      bytes = header.byteLength + structure.byteLength + bodies.offset;
      await writeFileDurably(this.path, fileParts(header, structure, bodies));
    } catch (error) {
      this.logger.error(
        { file: this.path },
        `Cannot save the content snapshot to ${this.path}: ${error instanceof Error ? error.message : String(error)}`,
      );
      return snapshot;
    }
    this.logger.info(
      { file: this.path, version: snapshot.version, bytes, milliseconds: Math.round(performance.now() - started) },
      'Content snapshot saved',
    );
    try {
      return await openSnapshotFile(this.path, { preview: snapshot.preview, stamp, source: () => source });
    } catch (error) {
      this.ignoring(error);
      return snapshot;
    }
  }

  private ignoring(error: unknown): void {
    this.logger.error(
      { file: this.path },
      `Ignoring the saved content snapshot ${this.path}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
