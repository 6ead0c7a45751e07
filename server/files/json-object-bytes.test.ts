import { closeSync, fstatSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { parseJsonObjectBytes, parseJsonObjectFile, parseJsonRanges } from './json-object-bytes';

const bytesOf = (text: string) => Buffer.from(text, 'utf8');

describe('parseJsonObjectBytes', () => {
  it('reads the bundled sample space exactly as JSON.parse reads it', () => {
    // Arrange
    const bytes = readFileSync(path.resolve(__dirname, '../../content/sample-space.json'));

    // Act
    const parsed = parseJsonObjectBytes(bytes);

    // Assert
    expect(parsed).toEqual(JSON.parse(bytes.toString('utf8')));
  });

  it('reads any object of JSON values, however it is spaced, exactly as JSON.parse reads it', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.integer({ min: 0, max: 2 }), (object, indent) => {
        const text = JSON.stringify(object, null, indent);
        expect(parseJsonObjectBytes(bytesOf(text))).toEqual(JSON.parse(text));
      }),
    );
  });

  it('reads the same through views of a few bytes, whose ends fall inside strings, escapes and numbers', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.integer({ min: 1, max: 40 }), (object, viewBytes) => {
        const text = JSON.stringify({ entries: [object, 'a\\"b', 12.5e3], ...object });
        expect(parseJsonObjectBytes(bytesOf(text), viewBytes)).toEqual(JSON.parse(text));
      }),
    );
  });

  it('keeps strings holding quotes, backslashes, brackets and characters of every UTF-8 length', () => {
    // Arrange
    const tricky = ['a"b', 'c\\', '\\"', '[{,}]', 'é', '日本語', '😀', '\u2028', '"\\\\"'];
    const text = JSON.stringify({ entries: tricky.map((title) => ({ title, [title]: [title] })), [tricky[1]!]: 1 });

    // Act
    const parsed = parseJsonObjectBytes(bytesOf(text));

    // Assert
    expect(parsed).toEqual(JSON.parse(text));
  });

  it('lets the last of duplicate keys win and keeps __proto__ as an ordinary key, as JSON.parse does', () => {
    // Arrange
    const text = '{"a": 1, "__proto__": {"polluted": true}, "a": [2]}';

    // Act
    const parsed = parseJsonObjectBytes(bytesOf(text));

    // Assert
    expect(parsed).toEqual(JSON.parse(text));
    expect(Object.keys(parsed)).toEqual(['a', '__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reads an array of deeply nested items without running out of stack', () => {
    // Arrange
    const deep = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
    const text = `{"entries": [${deep}, {"ok": true}]}`;

    // Act
    const parsed = parseJsonObjectBytes(bytesOf(text)) as { entries: unknown[] };

    // Assert
    expect(parsed.entries).toHaveLength(2);
    expect(parsed.entries[1]).toEqual({ ok: true });
  });

  it.each([
    ['an empty file', '', 'byte 0'],
    ['a missing colon', '{"a" 1}', 'byte 5'],
    ['a missing comma between items', '{"entries": [1 2]}', 'byte 15'],
    ['a missing comma between members', '{"a": 1 "b": 2}', 'byte 8'],
    ['an unterminated string', '{"entries": ["abc]}', 'byte 13'],
    ['an unclosed array', '{"entries": [{"a": 1}', 'byte 21'],
    ['an invalid item', '{"entries": [{"a": tru}]}', 'byte 13'],
    ['text after the document', '{"a": 1} x', 'byte 9'],
    ['an unquoted property name', '{a: 1}', 'byte 1'],
  ])('rejects %s with a SyntaxError naming the byte where the problem starts', (_name, text, where) => {
    // Act
    const parse = () => parseJsonObjectBytes(bytesOf(text));

    // Assert
    expect(parse).toThrow(SyntaxError);
    expect(parse).toThrow(where);
    expect(() => JSON.parse(text) as unknown).toThrow(SyntaxError);
  });

  it('rejects a document whose top level is not an object, naming byte 0', () => {
    expect(() => parseJsonObjectBytes(bytesOf(' [] '))).toThrow("Expected '{' to open the document at byte 1");
  });
});

describe('parseJsonObjectFile', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'json-object-file-'));
  });

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  /** Parses `text` from a file through a window of `windowBytes`, the items of `rangesOf` read back by their ranges. */
  function parseFile(text: string, windowBytes: number, rangesOf = new Set<string>()) {
    const file = path.join(dir, 'document.json');
    writeFileSync(file, text);
    const fd = openSync(file, 'r');
    try {
      const seen: Buffer[] = [];
      const parsed = parseJsonObjectFile(fd, fstatSync(fd).size, {
        rangesOf,
        windowBytes,
        onRead: (bytes) => seen.push(Buffer.from(bytes)),
      });
      const items = new Map(
        [...parsed.ranges].map(([key, ranges]) => [
          key,
          [...parseJsonRanges(fd, fstatSync(fd).size, ranges, windowBytes)],
        ]),
      );
      return { value: parsed.value, items, read: Buffer.concat(seen) };
    } finally {
      closeSync(fd);
    }
  }

  it('reads a file through a window of a few bytes exactly as JSON.parse reads it, and sees every byte once', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.jsonValue()),
        fc.integer({ min: 1, max: 40 }),
        (object, windowBytes) => {
          const text = JSON.stringify({ entries: [object, 'a\\"b', 12.5e3], ...object }, null, 1);
          const { value, read } = parseFile(text, windowBytes);
          expect(value).toEqual(JSON.parse(text));
          expect(read.toString('utf8')).toBe(text);
        },
      ),
    );
  });

  it('reads multi-byte characters and escaped quotes and backslashes split across the ends of the window', () => {
    // Arrange
    const tricky = ['é', '日本語', '😀', 'a"b', 'c\\', '\\"', '"\\\\"', '\u2028'];
    const text = JSON.stringify({ entries: tricky.map((title) => ({ title, [title]: [title] })), tail: tricky });

    // Act
    const parsed = [1, 2, 3, 5, 7].map((windowBytes) => parseFile(text, windowBytes).value);

    // Assert
    for (const value of parsed) expect(value).toEqual(JSON.parse(text));
  });

  it("gives the ranges of a chosen member's items, which parse back to the items JSON.parse reads", () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue()), fc.integer({ min: 1, max: 40 }), (entries, windowBytes) => {
        const text = JSON.stringify({ before: 1, entries, after: ['x'] }, null, 2);
        const { value, items } = parseFile(text, windowBytes, new Set(['entries']));
        expect(value).toEqual({ before: 1, entries: [], after: ['x'] });
        expect(items.get('entries')).toEqual(JSON.parse(text).entries);
      }),
    );
  });

  it('keeps the ranges of the last of duplicate members only', () => {
    // Act
    const { value, items } = parseFile('{"entries": [1], "entries": [2, 3]}', 4, new Set(['entries']));

    // Assert
    expect(value).toEqual({ entries: [] });
    expect(items.get('entries')).toEqual([2, 3]);
  });

  it('rejects a malformed file with a SyntaxError naming the byte where the problem starts', () => {
    expect(() => parseFile('{"entries": [1 2]}', 3)).toThrow('at byte 15');
    expect(() => parseFile('{"entries": ["abc]}', 3)).toThrow('Unterminated string at byte 13');
  });

  it('rejects an item that does not parse when it is read back, naming the byte where it starts', () => {
    // Act
    const parse = () => parseFile('{"entries": [{"a": 1}, {"a": tru}]}', 5, new Set(['entries']));

    // Assert
    expect(parse).toThrow(SyntaxError);
    expect(parse).toThrow('at byte 23');
  });
});
