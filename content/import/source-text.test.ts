import { mkdtemp, mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { ImportFileError } from './errors';
import { decodeSource, readSource } from './source-text';

const bytes = (text: string, encoding: BufferEncoding = 'utf8') => new Uint8Array(Buffer.from(text, encoding));

describe('reading source files', () => {
  it('decodes html in the encoding its meta charset declares', () => {
    const latin1 = Buffer.concat([
      Buffer.from('<meta charset="windows-1252"><p>caf'),
      Buffer.from([0xe9]),
      Buffer.from('</p>'),
    ]);

    expect(decodeSource(new Uint8Array(latin1), 'a.html', 'html')).toContain('café');
  });

  it('decodes Shift_JIS declared through http-equiv', () => {
    const sjis = Buffer.concat([
      Buffer.from('<meta http-equiv="Content-Type" content="text/html; charset=Shift_JIS"><p>'),
      Buffer.from([0x93, 0xfa, 0x96, 0x7b]),
      Buffer.from('</p>'),
    ]);

    expect(decodeSource(new Uint8Array(sjis), 'ja.html', 'html')).toContain('日本');
  });

  it('follows a UTF-16 byte order mark', () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('# Title', 'utf16le')]);

    expect(decodeSource(new Uint8Array(utf16), 'a.md', 'markdown')).toContain('# Title');
  });

  it('names the file and line of an unknown encoding', () => {
    const source = bytes('<!DOCTYPE html>\n<html>\n<head><meta charset="klingon-8">\n');

    let thrown: unknown;
    try {
      decodeSource(source, 'guide/a.html', 'html');
    } catch (error) {
      thrown = error;
    }

    expect(thrown).toBeInstanceOf(ImportFileError);
    expect((thrown as ImportFileError).message).toBe('guide/a.html:3: unknown encoding "klingon-8"');
    expect((thrown as ImportFileError).place).toEqual({ file: 'guide/a.html', line: 3 });
  });

  it('names the file and line of the first byte that is not valid UTF-8', () => {
    const source = new Uint8Array(Buffer.concat([Buffer.from('# Title\n\nline three \n'), Buffer.from([0xc3, 0x28])]));

    expect(() => decodeSource(source, 'notes.md', 'markdown')).toThrow(/^notes\.md:4: the file is not valid utf-8/);
  });

  it('names a file that cannot be read', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'import-read-'));
    try {
      await mkdir(join(folder, 'page.html'));
      await expect(readSource(join(folder, 'page.html'), 'page.html', 'html')).rejects.toThrow(
        /^page\.html: the file cannot be read/,
      );
      await expect(readSource(join(folder, 'missing.md'), 'missing.md', 'markdown')).rejects.toThrow(
        /^missing\.md: the file cannot be read/,
      );
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
