/**
 * A corpus of hostile and malformed contentful exports: wrong types, nulls, cycles, huge and deep
 * bodies, unknown locales, duplicate urls, broken links and embeds. For every case the snapshot and
 * the search index build (the server starts), and no page of the space answers a 5xx.
 */
import request from 'supertest';
import { createApp } from '../../server/app';
import { fixtureSpace } from '../../server/content/fixture-space';
import { buildSnapshot } from '../../server/content/snapshot';
import { SearchService } from '../../server/search/search-service';
import { entryLink } from '../../content/tools/sample/space-builder';
import { collectingLogger, storeWith, testConfig, type LogLine } from '../integration/support';

type Json = Record<string, unknown>;
interface ExportDoc {
  entries: unknown[];
  assets: unknown[];
  locales: unknown[];
  contentTypes: unknown[];
  [key: string]: unknown;
}

function baseExport(): ExportDoc {
  const space = fixtureSpace();
  space.entry('textFragment', 'frag-ok', { textFragmentId: 'frag-ok', text: 'Fragment text' });
  space.entry('anchor', 'anchor-ok', { anchorId: 'here' });
  return JSON.parse(JSON.stringify(space.toExport())) as ExportDoc;
}

function entryOf(doc: ExportDoc, id: string): Json {
  const found = doc.entries.find((item) => (item as { sys?: { id?: string } } | null)?.sys?.id === id);
  if (!found) throw new Error(`No entry ${id} in the fixture`);
  return found as Json;
}

function fieldsOf(doc: ExportDoc, id: string): Record<string, unknown> {
  return entryOf(doc, id).fields as Record<string, unknown>;
}

/** Replaces the en-US body of the topic that has one with the given value. */
function setBody(doc: ExportDoc, body: unknown, id = 'topic-board'): void {
  fieldsOf(doc, id).body = { 'en-US': body };
}

const text = (value: string) => ({ nodeType: 'text', value, marks: [], data: {} });
const paragraph = (...content: unknown[]) => ({ nodeType: 'paragraph', data: {}, content });
const doc = (...content: unknown[]) => ({ nodeType: 'document', data: {}, content });
const embedded = (nodeType: string, id: string, linkType = 'Entry') => ({
  nodeType,
  data: { target: { sys: { type: 'Link', linkType, id } } },
  content: [],
});

function nested(depth: number): unknown {
  let node: unknown = text('deep');
  for (let level = 0; level < depth; level += 1) node = { nodeType: 'blockquote', data: {}, content: [node] };
  return doc(node);
}

