import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BLOCKS, INLINES, validateRichTextDocument } from '@contentful/rich-text-types';
import type { Document } from '@contentful/rich-text-types';
import { CALLOUT_APPEARANCES, contentTypes } from '../../model/content-types';
import { KB_ASSET_FILES } from './kb-assets';
import { addKnowledgeBase, KB_PRODUCT_SLUGS } from './kb';
import { SpaceBuilder } from './space-builder';
import type { ExportEntry, LinkObject } from './space-builder';

interface RichNode {
  nodeType: string;
  data?: { target?: LinkObject };
  content?: RichNode[];
}

function buildSpace(): { space: SpaceBuilder; entries: ExportEntry[] } {
  const space = new SpaceBuilder(contentTypes);
  const products: Record<string, LinkObject> = {};
  for (const slug of KB_PRODUCT_SLUGS) {
    const name = space.entry('productName', `name-${slug}`, { productName: slug, productNameId: slug });
    products[slug] = space.entry('product', `product-${slug}`, {
      internalTitle: slug,
      productNameReference: name,
      slug,
      deployment: slug.endsWith('-cloud') ? 'Cloud' : 'Data Center',
    });
  }
  addKnowledgeBase(space, { products });
  return { space, entries: space.toExport().entries };
}

const { space, entries } = buildSpace();
const ofType = (type: string): ExportEntry[] => entries.filter((entry) => entry.sys.contentType?.sys.id === type);
const articles = ofType('pageKbArticle');
const en = (entry: ExportEntry, field: string): unknown => entry.fields[field]?.['en-US'];

/** Every rich-text document in the KB, in every locale: article bodies, callout bodies, fragments. */
function allDocuments(): Document[] {
  const documents: Document[] = [];
  for (const entry of entries) {
    for (const values of Object.values(entry.fields)) {
      for (const value of Object.values(values)) {
        if (typeof value === 'object' && value !== null && (value as { nodeType?: unknown }).nodeType === 'document') {
          documents.push(value as Document);
        }
      }
    }
  }
  return documents;
}

function walk(node: RichNode, visit: (node: RichNode) => void): void {
  visit(node);
  for (const child of node.content ?? []) walk(child, visit);
}

function embeddedTargets(nodeType: string): string[] {
  const ids: string[] = [];
  for (const doc of allDocuments()) {
    walk(doc, (node) => {
      if (node.nodeType === nodeType && node.data?.target) ids.push(node.data.target.sys.id);
    });
  }
  return ids;
}

const entryById = new Map(entries.map((entry) => [entry.sys.id, entry]));
const typeOf = (id: string): string | undefined => entryById.get(id)?.sys.contentType?.sys.id;

function videoService(url: string): string {
  if (/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/.test(url)) return 'youtube-watch';
  if (/^https:\/\/youtu\.be\/[\w-]{11}$/.test(url)) return 'youtube-short';
  if (/^https:\/\/www\.youtube\.com\/embed\/[\w-]{11}$/.test(url)) return 'youtube-embed';
  if (/^https:\/\/vimeo\.com\/\d+$/.test(url)) return 'vimeo';
  if (/^https:\/\/www\.loom\.com\/share\/[0-9a-f]{32}$/.test(url)) return 'loom-share';
  if (/^https:\/\/www\.loom\.com\/embed\/[0-9a-f]{32}$/.test(url)) return 'loom-embed';
  return 'unsupported';
}

