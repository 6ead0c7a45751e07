import path from 'node:path';

import { loadSnapshotFromFile } from '../content/file-source';
import { SnapshotBodies, parseSnapshotFile, serializeSnapshot } from '../content/snapshot-file';
import type { ContentSnapshot } from '../content/snapshot-types';
import { DocumentCache } from './document-cache';

// Building the sample space takes seconds on a busy machine.
jest.setTimeout(60_000);

const SAMPLE = path.resolve(__dirname, '../../content/sample-space.json');
const SOURCE = 'b'.repeat(64);

let built: ContentSnapshot;
let saved: ContentSnapshot;

beforeAll(async () => {
  built = await loadSnapshotFromFile(SAMPLE, { logger: { error: () => undefined, info: () => undefined } });
  saved = await parseSnapshotFile(Buffer.concat(serializeSnapshot(built, SOURCE)), SOURCE, false);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('DocumentCache over a snapshot opened from its saved file', () => {
  it('extracts the same documents as from the snapshot it was built as', () => {
    const fromBuilt = new DocumentCache().extract(built);
    const fromSaved = new DocumentCache().extract(saved);

    expect(fromSaved.length).toBeGreaterThan(0);
    expect(fromSaved).toEqual(fromBuilt);
  });

  it('reads no body from the file when it takes up saved texts and extracts the content they were read from', () => {
    const first = new DocumentCache();
    const documents = first.extract(saved);
    const records = first.records(documents);
    const bodyReads = jest.spyOn(SnapshotBodies.prototype, 'get');

    // As a warm start does with the saved search index: its texts stand for the saved snapshot's.
    const reopened = new DocumentCache();
    reopened.seed(saved, records, documents);
    const again = reopened.extract(saved);

    expect(records.length).toBeGreaterThan(0);
    expect(reopened.lastTextsRead).toBe(0);
    expect(bodyReads).not.toHaveBeenCalled();
    expect(again.map((document) => [document.id, document.bodyHash])).toEqual(
      documents.map((document) => [document.id, document.bodyHash]),
    );
  });
});