const CASES: [string, (doc: ExportDoc) => void][] = [
  ['a null item in entries', (d) => d.entries.push(null)],
  ['a string item in entries', (d) => d.entries.push('entry')],
  ['a number item in assets', (d) => d.assets.push(42)],
  ['an entry without sys', (d) => d.entries.push({ fields: {} })],
  ['an entry whose sys.id is a number', (d) => d.entries.push({ sys: { id: 7, type: 'Entry' }, fields: {} })],
  ['an entry whose fields is null', (d) => (entryOf(d, 'topic-columns').fields = null)],
  ['an entry whose fields is an array', (d) => (entryOf(d, 'topic-columns').fields = [])],
  ['a field whose locale map is a string', (d) => (fieldsOf(d, 'topic-columns').topicTitle = 'Configure')],
  ['a field whose locale map is null', (d) => (fieldsOf(d, 'topic-columns').slug = null)],
  ['a title that is a number', (d) => (fieldsOf(d, 'kb-login').title = { 'en-US': 12 })],
  ['a slug that is an object', (d) => (fieldsOf(d, 'kb-login').slug = { 'en-US': { a: 1 } })],
  ['a body that is a string', (d) => setBody(d, '<p>html</p>')],
  ['a body that is null', (d) => setBody(d, null)],
  ['a body document without content', (d) => setBody(d, { nodeType: 'document', data: {} })],
  ['a body with empty content', (d) => setBody(d, doc())],
  ['a body of blank paragraphs only', (d) => setBody(d, doc(paragraph(text('  ')), paragraph()))],
  ['a paragraph whose content is a string', (d) => setBody(d, doc({ nodeType: 'paragraph', data: {}, content: 'x' }))],
  ['a null node in a body', (d) => setBody(d, doc(null, paragraph(text('after'))))],
  ['a node without nodeType', (d) => setBody(d, doc({ data: {}, content: [] }))],
  ['a text node whose value is a number', (d) => setBody(d, doc(paragraph({ nodeType: 'text', value: 3, marks: [] })))],
  ['a text node whose marks is null', (d) => setBody(d, doc(paragraph({ nodeType: 'text', value: 'x', marks: null })))],
  ['an unknown node type', (d) => setBody(d, doc({ nodeType: 'marquee', data: {}, content: [text('x')] }))],
  ['a heading 1 at the top level', (d) => setBody(d, doc({ nodeType: 'heading-1', data: {}, content: [text('H')] }))],
  ['a body nested 5,000 levels deep', (d) => setBody(d, nested(5000))],
  ['a body nested 200 levels deep', (d) => setBody(d, nested(200))],
  ['a 10 MB body', (d) => setBody(d, doc(...Array.from({ length: 2000 }, () => paragraph(text('x'.repeat(5000))))))],
  [
    'an embedded entry that does not exist',
    (d) => setBody(d, doc(paragraph(text('a')), embedded('embedded-entry-block', 'nope'))),
  ],
  [
    'an inline entry that does not exist',
    (d) => setBody(d, doc(paragraph(text('a'), embedded('embedded-entry-inline', 'nope')))),
  ],
  [
    'an entry hyperlink to nothing',
    (d) => setBody(d, doc(paragraph({ ...embedded('entry-hyperlink', 'nope'), content: [text('l')] }))),
  ],
  ['an embedded asset that does not exist', (d) => setBody(d, doc(embedded('embedded-asset-block', 'nope', 'Asset')))],
  [
    'an unsupported block entry',
    (d) => setBody(d, doc(paragraph(text('a')), embedded('embedded-entry-block', 'kb-login'))),
  ],
  ['an unsupported inline entry', (d) => setBody(d, doc(paragraph(embedded('embedded-entry-inline', 'kb-login'))))],
  ['a block embed of a text fragment', (d) => setBody(d, doc(embedded('embedded-entry-block', 'frag-ok')))],
  ['an embedded resource', (d) => setBody(d, doc(embedded('embedded-resource-block', 'crn:x', 'Contentful:Entry')))],
  [
    'a hyperlink with a javascript: uri',
    (d) =>
      setBody(d, doc(paragraph({ nodeType: 'hyperlink', data: { uri: 'javascript:alert(1)' }, content: [text('x')] }))),
  ],
  [
    'a hyperlink whose uri is an object',
    (d) => setBody(d, doc(paragraph({ nodeType: 'hyperlink', data: { uri: {} }, content: [text('x')] }))),
  ],
  [
    'a callout that embeds itself',
    (d) => {
      d.entries.push(
        JSON.parse(
          JSON.stringify({
            ...entryOf(d, 'frag-ok'),
            sys: {
              ...(entryOf(d, 'frag-ok').sys as Json),
              id: 'self-callout',
              contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'callout' } },
            },
            fields: {
              heading: { 'en-US': 'Loop' },
              appearance: { 'en-US': 'info' },
              body: { 'en-US': doc(embedded('embedded-entry-block', 'self-callout')) },
            },
          }),
        ),
      );
      setBody(d, doc(embedded('embedded-entry-block', 'self-callout')));
    },
  ],
  [
    'html with an unknown sac-link id',
    (d) => (fieldsOf(d, 'topic-columns').bodyHtml = { 'en-US': '<p>See <sac-link data-id="nope">this</sac-link></p>' }),
  ],
  [
    'html with an unknown text fragment id',
    (d) =>
      (fieldsOf(d, 'topic-columns').bodyHtml = {
        'en-US': '<p>Use <sac-text-fragment data-id="nope"></sac-text-fragment></p>',
      }),
  ],
  ['html that is only whitespace', (d) => (fieldsOf(d, 'topic-columns').bodyHtml = { 'en-US': '   ' })],
  [
    'html with a script',
    (d) => (fieldsOf(d, 'topic-columns').bodyHtml = { 'en-US': '<script>alert(1)</script><p>ok</p>' }),
  ],
  [
    'a link field pointing at a missing entry',
    (d) => (fieldsOf(d, 'topic-columns').collection = { 'en-US': entryLink('nope') }),
  ],
  ['a link field that is a string', (d) => (fieldsOf(d, 'topic-columns').collection = { 'en-US': 'coll-guide' })],
  [
    'a link cycle between collections',
    (d) =>
      (fieldsOf(d, 'coll-guide').childrenReferences = { 'en-US': [entryLink('coll-guide'), entryLink('set-boards')] }),
  ],
  ['a kb article that is its own parent', (d) => (fieldsOf(d, 'kb-login').parent = { 'en-US': entryLink('kb-login') })],
  ['two kb articles with the same url', (d) => (fieldsOf(d, 'kb-login-sso').parent = { 'en-US': null })],
  ['two topics with the same slug', (d) => (fieldsOf(d, 'topic-columns').slug = { 'en-US': 'create-a-board' })],
  ['a duplicate entry id', (d) => d.entries.push(JSON.parse(JSON.stringify(entryOf(d, 'kb-login'))))],
  ['an unknown locale value', (d) => (fieldsOf(d, 'kb-login').title = { 'en-US': 'Login', 'xx-XX': 'Loggo' })],
  [
    'an unknown locale in the locale list',
    (d) => d.locales.push({ code: 'fr-FR', name: 'French', default: false, fallbackCode: 'de-DE' }),
  ],
  [
    'a locale fallback cycle',
    (d) => d.locales.push({ code: 'de-DE', name: 'German', default: false, fallbackCode: 'de-DE' }),
  ],
  [
    'an entry of an unknown content type',
    (d) =>
      d.entries.push({
        ...entryOf(d, 'kb-login'),
        sys: {
          ...(entryOf(d, 'kb-login').sys as Json),
          id: 'alien',
          contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'alien' } },
        },
      }),
  ],
  [
    'an asset without a file',
    (d) => d.assets.push({ sys: { id: 'no-file', type: 'Asset', publishedVersion: 1 }, fields: {} }),
  ],
  [
    'an asset whose file url is on another host',
    (d) =>
      d.assets.push({
        sys: { id: 'evil', type: 'Asset', publishedVersion: 1 },
        fields: {
          title: { 'en-US': 'x' },
          file: { 'en-US': { url: 'https://evil.example/x.png', fileName: 'x.png', contentType: 'image/png' } },
        },
      }),
  ],
  [
    'an embedded asset with a javascript url',
    (d) => {
      d.assets.push({
        sys: { id: 'jsurl', type: 'Asset', publishedVersion: 1 },
        fields: {
          title: { 'en-US': 'x' },
          file: { 'en-US': { url: 'javascript:alert(1)', fileName: 'x.pdf', contentType: 'application/pdf' } },
        },
      });
      setBody(d, doc(embedded('embedded-asset-block', 'jsurl', 'Asset')));
    },
  ],
  [
    'the home page removed',
    (d) => (d.entries = d.entries.filter((item) => (item as { sys: { id: string } }).sys.id !== 'homePage')),
  ],
  ['a title of 100,000 characters', (d) => (fieldsOf(d, 'kb-login').title = { 'en-US': 'T'.repeat(100_000) })],
];

