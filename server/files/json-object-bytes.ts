/**
 * Parses a JSON document whose top level is an object, from its UTF-8 bytes, without making one
 * string of the whole document. A contentful export of 10,000 entries is 430 MB: as one string it
 * costs as much memory again as its bytes (twice that once a single character above U+00FF makes V8
 * store it two bytes a character), and past 512 MiB (`buffer.constants.MAX_STRING_LENGTH`) Node cannot
 * make the string at all, so a larger space could not be read. Here each member of the top-level
 * object is parsed on its own, and each item of a member that is an array, so no string is larger
 * than the largest entry.
 *
 * The bytes are either one buffer in memory (`parseJsonObjectBytes`) or read from a file through a
 * window that holds the member or item being read and is refilled as the parse goes on
 * (`parseJsonObjectFile`), so a file of any size is parsed in the memory of its largest item. The
 * items of chosen members can be left unparsed, their byte ranges given instead, to be parsed later
 * from the file (`parseJsonRanges`).
 *
 * The result equals `JSON.parse(bytes.toString('utf8'))` for every valid document of that shape, and
 * every invalid one throws a SyntaxError naming the byte offset where the problem starts. The bytes of
 * a JSON string never hold a raw `"` or `\` inside a multi-byte UTF-8 sequence, so the structure can
 * be found byte by byte.
 *
 * Bytes are read and searched through a view of at most 1 GiB: V8 reads a buffer's element at an
 * index of 2^31 or more through a slow generic path (the scan of a 2.2 GB export took minutes instead
 * of seconds), and `Buffer.indexOf` past that offset did not find what was there.
 */
import { readSync } from 'node:fs';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;

function isWhitespace(byte: number): boolean {
  return byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;
}

/** The size of the view bytes are read through, so every index into it is a small integer. */
const VIEW_BYTES = 1 << 30;
/** What a file is read into at first; the window grows to hold a larger member or item. */
export const WINDOW_BYTES = 16 * 1024 * 1024;

/** What the parser reads the document's bytes through, by their offset in the whole document. */
interface Bytes {
  /** The byte at `offset`, or undefined past the end. */
  at(offset: number): number | undefined;
  /** The offset of the first quote at or after `from`, or -1. */
  indexOfQuote(from: number): number;
  /** The bytes from `start` to `end`, decoded as UTF-8. */
  text(start: number, end: number): string;
  /** Says that no byte before `offset` will be asked for again. */
  release(offset: number): void;
}

class BufferBytes implements Bytes {
  private view: Buffer;
  private viewStart = 0;

  constructor(
    private readonly bytes: Buffer,
    private readonly viewBytes: number,
  ) {
    this.view = bytes.subarray(0, viewBytes);
  }

  at(offset: number): number | undefined {
    let index = offset - this.viewStart;
    if (index < 0 || index >= this.view.length) {
      if (offset < 0 || offset >= this.bytes.length) return undefined;
      // A little before the offset, as the scan of backslashes before a quote reads backwards.
      this.viewStart = Math.max(0, offset - Math.floor(this.viewBytes / 16));
      this.view = this.bytes.subarray(this.viewStart, this.viewStart + this.viewBytes);
      index = offset - this.viewStart;
    }
    return this.view[index];
  }

  indexOfQuote(from: number): number {
    for (let start = from; this.at(start) !== undefined; start = this.viewStart + this.view.length) {
      const index = this.view.indexOf(QUOTE, start - this.viewStart);
      if (index !== -1) return this.viewStart + index;
    }
    return -1;
  }

  text(start: number, end: number): string {
    return this.bytes.toString('utf8', start, end);
  }

  release(): void {
    // The whole document is in memory already.
  }
}

/**
 * A file's bytes through a window: the bytes from the last released offset to the furthest one read.
 * Reading past the window moves what is still needed to its front and reads on; a member or item
 * larger than the window grows it. `onRead` sees every byte of the file once, in order, when the file
 * is read from its start and no range is skipped.
 */
export class FileBytes implements Bytes {
  private buffer: Buffer;
  /** The bytes of the window that are held. */
  private held: Buffer;
  /** The file offsets of the window's first byte and of the byte after its last. */
  private start: number;
  private end: number;
  private released: number;

  constructor(
    private readonly fd: number,
    /** The bytes of the file that are read: a file that grows while it is read keeps this size. */
    private size: number,
    private readonly onRead?: (bytes: Buffer) => void,
    windowBytes = WINDOW_BYTES,
    from = 0,
  ) {
    this.buffer = Buffer.allocUnsafeSlow(windowBytes);
    this.held = this.buffer.subarray(0, 0);
    this.start = from;
    this.end = from;
    this.released = from;
  }

  at(offset: number): number | undefined {
    if (offset < this.start || offset >= this.end) {
      if (offset < 0 || offset >= this.size) return undefined;
      this.fill(offset);
      if (offset >= this.end) return undefined;
    }
    return this.held[offset - this.start];
  }

