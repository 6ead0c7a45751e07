import type { SearchDocument } from './documents';
import {
  asksAboutReleases,
  averageFieldLengths,
  featureFactor,
  type Features,
  fieldLengthsOf,
  featureExpressions,
  fieldScore,
  FrequencyCache,
  definedNamesOf,
  inverseFrequency,
  isReleaseNotes,
  MAX_KEPT_FREQUENCIES,
  rerank,
  RERANK_WINDOW,
  type RowSet,
  type ShortField,
  VARIANT_WEIGHT,
  variantFactor,
  WindowScorer,
  windowTextOf,
} from './rerank';
import { SearchIndex } from './search-index';
import { topicDocument } from './test-snapshot';
import { parseQuery } from './query';
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

  it('finds a page holding three of five question words, ranked below one holding four', async () => {
    const urls = await urlsFor(
      [
        doc(1, { title: 'Signals', body: 'A KeyboardInterrupt traceback is printed on Control-C.' }),
        doc(2, { title: 'Unrelated', body: 'Nothing here about it.' }),
        doc(3, { title: 'Interrupting', body: 'Press Ctrl to raise KeyboardInterrupt with a traceback.' }),
      ],
      'KeyboardInterrupt traceback when I press Ctrl-C',
    );
    expect(urls).toEqual(['/p/docs/t3/', '/p/docs/t1/']);
  });

  it('ranks the page defining a name written as code above pages using it more often', async () => {
    const documents = [
      doc(1, {
        title: 'Extending',
        body: `Call __init__ here. Then __init__ again, and __init__ once more. ${filler(8)}`,
        headings: [{ text: 'Calling __init__', id: 'init', level: 2 }],
      }),
      doc(2, {
        title: 'Data model',
        body: `Objects. ${filler(40)} Called after the instance is created. ${filler(40)}`,
        terms: ['object.__new__(cls)', 'object.__init__(self[, ...])', 'object.__del__(self)', 'object.__repr__(self)'],
      }),
    ];
    expect(await urlsFor(documents, 'what does __init__ do')).toEqual(['/p/docs/t2/', '/p/docs/t1/']);
  });

  it('ranks the page defining the subject of a "what is" question above one using its words in a heading', async () => {
    const documents = [
      doc(1, {
        title: 'Threads',
        body: `Threads share memory. ${filler(10)} The global interpreter lock is held while running. ${filler(10)}`,
        headings: [{ text: 'Releasing the global interpreter lock', id: 'gil', level: 2 }],
      }),
      doc(2, {
        title: 'Glossary',
        body: `Terms. ${filler(60)} Only one thread runs at a time under the global interpreter lock. ${filler(60)}`,
        terms: ['bytecode', 'coroutine', 'global interpreter lock', 'iterator', 'module'],
      }),
    ];
    expect(await urlsFor(documents, 'what is the global interpreter lock')).toEqual(['/p/docs/t2/', '/p/docs/t1/']);
    expect(await urlsFor(documents, 'global interpreter lock')).toEqual(['/p/docs/t1/', '/p/docs/t2/']);
  });

  it('ranks release notes mentioning a topic below the page about it, unless the query asks about releases', async () => {
    const documents = [
      doc(1, {
        title: 'What’s new in version 2',
        body: `Faster startup. ${filler(4)} The scheduler retries failed jobs. ${filler(4)} New cron syntax.`,
      }),
      doc(2, {
        title: 'Running tasks later',
        body: `Jobs are queued. ${filler(12)} The scheduler retries failed jobs. ${filler(16)}`,
      }),
    ];
    expect(await urlsFor(documents, 'scheduler retries failed jobs')).toEqual(['/p/docs/t2/', '/p/docs/t1/']);
    expect((await urlsFor(documents, 'new scheduler retries failed jobs'))[0]).toBe('/p/docs/t1/');
  });

  it('keeps the names a page defines with each ending after a dot, reading its terms once', () => {
    const page = doc(1, { terms: ['awaitable asyncio.gather(*aws)', 'Global Interpreter Lock'] });
    const names = definedNamesOf(page);
    expect([...names].sort()).toEqual([
      'Lock',
      'asyncio.gather',
      'awaitable asyncio gather aws',
      'gather',
      'global interpreter lock',
    ]);
    expect(definedNamesOf(page)).toBe(names);
  });

  it('knows release notes by the names documentation gives them, and questions about releases by their words', () => {
    for (const title of [
      'What’s New In Python 3.9',
      'Release notes',
      'Changelog',
      'Version history',
      'Changes in version 4',
    ])
      expect(isReleaseNotes(title)).toBe(true);
    for (const title of ['Creating a new project', 'Change the log level', 'Releasing a lock', 'History and license'])
      expect(isReleaseNotes(title)).toBe(false);
    expect(asksAboutReleases(parseQuery('what changed in 3.10'))).toBe(true);
    expect(asksAboutReleases(parseQuery('deprecated features in the latest release'))).toBe(true);
    expect(asksAboutReleases(parseQuery('silence a deprecation warning'))).toBe(false);
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
    const noScore = (): number => 0;
    const features: Features = {
      titles: [all, none],
      pairs: [all],
      definition: all,
      subheading: none,
      fieldScore: noScore,
    };
    expect(featureFactor(1, features)).toBeCloseTo(2 * 2 * 1.5);
    expect(featureFactor(1, { ...features, definition: none, subheading: all })).toBeCloseTo(2 * 2 * 1.25);
    expect(
      featureFactor(1, { titles: [none], pairs: [], definition: none, subheading: none, fieldScore: noScore }),
    ).toBe(1);
    const rows: PagedRow[] = Array.from({ length: RERANK_WINDOW + 2 }, (_, n) => [n + 1, -100 + n, null, 0]);
    const lastInWindow: Features = {
      titles: [(rowid) => rowid === RERANK_WINDOW],
      pairs: [],
      definition: none,
      subheading: none,
      fieldScore: noScore,
    };
    const reranked = rerank(rows, lastInWindow);
    expect(reranked[0]![0]).toBe(RERANK_WINDOW);
    expect(reranked.slice(RERANK_WINDOW).map((row) => row[0])).toEqual([RERANK_WINDOW + 1, RERANK_WINDOW + 2]);
  });

  it('adds the short fields score to the multiplied score, so a row with a higher one moves up', () => {
    const none = (): boolean => false;
    const rows: PagedRow[] = [
      [1, -10, null, 0],
      [2, -9, null, 0],
    ];
    const features: Features = {
      titles: [],
      pairs: [],
      definition: none,
      subheading: none,
      fieldScore: (rowid) => (rowid === 2 ? 1 : 0),
    };
    expect(rerank(rows, features).map((row) => row[0])).toEqual([2, 1]);
  });
});

