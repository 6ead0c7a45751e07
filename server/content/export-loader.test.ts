import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { ContentLoadError } from '../../shared/errors';
import { entryLink } from '../../content/tools/sample/space-builder';
import { loadExport, localeSettings, parseExport, readExportFile } from './export-loader';
import { fixtureSpace } from './fixture-space';

function load(mutate: (space: ReturnType<typeof fixtureSpace>) => void, preview = false) {
  const space = fixtureSpace();
  mutate(space);
  return loadExport(parseExport(space.toExport()), { preview });
}

function problemFor(result: ReturnType<typeof load>, entryId: string) {
  return result.problems.filter((problem) => problem.entryId === entryId);
}

describe('readExportFile', () => {
  it('fails with one message naming the path when the file does not exist', async () => {
    const path = join(tmpdir(), 'no-such-dir', 'space.json');
    const error = await readExportFile(path).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContentLoadError);
    expect((error as Error).message).toBe(`Cannot read content file ${path}: the file does not exist`);
  });

  it('fails with a message naming the path when the file is not JSON', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'content-'));
    const path = join(dir, 'broken.json');
    await writeFile(path, '{"contentTypes": [');
    await expect(readExportFile(path)).rejects.toThrow(`Cannot parse content file ${path}:`);
  });

  it('returns the parsed JSON of a readable file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'content-'));
    const path = join(dir, 'space.json');
    await writeFile(path, JSON.stringify({ locales: [] }));
    await expect(readExportFile(path)).resolves.toEqual({ locales: [] });
  });
});

describe('parseExport', () => {
  it('rejects a document without locales or content types', () => {
    expect(() => parseExport({ entries: [] })).toThrow(ContentLoadError);
    expect(() => parseExport({ entries: [] })).toThrow(/contentTypes/);
  });

  it('rejects a content type whose field has an unknown type', () => {
    const exported = fixtureSpace().toExport();
    const broken = {
      ...exported,
      contentTypes: [{ sys: { id: 'x' }, name: 'X', fields: [{ id: 'a', name: 'A', type: 'Colour' }] }],
    };
    expect(() => parseExport(broken)).toThrow(/contentTypes\.0\.fields\.0\.type/);
  });
});

describe('localeSettings', () => {
  it('builds fallback chains from fallbackCode', () => {
    const settings = localeSettings(parseExport(fixtureSpace().toExport()));
    expect(settings.defaultLocale).toBe('en-US');
    expect(settings.locales).toEqual(['en-US', 'ja-JP']);
    expect(settings.chains.get('ja-JP')).toEqual(['ja-JP', 'en-US']);
  });

  it('rejects an export without exactly one default locale', () => {
    const exported = fixtureSpace().toExport();
    const locales = exported.locales.map((locale) => ({ ...locale, default: false }));
    expect(() => localeSettings(parseExport({ ...exported, locales }))).toThrow(
      'Content export must have exactly one default locale, found 0',
    );
  });
});

