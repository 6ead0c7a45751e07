import type { Document } from '@contentful/rich-text-types';
import { contentAriOf, extractDocuments, htmlToText, ownString, richTextToPlain, versionsCovered } from './documents';
import { entry, fakeSnapshot } from './test-snapshot';

const paragraph = (text: string) => ({
  nodeType: 'paragraph',
  data: {},
  content: [{ nodeType: 'text', value: text, marks: [], data: {} }],
});

const richBody = {
  nodeType: 'document',
  data: {},
  content: [
    paragraph('Boards show the work of a team.'),
    {
      nodeType: 'embedded-entry-block',
      data: { target: { sys: { id: 'code1', type: 'Link', linkType: 'Entry' } } },
      content: [],
    },
  ],
} as unknown as Document;

/** The sample, with `japanese` over the fields of the Japanese translation of 'Create a board'. */
function sampleSnapshot(japanese: Record<string, unknown> = {}) {
  const jiraName = entry('pn-jira', 'productName', { productName: 'Jira Software', productNameId: 'jira-software' });
  const v912 = entry('v912', 'version', { number: '9.12', spaceId: 's', showInList: true });
  const v100 = entry('v100', 'version', { number: '10.0', spaceId: 's', showInList: true });
  const cloud = entry('jira-cloud', 'product', {
    productNameReference: jiraName,
    slug: 'jira-software-cloud',
    deployment: 'Cloud',
  });
  const dc = entry('jira-dc', 'product', {
    productNameReference: jiraName,
    slug: 'jira-software-data-center',
    deployment: 'Data Center',
    productVersions: [v912, v100],
  });
  const collection = entry('col1', 'collection', { title: 'Boards', context: cloud, pageType: 'Guide' });
  const topic = entry('topic1', 'topic', {
    topicTitle: 'Create a board',
    body: richBody,
    collection,
    metaDescription: 'Make a new board for your team.',
  });
  const dcCollection = entry('col2', 'collection', { title: 'Administer', context: dc, pageType: 'Reference' });
  const dcTopic = entry('topic2', 'topic', {
    topicTitle: 'Increase the heap',
    bodyHtml: '<p>Set <code>-Xmx</code> &amp; restart.</p><script>alert(1)</script>',
    collection: dcCollection,
  });
  const kbHome = entry('kbhome', 'pageKbHome', { title: 'Jira', context: cloud });
  const kb = entry('kb1', 'pageKbArticle', {
    title: 'Error: Unable to connect to the database',
    kbHome,
    summary: '<p>The server logs <b>Connection refused</b>.</p>',
    solution: '<p>Start the database.</p>',
    lastPublished: '2023-02-01T00:00:00.000Z',
    productVersions: [
      {
        product: { productName: 'Jira Software' },
        platform: 'Data Center',
        versionNumber: '9.12',
        versionModifier: 'and later',
      },
    ],
  });
  const dcKbHome = entry('kbhome-dc', 'pageKbHome', { title: 'Jira Data Center', context: dc });
  const dcKb = entry('kb2', 'pageKbArticle', {
    title: 'Reindexing stops at 99%',
    kbHome: dcKbHome,
    solution: '<p>Clear the index folder.</p>',
    productVersions: [
      {
        product: { productName: 'Jira Software' },
        platform: 'Data Center',
        versionNumber: '9.12',
        versionModifier: 'only',
      },
    ],
  });
  const code = entry('code1', 'codeBlock', { title: 'Example', code: 'jira.board.create()', language: 'JavaScript' });
  const jaTopic = {
    ...topic,
    locale: 'ja-JP' as const,
    fields: { ...topic.fields, topicTitle: 'ボードを作成', ...japanese },
  };
  return fakeSnapshot({
    entries: [
      jiraName,
      v912,
      v100,
      cloud,
      dc,
      collection,
      topic,
      dcCollection,
      dcTopic,
      kbHome,
      kb,
      dcKbHome,
      dcKb,
      code,
    ],
    japanese: [jaTopic],
    routes: [
      { url: '/jira-software-cloud/docs/boards/', entryId: 'col1', contentType: 'collection' },
      { url: '/jira-software-cloud/docs/create-a-board/', entryId: 'topic1', contentType: 'topic' },
      {
        url: '/jira-software-data-center/9.12/docs/increase-the-heap/',
        entryId: 'topic2',
        contentType: 'topic',
        version: '9.12',
      },
      {
        url: '/jira-software-data-center/10.0/docs/increase-the-heap/',
        entryId: 'topic2',
        contentType: 'topic',
        version: '10.0',
      },
      { url: '/jira-software-cloud/kb/unable-to-connect/', entryId: 'kb1', contentType: 'pageKbArticle' },
      { url: '/jira-software-data-center/kb/reindexing-stops/', entryId: 'kb2', contentType: 'pageKbArticle' },
    ],
  });
}

describe('versionsCovered', () => {
  const known = ['10.3', '10.0', '9.12', '9.4', '8.20'];

  it("reaches every newer version for 'and later', compared as numbers", () => {
    expect(versionsCovered('9.4', 'and later', known)).toEqual(['10.3', '10.0', '9.12', '9.4']);
  });

  it("reaches every older version for 'and earlier'", () => {
    expect(versionsCovered('9.12', 'and earlier', known)).toEqual(['9.12', '9.4', '8.20']);
  });

  it("keeps the version as written for 'only', 'None' and a version the product does not list", () => {
    expect(versionsCovered('9.12', 'only', known)).toEqual(['9.12']);
    expect(versionsCovered('9.12', 'None', known)).toEqual(['9.12']);
    expect(versionsCovered('7.6', 'and earlier', known)).toEqual(['7.6']);
    expect(versionsCovered('11.0', 'and later', known)).toEqual(['11.0']);
  });

  it('covers nothing for a row without a version', () => {
    expect(versionsCovered('', 'and later', known)).toEqual([]);
  });
});

