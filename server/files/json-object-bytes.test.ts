import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { parseJsonObjectBytes } from './json-object-bytes';

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
