/**
 * The embedded content source: a contentful-export file on disk (the bundled sample space, or the
 * file config names). Reading happens once at start; a broken file is a ContentLoadError. With a
 * snapshot file (server/content/snapshot-file.ts), a content file that has not changed since the last
 * build opens the saved snapshot instead of being parsed and built again; one that has is built, saved,
 * and answered as opened from the saved file, so its bodies stay on disk as after a warm start.
 *
 * The file is read in parts (server/content/export-file.ts), and with a snapshot file each entry's
 * bodies are written to a spill beside it as soon as the entry is validated (body-spill.ts): the
 * build holds the small parts of every entry, never the file or all of its bodies.
 */
import { stat } from 'node:fs/promises';
import { hashFile, readExportInParts } from './export-file';
import { buildSnapshot, type BuildSnapshotOptions } from './snapshot';
import { stampOf, type ContentFileStamp, type SnapshotFile } from './snapshot-file';
import type { ContentSnapshot } from './snapshot-types';

/** The bundled sample space, relative to the working directory the server starts in. */
export const DEFAULT_CONTENT_FILE = 'content/sample-space.json';

export function loadSnapshotFromFile(
  path: string = DEFAULT_CONTENT_FILE,
  options: BuildSnapshotOptions = {},
): Promise<ContentSnapshot> {
  // A promise, so a file that cannot be read or built is a rejection, as for the other sources.
  return new Promise((resolve) => {
    const read = readExportInParts(path);
    try {
      resolve(buildSnapshot(read.document, { ...options, entries: read.entries }));
    } finally {
      read.close();
    }
  });
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
    // A content file that cannot even be stat'ed is reported by reading it, not as a saved file's problem.
    const saved =
      stamp && (await saving.open({ preview: this.options.preview ?? false, stamp, source: () => hashFile(path) }));
    if (saved) return saved;
    return this.build(path, saving, stamp);
  }

  private async build(
    path: string,
    saving: SnapshotFile,
    stamp: ContentFileStamp | undefined,
  ): Promise<ContentSnapshot> {
    const read = readExportInParts(path);
    const spill = saving.spill();
    let built: ContentSnapshot;
    try {
      built = buildSnapshot(read.document, { ...this.options, entries: read.entries, ...(spill ? { spill } : {}) });
    } catch (error) {
      spill?.close();
      throw error;
    } finally {
      read.close();
    }
    const snapshot = await saving.save(read.sha256, built, stamp);
    // Answered as reopened from the saved file, the snapshot as built and its spilled bodies are done with.
    if (snapshot !== built) spill?.close();
    return snapshot;
  }
}