  indexOfQuote(from: number): number {
    for (let at = from; this.at(at) !== undefined; at = this.end) {
      const index = this.held.indexOf(QUOTE, at - this.start);
      if (index !== -1) return this.start + index;
    }
    return -1;
  }

  text(start: number, end: number): string {
    // A file cut short while it was read ends the text early, and JSON.parse says where.
    if (end > start && this.at(end - 1) === undefined) return this.held.toString('utf8', start - this.start);
    return this.held.toString('utf8', start - this.start, end - this.start);
  }

  release(offset: number): void {
    if (offset > this.released) this.released = offset;
  }

  /** Reads on until the window holds `offset`, keeping the bytes from the released offset. */
  private fill(offset: number): void {
    if (offset < this.released) throw new RangeError(`byte ${offset} was released, and is no longer held`);
    if (this.released >= this.end) {
      // Nothing held is needed: the window starts again where it is wanted.
      if (this.onRead && this.released > this.end) throw new RangeError('a file read for its hash cannot skip bytes');
      this.start = this.released;
      this.end = this.released;
    } else if (this.released > this.start) {
      this.buffer.copy(this.buffer, 0, this.released - this.start, this.end - this.start);
      this.start = this.released;
    }
    const needed = offset - this.start + 1;
    if (needed > this.buffer.byteLength) {
      let capacity = this.buffer.byteLength * 2;
      while (capacity < needed) capacity *= 2;
      const grown = Buffer.allocUnsafeSlow(Math.min(capacity, Math.max(needed, this.size - this.start)));
      this.buffer.copy(grown, 0, 0, this.end - this.start);
      this.buffer = grown;
    }
    while (this.end <= offset) {
      const held = this.end - this.start;
      const length = Math.min(this.buffer.byteLength - held, this.size - this.end);
      const read = readSync(this.fd, this.buffer, held, length, this.end);
      if (read === 0) {
        // The file is shorter than when it was opened: it ends here.
        this.size = this.end;
        break;
      }
      this.onRead?.(this.buffer.subarray(held, held + read));
      this.end += read;
    }
    this.held = this.buffer.subarray(0, this.end - this.start);
  }
}

class Parser {
  constructor(private readonly bytes: Bytes) {}

  at(offset: number): number | undefined {
    return this.bytes.at(offset);
  }

  release(offset: number): void {
    this.bytes.release(offset);
  }

  fail(reason: string, offset: number): never {
    throw new SyntaxError(`${reason} at byte ${offset}`);
  }

  skipWhitespace(offset: number): number {
    let at = offset;
    for (let byte = this.at(at); byte !== undefined && isWhitespace(byte); byte = this.at(at)) at += 1;
    return at;
  }

  expect(byte: number, offset: number, what: string): number {
    const found = this.at(offset);
    if (found !== byte) {
      this.fail(found === undefined ? `Unexpected end of JSON, expected ${what}` : `Expected ${what}`, offset);
    }
    return offset + 1;
  }

  /** The offset just past the string that opens at `offset` (its quote). */
  stringEnd(offset: number): number {
    let from = offset + 1;
    for (;;) {
      const quote = this.bytes.indexOfQuote(from);
      if (quote === -1) this.fail('Unterminated string', offset);
      let backslashes = 0;
      while (this.at(quote - 1 - backslashes) === BACKSLASH) backslashes += 1;
      if (backslashes % 2 === 0) return quote + 1;
      from = quote + 1;
    }
  }

