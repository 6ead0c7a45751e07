import { MAX_RICH_TEXT_DEPTH, richTextShapeProblem } from './rich-text-shape';

const text = (value: unknown, marks: unknown = []) => ({ nodeType: 'text', value, marks, data: {} });
const paragraph = (...content: unknown[]) => ({ nodeType: 'paragraph', data: {}, content });
const doc = (...content: unknown[]) => ({ nodeType: 'document', data: {}, content });

describe('richTextShapeProblem', () => {
  it('accepts a well-formed document', () => {
    expect(richTextShapeProblem(doc(paragraph(text('a', [{ type: 'bold' }]))))).toBeUndefined();
  });

  it.each([
    ['a null node', doc(null), 'expected a node object, got null at content[0]'],
    ['a string node', doc('x'), 'expected a node object, got string at content[0]'],
    ['a node without nodeType', doc({ content: [] }), 'the node has no nodeType at content[0]'],
    [
      'content that is a string',
      doc({ nodeType: 'paragraph', content: 'x' }),
      "the paragraph node's content is not a list at content[0]",
    ],
    [
      'data that is an array',
      doc({ nodeType: 'paragraph', data: [], content: [] }),
      "the paragraph node's data is not an object at content[0]",
    ],
    [
      'a text value that is a number',
      doc(paragraph(text(3))),
      'the text node has no string value at content[0].content[0]',
    ],
    [
      'text marks that are null',
      doc(paragraph(text('a', null))),
      'the text node has no list of marks at content[0].content[0]',
    ],
    [
      'a top-level heading 1',
      doc({ nodeType: 'heading-1', data: {}, content: [] }),
      'a heading 1 at the top level (the page title is the only one) at content[0]',
    ],
  ])('names %s and where it is', (_name, document, problem) => {
    expect(richTextShapeProblem(document)).toBe(problem);
  });

  it('refuses nesting deeper than the limit without overflowing the stack', () => {
    let node: unknown = text('deep');
    for (let level = 0; level < 100_000; level += 1) node = { nodeType: 'blockquote', data: {}, content: [node] };
    expect(richTextShapeProblem(doc(node))).toMatch(`nested deeper than ${MAX_RICH_TEXT_DEPTH} levels`);
  });

  it('refuses an object graph that loops back on itself', () => {
    const loop: { nodeType: string; data: object; content: unknown[] } = {
      nodeType: 'blockquote',
      data: {},
      content: [],
    };
    loop.content.push(loop);
    expect(richTextShapeProblem(doc(loop))).toMatch('nested deeper than');
  });
});
