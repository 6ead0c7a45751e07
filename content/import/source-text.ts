/**
 * Reads a source file (gzip-compressed when its name ends in .gz) as text. The encoding comes from a byte order mark, then (for html) the
 * document's own `<meta charset>` or `http-equiv` declaration, else UTF-8. An encoding the platform
 * cannot decode, or bytes that are invalid in the declared one, are an ImportFileError naming the
 * file and the line.
 */
import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';

import { ImportFileError } from './errors';

const BOMS: readonly [readonly number[], string][] = [
  [[0xef, 0xbb, 0xbf], 'utf-8'],
  [[0xff, 0xfe], 'utf-16le'],
  [[0xfe, 0xff], 'utf-16be'],
];

// The declaration must sit in the first kilobytes, as the html standard's prescan expects.
const PRESCAN_BYTES = 4096;
const META_CHARSET = /<meta\s[^>]*?charset\s*=\s*["']?\s*([\w.:-]+)/i;

function bomEncoding(bytes: Uint8Array): string | undefined {
  return BOMS.find(([mark]) => mark.every((byte, index) => bytes[index] === byte))?.[1];
}

/** The line (1-based) of a character offset in text. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let index = text.indexOf('\n'); index !== -1 && index < offset; index = text.indexOf('\n', index + 1)) {
    line += 1;
  }
  return line;
}

/** The declared encoding of an html document, with the line of the declaration. */
function declaredHtmlEncoding(bytes: Uint8Array): { label: string; line: number } | undefined {
  const head = Buffer.from(bytes.subarray(0, PRESCAN_BYTES)).toString('latin1');
  const match = META_CHARSET.exec(head);
  if (!match?.[1]) return undefined;
  return { label: match[1], line: lineAt(head, match.index) };
}

export function decodeSource(bytes: Uint8Array, file: string, kind: 'html' | 'markdown'): string {
  const bom = bomEncoding(bytes);
  const declared = bom === undefined && kind === 'html' ? declaredHtmlEncoding(bytes) : undefined;
  const label = bom ?? declared?.label ?? 'utf-8';
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label, { fatal: true });
  } catch (error) {
    throw new ImportFileError(
      { file, ...(declared ? { line: declared.line } : {}) },
      `unknown encoding ${JSON.stringify(label)}`,
      error,
    );
  }
  try {
    return decoder.decode(bytes);
  } catch (error) {
    // Decoding again without `fatal` shows where the first undecodable byte sequence is.
    const lenient = new TextDecoder(label).decode(bytes);
    const offset = lenient.indexOf('\uFFFD');
    throw new ImportFileError(
      { file, line: lineAt(lenient, Math.max(offset, 0)) },
      `the file is not valid ${decoder.encoding}${declared || bom ? '' : ' (declare another encoding with <meta charset> or save it as UTF-8)'}`,
      error,
    );
  }
}

/** Reads and decodes one source file; `file` is the name reported, `path` where it is read from. */
export async function readSource(path: string, file: string, kind: 'html' | 'markdown'): Promise<string> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
    // Debian compresses large documentation pages (Python's changelog.html.gz).
    if (path.endsWith('.gz')) bytes = gunzipSync(bytes);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === 'EACCES' ? 'the file cannot be read (permission denied)' : `the file cannot be read (${String(error)})`;
    throw new ImportFileError({ file }, reason, error);
  }
  const text = decodeSource(bytes, file, kind);
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}
