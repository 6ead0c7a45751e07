/**
 * Turns a documentation tree (html or Markdown) into a contentful-export file of this site's content
 * model: a product with its docs home, a collection per section, a topic per page with its body as
 * html (docs/adr/035-importing-documentation.md), images as assets, internal links rewritten to the
 * site's urls with their anchors. Unusable files stop the import with every problem listed; broken
 * links are reported, never dropped silently.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile } from 'node:fs/promises';
import { join, posix, relative, sep } from 'node:path';

import { DomUtils } from 'htmlparser2';
import { Element, Text, type ChildNode } from 'domhandler';

import { contentTypes } from '../model/content-types';
import { SpaceBuilder, entryLink, type ContentfulExport, type LinkObject } from '../tools/sample/space-builder';
import { ImportFileError, ImportUsageError, type BrokenLink } from './errors';
import { parsePage, stripAttributes, textOf, type ParsedPage } from './html-page';
import { markdownToHtml, parseMarkdownPage } from './markdown-page';
import {
  expandToctrees,
  folderTree,
  indexPageOf,
  listTree,
  markdownTocLists,
  toctreeLists,
  type TreeNode,
} from './page-tree';
import { readSource } from './source-text';

export type SourceKind = 'html' | 'markdown';

export interface ImportOptions {
  kind: SourceKind;
  /** The documentation tree's root folder. */
  root: string;
  /** Product name; defaults to the title of the root index page, else the folder's name. */
  product?: string;
  /** Url slug of the product; defaults to the product name as a slug. */
  slug?: string;
  /** Folder the image and download files are copied to (served as CONTENT_ASSETS_DIR). */
  assetsDir: string;
}

export interface ImportReport {
  pages: number;
  topics: number;
  collections: number;
  assets: number;
  entries: number;
  /** Pages a table of contents did not reach, added by folder. */
  outsideToc: number;
  brokenLinks: BrokenLink[];
  /** Pages with nothing but a title: kept as their section only, or left out when they have none. */
  emptyPages: string[];
  /** Files a documentation generator writes for its own use (search page, general index), not imported. */
  generatorPages: string[];
}

export interface ImportResult {
  exportFile: ContentfulExport;
  report: ImportReport;
}

/** Several source files could not be used; each line names a file and line. */
export class ImportFilesError extends ImportUsageError {
  constructor(readonly problems: readonly ImportFileError[]) {
    super(
      `${problems.length} source file${problems.length === 1 ? '' : 's'} could not be imported:\n` +
        problems.map((problem) => `  ${problem.message}`).join('\n'),
    );
  }
}

const PAGE_EXTENSIONS: Record<SourceKind, RegExp> = { html: /\.html?$/i, markdown: /\.(md|markdown)$/i };
// Pages generators write for their own machinery: the site has its own search and index.
const GENERATOR_PAGES = /^(search\.html|genindex(-[^/]*)?\.html|py-modindex\.html|modindex\.html|404\.html)$/i;
const SKIPPED_FOLDERS = new Set(['_sources', '_static', '.git', 'node_modules', '.doctrees']);
const MARKDOWN_TOC = /^summary\.md$/i;
const IMAGE_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};
const FILE_TYPES: Record<string, string> = {
  ...IMAGE_TYPES,
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
  '.txt': 'text/plain',
  '.csv': 'text/csv',
  '.json': 'application/json',
};
// Contentful's Symbol fields hold at most 256 characters.
const SYMBOL_LIMIT = 256;
const DESCRIPTION_LIMIT = 300;

async function listFiles(root: string): Promise<string[]> {
  const files: string[] = [];
  const walk = async (folder: string) => {
    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      throw new ImportFileError(
        { file: relative(root, folder).split(sep).join('/') || '.' },
        'the folder cannot be read',
        error,
      );
    }
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name) && !entry.name.startsWith('.')) await walk(path);
      } else if (entry.isFile()) {
        files.push(relative(root, path).split(sep).join('/'));
      }
    }
  };
  await walk(root);
  return files.sort();
}

