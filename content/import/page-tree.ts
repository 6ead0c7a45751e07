/**
 * The hierarchy of an imported tree: from a table of contents when the tree has one (a Sphinx
 * toctree in the root index or contents page, a GitBook-style SUMMARY.md), otherwise from folders
 * and their index pages. Pages the table of contents does not reach are added by folder, never lost.
 */
import { posix } from 'node:path';

import { DomUtils, parseDocument } from 'htmlparser2';
import { Element, type ChildNode } from 'domhandler';

import { classesOf, textOf } from './html-page';

export interface TreeNode {
  /** The page of this node (a folder's index page), relative to the root. */
  file?: string;
  /** A label from the table of contents or the folder name, used when the page has no title. */
  label?: string;
  children: TreeNode[];
}

const INDEX_NAMES = ['index.html', 'index.htm', 'index.md', 'readme.md'];

/** The index page of a folder ('' is the root) among the page files, if it has one. */
export function indexPageOf(folder: string, pages: ReadonlySet<string>): string | undefined {
  for (const page of pages) {
    if (
      posix.dirname(page) === (folder === '' ? '.' : folder) &&
      INDEX_NAMES.includes(posix.basename(page).toLowerCase())
    ) {
      return page;
    }
  }
  return undefined;
}

function folderLabel(folder: string): string {
  const name = posix.basename(folder).replace(/[-_]+/g, ' ').trim();
  return name === '' ? folder : name.charAt(0).toUpperCase() + name.slice(1);
}

/** Folders and index pages: each folder a node with its index page, pages first, then sub-folders. */
export function folderTree(files: readonly string[], allPages: ReadonlySet<string>): TreeNode {
  const byFolder = new Map<string, string[]>();
  const folders = new Set<string>(['']);
  for (const file of [...files].sort()) {
    const folder = posix.dirname(file) === '.' ? '' : posix.dirname(file);
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), file]);
    for (let parent = folder; parent !== '' && parent !== '.'; parent = posix.dirname(parent)) {
      folders.add(parent);
    }
  }
  const subFolders = (folder: string) =>
    [...folders]
      .filter(
        (candidate) =>
          candidate !== '' && (posix.dirname(candidate) === '.' ? '' : posix.dirname(candidate)) === folder,
      )
      .sort();
  const build = (folder: string): TreeNode => {
    const index = indexPageOf(folder, allPages);
    const own = byFolder.get(folder) ?? [];
    const node: TreeNode = { label: folderLabel(folder), children: [] };
    if (index && own.includes(index)) node.file = index;
    for (const file of own) if (file !== index) node.children.push({ file, children: [] });
    for (const sub of subFolders(folder)) {
      const child = build(sub);
      if (child.file !== undefined || child.children.length > 0) node.children.push(child);
    }
    return node;
  };
  return build('');
}

/** Resolves a table-of-contents href against the page it is on; undefined for external or broken ones. */
function tocTarget(href: string, from: string, pages: ReadonlySet<string>): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//') || href.startsWith('#')) return undefined;
  const path = decodeURIComponent(href.split('#')[0]?.split('?')[0] ?? '');
  const resolved = posix.normalize(posix.join(posix.dirname(from), path));
  if (pages.has(resolved)) return resolved;
  const folder = resolved.replace(/\/$/, '');
  return indexPageOf(folder === '.' ? '' : folder, pages);
}

/**
 * A nested list of links as tree nodes. Items linking to a page already placed (another part of
 * the same page, most often) add no node; their own children are lifted to the item's parent.
 */
export function listTree(list: Element, from: string, pages: ReadonlySet<string>, placed: Set<string>): TreeNode[] {
  const nodes: TreeNode[] = [];
  for (const item of list.children) {
    if (!(item instanceof Element) || item.name !== 'li') continue;
    const link = DomUtils.findOne(
      (element) => element.name === 'a' && element.attribs.href !== undefined,
      item.children.filter((child) => !(child instanceof Element && (child.name === 'ul' || child.name === 'ol'))),
      true,
    );
    const target = link ? tocTarget(link.attribs.href ?? '', from, pages) : undefined;
    const children: TreeNode[] = [];
    const fresh = target !== undefined && !placed.has(target);
    if (fresh) placed.add(target);
    for (const sub of item.children) {
      if (sub instanceof Element && (sub.name === 'ul' || sub.name === 'ol')) {
        children.push(...listTree(sub, from, pages, placed));
      }
    }
    if (fresh) nodes.push({ file: target, label: link ? textOf(link) : undefined, children });
    else if (target === undefined && children.length > 0) {
      // A caption without a page of its own (an mdBook part title): a group of its own.
      nodes.push({
        label: textOf(item.children.filter((child) => !(child instanceof Element && child.name === 'ul'))),
        children,
      });
    } else nodes.push(...children);
  }
  return nodes;
}

/** The top-level lists of Sphinx toctrees in a parsed html page. */
export function toctreeLists(nodes: ChildNode[]): Element[] {
  const wrappers = DomUtils.findAll((element) => classesOf(element).includes('toctree-wrapper'), nodes);
  return wrappers.flatMap((wrapper) =>
    DomUtils.findAll((element) => element.name === 'ul' || element.name === 'ol', wrapper.children).filter((list) =>
      isTopList(list, wrapper),
    ),
  );
}

function isTopList(list: Element, wrapper: Element): boolean {
  for (let parent = list.parent; parent && parent !== wrapper; parent = parent.parent) {
    if (parent instanceof Element && (parent.name === 'ul' || parent.name === 'ol')) return false;
  }
  return true;
}

/** The top-level lists of a Markdown table of contents rendered to html. */
export function markdownTocLists(html: string): Element[] {
  const document = parseDocument(html);
  return document.children.filter(
    (node): node is Element => node instanceof Element && (node.name === 'ul' || node.name === 'ol'),
  );
}

/**
 * Expands a toctree hierarchy: a page listed without children whose own page has a toctree gets
 * that toctree's entries as children (Sphinx keeps each level's toctree on its own page).
 */
export function expandToctrees(
  nodes: TreeNode[],
  pages: ReadonlySet<string>,
  placed: Set<string>,
  toctreeOf: (file: string) => Element[],
): void {
  for (const node of nodes) {
    if (node.file !== undefined && node.children.length === 0) {
      for (const list of toctreeOf(node.file)) node.children.push(...listTree(list, node.file, pages, placed));
    }
    expandToctrees(node.children, pages, placed, toctreeOf);
  }
}
