import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { ContentLoadError } from '../../shared/errors';
import { DEFAULT_CONTENT_FILE, FileContentSource } from './file-source';
import { fixtureSpace } from './fixture-space';
import type { ContentLogger } from './logger';
import { buildSnapshot } from './snapshot';
import { SnapshotFile } from './snapshot-file';

const silent: ContentLogger = { error: () => undefined };

describe('FileContentSource', () => {
  it('builds the same snapshot from a file as from the export in memory', async () => {
    const exported = fixtureSpace().toExport();
    const dir = await mkdtemp(join(tmpdir(), 'content-'));
    const path = join(dir, 'space.json');
    await writeFile(path, JSON.stringify(exported));
    const snapshot = await new FileContentSource(path, { logger: silent }).load();
    const expected = buildSnapshot(exported, { logger: silent });
    expect(snapshot.version).toBe(expected.version);
    expect(snapshot.routes()).toEqual(expected.routes());
  });

  it('skips an invalid entry with the message naming it and its field, as a build in memory does, when bodies are written out as read', async () => {
    // Arrange
    const exported = fixtureSpace().toExport() as {
      entries: { sys: { id: string }; fields: Record<string, unknown> }[];
    };
    const broken = exported.entries.find((entry) => entry.fields.topicTitle !== undefined)!;
    broken.fields.topicTitle = { 'en-US': 42 };
    const dir = await mkdtemp(join(tmpdir(), 'content-'));
    const path = join(dir, 'space.json');
    await writeFile(path, JSON.stringify(exported));
    const logger = { info: () => undefined, error: () => undefined };

    // Act
    const snapshot = await new FileContentSource(path, { logger: silent }, new SnapshotFile(dir, logger)).load();

    // Assert
    const expected = buildSnapshot(exported, { logger: silent });
    expect(snapshot.version).toBe(expected.version);
    expect(snapshot.problems).toEqual(expected.problems);
    expect(snapshot.problems.map((problem) => problem.message)).toContainEqual(
      expect.stringMatching(
        new RegExp(`^Entry ${broken.sys.id} \\(topic\\) field topicTitle: en-US value: expected a string`),
      ),
    );
    expect(snapshot.entry(broken.sys.id)).toBeUndefined();
  });

  it('fails with one message naming the path when the file is missing', async () => {
    const path = join(tmpdir(), 'missing-space.json');
    const error = await new FileContentSource(path, { logger: silent }).load().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContentLoadError);
    expect((error as Error).message).toBe(`Cannot read content file ${path}: the file does not exist`);
  });

  it('defaults to the bundled sample space', () => {
    expect(DEFAULT_CONTENT_FILE).toBe('content/sample-space.json');
  });
});
