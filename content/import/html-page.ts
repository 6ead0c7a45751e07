/**
 * One documentation page read with a real html parser (htmlparser2): its main content, its title
 * from the first heading, and a map from every id in the source to the id the site will give the
 * heading of that part of the page, so links to `page.html#anchor` keep working after import.
 */
import { DomUtils, parseDocument } from 'htmlparser2';
import { Element, ProcessingInstruction, Text, type AnyNode, type ChildNode, type Document } from 'domhandler';

import { htmlToText } from '../../shared/richtext/escape';
import { headingSlug, relevel, RESERVED_PAGE_IDS, UniqueIds } from '../../shared/richtext/headings';
import { isSafeBodyId, keepsBodyId, SANITIZE_OPTIONS } from '../../shared/richtext/html-body';
import type sanitizeHtml from 'sanitize-html';
import { languageClassOf } from './code-languages';

/** A page after parsing and clean-up, before its links are rewritten. */
export interface ParsedPage {
  /** Path relative to the tree's root, with forward slashes. */
  file: string;
  title: string;
  /** The main content without the title heading. */
  content: ChildNode[];
  /** Source id (element ids and names, and Markdown heading slugs) to the rendered heading id; '' is the top. */
  anchors: Map<string, string>;
  /** Plain text of the first paragraph, for descriptions. */
  summary: string;
  /** The 1-based source line of a node. */
  lineOf(node: AnyNode): number | undefined;
}

// Page chrome and interactive parts that have no place in an article body.
const DROPPED_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'form',
  'button',
  'input',
  'select',
  'textarea',
  'iframe',
  'object',
  'embed',
  'svg',
  'link',
  'meta',
  'header',
  'footer',
]);
// Sphinx and similar generators: permalink markers after headings and page furniture.
const DROPPED_CLASSES = ['headerlink', 'sphinxsidebar', 'related', 'clearer', 'footer', 'navigation'];
/**
 * The attributes a body keeps: the sanitiser's allowlist (shared/richtext/html-body.ts), so an
 * import keeps nothing the site would drop. Everything else (classes, styles, event handlers) goes.
 */
function keptAttributes(tag: string): readonly string[] {
  const allowed = SANITIZE_OPTIONS.allowedAttributes;
  if (allowed === false || allowed === undefined) return [];
  const names = (list: sanitizeHtml.AllowedAttribute[] | undefined): string[] =>
    (list ?? []).map((attribute) => (typeof attribute === 'string' ? attribute : attribute.name));
  const forTag = names(allowed[tag]);
  // Ids are kept where the site keeps them; a heading's id is the one the site gives it.
  return keepsBodyId(tag) ? [...forTag, ...names(allowed['*'])] : forTag.filter((name) => name !== 'id');
}
const MAIN_SELECTORS: readonly ((element: Element) => boolean)[] = [
  (element) => element.attribs.role === 'main',
  (element) => element.name === 'main',
  (element) => element.name === 'article',
  (element) => classesOf(element).includes('body'),
  (element) => element.name === 'body',
];
const HEADING = /^h([1-6])$/;

export function classesOf(element: Element): string[] {
  return (element.attribs.class ?? '').split(/\s+/).filter((name) => name !== '');
}

function headingLevel(node: AnyNode): number | undefined {
  if (!(node instanceof Element)) return undefined;
  const match = HEADING.exec(node.name);
  return match ? Number(match[1]) : undefined;
}

export function textOf(nodes: AnyNode | AnyNode[]): string {
  return DomUtils.textContent(nodes).replace(/\s+/g, ' ').trim();
}