export function slugify(text: string): string {
  const slug = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'page' : slug;
}

function truncate(text: string, limit: number): string {
  return text.length <= limit ? text : `${text.slice(0, limit - 1).trimEnd()}…`;
}

/** A Contentful id (at most 64 characters of [A-Za-z0-9._-]): readable, with a hash when too long. */
function entryId(prefix: string, key: string): string {
  const readable = `${prefix}-${slugify(key)}`;
  if (readable.length <= 64) return readable;
  const hash = createHash('sha256').update(key).digest('hex').slice(0, 10);
  return `${readable.slice(0, 53)}-${hash}`;
}

function fileTitle(file: string): string {
  const base = posix.basename(file).replace(/\.[^.]+$/, '');
  const name = (INDEX_BASENAMES.has(base.toLowerCase()) ? posix.basename(posix.dirname(file)) : base).replace(
    /[-_]+/g,
    ' ',
  );
  return name === '' || name === '.' ? base : name.charAt(0).toUpperCase() + name.slice(1);
}
const INDEX_BASENAMES = new Set(['index', 'readme']);

/** Width and height of a PNG or GIF from its header, so the page reserves the image's space. */
function imageSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes.length >= 24 && bytes.readUInt32BE(0) === 0x89504e47) {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes.length >= 10 && bytes.toString('latin1', 0, 4) === 'GIF8') {
    return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
  }
  return undefined;
}

interface Placement {
  /** The topic of the page, when it has content. */
  topicSlug?: string;
  /** The collection the page heads (an index page), or the one it is in. */
  collectionSlug?: string;
}

class TreeImport {
  private readonly space = new SpaceBuilder(contentTypes);
  private readonly slugs = new Set<string>();
  private readonly placements = new Map<string, Placement>();
  private readonly assetIds = new Map<string, string>();
  private readonly imageEntries = new Map<string, string>();
  private readonly brokenLinks: BrokenLink[] = [];
  private readonly emptyPages: string[] = [];
  private topics = 0;
  private collections = 0;
  private productLink!: LinkObject;
  private readonly pageSet: ReadonlySet<string>;

  constructor(
    private readonly options: ImportOptions,
    private readonly productSlug: string,
    private readonly pages: ReadonlyMap<string, ParsedPage>,
    private readonly files: ReadonlySet<string>,
  ) {
    this.pageSet = new Set(pages.keys());
  }

  private claimSlug(base: string): string {
    const root = slugify(base);
    let slug = root;
    for (let suffix = 2; this.slugs.has(slug); suffix += 1) slug = `${root}-${suffix}`;
    this.slugs.add(slug);
    return slug;
  }

  private isBlank(page: ParsedPage): boolean {
    const media = DomUtils.findOne(
      (element) => ['img', 'table', 'pre', 'hr'].includes(element.name),
      page.content,
      true,
    );
    return media === null && textOf(page.content) === '';
  }

  urlOf(slug: string): string {
    return `/${this.productSlug}/docs/${slug}/`;
  }

  /** First pass: a slug for every page and section, so links can be rewritten before bodies are written. */
  place(node: TreeNode, parentCollection: string | undefined): void {
    const page = node.file === undefined ? undefined : this.pages.get(node.file);
    const base = node.file
      ? node.file.replace(/\.[^.]+$/, '').replace(/(^|\/)(index|readme)$/i, '$1') || 'overview'
      : (node.label ?? 'section');
    const blank = page !== undefined && this.isBlank(page);
    const topicSlug = page && !blank ? this.claimSlug(base) : undefined;
    if (node.children.length > 0) {
      const collectionSlug = this.claimSlug(`${base}-contents`);
      if (node.file) this.placements.set(node.file, { topicSlug, collectionSlug });
      this.nodeCollections.set(node, collectionSlug);
      for (const child of node.children) this.place(child, collectionSlug);
    } else if (node.file) {
      this.placements.set(node.file, { topicSlug, collectionSlug: parentCollection });
    }
    if (node.file && blank) this.emptyPages.push(node.file);
  }

