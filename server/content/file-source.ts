/**
 * The embedded content source: a contentful-export file on disk (the bundled sample space, or the
 * file config names). Reading happens once at start; a broken file is a ContentLoadError. With a
 * snapshot file (server/content/snapshot-file.ts), a content file that has not changed since the last
 * build opens the saved snapshot instead of being parsed and built again; one that has is built, saved,
 * and answered as opened from the saved file, so its bodies stay on disk as after a warm start.
 */
import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { parseExportBytes, readExportBytes, readExportFile } from './export-loader';
import { collectGarbage } from '../memory';
import { buildSnapshot, type BuildSnapshotOptions } from './snapshot';
import { stampOf, type ContentFileStamp, type SnapshotFile } from './snapshot-file';
import type { ContentSnapshot } from './snapshot-types';

/** The bundled sample space, relative to the working directory the server starts in. */
export const DEFAULT_CONTENT_FILE = 'content/sample-space.json';

export async function loadSnapshotFromFile(
  path: string = DEFAULT_CONTENT_FILE,
  options: BuildSnapshotOptions = {},
): Promise<ContentSnapshot> {
  return buildSnapshot(await readExportFile(path), options);
}

export class FileContentSource {
  constructor(
    private readonly path: string = DEFAULT_CONTENT_FILE,
    private readonly options: BuildSnapshotOptions = {},
    /** Where built snapshots are saved and reopened from; none reads and builds every time. */
    private readonly snapshotFile?: SnapshotFile,
  ) {}

  /** Reads the file (the constructor's path unless one is given) and builds a snapshot, or opens the saved one. */
  async load(path: string = this.path): Promise<ContentSnapshot> {
    const saving = this.snapshotFile;
    if (!saving) return loadSnapshotFromFile(path, this.options);
    // Taken before reading, so a file changed while it is read is hashed again at the next start.
    const stamp: ContentFileStamp | undefined = await stat(path).then(stampOf, () => undefined);
    let bytes: Buffer | undefined;
    let source: string | undefined;
    const hash = async (): Promise<string> => {
      bytes ??= await readExportBytes(path);
      source ??= sha256Hex(bytes);
      return source;
    };
    // A content file that cannot even be stat'ed is reported by reading it, not as a saved file's problem.
    const saved = stamp && (await saving.open({ preview: this.options.preview ?? false, stamp, source: hash }));
    if (saved) return saved;
    const sha = await hash();
    const parsed = parseExportBytes(path, bytes!);
    // The export's bytes are not needed past the parse, and are given back before the snapshot is
    // built and saved: held with both, they were most of a cold start's peak memory.
    bytes = undefined;
    await collectGarbage();
    const snapshot = buildSnapshot(parsed, this.options);
    return saving.save(sha, snapshot, stamp);
  }
}

/** A hash takes at most 2 GiB in one update, less than an export of 50,000 entries: it is fed in parts. */
const HASH_PART_BYTES = 1024 * 1024 * 1024;

function sha256Hex(bytes: Buffer): string {
  const hash = createHash('sha256');
  for (let offset = 0; offset < bytes.length; offset += HASH_PART_BYTES) {
    hash.update(bytes.subarray(offset, offset + HASH_PART_BYTES));
  }
  return hash.digest('hex');
}