/** Line starts of a text, for turning parser offsets into line numbers by binary search. */
function lineFinder(text: string): (offset: number) => number {
  const starts = [0];
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) starts.push(index + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((starts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
}

function mainContent(document: Document): ChildNode[] {
  for (const matches of MAIN_SELECTORS) {
    const found = DomUtils.findOne((element) => matches(element), document.children, true);
    if (found) return found.children;
  }
  return document.children;
}

function isDropped(element: Element): boolean {
  return DROPPED_TAGS.has(element.name) || classesOf(element).some((name) => DROPPED_CLASSES.includes(name));
}

/** The language of a code block: its own or its code child's `language-*` class, or a Sphinx wrapper's. */
function codeLanguage(pre: Element): string | undefined {
  const candidates: Element[] = [pre];
  const code = pre.children.find((child): child is Element => child instanceof Element && child.name === 'code');
  if (code) candidates.push(code);
  for (let parent = pre.parent; parent instanceof Element; parent = parent.parent) candidates.push(parent);
  for (const element of candidates) {
    for (const name of classesOf(element)) {
      const match = /^(?:language|lang|highlight|sourceCode)-(.+)$/.exec(name);
      if (match?.[1]) return match[1];
    }
  }
  return undefined;
}

function replaceCodeBlock(pre: Element): void {
  const language = languageClassOf(codeLanguage(pre));
  // Ids inside the block (grammar tokens of a Sphinx productionlist) now name the block itself.
  const innerIds = DomUtils.findAll((element) => element.attribs.id !== undefined, pre.children).map(
    (element) => element.attribs.id ?? '',
  );
  const code = new Element('code', language ? { class: `language-${language}` } : {}, [
    new Text(DomUtils.textContent(pre).replace(/\n$/, '')),
  ]);
  code.parent = pre;
  pre.children = [code];
  pre.attribs = innerIds.length > 0 ? { 'data-source-ids': innerIds.join(' ') } : {};
}

/** Removes page chrome, keeps only allowed attributes and turns code blocks into `<pre><code class>`. */
function clean(nodes: ChildNode[]): void {
  for (const node of [...nodes]) {
    if (DomUtils.isComment(node) || node instanceof ProcessingInstruction) {
      DomUtils.removeElement(node);
      continue;
    }
    if (!(node instanceof Element)) continue;
    if (isDropped(node)) {
      DomUtils.removeElement(node);
      continue;
    }
    if (node.name === 'pre') {
      replaceCodeBlock(node);
      continue;
    }
    clean(node.children);
  }
}

/** Keeps only the attributes a body needs; called once links have been rewritten. */
export function stripAttributes(nodes: ChildNode[]): void {
  for (const element of DomUtils.findAll(() => true, nodes)) {
    if (element.name === 'code' && element.parent instanceof Element && element.parent.name === 'pre') continue;
    // Sanitised away at render time anyway, but a clean body is what editors see in Contentful.
    const kept = keptAttributes(element.name);
    element.attribs = Object.fromEntries(
      Object.entries(element.attribs).filter(
        ([name, value]) => kept.includes(name) && (name !== 'id' || isSafeBodyId(value)),
      ),
    );
  }
}

/**
 * The ids the site's renderer will give the headings (shared/richtext/headings.ts): the same
 * levelling, the same slugs and the same de-duplication, in document order.
 */
function renderedHeadingIds(headings: Element[]): Map<Element, string | undefined> {
  const texts = headings.map((heading) => htmlToText(DomUtils.getInnerHTML(heading)).replace(/\s+/g, ' ').trim());
  let shallowest = 7;
  headings.forEach((heading, index) => {
    if (texts[index] !== '') shallowest = Math.min(shallowest, headingLevel(heading) ?? 7);
  });
  const ids = new UniqueIds();
  const result = new Map<Element, string | undefined>();
  headings.forEach((heading, index) => {
    const text = texts[index] ?? '';
    const level = relevel(headingLevel(heading) ?? 6, shallowest, 2);
    result.set(heading, text === '' || level === undefined ? undefined : ids.claim(headingSlug(text)));
  });
  return result;
}

/** GitHub's heading anchors, which Markdown links to other files and sections commonly use. */
export function githubSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\s-]/gu, '')
    .replace(/\s/g, '-');
}

function sourceIdsOf(element: Element): string[] {
  const ids: string[] = [];
  if (element.attribs.id) ids.push(element.attribs.id);
  if (element.name === 'a' && element.attribs.name) ids.push(element.attribs.name);
  ids.push(...(element.attribs['data-source-ids'] ?? '').split(' ').filter((id) => id !== ''));
  return ids;
}