/** The errors of log lines, with their stacks' first frames. */
function loggedErrors(lines: readonly LogLine[]): string {
  return JSON.stringify(
    lines
      .filter((line) => line.level >= 50)
      .map((line) => {
        const err = line.err as { type?: string; message?: string; stack?: string } | undefined;
        return [line.msg, err?.type, err?.message, err?.stack?.split('\n').slice(1, 6).join(' | ')];
      }),
  );
}

describe('a hostile content export', () => {
  it('has at least forty cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(CASES)(
    'with %s starts and serves every page without a 5xx',
    async (_name, mutate) => {
      const exportDoc = baseExport();
      mutate(exportDoc);
      const { logger, lines } = collectingLogger();
      const snapshot = buildSnapshot(exportDoc, { logger });
      const search = SearchService.fromSnapshot(snapshot);
      const app = createApp({
        config: testConfig(),
        snapshotStore: storeWith(snapshot),
        logger,
        searchService: search,
      });
      const urls = snapshot.routes().map((route) => route.url);
      expect(urls.length).toBeGreaterThan(3);
      const failures: string[] = [];
      for (const url of [...urls, ...urls.map((url) => `/ja${url}`), '/search/?text=board', '/does-not-exist/']) {
        const logged = lines.length;
        const response = await request(app).get(url);
        // A failure names what the server logged for it, so a rare one explains itself.
        if (response.status >= 500) failures.push(`${url} ${response.status} ${loggedErrors(lines.slice(logged))}`);
      }
      search.close();
      expect(failures).toEqual([]);
      // Every problem is one log line that names the entry.
      for (const line of lines.filter((entry) => entry.level >= 50)) expect(typeof line.msg).toBe('string');
    },
    60_000,
  );
});

