import {
  copyFileSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
  type Stats,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serialize } from 'node:v8';
import { crc32 } from 'node:zlib';

import type { Entry, FieldValue, Locale } from '../../shared/types/content';
import { FileContentSource, loadSnapshotFromFile } from './file-source';
import { buildSnapshot } from './snapshot';
import { BODY_MIN_CHARS, BodySpill } from './body-spill';
import {
  BodyWriter,
  CONTENT_SNAPSHOT_FILE_NAME,
  SnapshotBodies,
  SnapshotBuffer,
  SnapshotFile,
  SnapshotFileError,
  parseSnapshotFile,
  serializeSnapshot,
  snapshotBodies,
  stampOf,
} from './snapshot-file';
import type { ContentSnapshot } from './snapshot-types';

// Building the sample space a few times takes seconds on a busy machine.
jest.setTimeout(60_000);

const SAMPLE = path.resolve(__dirname, '../../content/sample-space.json');
const SOURCE = 'a'.repeat(64);
const quiet = { error: () => undefined, info: () => undefined };

let dir: string;
let lines: { level: 'info' | 'error'; message: string }[];
const logger = {
  info: (_details: unknown, message?: string) => lines.push({ level: 'info', message: message ?? '' }),
  error: (_details: unknown, message?: string) => lines.push({ level: 'error', message: message ?? '' }),
};

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'snapshot-file-'));
  lines = [];
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function built(): Promise<ContentSnapshot> {
  return loadSnapshotFromFile(SAMPLE, { logger: quiet });
}

/** An entry's fields with every link written as the id it points to, so graphs with cycles compare. */
function flat(entry: Entry | undefined): unknown {
  if (!entry) return undefined;
  const link = (value: unknown): unknown => {
    const target = value as { kind?: string; id?: string } | null;
    return typeof target === 'object' && target !== null && (target.kind === 'Entry' || target.kind === 'Asset')
      ? `${target.kind}:${String(target.id)}`
      : value;
  };
  const fields = Object.entries(entry.fields).map(([name, value]: [string, FieldValue | undefined]) => [
    name,
    Array.isArray(value) ? value.map(link) : link(value),
  ]);
  return { ...entry, fields };
}

/** What a page of each route reads from a snapshot, in every locale. */
function answers(snapshot: ContentSnapshot): unknown {
  return snapshot.locales.map((locale: Locale) => ({
    locale,
    routes: snapshot.routes().map((route) => ({
      route,
      found: snapshot.route(route.url),
      entry: flat(snapshot.entry(route.entryId, locale)),
      url: snapshot.urlOf(route.entryId, route.version),
      versions: snapshot.versionsOf(route.entryId),
      defaultVersion: snapshot.defaultVersion(route.entryId),
      translated: snapshot.translatedLocales(route.entryId),
      tree: snapshot.pageTreeBranch(route.entryId, locale, route.version),
      crumbs: snapshot.breadcrumbs(route.entryId, locale, route.version),
      fallsBack: ['title', 'topicTitle', 'description', 'body', 'bodyHtml', 'slug'].map((field) =>
        snapshot.fallsBack(route.entryId, field, locale),
      ),
    })),
    types: ['topic', 'kbArticle', 'product', 'collection'].map((type) =>
      snapshot.entriesOfType(type, locale).map((entry) => entry.id),
    ),
  }));
}

