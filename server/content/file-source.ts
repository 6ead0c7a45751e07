/**
 * The embedded content source: a contentful-export file on disk (the bundled sample space, or the
 * file config names). Reading happens once at start; a broken file is a ContentLoadError. With a
 * snapshot file (server/content/snapshot-file.ts), a content file whose bytes have not changed since
 * the last build opens the saved snapshot instead of being parsed and built again.
 */
import { createHash } from 'node:crypto';
import { parseExportBytes, readExportBytes, readExportFile } from './export-loader';
import { buildSnapshot, type BuildSnapshotOptions } from './snapshot';
import type { SnapshotFile } from './snapshot-file';
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
    const bytes = await readExportBytes(path);
    const source = createHash('sha256').update(bytes).digest('hex');
    const saved = await saving.open(source, this.options.preview ?? false);
    if (saved) return saved;
    const snapshot = buildSnapshot(parseExportBytes(path, bytes), this.options);
    // Written once the caller has taken the snapshot, so the save does not delay it.
    setImmediate(() => void saving.save(source, snapshot));
    return snapshot;
  }
}