  private readonly nodeCollections = new Map<TreeNode, string>();

  /** The site url of a source page: its topic, or the section it heads when it has no content. */
  private pageUrl(file: string): string | undefined {
    const placement = this.placements.get(file);
    const slug = placement?.topicSlug ?? placement?.collectionSlug;
    return slug === undefined ? undefined : this.urlOf(slug);
  }

  private async assetFor(file: string): Promise<{ id: string; url: string; size?: { width: number; height: number } }> {
    const extension = posix.extname(file).toLowerCase();
    let id = this.assetIds.get(file);
    const url = `/content-assets/${file}`;
    const bytes = await readFile(join(this.options.root, file)).catch((error: unknown) => {
      throw new ImportFileError({ file }, 'the file cannot be read', error);
    });
    const size = imageSize(bytes);
    if (id === undefined) {
      id = entryId('asset', file);
      this.assetIds.set(file, id);
      const target = join(this.options.assetsDir, ...file.split('/'));
      await mkdir(join(target, '..'), { recursive: true });
      await copyFile(join(this.options.root, file), target);
      this.space.asset(id, {
        title: truncate(posix.basename(file), SYMBOL_LIMIT),
        fileName: file,
        contentType: FILE_TYPES[extension] ?? 'application/octet-stream',
        size: bytes.length,
        ...(size ?? {}),
      });
    }
    return { id, url, ...(size ? { size } : {}) };
  }

  private broken(page: ParsedPage, node: ChildNode, href: string, reason: string): void {
    const line = page.lineOf(node);
    this.brokenLinks.push({ file: page.file, ...(line === undefined ? {} : { line }), href, reason });
  }

  /** Resolves a local href against a page: a page of the tree, another file, or nothing. */
  private resolveTarget(page: ParsedPage, path: string): { page?: string; file?: string } {
    const resolved = posix.normalize(posix.join(posix.dirname(page.file), path));
    if (resolved.startsWith('../')) return {};
    if (this.pages.has(resolved)) return { page: resolved };
    const folder = resolved.replace(/\/$/, '');
    const index = indexPageOf(folder === '.' ? '' : folder, this.pageSet);
    if (index && (path.endsWith('/') || !this.files.has(resolved))) return { page: index };
    // Markdown sites (mkdocs, GitHub) often link to `other` or `other/` meaning `other.md`.
    for (const extension of ['.md', '.html']) {
      const withExtension = `${folder}${extension}`;
      if (this.pages.has(withExtension)) return { page: withExtension };
    }
    if (this.files.has(resolved)) return { file: resolved };
    return {};
  }

