import path from 'node:path';

import { loadSnapshotFromFile } from '../content/file-source';
import { SnapshotBodies, parseSnapshotFile, serializeSnapshot } from '../content/snapshot-file';
import type { ContentSnapshot } from '../content/snapshot-types';
import { bodyHashOf, DocumentCache, takenOneByOne } from './document-cache';
import type { SearchDocument } from './documents';

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

describe('DocumentCache.plan', () => {
  it('counts the documents before reading any text, and makes the same documents as extract', () => {
    // Arrange
    const bodyReads = jest.spyOn(SnapshotBodies.prototype, 'get');

    // Act
    const plan = new DocumentCache().plan(saved);
    const readsBeforeIterating = bodyReads.mock.calls.length;
    const planned = [...plan.documents()];

    // Assert
    expect(readsBeforeIterating).toBe(0);
    expect(plan.count).toBe(planned.length);
    expect(planned).toEqual(new DocumentCache().extract(saved));
  });
});

describe('takenOneByOne', () => {
  it('lets each body go once the next document is taken, and collects every document', () => {
    // Arrange
    const supply = takenOneByOne(new DocumentCache().plan(saved), saved);
    const expected = new DocumentCache().extract(saved);
    const seen: { id: string; body: string }[] = [];
    let previous: SearchDocument | undefined;
    let earlierBodies = 0;

    // Act
    for (const document of supply.take()) {
      if (previous && previous.body !== '' && previous.bodyHash !== bodyHashOf('')) earlierBodies += 1;
      seen.push({ id: document.id, body: document.body });
      previous = document;
    }

    // Assert
    expect(supply.count).toBe(expected.length);
    expect(seen).toEqual(expected.map(({ id, body }) => ({ id, body })));
    expect(earlierBodies).toBe(0);
    expect(supply.documents.map((document) => document.id)).toEqual(expected.map((document) => document.id));
    expect(supply.documents.filter((document) => document.body !== '').length).toBe(0);
  });

  it('reads the bodies again when taken a second time, also after a first taking stopped part of the way', () => {
    // Arrange
    const supply = takenOneByOne(new DocumentCache().plan(saved), saved);
    const expected = new DocumentCache().extract(saved);
    let taken = 0;
    for (const document of supply.take()) {
      expect(document.body).toBe(expected[taken]!.body);
      taken += 1;
      if (taken === 5) break;
    }

    // Act
    const again: { id: string; body: string }[] = [];
    for (const { id, body } of supply.take()) again.push({ id, body });

    // Assert
    expect(again).toEqual(expected.map(({ id, body }) => ({ id, body })));
  });

  it('gives all documents at once, each with its body', () => {
    const supply = takenOneByOne(new DocumentCache().plan(saved), saved);
    const expected = new DocumentCache().extract(saved);

    const all = supply.all();

    expect(all).toEqual(expected);
    expect(supply.documents).toBe(all);
  });
});
