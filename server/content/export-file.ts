/**
 * Reads a contentful-export file in parts, never whole: a cold start at 10,000 entries held the
 * file's 430 MB of bytes and the 850 MB of entries parsed from them at once. The file is read twice
 * through a window of a few MB (server/files/json-object-bytes.ts). The first pass hashes every byte,
 * parses every member but the entries, and notes where each entry is; the second parses the entries
 * one by one as the loader asks for them, so that each can be validated and its bodies taken out of
 * memory before the next is read (server/content/body-spill.ts). The entries are read last because
 * they can only be validated once the locales are known, which a contentful export writes after them.
 *
 * Errors are those of reading the file whole: a file that cannot be read, or whose JSON is broken
 * (naming the byte where), is one ContentLoadError. A broken entry is reported when the second pass
 * reaches it, so a file broken both in an entry and further on names the later place.
 */
import { createHash } from 'node:crypto';
import { closeSync, fstatSync, openSync, type Stats } from 'node:fs';
import { open } from 'node:fs/promises';

import { ContentLoadError } from '../../shared/errors';
import { parseJsonObjectFile, parseJsonRanges } from '../files/json-object-bytes';

const ENTRIES = new Set(['entries']);
/** How much of the file is hashed at a time when only its hash is wanted. */
const HASH_READ_BYTES = 8 * 1024 * 1024;

function readError(path: string, error: unknown): ContentLoadError {
  const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'the file does not exist' : String(error);
  return new ContentLoadError(`Cannot read content file ${path}: ${reason}`, { previousError: error });
}

function parseError(path: string, error: SyntaxError): ContentLoadError {
  return new ContentLoadError(`Cannot parse content file ${path}: ${error.message}`, { previousError: error });
}

function failure(path: string, error: unknown): ContentLoadError {
  return error instanceof SyntaxError ? parseError(path, error) : readError(path, error);
}

/** An export file being read: everything but its entries, which are read when they are asked for. */
export interface ExportRead {
  /** The sha256 of the file's bytes, as they were read. */
  sha256: string;
  /** The document, its `entries` empty when they are an array (they are read by `entries` then). */
  document: Record<string, unknown>;
  /**
   * The entries, each read and parsed when the iteration reaches it. Iterated once, to the end: a
   * file changed since the first pass began is then a ContentLoadError, rather than a mix of both.
   */
  entries: Iterable<unknown>;
  /** Closes the file; the entries cannot be read after. */
  close(): void;
}

function sameFile(before: Stats, after: Stats): boolean {
  return before.size === after.size && before.mtimeMs === after.mtimeMs && before.ino === after.ino;
}

/**
 * Opens `path` and reads it but for its entries. `windowBytes` is for tests, which read through a
 * small window to cross its ends often.
 */
export function readExportInParts(path: string, windowBytes?: number): ExportRead {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    throw readError(path, error);
  }
  let closed = false;
  const close = () => {
    if (!closed) closeSync(fd);
    closed = true;
  };
  try {
    const before = fstatSync(fd);
    const hash = createHash('sha256');
    const parsed = parseJsonObjectFile(fd, before.size, {
      rangesOf: ENTRIES,
      onRead: (bytes) => hash.update(bytes),
      ...(windowBytes ? { windowBytes } : {}),
    });
    const ranges = parsed.ranges.get('entries') ?? [];
    const entries = {
      *[Symbol.iterator](): Generator<unknown, void, undefined> {
        if (closed) throw readError(path, new Error('the file was closed before its entries were read'));
        try {
          yield* parseJsonRanges(fd, before.size, ranges, windowBytes);
        } catch (error) {
          throw failure(path, error);
        }
        if (!sameFile(before, fstatSync(fd))) throw readError(path, new Error('it changed while it was read'));
      },
    };
    return { sha256: hash.digest('hex'), document: parsed.value, entries, close };
  } catch (error) {
    close();
    throw failure(path, error);
  }
}

/** The sha256 of the file at `path`, read in parts; a failure is one ContentLoadError naming the path. */
export async function hashFile(path: string): Promise<string> {
  try {
    const file = await open(path, 'r');
    try {
      const hash = createHash('sha256');
      const buffer = Buffer.allocUnsafeSlow(HASH_READ_BYTES);
      for (;;) {
        const { bytesRead } = await file.read(buffer, 0, buffer.byteLength);
        if (bytesRead === 0) return hash.digest('hex');
        hash.update(buffer.subarray(0, bytesRead));
      }
    } finally {
      await file.close();
    }
  } catch (error) {
    throw readError(path, error);
  }
}