  private async rewriteLink(page: ParsedPage, link: Element): Promise<void> {
    // Generators sometimes leave the line break of a wrapped attribute inside it.
    const href = (link.attribs.href ?? '').trim();
    if (href === '' || /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return;
    const hashAt = href.indexOf('#');
    const pathPart = (hashAt === -1 ? href : href.slice(0, hashAt)).split('?')[0] ?? '';
    const fragment = hashAt === -1 ? undefined : decodeURIComponent(href.slice(hashAt + 1));
    let path: string;
    try {
      path = decodeURIComponent(pathPart);
    } catch {
      path = pathPart;
    }
    const target = path === '' ? { page: page.file } : this.resolveTarget(page, path);
    if (target.page !== undefined) {
      const targetPage = this.pages.get(target.page);
      const url = path === '' ? '' : this.pageUrl(target.page);
      if (url === undefined) {
        this.broken(page, link, href, 'the page it links to was not imported');
        unwrap(link);
        return;
      }
      let anchor = '';
      if (fragment !== undefined && fragment !== '') {
        const mapped = targetPage?.anchors.get(fragment);
        if (mapped === undefined)
          this.broken(page, link, href, `the page has no anchor #${fragment}; linked to the top of the page`);
        else anchor = mapped;
      }
      link.attribs.href = anchor === '' ? url || '#' : `${url}#${anchor}`;
      if (url === '' && anchor === '') link.attribs.href = this.pageUrl(page.file) ?? '#';
      return;
    }
    if (target.file !== undefined) {
      link.attribs.href = (await this.assetFor(target.file)).url;
      return;
    }
    this.broken(
      page,
      link,
      href,
      path.startsWith('../') || posix.normalize(posix.join(posix.dirname(page.file), path)).startsWith('../')
        ? 'the target is outside the documentation tree'
        : 'no such file in the documentation tree',
    );
    unwrap(link);
  }

  private async replaceImage(page: ParsedPage, image: Element): Promise<void> {
    const src = image.attribs.src ?? '';
    if (/^https?:/i.test(src) || src.startsWith('//')) return;
    const path = posix.normalize(posix.join(posix.dirname(page.file), decodeURIComponent(src.split(/[?#]/)[0] ?? '')));
    if (src === '' || !this.files.has(path)) {
      this.broken(page, image, src, 'no such image in the documentation tree');
      const alt = image.attribs.alt ?? '';
      DomUtils.replaceElement(image, new Text(alt));
      return;
    }
    const asset = await this.assetFor(path);
    const alt = (image.attribs.alt ?? '').trim() || (image.attribs.title ?? '').trim() || fileTitle(path);
    const key = `${asset.id}\u0000${alt}`;
    let id = this.imageEntries.get(key);
    if (id === undefined) {
      id = entryId('image', `${path}-${this.imageEntries.size}`);
      this.imageEntries.set(key, id);
      this.space.entry('kbImage', id, {
        altText: truncate(alt, SYMBOL_LIMIT),
        image: { sys: { type: 'Link', linkType: 'Asset', id: asset.id } },
      });
    }
    DomUtils.replaceElement(image, new Element('sac-media', { 'data-media-entry-id': id }));
  }

  /** Second pass: links, images and attributes of one page, then its body html. */
  async bodyOf(page: ParsedPage): Promise<string> {
    for (const image of DomUtils.findAll((element) => element.name === 'img', page.content)) {
      await this.replaceImage(page, image);
    }
    for (const link of DomUtils.findAll((element) => element.name === 'a', page.content)) {
      if (link.attribs.href !== undefined) await this.rewriteLink(page, link);
    }
    stripAttributes(page.content);
    return DomUtils.getOuterHTML(page.content, { encodeEntities: 'utf8' }).trim();
  }

  private async topic(file: string, slug: string, collection: string): Promise<LinkObject> {
    const page = this.pages.get(file);
    if (!page) throw new ImportUsageError(`No page ${file}`);
    this.topics += 1;
    return this.space.entry('topic', entryId('topic', slug), {
      topicTitle: truncate(page.title, SYMBOL_LIMIT),
      slug,
      bodyHtml: await this.bodyOf(page),
      collection: entryLink(entryId('collection', collection)),
      ...(page.summary ? { metaDescription: truncate(page.summary, DESCRIPTION_LIMIT) } : {}),
    });
  }

  private titleOf(node: TreeNode): string {
    const page = node.file === undefined ? undefined : this.pages.get(node.file);
    return page?.title ?? node.label ?? 'Documentation';
  }

  /** Writes the collection of a node with children, and everything under it. */
  async collection(node: TreeNode): Promise<LinkObject> {
    const slug = this.nodeCollections.get(node);
    if (slug === undefined) throw new ImportUsageError('A section was not placed');
    const children: LinkObject[] = [];
    const topicSlug = node.file ? this.placements.get(node.file)?.topicSlug : undefined;
    if (node.file && topicSlug) children.push(await this.topic(node.file, topicSlug, slug));
    for (const child of node.children) {
      if (child.children.length > 0) children.push(await this.collection(child));
      else if (child.file) {
        const childSlug = this.placements.get(child.file)?.topicSlug;
        if (childSlug) children.push(await this.topic(child.file, childSlug, slug));
      }
    }
    const page = node.file ? this.pages.get(node.file) : undefined;
    this.collections += 1;
    return this.space.entry('collection', entryId('collection', slug), {
      title: truncate(this.titleOf(node), SYMBOL_LIMIT),
      slug,
      context: this.productLink,
      pageType: 'Reference',
      childrenReferences: children,
      ...(page?.summary ? { description: truncate(page.summary, DESCRIPTION_LIMIT) } : {}),
    });
  }

  async build(tree: TreeNode, productName: string): Promise<ImportResult> {
    // The root's own page and loose pages form a first section; each sub-section its own collection.
    const loose = tree.children.filter((child) => child.children.length === 0);
    const top: TreeNode[] = [];
    if (loose.length > 0) {
      top.push({ ...(tree.file ? { file: tree.file } : {}), label: tree.label ?? productName, children: loose });
    } else if (tree.file) {
      const title = this.pages.get(tree.file)?.title ?? productName;
      top.push({ label: title, children: [{ file: tree.file, children: [] }] });
    }
    top.push(...tree.children.filter((child) => child.children.length > 0));
    for (const node of top) this.place(node, undefined);

    const productNameLink = this.space.entry('productName', entryId('product-name', this.productSlug), {
      productName: truncate(productName, SYMBOL_LIMIT),
      productNameId: this.productSlug,
    });
    this.productLink = this.space.entry('product', entryId('product', this.productSlug), {
      internalTitle: truncate(productName, SYMBOL_LIMIT),
      productNameReference: productNameLink,
      slug: this.productSlug,
      deployment: 'Cloud',
    });
    const collections: LinkObject[] = [];
    for (const node of top) collections.push(await this.collection(node));
    this.space.entry('documentedProduct', entryId('docs', this.productSlug), {
      title: truncate(`${productName}`, SYMBOL_LIMIT),
      context: this.productLink,
      collections,
    });
    const header = this.space.entry('header', 'header', { internalTitle: 'Header', cloudProducts: [this.productLink] });
    const footer = this.space.entry('footer', 'footer', {
      internalTitle: 'Footer',
      version: 'v2',
      copyright: truncate(productName, SYMBOL_LIMIT),
    });
    this.space.entry('homePage', 'home', {
      title: truncate(productName, SYMBOL_LIMIT),
      heroHeading: truncate(productName, SYMBOL_LIMIT),
      header,
      footer,
    });
    const exportFile = this.space.toExport();
    return {
      exportFile,
      report: {
        pages: this.pages.size,
        topics: this.topics,
        collections: this.collections,
        assets: exportFile.assets.length,
        entries: exportFile.entries.length,
        outsideToc: 0,
        brokenLinks: this.brokenLinks,
        emptyPages: this.emptyPages,
        generatorPages: [],
      },
    };
  }
}

function unwrap(element: Element): void {
  const parent = element.parent;
  if (!parent) return;
  const span = new Element('span', {}, element.children);
  for (const child of element.children) child.parent = span;
  DomUtils.replaceElement(element, span);
}

/** The hierarchy from a table of contents when the tree has one, else from folders. */
function buildTree(
  kind: SourceKind,
  pages: ReadonlyMap<string, ParsedPage>,
  tocHtml: string | undefined,
  tocFile: string | undefined,
): { tree: TreeNode; outsideToc: number } {
  const pageSet = new Set(pages.keys());
  const placed = new Set<string>();
  const rootIndex = indexPageOf('', pageSet);
  let tocNodes: TreeNode[] = [];
  // The root index heads the whole tree, so a table of contents entry for it adds no node.
  if (rootIndex) placed.add(rootIndex);
  if (kind === 'markdown' && tocHtml !== undefined && tocFile !== undefined) {
    for (const list of markdownTocLists(tocHtml)) tocNodes.push(...listTree(list, tocFile, pageSet, placed));
  } else if (kind === 'html') {
    const toctreeOf = (file: string) => {
      const page = pages.get(file);
      return page ? toctreeLists(page.content) : [];
    };
    // Sphinx keeps the root toctree in index.html, or in a contents page when the index is custom.
    const sources = [rootIndex, 'contents.html'].filter(
      (file): file is string => file !== undefined && pages.has(file),
    );
    const source = sources.find((file) => toctreeOf(file).length > 0);
    if (source) {
      placed.add(source);
      for (const list of toctreeOf(source)) tocNodes.push(...listTree(list, source, pageSet, placed));
      expandToctrees(tocNodes, pageSet, placed, toctreeOf);
      if (source !== rootIndex) tocNodes = [{ file: source, children: [] }, ...tocNodes];
    }
  }
  if (tocNodes.length === 0) return { tree: folderTree([...pageSet], pageSet), outsideToc: 0 };
  const rest = [...pageSet].filter(
    (file) => !placed.has(file) && file !== rootIndex && !tocNodes.some((node) => node.file === file),
  );
  const tree: TreeNode = { ...(rootIndex ? { file: rootIndex } : {}), children: tocNodes };
  if (rest.length > 0) {
    const restTree = folderTree(rest, pageSet);
    tree.children.push(...(restTree.file ? [{ file: restTree.file, children: [] }] : []), ...restTree.children);
  }
  return { tree, outsideToc: rest.length };
}

export async function importTree(options: ImportOptions): Promise<ImportResult> {
  const files = await listFiles(options.root);
  const pageFiles: string[] = [];
  const generatorPages: string[] = [];
  let tocFile: string | undefined;
  const sourcePaths = new Map<string, string>();
  for (const listed of files) {
    const file = options.kind === 'html' ? listed.replace(/\.gz$/i, '') : listed;
    if (!PAGE_EXTENSIONS[options.kind].test(file)) continue;
    sourcePaths.set(file, listed);
    if (options.kind === 'html' && GENERATOR_PAGES.test(file)) generatorPages.push(file);
    else if (options.kind === 'markdown' && MARKDOWN_TOC.test(file)) tocFile = file;
    else pageFiles.push(file);
  }
  if (pageFiles.length === 0) {
    throw new ImportUsageError(`No ${options.kind === 'html' ? '.html' : '.md'} pages found in ${options.root}`);
  }
  const problems: ImportFileError[] = [];
  const pages = new Map<string, ParsedPage>();
  for (const file of pageFiles) {
    try {
      const listed = sourcePaths.get(file) ?? file;
      const text = await readSource(join(options.root, ...listed.split('/')), listed, options.kind);
      pages.set(
        file,
        options.kind === 'html'
          ? parsePage({ file, html: text, fallbackTitle: fileTitle(file) })
          : parseMarkdownPage(file, text, fileTitle(file)),
      );
    } catch (error) {
      if (error instanceof ImportFileError) problems.push(error);
      else throw error;
    }
  }
  let tocHtml: string | undefined;
  if (tocFile) {
    try {
      tocHtml = markdownToHtml(await readSource(join(options.root, ...tocFile.split('/')), tocFile, 'markdown'));
    } catch (error) {
      if (error instanceof ImportFileError) problems.push(error);
      else throw error;
    }
  }
  if (problems.length > 0) throw new ImportFilesError(problems);

  const { tree, outsideToc } = buildTree(options.kind, pages, tocHtml, tocFile);
  const rootPage = tree.file ? pages.get(tree.file) : undefined;
  const productName = options.product ?? rootPage?.title ?? fileTitle(`${posix.basename(options.root)}/x`);
  const productSlug = options.slug ?? slugify(productName);
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(productSlug)) {
    throw new ImportUsageError(
      `The product slug ${JSON.stringify(productSlug)} must be lower-case letters and digits joined by hyphens`,
    );
  }
  const result = await new TreeImport(options, productSlug, pages, new Set([...files, ...sourcePaths.keys()])).build(
    tree,
    productName,
  );
  result.report.outsideToc = outsideToc;
  result.report.generatorPages = generatorPages;
  return result;
}