describe('addKnowledgeBase', () => {
  it('writes at least 48 articles across at least 4 KB homes', () => {
    expect(articles.length).toBeGreaterThanOrEqual(48);
    const homes = ofType('pageKbHome');
    expect(homes.length).toBeGreaterThanOrEqual(4);
    const homeIds = new Set(homes.map((home) => home.sys.id));
    for (const article of articles) expect(homeIds.has((en(article, 'kbHome') as LinkObject).sys.id)).toBe(true);
  });

  it('links every KB home to the product passed for its slug', () => {
    for (const home of ofType('pageKbHome')) {
      const context = en(home, 'context') as LinkObject;
      expect(context.sys.id).toMatch(/^product-/);
      expect(space.has(context.sys.id)).toBe(true);
    }
  });

  it('throws an error naming the missing product slug', () => {
    const partial = new SpaceBuilder(contentTypes);
    expect(() => addKnowledgeBase(partial, { products: {} })).toThrow("'jira-software-data-center'");
  });

  it('writes about half of the articles in each body form', () => {
    const migrated = articles.filter((article) => article.fields.body !== undefined);
    const legacy = articles.filter((article) => article.fields.body === undefined);
    expect(migrated.length).toBeGreaterThanOrEqual(articles.length * 0.4);
    expect(legacy.length).toBeGreaterThanOrEqual(articles.length * 0.4);
    for (const article of legacy) {
      expect(typeof en(article, 'summary')).toBe('string');
      expect(typeof en(article, 'solution')).toBe('string');
    }
    expect(legacy.some((article) => article.fields.diagnosis === undefined)).toBe(true);
    expect(legacy.some((article) => article.fields.cause === undefined)).toBe(true);
    expect(legacy.some((article) => /<table>/.test(en(article, 'solution') as string))).toBe(true);
  });

  it('uses every callout appearance', () => {
    const appearances = new Set(ofType('callout').map((callout) => en(callout, 'appearance')));
    expect([...appearances].sort()).toEqual([...CALLOUT_APPEARANCES].sort());
  });

  it('embeds a video from every supported service and one unsupported url', () => {
    const services = ofType('video').map((video) => videoService(en(video, 'videoUrl') as string));
    expect(new Set(services)).toEqual(
      new Set(['youtube-watch', 'youtube-short', 'youtube-embed', 'vimeo', 'loom-share', 'loom-embed', 'unsupported']),
    );
    expect(services.filter((service) => service === 'unsupported')).toHaveLength(1);
  });

  it('uses at least eight code block languages', () => {
    const languages = new Set(ofType('codeBlock').map((block) => en(block, 'language')));
    expect(languages.size).toBeGreaterThanOrEqual(8);
  });

  it('never uses a level 1 heading in any rich-text document', () => {
    const nodeTypes = new Set<string>();
    for (const doc of allDocuments()) walk(doc, (node) => nodeTypes.add(node.nodeType));
    expect(nodeTypes.has(BLOCKS.HEADING_1)).toBe(false);
    for (const type of [BLOCKS.TABLE, BLOCKS.QUOTE, BLOCKS.HR, BLOCKS.HEADING_4, INLINES.HYPERLINK]) {
      expect(nodeTypes.has(type)).toBe(true);
    }
  });

  it('writes only rich-text documents that pass the Contentful schema', () => {
    for (const doc of allDocuments()) expect(validateRichTextDocument(doc)).toEqual([]);
  });

  it('points every embedded link at an entry the space contains, of an embeddable type', () => {
    const blocks = embeddedTargets(BLOCKS.EMBEDDED_ENTRY);
    const inlines = embeddedTargets(INLINES.EMBEDDED_ENTRY);
    const hyperlinks = embeddedTargets(INLINES.ENTRY_HYPERLINK);
    for (const id of [...blocks, ...inlines, ...hyperlinks]) expect(space.has(id)).toBe(true);
    expect(new Set(blocks.map(typeOf))).toEqual(new Set(['callout', 'codeBlock', 'kbImage', 'video']));
    expect(new Set(inlines.map(typeOf))).toEqual(new Set(['anchor', 'textFragment']));
    expect(inlines.filter((id) => typeOf(id) === 'anchor').length).toBeGreaterThanOrEqual(3);
    expect(new Set(hyperlinks.map(typeOf))).toEqual(new Set(['pageKbArticle']));
  });

  it('uses the shared text fragment in several articles', () => {
    const fragmentUses = articles.filter((article) =>
      JSON.stringify(en(article, 'body') ?? null).includes('"kb-fragment-backup-first"'),
    );
    expect(fragmentUses.length).toBeGreaterThanOrEqual(3);
  });

  it('gives every kbImage an asset the space contains', () => {
    for (const image of ofType('kbImage')) expect(space.has((en(image, 'image') as LinkObject).sys.id)).toBe(true);
  });

  it('keeps slugs unique and well formed within each KB home', () => {
    const seen = new Set<string>();
    for (const article of articles) {
      const slug = en(article, 'slug') as string;
      expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      const key = `${(en(article, 'kbHome') as LinkObject).sys.id}/${slug}`;
      expect(seen.has(key)).toBe(false);
      seen.add(key);
    }
  });

  it('translates at least one article title and body to Japanese', () => {
    const japanese = articles.filter((article) => article.fields.title?.['ja-JP'] && article.fields.body?.['ja-JP']);
    expect(japanese.length).toBeGreaterThanOrEqual(1);
    expect(japanese[0]!.fields.title!['ja-JP']).toMatch(/[\u3040-\u30ff]/);
  });

  it('has a parent with more than five children and nests at most two levels', () => {
    const parentOf = new Map<string, string>();
    for (const article of articles) {
      const parent = en(article, 'parent') as LinkObject | undefined;
      if (parent) parentOf.set(article.sys.id, parent.sys.id);
    }
    const childCounts = new Map<string, number>();
    for (const parent of parentOf.values()) childCounts.set(parent, (childCounts.get(parent) ?? 0) + 1);
    expect(Math.max(...childCounts.values())).toBeGreaterThan(5);
    for (const [child, parent] of parentOf) {
      expect(typeOf(parent)).toBe('pageKbArticle');
      const childHome = (en(entryById.get(child)!, 'kbHome') as LinkObject).sys.id;
      expect((en(entryById.get(parent)!, 'kbHome') as LinkObject).sys.id).toBe(childHome);
      const grandparent = parentOf.get(parent);
      if (grandparent) expect(parentOf.has(grandparent)).toBe(false);
    }
    expect([...parentOf.values()].some((parent) => parentOf.has(parent))).toBe(true);
  });

  it('writes exactly one draft article', () => {
    expect(articles.filter((article) => article.sys.publishedVersion === undefined)).toHaveLength(1);
  });

  it('fills version lists and dates in the documented shapes', () => {
    for (const article of articles) {
      const versions = en(article, 'productVersions') as { sys: { id: string }; product: { productName: string } }[];
      expect(versions.length).toBeGreaterThan(0);
      for (const version of versions) {
        expect(version).toEqual({
          sys: { id: expect.any(String) },
          product: { productName: expect.any(String) },
          platform: expect.stringMatching(/^(Cloud|Data Center)$/),
          versionNumber: expect.any(String),
          versionModifier: expect.stringMatching(/^(None|and later|and earlier|only)$/),
        });
      }
      expect(en(article, 'lastPublished')).toMatch(/^202[4-6]-\d{2}-\d{2}T/);
      expect(typeof en(article, 'metaDescription')).toBe('string');
    }
  });

  it('declares the size and dimensions of every image file as they are on disk', () => {
    for (const file of Object.values(KB_ASSET_FILES)) {
      const svg = readFileSync(join(__dirname, '../../assets', file.fileName), 'utf8');
      expect(Buffer.byteLength(svg)).toBe(file.size);
      expect(file.size).toBeLessThan(6 * 1024);
      expect(svg).toContain(`width="${file.width}" height="${file.height}"`);
    }
  });
});
