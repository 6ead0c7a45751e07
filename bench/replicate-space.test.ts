import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { runImport } from '../content/import/cli';
import { buildSnapshot } from '../server/content/snapshot';
import { replicate, writeReplicated, type Space } from './replicate-space';

const quiet = { error: () => undefined };
let folder: string;
let imported: Space;

// An imported documentation tree, as bench:scale replicates the imported Python corpus.
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'replicate-'));
  const result = await runImport({
    kind: 'html',
    root: 'test/fixtures/import/html',
    out: join(folder, 'export.json'),
    assetsDir: join(folder, 'assets'),
  });
  imported = JSON.parse(await readFile(result.out, 'utf8')) as Space;
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('replicate', () => {
  it('adds whole copies until the space holds the entries asked for, every id unique, leaving the original alone', () => {
    const before = JSON.stringify(imported);
    const grown = replicate(imported, imported.entries.length * 3);
    expect(grown.entries.length).toBeGreaterThanOrEqual(imported.entries.length * 3);
    const ids = grown.entries.map((entry) => entry.sys.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(JSON.stringify(imported)).toBe(before);
  });

  it('gives every copy its own urls, with every link resolved and no content problem', () => {
    const original = buildSnapshot(structuredClone(imported), { logger: quiet });
    const grown = buildSnapshot(replicate(imported, imported.entries.length * 3), { logger: quiet });
    expect(original.problems).toEqual([]);
    expect(grown.problems).toEqual([]);
    const urls = grown.routes().map((route) => route.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.length).toBeGreaterThan(original.routes().length * 2);
    const copied = grown.routes().find((route) => route.entryId.endsWith('-copy-2') && route.contentType === 'topic')!;
    expect(grown.pageTree(copied.entryId).length).toBeGreaterThan(0);
    expect(
      grown.breadcrumbs(copied.entryId).every((crumb) => !crumb.url || urls.includes(crumb.url) || crumb.url === '/'),
    ).toBe(true);
  });

  it('writes the same space to a file entry by entry, which parses back to what replicate returns', async () => {
    const file = join(folder, 'replicated.json');
    const written = writeReplicated(imported, imported.entries.length * 3, file);
    const text = await readFile(file, 'utf8');
    const expected = replicate(imported, imported.entries.length * 3);
    expect(JSON.parse(text)).toEqual(expected);
    expect(written).toEqual({ entries: expected.entries.length, bytes: Buffer.byteLength(text) });
  });
});
