import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  PERSISTED_CONTENT_FILE_NAME,
  PersistedContentFile,
  parsePersistedContent,
  serializePersistedContent,
  type PersistedContent,
} from './persisted-content';

const content: PersistedContent = {
  space: 'space',
  environment: 'master',
  syncToken: 'token-1',
  savedAt: '2026-01-01T00:00:00.000Z',
  contentTypes: [{ sys: { id: 'topic' } }],
  locales: [{ code: 'en-US', default: true }],
  entries: [{ sys: { id: 'e1', type: 'Entry' }, fields: { title: { 'en-US': 'Title ✓' } } }],
  assets: [],
};

let dir: string;
let errors: string[];
let file: PersistedContentFile;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'help-centre-persisted-'));
  errors = [];
  file = new PersistedContentFile(dir, { error: (_details, message) => errors.push(message ?? '') });
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the saved Contentful content', () => {
  it('reads back what was saved, and leaves no temporary file behind', async () => {
    await file.save(content);
    expect(await file.load('space', 'master')).toEqual(content);
    expect(readdirSync(dir)).toEqual([PERSISTED_CONTENT_FILE_NAME]);
    expect(errors).toEqual([]);
  });

  it('keeps only the newest of saves asked for while one is written', async () => {
    const saves = [1, 2, 3].map((n) => file.save({ ...content, syncToken: `token-${n}` }));
    await Promise.all(saves);
    expect((await file.load('space', 'master'))?.syncToken).toBe('token-3');
  });

  it('is quietly absent when no file was saved', async () => {
    expect(await file.load('space', 'master')).toBeUndefined();
    expect(errors).toEqual([]);
  });

  it.each([
    ['a truncated file', (text: string) => text.slice(0, -5), 'the payload has'],
    ['a changed byte', (text: string) => text.replace('Title', 'Tytle'), 'the checksum does not match'],
    ['another format', (text: string) => text.replace('"format":1', '"format":9'), 'unknown format 9'],
    ['no header', () => '{}', 'no header line'],
  ])('ignores %s with one error line naming the file and the problem', async (_name, corrupt, problem) => {
    await file.save(content);
    const target = path.join(dir, PERSISTED_CONTENT_FILE_NAME);
    writeFileSync(target, corrupt(readFileSync(target, 'utf8')));
    expect(await file.load('space', 'master')).toBeUndefined();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(target);
    expect(errors[0]).toContain(problem);
  });

  it('ignores the content of another space or environment', async () => {
    await file.save(content);
    expect(await file.load('space', 'staging')).toBeUndefined();
    expect(errors[0]).toContain('not space staging');
  });

  it('refuses a payload with a valid checksum that is not a saved state', () => {
    const text = serializePersistedContent({ ...content, entries: [{ fields: {} }] } as unknown as PersistedContent);
    expect(() => parsePersistedContent(text)).toThrow('the payload is not a saved Contentful state');
  });
});
