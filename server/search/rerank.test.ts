import type { SearchDocument } from './documents';
import { featureFactor, type Features, rerank, RERANK_WINDOW, WindowScorer, windowTextOf } from './rerank';
import { SearchIndex } from './search-index';
import { topicDocument } from './test-snapshot';
import type { PagedRow } from './shard';

const doc = topicDocument;

async function urlsFor(documents: SearchDocument[], query: string): Promise<string[]> {
  const index = new SearchIndex();
  index.build(documents);
  try {
    const outcome = await index.search({ query });
    return outcome.results.map((hit) => hit.content.url);
  } finally {
    index.close();
  }
}

const filler = (words: number): string => Array.from({ length: words }, (_, n) => `filler${n % 7}`).join(' ');

describe('ranking by proximity, titles and definitions', () => {
  it('ranks a page whose query words sit side by side above one where they are far apart', async () => {
    const urls = await urlsFor(
      [
        doc(1, { body: `A cache. ${filler(20)} An entry. ${filler(20)} The cache. ${filler(20)} The entry.` }),
        doc(2, { body: `The cache entry. ${filler(62)}` }),
      ],
      'cache entry',
    );
    expect(urls).toEqual(['/p/docs/t2/', '/p/docs/t1/']);
  });

  it('ranks a long title holding every question word above a short title holding fewer', async () => {
    const urls = await urlsFor(
      [
        doc(1, { title: 'Directory tree', description: 'Copy, copy, copy.', body: `Copy. ${filler(10)}` }),
        doc(2, {
          title: 'Copy a directory tree safely, with every file, link, permission and timestamp it holds',
          body: `Folders. ${filler(10)}`,
        }),
      ],
      'copy directory tree',
    );
    expect(urls[0]).toBe('/p/docs/t2/');
  });

  it('finds a page holding three of four question words, ranked below one holding all four', async () => {
    const urls = await urlsFor(
      [
        doc(1, { title: 'Measure execution time', body: 'Time small code snippets.' }),
        doc(2, { title: 'Unrelated', body: 'Nothing here about it.' }),
        doc(3, { title: 'Measure small code time precisely', body: 'Time small code.' }),
      ],
      'measure time of small code',
    );
    expect(urls).toEqual(['/p/docs/t3/', '/p/docs/t1/']);
  });

  it('ranks the page defining a CamelCase name above one using it, and finds it by its parts', async () => {
    const documents = [
      doc(1, { title: 'Generics', body: 'Declare T = TypeVar("T") before use.' }),
      doc(2, { title: 'Typing', body: 'Support for hints.', terms: ['class typing.TypeVar(name)'] }),
    ];
    expect((await urlsFor(documents, 'TypeVar'))[0]).toBe('/p/docs/t2/');
    expect(await urlsFor(documents, 'type var')).toEqual(['/p/docs/t2/']);
  });

  it('ranks a page with the query words in a section heading above one with them in a sub-section heading', async () => {
    const body = `Folders hold files. ${filler(30)} A directory tree.`;
    const urls = await urlsFor(
      [
        doc(1, { body, headings: [{ text: 'Copy a directory tree', id: 'copy', level: 3 }] }),
        doc(2, { body, headings: [{ text: 'Copy a directory tree', id: 'copy', level: 2 }] }),
      ],
      'copy directory tree',
    );
    expect(urls).toEqual(['/p/docs/t2/', '/p/docs/t1/']);
  });

  it('matches title words among the re-ranked rows stemmed as the index stems them', () => {
    const scorer = new WindowScorer();
    try {
      const texts = new Map([
        [4, windowTextOf(doc(4, { title: 'Copying directories' }))],
        [9, windowTextOf(doc(9, { title: 'Moving files' }))],
      ]);
      const [copies, trees] = scorer.match(texts, ['{title} : ("copy")', '{title} : ("tree")']);
      expect([copies!(4), copies!(9), trees!(4)]).toEqual([true, false, false]);
      // The rows are gone once the features are read: the next window starts empty.
      const [again] = scorer.match(new Map(), ['{title} : ("copy")']);
      expect(again!(4)).toBe(false);
    } finally {
      scorer.close();
    }
  });

  it('multiplies a score by each feature it has, and keeps rows past the window as they were', () => {
    const none = (): boolean => false;
    const all = (): boolean => true;
    const features: Features = { titles: [all, none], pairs: [all], definition: all, subheading: none };
    expect(featureFactor(1, features)).toBeCloseTo(2 * 2 * 1.5);
    expect(featureFactor(1, { ...features, definition: none, subheading: all })).toBeCloseTo(2 * 2 * 1.25);
    expect(featureFactor(1, { titles: [none], pairs: [], definition: none, subheading: none })).toBe(1);
    const rows: PagedRow[] = Array.from({ length: RERANK_WINDOW + 2 }, (_, n) => [n + 1, -100 + n, null, 0]);
    const lastInWindow: Features = {
      titles: [(rowid) => rowid === RERANK_WINDOW],
      pairs: [],
      definition: none,
      subheading: none,
    };
    const reranked = rerank(rows, lastInWindow);
    expect(reranked[0]![0]).toBe(RERANK_WINDOW);
    expect(reranked.slice(RERANK_WINDOW).map((row) => row[0])).toEqual([RERANK_WINDOW + 1, RERANK_WINDOW + 2]);
  });
});