describe('BM25F over the short fields', () => {
  const in_ =
    (...rowids: number[]): RowSet =>
    (rowid) =>
      rowids.includes(rowid);
  const nowhere: RowSet = () => false;
  const found = (fields: Partial<Record<ShortField, RowSet[]>>): Record<ShortField, RowSet[]> => ({
    title: [nowhere],
    headings: [nowhere],
    subheadings: [nowhere],
    terms: [nowhere],
    ...fields,
  });
  const averages = { title: 4, headings: 20, subheadings: 20, terms: 20 };
  const lengths = { title: 4, headings: 20, subheadings: 20, terms: 20 };

  it('scores a term in a short heading field above the same term in a long one', () => {
    const inHeadings = found({ headings: [in_(1)] });
    const short = fieldScore(1, { ...lengths, headings: 5 }, averages, inHeadings, [1]);
    const long = fieldScore(1, { ...lengths, headings: 200 }, averages, inHeadings, [1]);
    expect(short).toBeGreaterThan(long);
    expect(long).toBeGreaterThan(0);
  });

  it('scores a term in the title above the same term in a section heading, and that above a sub-section heading', () => {
    const score = (field: ShortField): number => fieldScore(1, lengths, averages, found({ [field]: [in_(1)] }), [1]);
    expect(score('title')).toBeGreaterThan(score('headings'));
    expect(score('headings')).toBeGreaterThan(score('subheadings'));
    expect(fieldScore(1, lengths, averages, found({}), [1])).toBe(0);
  });

  it('scores a rare term above a common one, and a term in more fields higher but saturated', () => {
    const rare = inverseFrequency(1000, 5);
    const common = inverseFrequency(1000, 400);
    expect(rare).toBeGreaterThan(common);
    const inTitle = found({ title: [in_(1), nowhere] });
    expect(fieldScore(1, lengths, averages, inTitle, [rare, common])).toBeGreaterThan(
      fieldScore(1, lengths, averages, found({ title: [nowhere, in_(1)] }), [rare, common]),
    );
    const once = fieldScore(1, lengths, averages, inTitle, [rare, common]);
    const twice = fieldScore(1, lengths, averages, found({ title: [in_(1), nowhere], headings: [in_(1), nowhere] }), [
      rare,
      common,
    ]);
    expect(twice).toBeGreaterThan(once);
    expect(twice).toBeLessThan(2 * once);
  });

  it("counts a page's field lengths by level, and averages them over the documents an index holds", () => {
    const first = doc(1, {
      title: 'Copy files',
      headings: [
        { text: 'Copy a tree', id: 'tree', level: 2 },
        { text: 'Links', id: 'links', level: 3 },
      ],
      terms: ['copytree(src, dst)'],
    });
    expect(fieldLengthsOf(first)).toEqual({ title: 2, headings: 3, subheadings: 1, terms: 3 });
    const second = doc(2, { title: 'Move' });
    const version = {};
    expect(averageFieldLengths([undefined, first, second, undefined], version)).toEqual({
      title: 1.5,
      headings: 1.5,
      subheadings: 0.5,
      terms: 1.5,
    });
  });

  it('ranks a long reference page with the query words in a heading above a short page using them in running text', async () => {
    const others = Array.from({ length: 6 }, (_, n) =>
      doc(10 + n, { title: `Other ${n}`, body: `Objects ${n}. ${filler(50)}` }),
    );
    const urls = await urlsFor(
      [
        doc(1, { title: 'Notes', body: `The reference counting of objects. The reference counting. ${filler(10)}` }),
        doc(2, {
          title: 'Memory',
          headings: [{ text: 'Reference counting', id: 'counting', level: 2 }],
          body: `Objects are freed when the count reaches zero. ${filler(1000)} The reference count.`,
        }),
        ...others,
      ],
      'reference counting',
    );
    // bm25 over the whole row puts the short page first; the heading's own length is short.
    expect(urls).toEqual(['/p/docs/t2/', '/p/docs/t1/']);
  });

  it("keeps each term's document count per index version, and counts again for a new version", async () => {
    const cache = new FrequencyCache();
    const asked: string[] = [];
    const count = (match: string): Promise<number> => {
      asked.push(match);
      return Promise.resolve(match.length);
    };
    const before = {};
    const after = {};
    expect(await cache.get(before, '"copy"', count)).toBe(6);
    expect(await cache.get(before, '"copy"', count)).toBe(6);
    expect(await cache.get(after, '"copy"', count)).toBe(6);
    expect(await cache.get(before, '"tree"', count)).toBe(6);
    expect(asked).toEqual(['"copy"', '"copy"', '"tree"']);
    for (let n = 0; n < MAX_KEPT_FREQUENCIES; n += 1) await cache.get(after, `"w${n}"`, count);
    asked.length = 0;
    // Past its bound the version's counts start again, so the first term is counted anew.
    await cache.get(after, '"copy"', count);
    expect(asked).toEqual(['"copy"']);
  });
});