describe('loadExport', () => {
  it('loads the fixture space without problems', () => {
    const result = load(() => undefined);
    expect(result.problems).toEqual([]);
    expect(result.entries.length).toBeGreaterThan(20);
  });

  it('skips an entry of an unknown content type and names it', () => {
    const exported = fixtureSpace().toExport();
    exported.entries[0]!.sys.contentType = { sys: { type: 'Link', linkType: 'ContentType', id: 'gadget' } };
    const loaded = loadExport(parseExport(exported));
    expect(loaded.problems).toEqual([
      expect.objectContaining({
        entryId: 'header',
        contentType: 'gadget',
        message: expect.stringMatching(/Entry header.*unknown content type gadget/),
      }),
    ]);
    expect(loaded.entries.some((entry) => entry.id === 'header')).toBe(false);
  });

  it('skips an entry missing a required field in the default locale and names the field', () => {
    const result = load((space) =>
      space.entry('topic', 'no-title', { slug: 'no-title', collection: entryLink('coll-guide') }),
    );
    expect(problemFor(result, 'no-title')).toEqual([
      {
        entryId: 'no-title',
        contentType: 'topic',
        field: 'topicTitle',
        message: 'Entry no-title (topic) field topicTitle: required field has no en-US value; the entry is skipped',
      },
    ]);
    expect(result.entries.some((entry) => entry.id === 'no-title')).toBe(false);
  });

  it.each([
    [
      'a Symbol that is not a string',
      'topic',
      { topicTitle: 42 },
      'topicTitle',
      /expected a string, got the number 42/,
    ],
    [
      'a Text that is not a string',
      'collection',
      { description: ['x'] },
      'description',
      /expected a string, got an array/,
    ],
    [
      'a RichText that is not a document',
      'topic',
      { body: { nodeType: 'paragraph', content: [] } },
      'body',
      /rich-text document/,
    ],
    [
      'an Integer with a fraction',
      'menu',
      { heading: 'M', primarySectionRows: 1.5 },
      'primarySectionRows',
      /expected an integer/,
    ],
    [
      'a Boolean given as a string',
      'version',
      { number: '1', spaceId: 'S', showInList: 'yes' },
      'showInList',
      /expected a boolean/,
    ],
    ['a Date that is not ISO 8601', 'pageKbArticle', { lastPublished: '12/31/2024' }, 'lastPublished', /ISO 8601 date/],
    ['an Object given as a string', 'topic', { extensionsData: 'x' }, 'extensionsData', /expected a JSON object/],
    ['a Link without sys', 'topic', { collection: { id: 'coll-guide' } }, 'collection', /expected a link/],
    [
      'a Link to an asset where an entry is expected',
      'topic',
      { collection: { sys: { type: 'Link', linkType: 'Asset', id: 'a' } } },
      'collection',
      /expected a link to an Entry/,
    ],
    ['an Array of symbols with a number', 'metadata', { owns: ['jira', 3] }, 'owns', /item 1: expected a string/],
    [
      'an Array of links with a bare id',
      'topic',
      { relatedLinks: ['topic-jql'] },
      'relatedLinks',
      /item 0: expected a link/,
    ],
    [
      'a value outside its in validation',
      'topic',
      { deployment: 'Mainframe' },
      'deployment',
      /"Mainframe" is not one of "Cloud"/,
    ],
    ['a slug that fails its regexp', 'topic', { slug: 'Bad Slug' }, 'slug', /"Bad Slug" does not match/],
  ])('skips an entry with %s and names the field', (_label, contentType, fields, field, reason) => {
    const base: Record<string, Record<string, unknown>> = {
      topic: { topicTitle: 'T', slug: 'broken', collection: entryLink('coll-guide') },
      collection: { title: 'C', slug: 'broken', context: entryLink('jira-cloud'), pageType: 'Guide' },
      menu: {},
      version: {},
      pageKbArticle: { title: 'K', slug: 'broken', kbHome: entryLink('jira-kb') },
      metadata: { siteName: 'S', language: 'en', publisher: 'P', brand: 'B', legalName: 'L' },
    };
    const result = load((space) => space.entry(contentType, 'broken', { ...base[contentType], ...fields }));
    const problems = problemFor(result, 'broken');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ entryId: 'broken', contentType, field });
    expect(problems[0]!.message).toMatch(
      new RegExp(`^Entry broken \\(${contentType}\\) field ${field}: en-US value: `),
    );
    expect(problems[0]!.message).toMatch(reason);
    expect(result.entries.some((entry) => entry.id === 'broken')).toBe(false);
  });

  it('checks size validations on strings and arrays', () => {
    const exported = fixtureSpace().toExport();
    const topicType = exported.contentTypes.find((type) => type.sys.id === 'topic')!;
    topicType.fields.find((definition) => definition.id === 'shortTitle')!.validations = [{ size: { max: 5 } }];
    topicType.fields.find((definition) => definition.id === 'relatedLinks')!.validations = [{ size: { min: 2 } }];
    const board = exported.entries.find((entry) => entry.sys.id === 'topic-board')!;
    board.fields.shortTitle = { 'en-US': 'Too long' };
    const jql = exported.entries.find((entry) => entry.sys.id === 'topic-jql')!;
    jql.fields.relatedLinks = { 'en-US': [entryLink('topic-board')] };
    const result = loadExport(parseExport(exported));
    expect(result.problems.map((problem) => problem.message)).toEqual([
      'Entry topic-board (topic) field shortTitle: en-US value: has 8 characters, more than the maximum 5; the entry is skipped',
      'Entry topic-jql (topic) field relatedLinks: en-US value: has 1 items, fewer than the minimum 2; the entry is skipped',
    ]);
  });

  it('checks in validations on the items of an array of symbols', () => {
    const exported = fixtureSpace().toExport();
    const metadata = exported.contentTypes.find((type) => type.sys.id === 'metadata')!;
    metadata.fields.find((definition) => definition.id === 'owns')!.items!.validations = [{ in: ['jira'] }];
    const space = fixtureSpace();
    space.entry('metadata', 'meta', {
      siteName: 'S',
      language: 'en',
      publisher: 'P',
      brand: 'B',
      legalName: 'L',
      owns: ['jira', 'trello'],
    });
    const withMeta = { ...space.toExport(), contentTypes: exported.contentTypes };
    const result = loadExport(parseExport(withMeta));
    expect(result.problems).toEqual([
      expect.objectContaining({
        entryId: 'meta',
        field: 'owns',
        message: expect.stringMatching(/item 1: the string "trello" is not one of "jira"/),
      }),
    ]);
  });

  it('drops an unknown field with a problem and keeps the entry', () => {
    const result = load((space) =>
      space.entry('topic', 'extra', {
        topicTitle: 'T',
        slug: 'extra',
        collection: entryLink('coll-guide'),
        colour: 'red',
      }),
    );
    expect(problemFor(result, 'extra')).toEqual([
      {
        entryId: 'extra',
        contentType: 'topic',
        field: 'colour',
        message: 'Entry extra (topic) field colour: the content type has no such field; the field is ignored',
      },
    ]);
    const entry = result.entries.find((item) => item.id === 'extra');
    expect(entry?.fields.colour).toBeUndefined();
    expect(entry?.fields.topicTitle).toEqual({ 'en-US': 'T' });
  });

  it('checks every locale of a localized field', () => {
    const exported = fixtureSpace().toExport();
    exported.entries.find((entry) => entry.sys.id === 'topic-jql')!.fields.topicTitle!['ja-JP'] = 7;
    const result = loadExport(parseExport(exported));
    expect(result.problems.map((problem) => problem.message)).toEqual([
      'Entry topic-jql (topic) field topicTitle: ja-JP value: expected a string, got the number 7; the entry is skipped',
    ]);
  });

  it('leaves out drafts unless preview is asked for', () => {
    const addDraft = (space: ReturnType<typeof fixtureSpace>) =>
      space.entry(
        'topic',
        'draft',
        { topicTitle: 'Draft', slug: 'draft', collection: entryLink('coll-guide') },
        { draft: true },
      );
    expect(load(addDraft).entries.some((entry) => entry.id === 'draft')).toBe(false);
    expect(load(addDraft, true).entries.some((entry) => entry.id === 'draft')).toBe(true);
  });

  it('skips an item without a usable sys block and names its position', () => {
    const exported = fixtureSpace().toExport();
    const result = loadExport(parseExport({ ...exported, entries: [...exported.entries, { fields: {} }] }));
    expect(result.problems).toEqual([
      expect.objectContaining({
        entryId: `entries[${exported.entries.length}]`,
        message: expect.stringMatching(/malformed entries item: sys/),
      }),
    ]);
  });

  it('skips an asset without a file', () => {
    const space = fixtureSpace();
    space.asset('logo', { title: 'Logo', fileName: 'logo.svg', contentType: 'image/svg+xml' });
    const exported = space.toExport();
    delete exported.assets[0]!.fields.file;
    const result = loadExport(parseExport(exported));
    expect(result.problems).toEqual([
      expect.objectContaining({
        entryId: 'logo',
        field: 'file',
        message: expect.stringMatching(/^Entry logo \(Asset\) field file: required/),
      }),
    ]);
    expect(result.assets).toEqual([]);
  });
});