describe('the saved content snapshot', () => {
  it('reads back a snapshot that answers every route, entry, tree and breadcrumb as the built one does', async () => {
    const snapshot = await built();
    const restored = await parseSnapshotFile(Buffer.concat(serializeSnapshot(snapshot, SOURCE)), SOURCE, false);

    expect(restored.version).toBe(snapshot.version);
    expect(restored.builtAt).toBe(snapshot.builtAt);
    expect(restored.locales).toEqual(snapshot.locales);
    expect(restored.problems).toEqual(snapshot.problems);
    expect(answers(restored)).toEqual(answers(snapshot));
  });

  it('tells a body that falls back from a translated one without reading either', async () => {
    const snapshot = await built();
    const restored = await parseSnapshotFile(Buffer.concat(serializeSnapshot(snapshot, SOURCE)), SOURCE, false);
    const bodies = snapshotBodies(restored)!;
    const translated = 'topic-jsw-cloud-create-a-board';
    const untranslated = 'topic-jsw-cloud-configure-board-columns';

    for (const source of [snapshot, restored]) {
      expect(source.fallsBack(translated, 'body', 'ja-JP')).toBe(false);
      expect(source.fallsBack(untranslated, 'body', 'ja-JP')).toBe(true);
      expect(source.fallsBack(untranslated, 'topicTitle', 'ja-JP')).toBe(true);
      expect(source.fallsBack(translated, 'topicTitle', 'ja-JP')).toBe(false);
    }
    expect(bodies.reads).toBe(0);
  });

  it('keeps links as the same objects the snapshot hands out, and entries frozen', async () => {
    const restored = await parseSnapshotFile(Buffer.concat(serializeSnapshot(await built(), SOURCE)), SOURCE, false);
    const linking = restored
      .entriesOfType('topic', 'ja-JP')
      .flatMap((entry) => Object.values(entry.fields))
      .filter((value): value is Entry => (value as Entry | null)?.kind === 'Entry');

    expect(linking.length).toBeGreaterThan(0);
    for (const target of linking) expect(restored.entry(target.id, 'ja-JP')).toBe(target);
    expect(Object.isFrozen(linking[0])).toBe(true);
    expect(Object.isFrozen(linking[0]!.fields)).toBe(true);
  });

  it('writes a value another locale falls back to once, not once per locale', async () => {
    const snapshot = await built();
    const file = Buffer.concat(serializeSnapshot(snapshot, SOURCE));
    // The longest text the Japanese site shows from the English entry, as it is.
    const shared = snapshot
      .entriesOfType('topic', 'en-US')
      .flatMap((entry) =>
        Object.entries(entry.fields).filter(
          ([name, value]) =>
            typeof value === 'string' &&
            /^[\x20-\x7e]+$/.test(value) &&
            snapshot.entry(entry.id, 'ja-JP')?.fields[name] === value,
        ),
      )
      .map(([, value]) => value as string)
      .sort((a, b) => b.length - a.length)[0]!;
    const occurrences = (bytes: Buffer, text: string) => {
      let count = 0;
      for (let at = bytes.indexOf(text); at !== -1; at = bytes.indexOf(text, at + 1)) count += 1;
      return count;
    };

    expect(shared.length).toBeGreaterThan(40);
    expect(occurrences(file, shared)).toBe(1);
    // The resolved graph as it is would hold it once per locale.
    const graph = serialize(snapshot.locales.map((locale) => snapshot.entriesOfType('topic', locale)));
    expect(occurrences(graph, shared)).toBe(snapshot.locales.length);
  });

  it('refuses a torn file, an edited structure or body, other content, preview and another program, each with its reason', async () => {
    const parts = serializeSnapshot(await built(), SOURCE, 'program-1');
    const file = Buffer.concat(parts);
    const structureAt = parts[0]!.byteLength;
    const bodiesAt = structureAt + parts[1]!.byteLength;
    const flipped = (at: number) => {
      const edited = Buffer.from(file);
      edited[at] = edited[at]! ^ 0xff;
      return edited;
    };

    const refusal = async (bytes: Buffer, source = SOURCE, preview = false, program = 'program-1') => {
      try {
        await parseSnapshotFile(bytes, source, preview, program);
        return 'opened';
      } catch (error) {
        return error instanceof SnapshotFileError ? error.message : `unexpected ${String(error)}`;
      }
    };
    expect(await refusal(file)).toBe('opened');
    expect(await refusal(file.subarray(0, file.byteLength - 10))).toMatch(
      /^the payload has \d+ bytes, the header says \d+$/,
    );
    expect(await refusal(flipped(structureAt + 100))).toBe('the checksum does not match');
    expect(await refusal(flipped(bodiesAt + 100))).toBe('the checksum of the bodies does not match');
    expect(await refusal(file, 'b'.repeat(64))).toBe('it was built from other content');
    expect(await refusal(file, SOURCE, true)).toBe('it was built with preview false');
    expect(await refusal(file, SOURCE, false, 'program-2')).toBe('another version of the server saved it');
    expect(await refusal(Buffer.from('no header'))).toBe('no header line');
  });

  it('keeps bodies out of the structured section as UTF-8, and reads one only when it is asked for, once', async () => {
    const snapshot = await built();
    const parts = serializeSnapshot(snapshot, SOURCE);
    const topic = snapshot
      .entriesOfType('topic', 'en-US')
      .find((entry) => typeof entry.fields.bodyHtml === 'string' && entry.fields.bodyHtml.length >= BODY_MIN_CHARS)!;
    const body = topic.fields.bodyHtml as string;

    expect(parts[1]!.includes(body.slice(0, 200))).toBe(false);
    expect(Buffer.concat(parts.slice(2)).includes(Buffer.from(body, 'utf8'))).toBe(true);

    const restored = await parseSnapshotFile(Buffer.concat(parts), SOURCE, false);
    const bodies = snapshotBodies(restored)!;
    expect(bodies.reads).toBe(0);
    const entry = restored.entry(topic.id, 'en-US')!;
    expect(entry.fields.bodyHtml).toBe(body);
    expect(restored.entry(topic.id, 'ja-JP')!.fields.bodyHtml).toBe(body);
    expect(entry.fields.bodyHtml).toBe(body);
    expect(bodies.reads).toBe(1);
  });

  it('decodes a rich-text body from its JSON to the same document', async () => {
    const snapshot = await built();
    const withDocument = snapshot
      .entriesOfType('pageKbArticle', 'ja-JP')
      .find((entry) =>
        Object.values(entry.fields).some((value) => (value as { nodeType?: string } | null)?.nodeType === 'document'),
      )!;
    const restored = await parseSnapshotFile(Buffer.concat(serializeSnapshot(snapshot, SOURCE)), SOURCE, false);

    expect(flat(restored.entry(withDocument.id, 'ja-JP'))).toEqual(flat(withDocument));
    expect(snapshotBodies(restored)!.reads).toBeGreaterThan(0);
  });

  it('keeps at most its budget of decoded bodies, dropping the least recently read first', () => {
    const text = (n: number) => String(n).repeat(100);
    const file = Buffer.from([1, 2, 3].map(text).join(''));
    const bodies = new SnapshotBodies(new SnapshotBuffer(file), 0, 250);

    expect(bodies.get([0, 100, 's'])).toBe(text(1));
    expect(bodies.get([100, 100, 's'])).toBe(text(2));
    expect(bodies.get([0, 100, 's'])).toBe(text(1));
    expect(bodies.get([200, 100, 's'])).toBe(text(3));
    expect(bodies.held()).toEqual({ bodies: 2, bytes: 200 });
    expect(bodies.reads).toBe(3);
    // The second body was the least recently read, so it is read from the file again.
    expect(bodies.get([100, 100, 's'])).toBe(text(2));
    expect(bodies.get([200, 100, 's'])).toBe(text(3));
    expect(bodies.reads).toBe(4);
  });
});

