import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { ContentLoadError } from '../../shared/errors';
import { hashFile, readExportInParts } from './export-file';

const SAMPLE = path.resolve(__dirname, '../../content/sample-space.json');

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'export-file-'));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function write(text: string): string {
  const file = path.join(dir, 'space.json');
  writeFileSync(file, text);
  return file;
}

describe('readExportInParts', () => {
  it('reads the sample space through a small window as JSON.parse reads it, hashing every byte', () => {
    // Arrange
    const bytes = readFileSync(SAMPLE);
    const expected = JSON.parse(bytes.toString('utf8')) as { entries: unknown[] };

    // Act
    const read = readExportInParts(SAMPLE, 4096);
    const entries = [...read.entries];
    read.close();

    // Assert
    expect(read.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(read.document).toEqual({ ...expected, entries: [] });
    expect(entries).toEqual(expected.entries);
  });

  it('reads entries written before the locales and content types, as a contentful export writes them', () => {
    // Arrange
    const file = write('{"entries": [{"sys": {"id": "a"}}, {"sys": {"id": "é"}}], "locales": [], "contentTypes": []}');

    // Act
    const read = readExportInParts(file, 8);
    const entries = [...read.entries];
    read.close();

    // Assert
    expect(read.document).toEqual({ entries: [], locales: [], contentTypes: [] });
    expect(entries).toEqual([{ sys: { id: 'a' } }, { sys: { id: 'é' } }]);
  });

  it('keeps entries that are not an array in the document, for the schema to reject', () => {
    const read = readExportInParts(write('{"entries": {"not": "an array"}}'));
    expect(read.document).toEqual({ entries: { not: 'an array' } });
    expect([...read.entries]).toEqual([]);
    read.close();
  });

  it('rejects a malformed file with one ContentLoadError naming the path and the byte where', () => {
    // Arrange
    const file = write('{"locales": [1 2]}');

    // Act
    const read = () => readExportInParts(file, 4);

    // Assert
    expect(read).toThrow(ContentLoadError);
    expect(read).toThrow(`Cannot parse content file ${file}: Expected ',' or ']' after an array item at byte 15`);
  });

  it('rejects a malformed entry when it is reached, naming the path and the byte where it starts', () => {
    // Arrange
    const file = write('{"entries": [{"a": 1}, {"a": tru}], "locales": []}');
    const read = readExportInParts(file, 4);

    // Act
    const entries = () => [...read.entries];

    // Assert
    expect(entries).toThrow(ContentLoadError);
    expect(entries).toThrow(new RegExp(`^Cannot parse content file ${file}: .* at byte 23$`));
    read.close();
  });

  it('rejects a file changed after it was first read rather than read a mix of both', () => {
    // Arrange
    const file = write('{"entries": [{"a": 1}]}');
    const read = readExportInParts(file);
    writeFileSync(file, '{"entries": [{"a": 2}], "more": true}');

    // Act
    const entries = () => [...read.entries];

    // Assert
    expect(entries).toThrow(`Cannot read content file ${file}: Error: it changed while it was read`);
    read.close();
  });

  it('reports a missing file as a missing content file', () => {
    const missing = path.join(dir, 'missing.json');
    expect(() => readExportInParts(missing)).toThrow(`Cannot read content file ${missing}: the file does not exist`);
  });
});

describe('hashFile', () => {
  it("gives the sha256 of the file's bytes, and a missing file as a missing content file", async () => {
    const file = write('{"a": "日本語"}');
    await expect(hashFile(file)).resolves.toBe(createHash('sha256').update(readFileSync(file)).digest('hex'));
    await expect(hashFile(path.join(dir, 'none.json'))).rejects.toThrow('the file does not exist');
  });
});
