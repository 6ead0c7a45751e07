/**
 * The embedded content source: a contentful-export file on disk (the bundled sample space, or the
 * file config names). Reading happens once at start; a broken file is a ContentLoadError.
 */
import { readExportFile } from './export-loader';
import { buildSnapshot, type BuildSnapshotOptions } from './snapshot';
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
  ) {}

  /** Reads the file (the constructor's path unless one is given) and builds a snapshot. */
  load(path: string = this.path): Promise<ContentSnapshot> {
    return loadSnapshotFromFile(path, this.options);
  }
}