describe('FileContentSource with a snapshot file', () => {
  async function load(contentFile: string): Promise<ContentSnapshot> {
    const snapshot = await new FileContentSource(contentFile, { logger: quiet }, new SnapshotFile(dir, logger)).load();
    // The save runs after the snapshot is handed over; wait for its log line.
    for (
      let tries = 0;
      tries < 200 && !lines.some((line) => line.message.startsWith('Content snapshot saved'));
      tries++
    )
      await new Promise((resolve) => setTimeout(resolve, 10));
    return snapshot;
  }

  it('opens the saved snapshot when the content file is unchanged, and builds again when it changed', async () => {
    const contentFile = path.join(dir, 'content.json');
    copyFileSync(SAMPLE, contentFile);
    const first = await load(contentFile);
    expect(lines.map((line) => line.message)).toEqual(['Content snapshot saved']);
    // Answered as opened from the file it just saved, so its bodies are on disk, not in memory.
    expect(snapshotBodies(first)?.reads).toBe(0);

    lines = [];
    const second = await load(contentFile);
    expect(lines.map((line) => line.message)).toEqual(['Content snapshot opened from the saved file']);
    expect(second.version).toBe(first.version);
    expect(answers(second)).toEqual(answers(first));

    const space = JSON.parse(readFileSync(contentFile, 'utf8')) as { entries: { fields: Record<string, unknown> }[] };
    const topic = space.entries.find((entry) => entry.fields.topicTitle !== undefined)!;
    topic.fields.topicTitle = { 'en-US': 'A title edited since the last start' };
    writeFileSync(contentFile, JSON.stringify(space));
    lines = [];
    const third = await load(contentFile);
    expect(lines.filter((line) => line.level === 'error')).toEqual([
      { level: 'error', message: expect.stringMatching(/it was built from other content$/) as string },
    ]);
    expect(third.version).not.toBe(first.version);
    expect(lines.map((line) => line.message)).toContain('Content snapshot saved');
  });

  it('saves, from bodies written out as the export was read, the bytes a snapshot built in memory saves', async () => {
    // Arrange
    const contentFile = path.join(dir, 'content.json');
    copyFileSync(SAMPLE, contentFile);
    const now = () => new Date('2030-01-02T03:04:05.000Z');
    const source = new FileContentSource(contentFile, { logger: quiet, now }, new SnapshotFile(dir, logger));
    const inMemory = buildSnapshot(JSON.parse(readFileSync(SAMPLE, 'utf8')), { logger: quiet, now });
    const payload = (file: Buffer) => file.subarray(file.indexOf(0x0a) + 1);

    // Act
    const loaded = await source.load();

    // Assert
    const saved = readFileSync(path.join(dir, CONTENT_SNAPSHOT_FILE_NAME));
    expect(payload(saved)).toEqual(payload(Buffer.concat(serializeSnapshot(inMemory, SOURCE))));
    expect(answers(loaded)).toEqual(answers(inMemory));
    expect(loaded.problems).toEqual(inMemory.problems);
    // The spill beside it was removed as soon as it was made.
    expect(readdirSync(dir).sort()).toEqual([CONTENT_SNAPSHOT_FILE_NAME, 'content.json']);
  });

  it('ignores a torn saved file with one error line naming it, and builds the snapshot', async () => {
    const contentFile = path.join(dir, 'content.json');
    copyFileSync(SAMPLE, contentFile);
    const first = await load(contentFile);
    const before = answers(first);
    const saved = path.join(dir, CONTENT_SNAPSHOT_FILE_NAME);
    const bytes = readFileSync(saved);
    writeFileSync(saved, bytes.subarray(0, Math.floor(bytes.byteLength / 2)));

    lines = [];
    const second = await load(contentFile);
    const errors = lines.filter((line) => line.level === 'error').map((line) => line.message);
    expect(errors).toEqual([expect.stringContaining(`Ignoring the saved content snapshot ${saved}: the payload has`)]);
    expect(second.version).toBe(first.version);
    expect(answers(second)).toEqual(before);
  });

  it('opens the saved snapshot without reading the content file while its size, times and inode are unchanged', async () => {
    const contentFile = path.join(dir, 'content.json');
    copyFileSync(SAMPLE, contentFile);
    const first = await load(contentFile);
    let hashed = 0;
    const key = (stats: Stats) => ({
      preview: false,
      stamp: stampOf(stats),
      source: () => {
        hashed += 1;
        return 'c'.repeat(64);
      },
    });

    lines = [];
    const opened = await new SnapshotFile(dir, logger).open(key(statSync(contentFile)));
    expect(opened?.version).toBe(first.version);
    expect(hashed).toBe(0);

    // Touched, so the stamp differs: the content's hash decides, and this one is of other content.
    utimesSync(contentFile, new Date(), new Date(Date.now() + 5_000));
    expect(await new SnapshotFile(dir, logger).open(key(statSync(contentFile)))).toBeUndefined();
    expect(hashed).toBe(1);
    expect(lines.filter((line) => line.level === 'error')).toEqual([
      { level: 'error', message: expect.stringMatching(/it was built from other content$/) as string },
    ]);
  });

  it('opens the saved snapshot of a content file touched but not changed, after hashing it', async () => {
    const contentFile = path.join(dir, 'content.json');
    copyFileSync(SAMPLE, contentFile);
    const first = await load(contentFile);
    utimesSync(contentFile, new Date(), new Date(Date.now() + 5_000));

    lines = [];
    const second = await load(contentFile);
    expect(lines.map((line) => line.message)).toEqual(['Content snapshot opened from the saved file']);
    expect(second.version).toBe(first.version);
  });

  it('reports a missing content file as the content source does, with no line about the saved file', async () => {
    const missing = path.join(dir, 'missing.json');
    const source = new FileContentSource(missing, { logger: quiet }, new SnapshotFile(dir, logger));

    await expect(source.load()).rejects.toThrow(`Cannot read content file ${missing}: the file does not exist`);
    expect(lines).toEqual([]);
  });
});

