import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { ContentLoadError } from '../../shared/errors';
import { DEFAULT_CONTENT_FILE, FileContentSource } from './file-source';
import { fixtureSpace } from './fixture-space';
import type { ContentLogger } from './logger';
import { buildSnapshot } from './snapshot';

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
