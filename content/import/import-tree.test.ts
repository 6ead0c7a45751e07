import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { loadExport, parseExport } from '../../server/content/export-loader';
import { ImportUsageError } from './errors';
import { importTree, ImportFilesError } from './import-tree';

let folder: string;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'import-tree-'));
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function tree(files: Record<string, string | Buffer>): Promise<string> {
  const root = join(folder, 'docs');
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
  }
  return root;
}

function bodyOf(
  exportFile: { entries: { sys: { id: string }; fields: Record<string, Partial<Record<string, unknown>>> }[] },
  id: string,
): string {
  const entry = exportFile.entries.find((candidate) => candidate.sys.id === id);
  return String(entry?.fields.bodyHtml?.['en-US']);
}

describe('importing a documentation tree', () => {
  it('lists every broken link with its file and line, and keeps the link text', async () => {
    const root = await tree({
      'index.md':
        '# Home\n\nSee [the guide](guide.md#missing-part).\n\nAnd [nothing](nowhere.md) and ![a chart](chart.png).\n',
      'guide.md': '# Guide\n\n## Part one\n\nText.\n',
    });

    const { report, exportFile } = await importTree({ kind: 'markdown', root, assetsDir: join(folder, 'assets') });

    expect(report.brokenLinks).toEqual([
      { file: 'index.md', line: 5, href: 'chart.png', reason: 'no such image in the documentation tree' },
      {
        file: 'index.md',
        line: 3,
        href: 'guide.md#missing-part',
        reason: 'the page has no anchor #missing-part; linked to the top of the page',
      },
      { file: 'index.md', line: 5, href: 'nowhere.md', reason: 'no such file in the documentation tree' },
    ]);
    const body = bodyOf(exportFile, 'topic-overview');
    expect(body).toContain('<span>nothing</span>');
    expect(body).toContain('a chart');
    expect(body).toContain('href="/home/docs/guide/"');
  });

  it('names the html line of a broken link', async () => {
    const root = await tree({
      'index.html':
        '<html><body><div role="main">\n<h1>Home</h1>\n<p>One</p>\n<p><a href="gone.html#x">gone</a></p></div></body></html>',
    });

    const { report } = await importTree({ kind: 'html', root, assetsDir: join(folder, 'assets') });

    expect(report.brokenLinks).toEqual([
      { file: 'index.html', line: 4, href: 'gone.html#x', reason: 'no such file in the documentation tree' },
    ]);
  });

  it('maps links to Sphinx sections onto the rendered heading ids and links to a defined term by its own id', async () => {
    const root = await tree({
      'index.html':
        '<div role="main"><section id="top"><h1>Top</h1><p><a href="api.html#mod.func">func</a>, ' +
        '<a href="api.html#setup-section">setup</a>, <a href="api.html#top-of-api">api</a></p></section></div>',
      'api.html':
        '<div role="main"><section id="top-of-api"><h1>API</h1>' +
        '<section id="setup-section"><h2>Set up</h2><p>x</p></section>' +
        '<section id="funcs"><h2>Set up</h2><dl><dt id="mod.func">func</dt><dd>y</dd></dl></section></section></div>',
    });

    const { report, exportFile } = await importTree({ kind: 'html', root, assetsDir: join(folder, 'assets') });

    expect(report.brokenLinks).toEqual([]);
    const body = bodyOf(exportFile, 'topic-overview');
    expect(body).toContain('href="/top/docs/api/#mod.func"');
    expect(body).toContain('href="/top/docs/api/#set-up"');
    expect(body).toContain('href="/top/docs/api/"');
    expect(bodyOf(exportFile, 'topic-api')).toContain('<dt id="mod.func">func</dt>');
  });

  it('reads gzip-compressed pages and keeps anchors inside code blocks and local contents', async () => {
    const root = await tree({
      'index.html':
        '<div role="main"><h1>Top</h1><nav class="contents local"><ul><li><a id="id1" href="#usage">Usage</a></li></ul></nav>' +
        '<p><a href="changelog.html#tok">grammar</a></p><section id="usage"><h2><a href="#id1">Usage</a></h2><p>u</p></section></div>',
      'changelog.html.gz': gzipSync(
        '<div role="main"><h1>Changes</h1><h2>Grammar</h2><pre><strong id="tok">stringprefix</strong> ::= "r"</pre></div>',
      ),
    });

    const { report, exportFile } = await importTree({ kind: 'html', root, assetsDir: join(folder, 'assets') });

    expect(report.brokenLinks).toEqual([]);
    expect(report.pages).toBe(2);
    const body = bodyOf(exportFile, 'topic-overview');
    expect(body).toContain('href="/top/docs/changelog/#grammar"');
    expect(body).toContain('<a id="id1" href="#usage">Usage</a>');
    expect(body).toContain('<h2><a href="#id1">Usage</a></h2>');
  });

  it('orders a Markdown tree by its SUMMARY.md and adds pages it does not list by folder', async () => {
    const root = await tree({
      'README.md': '# Book\n\nIntro.\n',
      'SUMMARY.md': '# Summary\n\n- [Intro](README.md)\n- [Second](b.md)\n  - [Child](c/child.md)\n- [First](a.md)\n',
      'a.md': '# First\n\nA.\n',
      'b.md': '# Second\n\nB.\n',
      'c/child.md': '# Child\n\nC.\n',
      'extra.md': '# Extra\n\nE.\n',
    });

    const { report, exportFile } = await importTree({ kind: 'markdown', root, assetsDir: join(folder, 'assets') });

    expect(report.outsideToc).toBe(1);
    const loaded = loadExport(parseExport(JSON.parse(JSON.stringify(exportFile))));
    expect(loaded.problems).toEqual([]);
    const collection = (id: string) =>
      (
        exportFile.entries.find((entry) => entry.sys.id === id)?.fields.childrenReferences?.['en-US'] as {
          sys: { id: string };
        }[]
      ).map((link) => link.sys.id);
    expect(collection('collection-overview-contents')).toEqual(['topic-overview', 'topic-a', 'topic-extra']);
    expect(collection('collection-b-contents')).toEqual(['topic-b', 'topic-c-child']);
  });

  it('stops with every unusable file listed, naming each file and line', async () => {
    const root = await tree({
      'index.html': '<meta charset="utf-8"><h1>Fine</h1><p>ok</p>',
      'a.html': '<html>\n<meta charset="nonsense-encoding">\n<h1>A</h1>',
      'b.md': Buffer.from([0x23, 0x20, 0x0a, 0xff, 0xfe]),
      'c.html': Buffer.concat([Buffer.from('<h1>C</h1>\n<p>'), Buffer.from([0xff])]),
    });

    const attempt = importTree({ kind: 'html', root, assetsDir: join(folder, 'assets') });

    await expect(attempt).rejects.toBeInstanceOf(ImportFilesError);
    await expect(attempt).rejects.toThrow(
      '2 source files could not be imported:\n  a.html:2: unknown encoding "nonsense-encoding"\n  c.html:2: the file is not valid utf-8',
    );
  });

  it('refuses a folder without pages', async () => {
    const root = await tree({ 'notes.txt': 'hello' });

    await expect(importTree({ kind: 'markdown', root, assetsDir: join(folder, 'assets') })).rejects.toThrow(
      new ImportUsageError(`No .md pages found in ${root}`),
    );
  });
});
