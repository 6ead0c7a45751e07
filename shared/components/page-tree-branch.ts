/**
 * Which part of a product's page tree a page carries (docs/adr/036-page-tree-branches.md): the
 * current page's branch, so a page of a large product stays light. Pure functions, run by the
 * server to choose the branch and by the browser to find the current page in it.
 */
import type { HtmlLang, PageTreeItem } from '../types/content';

interface TreeNode {
  id: string;
  childList: readonly TreeNode[];
}

/** Ids of the current node and all its ancestors, root first; empty when it is not in the tree. */
export function pathTo(nodes: readonly TreeNode[], currentId: string | undefined): string[] {
  if (!currentId) return [];
  for (const node of nodes) {
    if (node.id === currentId) return [node.id];
    const below = pathTo(node.childList, currentId);
    if (below.length > 0) return [node.id, ...below];
  }
  return [];
}

interface SourceNode {
  id: string;
  title: string;
  url: string;
  childList: readonly SourceNode[];
  lang?: HtmlLang;
}

/** A node's id, title, url and, where its title falls back, its language. */
function itemOf(node: SourceNode, childList: PageTreeItem[]): PageTreeItem {
  const item: PageTreeItem = { id: node.id, title: node.title, url: node.url, childList };
  if (node.lang !== undefined) item.lang = node.lang;
  return item;
}

/**
 * The branch of the current page: every top-level node, the children of each ancestor (so the
 * ancestors' siblings and the page's own siblings), and the page's children. Every other node with
 * children keeps none and is marked lazy. A page outside the tree (the docs home) gets the top level.
 */
export function branchOf(tree: readonly SourceNode[], currentId: string | undefined): PageTreeItem[] {
  const open = new Set(pathTo(tree, currentId));
  const item = (node: SourceNode): PageTreeItem => {
    const base = itemOf(node, []);
    if (node.childList.length === 0) return base;
    if (!open.has(node.id)) return { ...base, lazy: true };
    return { ...base, childList: node.childList.map(item) };
  };
  return tree.map(item);
}

/** The whole tree as the browser needs it (id, title, url, children, language), for the product's tree file. */
export function treeFileNodes(tree: readonly SourceNode[]): PageTreeItem[] {
  return tree.map((node) => itemOf(node, treeFileNodes(node.childList)));
}

/** Children of every node of a tree file, by node id. */
export function childrenById(nodes: readonly PageTreeItem[], into = new Map<string, PageTreeItem[]>()) {
  for (const node of nodes) {
    into.set(node.id, node.childList);
    childrenById(node.childList, into);
  }
  return into;
}

/** Reads a tree file's json; undefined when it does not have the shape the server writes. */
export function parseTreeFile(value: unknown): PageTreeItem[] | undefined {
  if (typeof value !== 'object' || value === null || !Array.isArray((value as { nodes?: unknown }).nodes)) {
    return undefined;
  }
  const valid = (node: unknown): node is PageTreeItem => {
    if (typeof node !== 'object' || node === null) return false;
    const record = node as Record<string, unknown>;
    return (
      typeof record.id === 'string' &&
      typeof record.title === 'string' &&
      typeof record.url === 'string' &&
      (record.lang === undefined || record.lang === 'en' || record.lang === 'ja') &&
      Array.isArray(record.childList) &&
      record.childList.every(valid)
    );
  };
  const nodes = (value as { nodes: unknown[] }).nodes;
  return nodes.every(valid) ? nodes : undefined;
}