describe("other words for the query's words", () => {
  it('finds a page that uses another word documentation has for a query word', async () => {
    const urls = await urlsFor(
      [
        doc(1, { title: 'Warning control', body: 'Suppress a deprecation warning with a filter.' }),
        doc(2, { title: 'Sounds', body: 'Silence between two sounds.' }),
      ],
      'silence a deprecation warning',
    );
    expect(urls).toEqual(['/p/docs/t1/']);
  });

  it('ranks a page holding the typed word above one holding only another word for it', async () => {
    const urls = await urlsFor(
      [
        doc(1, { title: 'Warnings', body: `Suppress a warning. ${filler(4)}` }),
        doc(2, { title: 'Warnings', body: `Silence a warning. ${filler(4)}` }),
      ],
      'silence',
    );
    expect(urls).toEqual(['/p/docs/t2/', '/p/docs/t1/']);
  });

  it('matches each term that has variants as typed, apart from its variants', () => {
    expect(featureExpressions(parseQuery('silence python warning')).typed).toEqual(['"silence"']);
    expect(featureExpressions(parseQuery('python warning')).typed).toEqual([]);
  });

  it("counts each term a row holds only through a variant for VARIANT_WEIGHT of its share of the query's terms", () => {
    const none = (): boolean => false;
    const features: Features = {
      titles: [],
      pairs: [],
      definition: none,
      subheading: none,
      fieldScore: () => 0,
      typed: { sets: [(rowid) => rowid === 1, (rowid) => rowid !== 3], terms: 4 },
    };
    expect(variantFactor(1, features)).toBe(1);
    expect(variantFactor(2, features)).toBeCloseTo(1 - (1 - VARIANT_WEIGHT) / 4);
    expect(variantFactor(3, features)).toBeCloseTo(1 - (2 * (1 - VARIANT_WEIGHT)) / 4);
    expect(variantFactor(3, { ...features, typed: undefined })).toBe(1);
  });
});
