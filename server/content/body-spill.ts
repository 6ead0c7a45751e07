/**
 * Bodies taken out of memory while an export is loaded. A cold start reads an export entry by entry
 * (server/content/export-file.ts); each entry's bodies (a topic's html, a rich-text document) are
 * written to a file of their own in DATA_DIR as soon as the entry is validated and hashed, and the
 * entry keeps a `SpilledBody` in their place: where its bytes are, and a rich-text document's links,
 * which the link resolution needs. The snapshot built from such entries reads a body from the file
 * when asked (its field is a getter, as in a snapshot opened from its saved file), and the snapshot
 * file's save copies the bytes as they are (server/content/snapshot-file.ts), so a build holds the small
 * parts of every entry and never all of the bodies.
 *
 * The file is removed as soon as it is opened: its descriptor keeps it readable for as long as the
 * spill is, and nothing is left behind by a process that is killed. Bodies are encoded as the
 * snapshot file writes them: a string as its UTF-8, a document as its JSON.
 */
import { closeSync, openSync, readSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

import type { LinkValue } from './field-validation';

/** A string field at least this long is a body, kept on disk until read. */
export const BODY_MIN_CHARS = 512;
/** Encoded bodies are gathered into a buffer this size before they are written. */
const SPILL_BLOCK_BYTES = 4 * 1024 * 1024;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Whether a field value is a body: a string of BODY_MIN_CHARS or more, or a rich-text document. */
export function isBody(value: unknown): value is string | Record<string, unknown> {
  if (typeof value === 'string') return value.length >= BODY_MIN_CHARS;
  return isObject(value) && value.nodeType === 'document' && Array.isArray(value.content);
}

/** Where a body's bytes are in its spill, and what kind of value they decode to. */
export class SpilledBody {
  /** The getter an entry's field is defined with; the same for every locale that shares the body. */
  readonly get: () => unknown;

  constructor(
    readonly spill: BodySpill,
    readonly offset: number,
    readonly length: number,
    /** 's' for a string, 'j' for a document written as its JSON. */
    readonly kind: 's' | 'j',
    /** A document's links (embedded entries and assets, hyperlinks), found before it was written. */
    readonly links: readonly LinkValue[],
  ) {
    this.get = () => spill.value(this);
    spilledGetters.set(this.get, this);
  }
}

const spilledGetters = new WeakMap<() => unknown, SpilledBody>();

/** The spilled body `fields[name]` reads, when the field is one; else undefined (the field is not read). */
export function spilledBodyOf(fields: object, name: string): SpilledBody | undefined {
  const descriptor: { get?: unknown } | undefined = Object.getOwnPropertyDescriptor(fields, name);
  return typeof descriptor?.get === 'function' ? spilledGetters.get(descriptor.get as () => unknown) : undefined;
}

/** Defines `fields[name]` as `value`, or as a getter reading it when it is a spilled body. */
export function defineField(fields: Record<string, unknown>, name: string, value: unknown): void {
  if (value instanceof SpilledBody) Object.defineProperty(fields, name, { enumerable: true, get: value.get });
  else fields[name] = value;
}

// A spill no longer referenced closes its file, which the system then frees.
const descriptors = new FinalizationRegistry<number>((fd) => {
  try {
    closeSync(fd);
  } catch {
    // Already closed; nothing is lost.
  }
});

let spills = 0;

export class BodySpill {
  /** The bytes written so far, and so the offset of the next body. */
  bytes = 0;
  private block = Buffer.allocUnsafeSlow(SPILL_BLOCK_BYTES);
  /** Bytes of the block not yet written, which start at file offset `bytes - pending`. */
  private pending = 0;
  private closed = false;

  private constructor(private readonly fd: number) {}

  /** A spill in `directory`; throws when the file cannot be made there. */
  static create(directory: string): BodySpill {
    spills += 1;
    const file = path.join(directory, `content-bodies.${process.pid}.${spills}.tmp`);
    const fd = openSync(file, 'wx+', 0o600);
    try {
      unlinkSync(file);
    } catch (error) {
      closeSync(fd);
      throw error;
    }
    const spill = new BodySpill(fd);
    descriptors.register(spill, fd, spill);
    return spill;
  }

  /** Writes `value` (a body, as `isBody` says) and answers where it is. */
  add(value: string | Record<string, unknown>, links: readonly LinkValue[] = []): SpilledBody {
    const kind = typeof value === 'string' ? 's' : 'j';
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    const length = Buffer.byteLength(text, 'utf8');
    if (this.pending + length > this.block.byteLength) {
      this.flush();
      // A body larger than the block gets a larger block, kept for the next such body.
      if (length > this.block.byteLength) this.block = Buffer.allocUnsafeSlow(length);
    }
    this.block.write(text, this.pending, 'utf8');
    this.pending += length;
    const body = new SpilledBody(this, this.bytes, length, kind, links);
    this.bytes += length;
    return body;
  }

  /** Copies `length` bytes of `body` from its byte `from` into `target` at `at`. */
  copy(body: SpilledBody, from: number, length: number, target: Buffer, at: number): void {
    if (this.closed) throw new Error('the spilled bodies were closed');
    if (body.spill !== this) throw new Error('the body was spilled elsewhere');
    this.flush();
    let done = 0;
    while (done < length) {
      const read = readSync(this.fd, target, at + done, length - done, body.offset + from + done);
      if (read === 0) throw new Error('a spilled body lies past the end of its file');
      done += read;
    }
  }

  /** The value `body` was spilled from, read back. */
  value(body: SpilledBody): unknown {
    const bytes = Buffer.allocUnsafe(body.length);
    this.copy(body, 0, body.length, bytes, 0);
    const text = bytes.toString('utf8');
    return body.kind === 's' ? text : (JSON.parse(text) as unknown);
  }

  /** Closes the file, which the system frees; no body of it can be read after. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    descriptors.unregister(this);
    closeSync(this.fd);
  }

  private flush(): void {
    let done = 0;
    const start = this.bytes - this.pending;
    while (done < this.pending) done += writeSync(this.fd, this.block, done, this.pending - done, start + done);
    this.pending = 0;
  }
}