describe('BodyWriter', () => {
  it('packs bodies into blocks, giving each its offset and length in the bodies section as a whole', () => {
    // Arrange
    const writer = new BodyWriter(16);
    const bodies = ['ten bytes.', 'café au lait', { nodeType: 'document', content: [] }, 'x'.repeat(40), 'end'];

    // Act
    const refs = bodies.map((body) => writer.add(body));
    const chunks = Array.from(writer, (part) => Buffer.from(part));
    const section = Buffer.concat(chunks);

    // Assert
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.every((chunk) => chunk.byteLength <= 40)).toBe(true);
    expect(section.byteLength).toBe(writer.offset);
    expect(refs.map(([offset, length]) => section.subarray(offset, offset + length).toString('utf8'))).toEqual([
      'ten bytes.',
      'café au lait',
      JSON.stringify({ nodeType: 'document', content: [] }),
      'x'.repeat(40),
      'end',
    ]);
    expect(refs.map(([, , kind]) => kind)).toEqual(['s', 's', 'j', 's', 's']);
    expect(writer.crc32()).toBe(crc32(section));
  });

  it('writes bodies still in their spill as the same bytes as bodies encoded in memory, in the order given', () => {
    // Arrange
    const spill = BodySpill.create(dir);
    const bodies = ['é'.repeat(600), { nodeType: 'document', content: [{ nodeType: 'text', value: '日本' }] }, 'z'];
    const inMemory = new BodyWriter(16);
    const mixed = new BodyWriter(16);

    // Act
    const expected = bodies.map((body) => inMemory.add(body));
    const refs = [
      mixed.addSpilled(spill.add(bodies[0]!)),
      mixed.addSpilled(spill.add(bodies[1] as Record<string, unknown>)),
      mixed.add(bodies[2]!),
    ];
    const section = Buffer.concat(Array.from(mixed, (part) => Buffer.from(part)));
    const crc = mixed.crc32();
    spill.close();

    // Assert
    expect(refs).toEqual(expected);
    expect(section).toEqual(Buffer.concat(Array.from(inMemory, (part) => Buffer.from(part))));
    expect(crc).toBe(crc32(section));
  });
});
