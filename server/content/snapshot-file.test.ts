import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serialize } from 'node:v8';

import type { Entry, FieldValue, Locale } from '../../shared/types/content';
import { FileContentSource, loadSnapshotFromFile } from './file-source';
import {
  CONTENT_SNAPSHOT_FILE_NAME,
  SnapshotFile,
  SnapshotFileError,
  parseSnapshotFile,
  serializeSnapshot,
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
    })),
    types: ['topic', 'kbArticle', 'product', 'collection'].map((type) =>
      snapshot.entriesOfType(type, locale).map((entry) => entry.id),
    ),
  }));
}

describe('the saved content snapshot', () => {
  it('reads back a snapshot that answers every route, entry, tree and breadcrumb as the built one does', async () => {
    const snapshot = await built();
    const restored = parseSnapshotFile(Buffer.concat(serializeSnapshot(snapshot, SOURCE)), SOURCE, false);

    expect(restored.version).toBe(snapshot.version);
    expect(restored.builtAt).toBe(snapshot.builtAt);
    expect(restored.locales).toEqual(snapshot.locales);
    expect(restored.problems).toEqual(snapshot.problems);
    expect(answers(restored)).toEqual(answers(snapshot));
  });

  it('keeps links as the same objects the snapshot hands out, and entries frozen', async () => {
    const restored = parseSnapshotFile(Buffer.concat(serializeSnapshot(await built(), SOURCE)), SOURCE, false);
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

  it('refuses a torn file, an edited payload, other content, preview and another program, each with its reason', async () => {
    const file = Buffer.concat(serializeSnapshot(await built(), SOURCE, 'program-1'));
    const payloadStart = file.indexOf(10) + 1;
    const edited = Buffer.from(file);
    edited[payloadStart + 100] = edited[payloadStart + 100]! ^ 0xff;

    const refusal = (bytes: Buffer, source = SOURCE, preview = false, program = 'program-1') => {
      try {
        parseSnapshotFile(bytes, source, preview, program);
        return 'opened';
      } catch (error) {
        return error instanceof SnapshotFileError ? error.message : `unexpected ${String(error)}`;
      }
    };
    expect(refusal(file)).toBe('opened');
    expect(refusal(file.subarray(0, file.byteLength - 10))).toMatch(/^the payload has \d+ bytes, the header says \d+$/);
    expect(refusal(edited)).toBe('the checksum does not match');
    expect(refusal(file, 'b'.repeat(64))).toBe('it was built from other content');
    expect(refusal(file, SOURCE, true)).toBe('it was built with preview false');
    expect(refusal(file, SOURCE, false, 'program-2')).toBe('another version of the server saved it');
    expect(refusal(Buffer.from('no header'))).toBe('no header line');
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

  it('ignores a torn saved file with one error line naming it, and builds the snapshot', async () => {
    const contentFile = path.join(dir, 'content.json');
    copyFileSync(SAMPLE, contentFile);
    const first = await load(contentFile);
    const saved = path.join(dir, CONTENT_SNAPSHOT_FILE_NAME);
    const bytes = readFileSync(saved);
    writeFileSync(saved, bytes.subarray(0, Math.floor(bytes.byteLength / 2)));

    lines = [];
    const second = await load(contentFile);
    const errors = lines.filter((line) => line.level === 'error').map((line) => line.message);
    expect(errors).toEqual([expect.stringContaining(`Ignoring the saved content snapshot ${saved}: the payload has`)]);
    expect(second.version).toBe(first.version);
    expect(answers(second)).toEqual(answers(first));
  });
});
