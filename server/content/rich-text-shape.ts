/**
 * Checks the shape of a rich-text document node by node when content is loaded, so that one
 * malformed node (a paragraph whose content is a string, a null node, a text node without marks)
 * skips its entry with a message naming the node, instead of failing the search index or a page.
 *
 * The walk is iterative and bounded in depth: a body nested deeper than any editor produces, or an
 * object graph that loops back on itself (possible from an SDK, never from JSON), is refused rather
 * than overflowing the stack of every renderer after it.
 */

/** Deeper than the rich-text editor allows (lists in lists in tables), far below the stack limits. */
export const MAX_RICH_TEXT_DEPTH = 64;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nodeProblem(node: unknown, isTop: boolean): string | undefined {
  if (!isRecord(node))
    return `expected a node object, got ${node === null ? 'null' : Array.isArray(node) ? 'an array' : typeof node}`;
  if (typeof node.nodeType !== 'string' || node.nodeType === '') return 'the node has no nodeType';
  if (node.data !== undefined && !isRecord(node.data)) return `the ${node.nodeType} node's data is not an object`;
  if (node.nodeType === 'text') {
    if (typeof node.value !== 'string') return 'the text node has no string value';
    if (!Array.isArray(node.marks) || !node.marks.every((mark) => isRecord(mark) && typeof mark.type === 'string')) {
      return 'the text node has no list of marks';
    }
    return undefined;
  }
  if (!Array.isArray(node.content)) return `the ${node.nodeType} node's content is not a list`;
  // The page title is the only level-1 heading (SPEC.md section 2); the body renderer refuses one.
  if (isTop && node.nodeType === 'heading-1') return 'a heading 1 at the top level (the page title is the only one)';
  return undefined;
}

/** The problem with a rich-text document's shape, naming the node's path, or undefined when it is sound. */
export function richTextShapeProblem(document: Record<string, unknown>): string | undefined {
  const stack: { node: unknown; path: string; depth: number }[] = [];
  const content = document.content;
  if (!Array.isArray(content)) return 'the document has no content list';
  for (let index = content.length - 1; index >= 0; index -= 1) {
    stack.push({ node: content[index], path: `content[${index}]`, depth: 1 });
  }
  while (stack.length > 0) {
    const { node, path, depth } = stack.pop()!;
    if (depth > MAX_RICH_TEXT_DEPTH) return `nested deeper than ${MAX_RICH_TEXT_DEPTH} levels at ${path}`;
    const problem = nodeProblem(node, depth === 1);
    if (problem) return `${problem} at ${path}`;
    const children = (node as { content?: unknown }).content;
    if (!Array.isArray(children)) continue;
    for (let index = children.length - 1; index >= 0; index -= 1) {
      stack.push({ node: children[index], path: `${path}.content[${index}]`, depth: depth + 1 });
    }
  }
  return undefined;
}
