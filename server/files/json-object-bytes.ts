/**
 * Parses a JSON document whose top level is an object, from its UTF-8 bytes, without making one
 * string of the whole document. A contentful export of 10,000 entries is 430 MB: as one string it
 * costs as much memory again as its bytes (twice that once a single character above U+00FF makes V8
 * store it two bytes a character), and past 512 MiB (`buffer.constants.MAX_STRING_LENGTH`) Node cannot
 * make the string at all, so a larger space could not be read. Here each member of the top-level
 * object is parsed on its own, and each item of a member that is an array, so no string is larger
 * than the largest entry.
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

class Reader {
  private view: Buffer;
  private viewStart = 0;

  constructor(
    private readonly bytes: Buffer,
    private readonly viewBytes: number,
  ) {
    this.view = bytes.subarray(0, viewBytes);
  }

  /** The byte at `offset`, or undefined past the end. */
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

  fail(reason: string, offset: number): never {
    throw new SyntaxError(`${reason} at byte ${offset}`);
  }

  skipWhitespace(offset: number): number {
    let at = offset;
    for (let byte = this.at(at); byte !== undefined && isWhitespace(byte); byte = this.at(at)) at += 1;
    return at;
  }

  expect(byte: number, offset: number, what: string): number {
    if (this.at(offset) !== byte) {
      this.fail(offset >= this.bytes.length ? `Unexpected end of JSON, expected ${what}` : `Expected ${what}`, offset);
    }
    return offset + 1;
  }

  /** The offset of the first quote at or after `from`, or -1; searched view by view, as `at` reads. */
  indexOfQuote(from: number): number {
    for (let start = from; this.at(start) !== undefined; start = this.viewStart + this.view.length) {
      const index = this.view.indexOf(QUOTE, start - this.viewStart);
      if (index !== -1) return this.viewStart + index;
    }
    return -1;
  }

  /** The offset just past the string that opens at `offset` (its quote). */
  stringEnd(offset: number): number {
    let from = offset + 1;
    for (;;) {
      const quote = this.indexOfQuote(from);
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
      return JSON.parse(this.bytes.toString('utf8', start, end)) as unknown;
    } catch (error) {
      return this.fail(error instanceof Error ? error.message : String(error), start);
    }
  }

  /** The array that opens at `offset`, item by item; returns it and the offset past it. */
  array(offset: number): { value: unknown[]; end: number } {
    const items: unknown[] = [];
    let at = this.skipWhitespace(offset + 1);
    if (this.at(at) === CLOSE_ARRAY) return { value: items, end: at + 1 };
    for (;;) {
      const end = this.valueEnd(at);
      items.push(this.parse(at, end));
      at = this.skipWhitespace(end);
      if (this.at(at) === CLOSE_ARRAY) return { value: items, end: at + 1 };
      at = this.skipWhitespace(this.expect(COMMA, at, "',' or ']' after an array item"));
    }
  }

  member(offset: number): { value: unknown; end: number } {
    if (this.at(offset) === OPEN_ARRAY) return this.array(offset);
    const end = this.valueEnd(offset);
    return { value: this.parse(offset, end), end };
  }
}

/** `viewBytes` is for tests, which read through small views to cross many of their ends. */
export function parseJsonObjectBytes(bytes: Buffer, viewBytes = VIEW_BYTES): Record<string, unknown> {
  const reader = new Reader(bytes, viewBytes);
  const result: Record<string, unknown> = {};
  let at = reader.expect(OPEN_OBJECT, reader.skipWhitespace(0), "'{' to open the document");
  at = reader.skipWhitespace(at);
  if (reader.at(at) === CLOSE_OBJECT) {
    at += 1;
  } else {
    for (;;) {
      if (reader.at(at) !== QUOTE) reader.fail('Expected a property name in double quotes', at);
      const keyEnd = reader.stringEnd(at);
      const key = reader.parse(at, keyEnd) as string;
      at = reader.skipWhitespace(reader.expect(COLON, reader.skipWhitespace(keyEnd), "':' after a property name"));
      const member = reader.member(at);
      // Defined as JSON.parse does, so a key such as __proto__ is an ordinary property, and the last
      // of duplicate keys wins.
      Object.defineProperty(result, key, { value: member.value, enumerable: true, writable: true, configurable: true });
      at = reader.skipWhitespace(member.end);
      if (reader.at(at) === CLOSE_OBJECT) {
        at += 1;
        break;
      }
      at = reader.skipWhitespace(reader.expect(COMMA, at, "',' or '}' after a property"));
    }
  }
  at = reader.skipWhitespace(at);
  if (at < bytes.length) reader.fail('Unexpected non-whitespace character after JSON', at);
  return result;
}