describe('extractDocuments', () => {
  const documents = extractDocuments(sampleSnapshot());
  const byUrl = (url: string) => documents.find((document) => document.url === url)!;

  it('extracts one document per servable page url and language', () => {
    expect(documents.map((document) => document.url).sort()).toEqual([
      '/ja/jira-software-cloud/docs/create-a-board/',
      '/jira-software-cloud/docs/boards/',
      '/jira-software-cloud/docs/create-a-board/',
      '/jira-software-cloud/kb/unable-to-connect/',
      '/jira-software-data-center/10.0/docs/increase-the-heap/',
      '/jira-software-data-center/9.12/docs/increase-the-heap/',
      '/jira-software-data-center/kb/reindexing-stops/',
    ]);
  });

  it("marks a Japanese document's description English while it is the English text, and no other", () => {
    const english = byUrl('/jira-software-cloud/docs/create-a-board/');
    const japanese = byUrl('/ja/jira-software-cloud/docs/create-a-board/');
    const translated = extractDocuments(sampleSnapshot({ metaDescription: 'チームの新しいボードを作成します。' })).find(
      (document) => document.url === '/ja/jira-software-cloud/docs/create-a-board/',
    )!;

    expect([english.descriptionLanguage, japanese.description, japanese.descriptionLanguage]).toEqual([
      undefined,
      'Make a new board for your team.',
      'en',
    ]);
    expect([translated.description, translated.descriptionLanguage]).toEqual([
      'チームの新しいボードを作成します。',
      undefined,
    ]);
  });

  it('includes the text of embedded code blocks in a rich-text body', () => {
    const topic = byUrl('/jira-software-cloud/docs/create-a-board/');
    expect(topic.body).toContain('Boards show the work of a team.');
    expect(topic.body).toContain('jira.board.create()');
    expect(topic.description).toBe('Make a new board for your team.');
    expect(topic.contentType).toBe('topic');
  });

  it('gives a Data Center page one document per version with that version only', () => {
    const page = byUrl('/jira-software-data-center/9.12/docs/increase-the-heap/');
    expect(page.contentAri).toBe(contentAriOf('topic', 'topic2', '9.12'));
    expect(page.deployment).toBe('data_center');
    expect(page.products).toEqual([
      { name: 'Jira Software', key: 'jira-software', platform: 'data_center', versions: ['9.12'] },
    ]);
  });

  it('strips html and drops scripts from legacy bodies', () => {
    const page = byUrl('/jira-software-data-center/10.0/docs/increase-the-heap/');
    expect(page.body).toBe('Set -Xmx & restart.');
    expect(page.description).toBe('Set -Xmx & restart.');
  });

  it('concatenates legacy KB sections and takes the last published field', () => {
    const kb = byUrl('/jira-software-cloud/kb/unable-to-connect/');
    expect(kb.contentType).toBe('kbArticle');
    expect(kb.body).toBe('The server logs Connection refused.\nStart the database.');
    expect(kb.lastPublishedAt).toBe('2023-02-01T00:00:00.000Z');
    expect(kb.products[0]).toMatchObject({ key: 'jira-software', platform: 'cloud' });
  });

  it("files a KB article written for '9.12 and later' under every newer version its product lists", () => {
    const kb = byUrl('/jira-software-cloud/kb/unable-to-connect/');
    expect(kb.products).toContainEqual({
      name: 'Jira Software',
      key: 'jira-software',
      platform: 'data_center',
      versions: ['10.0', '9.12'],
    });
  });

  it("files a Data Center KB article under its own versions only, not every version of its KB home's product", () => {
    const kb = byUrl('/jira-software-data-center/kb/reindexing-stops/');
    expect(kb.products).toEqual([
      { name: 'Jira Software', key: 'jira-software', platform: 'data_center', versions: ['9.12'] },
    ]);
  });

  it('adds Japanese documents for translated entries under /ja', () => {
    const ja = byUrl('/ja/jira-software-cloud/docs/create-a-board/');
    expect(ja.language).toBe('ja');
    expect(ja.title).toBe('ボードを作成');
  });

  it('uses zero trust factors until a provider gives some', () => {
    expect(byUrl('/jira-software-cloud/docs/boards/').trustFactors).toEqual({ helpfulCount: 0, numViews: 0 });
    const withFeedback = extractDocuments(sampleSnapshot(), {
      trustFactors: (id) => (id === 'col1' ? { helpfulCount: 3, numViews: 40 } : undefined),
    });
    expect(withFeedback.find((d) => d.entryId === 'col1')!.trustFactors).toEqual({ helpfulCount: 3, numViews: 40 });
  });
});

describe('text helpers', () => {
  it('decodes entities and keeps line breaks between blocks in html', () => {
    expect(htmlToText('<h2>A &lt;b&gt;</h2><p>x&#39;s &#x41;</p>')).toBe("A <b>\nx's A");
  });

  it('turns rich text into lines of plain text', () => {
    expect(richTextToPlain(richBody)).toBe('Boards show the work of a team.');
  });
});

describe('ownString', () => {
  it('gives the same characters as a short or a long slice of a longer string', () => {
    const body = `<p>${'A paragraph of the body. '.repeat(400)}</p>`;
    for (const slice of [body.slice(3, 9), body.slice(3, 200), body.slice(3, -4).trim(), ''])
      expect(ownString(slice)).toBe(slice);
  });
});