  /** The offset just past the value that starts at `offset`; JSON.parse of its slice checks it. */
  valueEnd(offset: number): number {
    const first = this.at(offset);
    if (first === undefined) this.fail('Unexpected end of JSON, expected a value', offset);
    if (first === QUOTE) return this.stringEnd(offset);
    if (first === OPEN_OBJECT || first === OPEN_ARRAY) {
      let depth = 0;
      let at = offset;
      for (let byte = this.at(at); byte !== undefined; byte = this.at(at)) {
        if (byte === QUOTE) {
          at = this.stringEnd(at);
          continue;
        }
        if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) depth += 1;
        else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
          depth -= 1;
          if (depth === 0) return at + 1;
        }
        at += 1;
      }
      return this.fail('Unexpected end of JSON, unclosed object or array', offset);
    }
    // A number, true, false or null: up to the next delimiter.
    let at = offset;
    for (let byte = this.at(at); byte !== undefined; byte = this.at(at)) {
      if (byte === COMMA || byte === CLOSE_OBJECT || byte === CLOSE_ARRAY || isWhitespace(byte)) break;
      at += 1;
    }
    return at;
  }

  parse(start: number, end: number): unknown {
    try {
      return JSON.parse(this.bytes.text(start, end)) as unknown;
    } catch (error) {
      return this.fail(error instanceof Error ? error.message : String(error), start);
    }
  }

  /**
   * The array that opens at `offset`, item by item, each item parsed and pushed to `items`, or its
   * start and end offsets pushed to `ranges` when given; returns the offset past the array.
   */
  array(offset: number, items: unknown[], ranges?: number[]): number {
    let at = this.skipWhitespace(offset + 1);
    if (this.at(at) === CLOSE_ARRAY) return at + 1;
    for (;;) {
      this.bytes.release(at);
      const end = this.valueEnd(at);
      if (ranges) ranges.push(at, end);
      else items.push(this.parse(at, end));
      at = this.skipWhitespace(end);
      if (this.at(at) === CLOSE_ARRAY) return at + 1;
      at = this.skipWhitespace(this.expect(COMMA, at, "',' or ']' after an array item"));
    }
  }

  object(rangesOf: ReadonlySet<string>): ParsedObject {
    const value: Record<string, unknown> = {};
    const ranges = new Map<string, number[]>();
    let at = this.expect(OPEN_OBJECT, this.skipWhitespace(0), "'{' to open the document");
    at = this.skipWhitespace(at);
    if (this.at(at) === CLOSE_OBJECT) {
      at += 1;
    } else {
      for (;;) {
        this.bytes.release(at);
        if (this.at(at) !== QUOTE) this.fail('Expected a property name in double quotes', at);
        const keyEnd = this.stringEnd(at);
        const key = this.parse(at, keyEnd) as string;
        at = this.skipWhitespace(this.expect(COLON, this.skipWhitespace(keyEnd), "':' after a property name"));
        this.bytes.release(at);
        let member: unknown;
        // The last of duplicate keys wins, as with JSON.parse: an earlier one's ranges go too.
        ranges.delete(key);
        if (this.at(at) === OPEN_ARRAY) {
          const items: unknown[] = [];
          const itemRanges = rangesOf.has(key) ? [] : undefined;
          at = this.array(at, items, itemRanges);
          if (itemRanges) ranges.set(key, itemRanges);
          member = items;
        } else {
          const end = this.valueEnd(at);
          member = this.parse(at, end);
          at = end;
        }
        // Defined as JSON.parse does, so a key such as __proto__ is an ordinary property.
        Object.defineProperty(value, key, { value: member, enumerable: true, writable: true, configurable: true });
        at = this.skipWhitespace(at);
        if (this.at(at) === CLOSE_OBJECT) {
          at += 1;
          break;
        }
        at = this.skipWhitespace(this.expect(COMMA, at, "',' or '}' after a property"));
      }
    }
    at = this.skipWhitespace(at);
    if (this.at(at) !== undefined) this.fail('Unexpected non-whitespace character after JSON', at);
    return { value, ranges };
  }
}

/** A parsed document, with the byte ranges of the items left unparsed. */
export interface ParsedObject {
  /** The document; a member whose items were left unparsed is an empty array. */
  value: Record<string, unknown>;
  /** For each member whose items were left unparsed, each item's start and end offsets in turn. */
  ranges: ReadonlyMap<string, readonly number[]>;
}

/** `viewBytes` is for tests, which read through small views to cross many of their ends. */
export function parseJsonObjectBytes(bytes: Buffer, viewBytes = VIEW_BYTES): Record<string, unknown> {
  return new Parser(new BufferBytes(bytes, viewBytes)).object(new Set()).value;
}

export interface FileParseOptions {
  /** The members whose array items are not parsed: their ranges are given instead. */
  rangesOf?: ReadonlySet<string>;
  /** Sees every byte of the file once, in order (to hash it as it is read). */
  onRead?: (bytes: Buffer) => void;
  /** The window's first size; tests make it small to cross its ends often. */
  windowBytes?: number;
}

/** Parses the document in the first `size` bytes of the open file `fd`, reading it once from its start. */
export function parseJsonObjectFile(fd: number, size: number, options: FileParseOptions = {}): ParsedObject {
  const bytes = new FileBytes(fd, size, options.onRead, options.windowBytes);
  return new Parser(bytes).object(options.rangesOf ?? new Set());
}

/**
 * The values at `ranges` (start and end offsets in turn, in the order of the file, as
 * `parseJsonObjectFile` gives them) of the open file `fd`, each parsed when it is reached. A value
 * that does not parse throws a SyntaxError naming the byte where it starts.
 */
export function* parseJsonRanges(
  fd: number,
  size: number,
  ranges: readonly number[],
  windowBytes = WINDOW_BYTES,
): Generator<unknown, void, undefined> {
  if (ranges.length === 0) return;
  const parser = new Parser(new FileBytes(fd, size, undefined, windowBytes, ranges[0]));
  for (let index = 0; index < ranges.length; index += 2) {
    const start = ranges[index]!;
    parser.release(start);
    yield parser.parse(start, ranges[index + 1]!);
  }
}
