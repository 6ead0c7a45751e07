import { DocumentTable } from './document-table';
import { averageFieldLengths } from './rerank';
import { topicDocument } from './test-snapshot';

describe('the document table', () => {
  it('gives its texts a new version when a document changes in place, so averages over them are counted again', () => {
    const table = new DocumentTable();
    const first = topicDocument(1, { title: 'Create a board' });
    const second = topicDocument(2, { title: 'Move' });
    table.remember(first);
    table.remember(second);
    table.seal();
    const positions = table.docPosition;
    const before = table.texts;
    expect(averageFieldLengths(table.sources, table.texts).title).toBe(2);

    // A longer title keeps the document's place, type, date and products: nothing is arranged again.
    table.place(table.rowids.get(second.id)!, { ...second, title: 'Move issues between boards' });
    expect(table.docPosition).toBe(positions);
    expect(table.texts).not.toBe(before);
    expect(averageFieldLengths(table.sources, table.texts).title).toBe(3.5);

    const changed = table.texts;
    table.drop(table.rowids.get(first.id)!, first.id);
    expect(table.texts).not.toBe(changed);
    expect(averageFieldLengths(table.sources, table.texts).title).toBe(4);
  });
});