/**
 * Maps every source id to a rendered heading id: a heading's own ids to its id, a section's ids to
 * the first heading inside it, and any other element's ids to the heading of the part it is in.
 */
function anchorMap(content: ChildNode[], titleIds: string[], markdown: boolean): Map<string, string> {
  const anchors = new Map<string, string>(titleIds.map((id) => [id, '']));
  const headings = DomUtils.findAll((element) => headingLevel(element) !== undefined, content);
  const rendered = renderedHeadingIds(headings);
  // The ids the rendered page already has: its own and its headings'; a body id may not repeat one.
  const taken = new Set<string>([...RESERVED_PAGE_IDS, ...[...rendered.values()].flatMap((id) => (id ? [id] : []))]);
  let current = '';
  const add = (id: string, target: string) => {
    if (!anchors.has(id)) anchors.set(id, target);
  };
  const visit = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (!(node instanceof Element)) continue;
      if (headingLevel(node) !== undefined) {
        current = rendered.get(node) ?? current;
        if (markdown) add(githubSlug(textOf(node)), current);
      }
      const ids = sourceIdsOf(node);
      if (ids.length > 0) {
        const first = DomUtils.findOne((element) => headingLevel(element) !== undefined, node.children, true);
        const leadsWithHeading = first !== null && textOf(node).startsWith(textOf(first));
        const target = leadsWithHeading && first ? (rendered.get(first) ?? current) : current;
        // An element that keeps its own id on the site (a defined term, say) is its own target.
        const own = node.attribs.id;
        if (own !== undefined && !leadsWithHeading && keepsBodyId(node.name) && isSafeBodyId(own) && !taken.has(own)) {
          taken.add(own);
          add(own, own);
        }
        for (const id of ids) add(id, target);
      }
      visit(node.children);
    }
  };
  visit(content);
  return anchors;
}

export interface ParseOptions {
  file: string;
  html: string;
  /** Markdown rendered to html: lines come from `data-source-line`, anchors also from GitHub slugs. */
  markdown?: boolean;
  /** Title when the page has no heading (the file name, tidied). */
  fallbackTitle: string;
}

export function parsePage({ file, html, markdown = false, fallbackTitle }: ParseOptions): ParsedPage {
  const document = parseDocument(html, { withStartIndices: true });
  const htmlTitle = textOf(DomUtils.getElementsByTagName('title', document, true, 1));
  const content = mainContent(document);
  clean(content);
  const firstHeading = DomUtils.findOne((element) => headingLevel(element) !== undefined, content, true);
  const titleIds: string[] = [];
  let title = htmlTitle || fallbackTitle;
  if (firstHeading && headingLevel(firstHeading) === 1 && textOf(firstHeading) !== '') {
    title = textOf(firstHeading);
    titleIds.push(...sourceIdsOf(firstHeading));
    // A Sphinx section wraps the whole page: its id names the page's top.
    for (let parent = firstHeading.parent; parent instanceof Element; parent = parent.parent) {
      titleIds.push(...sourceIdsOf(parent));
    }
    if (markdown) titleIds.push(githubSlug(title));
    DomUtils.removeElement(firstHeading);
  }
  const anchors = anchorMap(content, titleIds, markdown);
  const paragraph = DomUtils.findOne((element) => element.name === 'p' && textOf(element) !== '', content, true);
  const findLine = lineFinder(html);
  const lineOf = (node: AnyNode): number | undefined => {
    if (markdown) {
      for (let current: AnyNode | null = node; current; current = current.parent) {
        const line = current instanceof Element ? current.attribs['data-source-line'] : undefined;
        if (line !== undefined) return Number(line);
      }
      return undefined;
    }
    return node.startIndex === null ? undefined : findLine(node.startIndex);
  };
  return { file, title, content, anchors, summary: paragraph ? textOf(paragraph) : '', lineOf };
}