describe('a broken entry in an export', () => {
  it('is skipped with one log line naming the entry, its content type, the field and the node', () => {
    const exportDoc = baseExport();
    setBody(exportDoc, doc(paragraph(text('ok')), { nodeType: 'paragraph', data: {}, content: 'x' }));
    const { logger, lines } = collectingLogger();
    const snapshot = buildSnapshot(exportDoc, { logger });

    expect(snapshot.entry('topic-board', 'en-US')).toBeUndefined();
    expect(snapshot.entry('topic-columns', 'en-US')).toBeDefined();
    const problems = lines.filter((line) => line.entryId === 'topic-board');
    expect(problems).toEqual([
      expect.objectContaining({
        level: 50,
        entryId: 'topic-board',
        contentType: 'topic',
        field: 'body',
        msg: "Entry topic-board (topic) field body: en-US value: the paragraph node's content is not a list at content[1]; the entry is skipped",
      }),
    ]);
  });

  it('with an empty body answers not found with the Article body is missing context', async () => {
    const exportDoc = baseExport();
    setBody(exportDoc, doc(paragraph(text(' '))));
    const { logger, lines } = collectingLogger();
    const snapshot = buildSnapshot(exportDoc, { logger });
    const url = snapshot.urlOf('topic-board')!;
    const app = createApp({ config: testConfig(), snapshotStore: storeWith(snapshot), logger });

    const response = await request(app).get(url);
    expect(response.status).toBe(404);
    expect(response.text).toContain('data-template="notFound"');
    expect(lines).toContainEqual(expect.objectContaining({ url, status: 404, reason: 'Article body is missing' }));
  });
});

describe('links from content', () => {
  it('keep only http(s), mailto, tel and relative urls in related links and menus', async () => {
    const space = fixtureSpace();
    const unsafe = [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      ' JaVa\tscript:x',
    ];
    const safe = ['https://example.com/ok', 'mailto:help@example.com', 'tel:+15550100', '/relative/'];
    const links = [...unsafe, ...safe].map((url, index) =>
      space.entry('link', `link-${index}`, { linkLabel: `Link ${index}`, linkUrl: url }),
    );
    const exportDoc = JSON.parse(JSON.stringify(space.toExport())) as ExportDoc;
    fieldsOf(exportDoc, 'topic-board').relatedLinks = { 'en-US': links };
    const { logger } = collectingLogger();
    const snapshot = buildSnapshot(exportDoc, { logger });
    const app = createApp({ config: testConfig(), snapshotStore: storeWith(snapshot), logger });

    const page = await request(app).get(snapshot.urlOf('topic-board')!);

    expect(page.status).toBe(200);
    const hrefs = [...page.text.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.toLowerCase());
    for (const href of hrefs) expect(href).not.toMatch(/^\s*(javascript|data|vbscript)/);
    expect(page.text).toContain('https://example.com/ok');
    expect(page.text).toContain('mailto:help@example.com');
    expect(page.text).not.toMatch(/vbscript:|data:text\/html/i);
  });
});

describe('asset urls from content', () => {
  it('skip an asset on another host with a log line naming it', () => {
    const space = fixtureSpace();
    space.asset('evil', { fileName: 'x.png', contentType: 'image/png', title: 'x' });
    const exportDoc = JSON.parse(JSON.stringify(space.toExport())) as ExportDoc;
    const evil = exportDoc.assets.find((item) => (item as { sys: { id: string } }).sys.id === 'evil') as {
      fields: { file: { 'en-US': { url: string } } };
    };
    evil.fields.file['en-US'].url = 'https://evil.example/x.png';
    const { logger, lines } = collectingLogger();
    const snapshot = buildSnapshot(exportDoc, { logger });

    expect(snapshot.asset('evil', 'en-US')).toBeUndefined();
    expect(lines).toContainEqual(
      expect.objectContaining({ entryId: 'evil', contentType: 'Asset', field: 'file', level: 50 }),
    );
  });
});
