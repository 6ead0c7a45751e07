/**
 * Answering a search over a built index's parts (server/search/index-build.ts).
 *
 * A query asks each shard only two things: the set of matching rowids (one aggregate row, parsed into
 * an Int32Array) and the rowids in bm25 order, read lazily until the page is full. Language,
 * content-type and product filters, totals and facets are computed in memory from the matching set
 * and the document table: no joins, and no SQL per filter combination.
 *
 * Ranking is exact bm25 over every match, except for queries matching more than
 * `FULL_RANKING_LIMIT` documents (common words on a large index): these rank in tiers, the
 * documents holding a query word in their title first, then those holding one in their
 * description, then the others, each tier by bm25, and read no further than the page needs.
 * Scoring every one of thousands of matches costs about 5 microseconds a match; the matches in
 * titles and descriptions are few and are what bm25, with its title and description weights, puts
 * at the top anyway. Totals and facets stay exact.
 *
 * A Japanese search also finds the English documents of untranslated pages, which the Japanese site
 * serves in English; they rank after the Japanese documents (`sharesOf`, docs/adr/049).
 *
 * The last word of a query typed without a trailing space may be unfinished. A word the index knows
 * is searched as it is; an unknown one stands for the most common known words it begins
 * (`MAX_COMPLETIONS`), looked up in the spelling vocabulary rather than left to an FTS5 prefix query,
 * which the porter stemmer would stem ("tiing*" searching "ti*") and which can expand to thousands
 * of terms.
 */
import { boostedReadLimit, entryIdOfAri, rerankByTrust, type TrustBoost } from './trust-boost';
import { escapeHtml } from '../../shared/richtext/escape';
import { highlightedText, isCjkWord } from './cjk-text';
import { SITE_LOCALES, type SearchLanguage } from './documents';
import { withLocale } from '../../shared/links/locale';
import type { Filters, Predicate } from './document-table';
import { collapseVersions, countWhere, LANGUAGE_CODES } from './document-table';
import { contentTypeFacet, platformFacet, versionFacet } from './facets';
import type { IndexParts } from './index-build';
import type { ParsedQuery, QueryTerm } from './query';
import {
  cjkEndings,
  MIN_PREFIX_LENGTH,
  parseQuery,
  queryText,
  rewriteQuery,
  standsAlone,
  termExpressions,
  termText,
  toMatchExpression,
} from './query';
import type { Features, RowSet, ShortField, WindowText } from './rerank';
import {
  asksAboutReleases,
  averageFieldLengths,
  definedShare,
  featureExpressions,
  fieldScore,
  FrequencyCache,
  inverseFrequency,
  isReleaseNotes,
  rerank,
  RERANK_WINDOW,
  SHORT_FIELDS,
  WindowScorer,
  windowTextOf,
} from './rerank';
import type { PagedRow } from './shard';
import { MARK_CLOSE, MARK_OPEN } from './shard';
import type { SearchHit, SearchOutcome, SearchQuery, SortBy } from './search-types';
import { FULL_RANKING_LIMIT, MAX_COMPLETIONS, MAX_FROM, MAX_SIZE, MIN_RESULTS_BEFORE_CORRECTION } from './search-types';

/**
 * Escape everything, then turn the private highlight markers into <mark> tags. A mark of a word
 * ending in CJK letters (`cjkEnds`, `cjkEndings` of the query) is moved past its last letter, and
 * the index's separators are taken out (`highlightedText`, server/search/cjk-text.ts).
 */
export function markHighlights(text: string, cjkEnds: readonly string[] = []): string {
  return escapeHtml(highlightedText(text, cjkEnds, MARK_OPEN, MARK_CLOSE))
    .replaceAll(MARK_OPEN, '<mark>')
    .replaceAll(MARK_CLOSE, '</mark>');
}

/** A row of the page, with its highlighted description when the ranking query produced it. */
interface PageRow {
  rowid: number;
  highlighted: string | null | undefined;
}

/**
 * Answers one query. With `trust`, results carry the live trust factors and the bm25 order gets the
 * small helpfulness boost of server/search/trust-boost.ts; without it, bm25 alone.
 */
export async function runSearch(parts: IndexParts, request: SearchQuery, trust?: TrustBoost): Promise<SearchOutcome> {
  const originalQuery = request.query.trim();
  const language = request.language ?? 'en';
  const from = clamp(request.pagination?.from ?? 0, 0, MAX_FROM);
  const size = clamp(request.pagination?.size ?? 10, 1, MAX_SIZE);
  const sortBy: SortBy = request.sort?.by ?? 'relevance';
  const filters: Filters = {
    contentTypes: request.facetFilters?.contentTypes ?? [],
    products: request.facetFilters?.products ?? [],
  };

  const parsed = parseQuery(originalQuery);
  let searched = parsed;
  let rewrittenQuery: string | null = null;
  // Only an empty query lists every page; one with nothing to search for (`"`, `*`, `(`) finds none,
  // without reading every document first.
  let { match, hits, partial, termHits } =
    parsed.terms.length === 0 && originalQuery !== ''
      ? { match: undefined, hits: new Int32Array(0), partial: false, termHits: undefined }
      : await find(parts, parsed, language);
  let relaxedMatch = false;
  const accepts = parts.table.predicate(filters, { contentTypes: true, products: true });
  let total = countWhere(hits, accepts);

  if (match !== undefined && total < MIN_RESULTS_BEFORE_CORRECTION) {
    // A search asked as typed is not corrected; its words may still fall back below.
    const corrected = (request.correction?.enable ?? true) ? correctedQuery(parts, parsed) : undefined;
    if (corrected) {
      const found = await find(parts, corrected, language);
      const correctedTotal = countWhere(found.hits, accepts);
      if (correctedTotal > total) {
        searched = corrected;
        ({ match, hits, partial, termHits } = found);
        total = correctedTotal;
        rewrittenQuery = queryText(corrected);
      }
    }
    // Nothing holds the words together (one of them is in no page, or a long pasted message does not
    // match word for word): fall back to any of the words that may stand alone, as searched, else as
    // corrected, and say which words no page holds (`missingWords`).
    if (total === 0 && searched.terms.length >= 2) {
      for (const candidate of corrected && corrected !== searched ? [searched, corrected] : [searched]) {
        if (!candidate.terms.some(standsAlone)) continue;
        const found = await findSome(parts, candidate, language, 1, standsAlone);
        const relaxedTotal = countWhere(found.hits, accepts);
        if (relaxedTotal === 0) continue;
        ({ match, hits, partial, termHits } = found);
        relaxedMatch = true;
        total = relaxedTotal;
        if (candidate === corrected) {
          searched = corrected;
          rewrittenQuery = queryText(corrected);
        }
        break;
      }
    }
  }
  const missingWords = total > 0 ? missingWordsOf(searched, termHits, accepts) : [];

  // A page's copies in several Data Center versions are one result: the total counts them once.
  const shown = collapseVersions(parts.table, hits, accepts);
  total = shown.total;
  const highlight = request.highlights?.enable ?? false;
  const rows =
    total <= from
      ? []
      : match === undefined || sortBy === 'last_published'
        ? pageByDate(parts, hits, shown.accepts, from, size)
        : await pageInShares(
            sharesOf(parts, hits, language),
            shown.accepts,
            from,
            size,
            (share, shareFrom, shareSize) =>
              pageByRelevance(
                parts,
                match,
                // Only a large match set is ranked in tiers, and only its tiers need the query's words joined by OR.
                share.hits.length > FULL_RANKING_LIMIT
                  ? tiersOf(match, relaxedMatch ? match : expression(parts, searched, 'or')!)
                  : [],
                share.hits,
                { accepts: shown.accepts, partial },
                shareFrom,
                shareSize,
                highlight,
                trust,
                // A large match set is ranked by its tiers alone: its features would read long postings.
                share.hits.length > FULL_RANKING_LIMIT
                  ? undefined
                  : (rows) =>
                      rerankRows(
                        parts,
                        searched,
                        rows,
                        termHits?.map((list) => countWhere(list, share.holds)),
                      ),
              ),
          );
  const results = await toHits(parts, rows, highlight ? match : undefined, trust, shown.versions, language, searched);
  const facets =
    (request.facets?.enable ?? false)
      ? {
          contentType: contentTypeFacet(parts.table, hits, filters),
          platform: platformFacet(parts.table, hits, filters),
          ...(filters.products.some((product) => product.platform === 'data_center')
            ? { version: versionFacet(parts.table, hits, filters) }
            : {}),
        }
      : { contentType: [], platform: [] };

  return {
    results,
    facets,
    pagination: { from, size, total },
    metadata: {
      query: { originalQuery, rewrittenQuery, searchedQuery: rewrittenQuery ?? queryText(searched), missingWords },
      sort: { by: sortBy },
      source: 'sqlite-fts5',
    },
  };
}

/**
 * The MATCH expression of a query. An unfinished last word the index does not know stands for the
 * known words it begins; a known one is searched as it is.
 */
function expression(parts: IndexParts, query: ParsedQuery, mode: 'and' | 'or'): string | undefined {
  return toMatchExpression(query, { mode, completions: completionsOf(parts, query) });
}

/** The known words an unfinished, unknown last word stands for; none otherwise. */
function completionsOf(parts: IndexParts, query: ParsedQuery): string[] {
  const last = query.terms.at(-1);
  if (
    query.openEnded &&
    last?.kind === 'word' &&
    last.text.length >= MIN_PREFIX_LENGTH &&
    // A CJK word is found inside longer words already: its letters are words of the index.
    !isCjkWord(last.text) &&
    !parts.corrector.isKnown(last.text)
  ) {
    return parts.corrector.completions(last.text, MAX_COMPLETIONS);
  }
  return [];
}

/** Queries of up to this many terms need every term; longer ones `SHOULD_MATCH` of them. */
export const ALL_TERMS_UP_TO = 3;
/**
 * The share of a long query's terms a page must hold, rounded up: three of four, three of five,
 * four of six. A question in plain words ("measure how long a small piece of code takes") often
 * has a word the answering page never uses, and one of five or more words often two (a phrasing
 * word such as "over" or "after", and the reader's word for what the page names otherwise).
 * Pages holding more of the terms still rank higher: bm25 sums over the terms they hold.
 */
export const SHOULD_MATCH = 0.6;

/** The documents a query finds, and the expression that ranks them. */
interface Found {
  match: string | undefined;
  hits: Int32Array;
  /** The ranking expression matches more than `hits` (any term), so its rows must be masked. */
  partial: boolean;
  /** The documents each term matches, when finding read them (one term, or `SHOULD_MATCH`). */
  termHits: Int32Array[] | undefined;
}

/**
 * A short query finds the documents holding all its terms. A longer one finds those holding
 * `SHOULD_MATCH` of them, counted from each term's matches, and ranks them by bm25 over any
 * term, so a page holding more of the terms, or rarer ones, ranks higher.
 */
async function find(parts: IndexParts, query: ParsedQuery, language: SearchLanguage): Promise<Found> {
  const completions = completionsOf(parts, query);
  const all = toMatchExpression(query, { mode: 'and', completions });
  if (all === undefined || query.terms.length <= ALL_TERMS_UP_TO) {
    const hits = await matching(parts, all, language);
    return { match: all, hits, partial: false, termHits: query.terms.length === 1 ? [hits] : undefined };
  }
  return findSome(parts, query, language, Math.ceil(query.terms.length * SHOULD_MATCH));
}

/**
 * The documents holding at least `need` of a query's terms, of those that `counts` (every term
 * unless it says otherwise), counted from each term's matches, and ranked by bm25 over any term: a
 * long query's `SHOULD_MATCH` of its terms, or the relaxed fallback's any one term that stands alone.
 */
async function findSome(
  parts: IndexParts,
  query: ParsedQuery,
  language: SearchLanguage,
  need: number,
  counts: (term: QueryTerm) => boolean = () => true,
): Promise<Found> {
  const completions = completionsOf(parts, query);
  const lists = await Promise.all(termExpressions(query, completions).map((term) => matching(parts, term, language)));
  const held = new Uint8Array(parts.table.lastRowid + 1);
  lists.forEach((list, term) => {
    if (counts(query.terms[term]!)) for (const rowid of list) held[rowid] = held[rowid]! + 1;
  });
  const hits = new Int32Array(held.length);
  let length = 0;
  for (let rowid = 1; rowid < held.length; rowid += 1) if (held[rowid]! >= need) hits[length++] = rowid;
  return {
    match: toMatchExpression(query, { mode: 'or', completions }),
    hits: hits.subarray(0, length),
    // The OR of the terms matches exactly the hits only when one term is enough and every term counts.
    partial: need > 1 || !query.terms.every(counts),
    termHits: lists,
  };
}

/**
 * The words of the query no accepted document holds, in order, a phrase's words joined by spaces:
 * what the results leave out. Known only when finding read each term's matches (`termHits`); a
 * query that needs every term and finds results holds them all.
 */
function missingWordsOf(query: ParsedQuery, termHits: Int32Array[] | undefined, accepts: Predicate): string[] {
  if (!termHits) return [];
  return query.terms.flatMap((term, index) => (countWhere(termHits[index]!, accepts) === 0 ? [termText(term)] : []));
}

/** The scratch table of the re-ranked rows' short fields (server/search/rerank.ts), made on first need. */
let windowScorer: WindowScorer | undefined;
/** The terms' document frequencies of the index searched last, for their rarity. */
const frequencyCache = new FrequencyCache();

/**
 * The best rows scored again by title coverage, proximity, definitions and the short fields' BM25F
 * score (server/search/rerank.ts): titles, definitions and short fields among the window's rows
 * only, proximity pairs and each term's document frequency over the whole index, unless finding
 * the rows counted them already (`frequencies`).
 */
async function rerankRows(
  parts: IndexParts,
  query: ParsedQuery,
  rows: PagedRow[],
  frequencies: readonly number[] | undefined,
): Promise<PagedRow[]> {
  if (rows.length < 2 || query.terms.length === 0) return rows;
  const expressions = featureExpressions(query, completionsOf(parts, query));
  const pairs = Promise.all(expressions.pairs.map((match) => rowSet(parts, match)));
  const typed = Promise.all(expressions.typed.map((match) => rowSet(parts, match)));
  const total = parts.table.count;
  const rarities = Promise.all(
    expressions.terms.map(async (match, term) =>
      inverseFrequency(
        total,
        frequencies?.[term] ??
          (await frequencyCache.get(parts.table.texts, match, (expression) => documentFrequency(parts, expression))),
      ),
    ),
  );
  const texts = new Map<number, WindowText>();
  for (const [rowid] of rows.slice(0, RERANK_WINDOW)) {
    const source = parts.table.sources[rowid];
    if (source) texts.set(rowid, windowTextOf(source));
  }
  windowScorer ??= new WindowScorer();
  const termCount = expressions.terms.length;
  const [definition, subheading, ...matched] = windowScorer.match(texts, [
    expressions.definition,
    expressions.subheading,
    ...SHORT_FIELDS.flatMap((field) => expressions.fields[field]),
  ]);
  const found = Object.fromEntries(
    SHORT_FIELDS.map((field, index) => [field, matched.slice(index * termCount, (index + 1) * termCount)]),
  ) as Record<ShortField, RowSet[]>;
  const averages = averageFieldLengths(parts.table.sources, parts.table.texts);
  const names = query.names ?? [];
  const termRarities = await rarities;
  const features: Features = {
    titles: found.title,
    pairs: await pairs,
    definition: definition!,
    subheading: subheading!,
    fieldScore: (rowid) => {
      const text = texts.get(rowid);
      return text ? fieldScore(rowid, text.lengths, averages, found, termRarities) : 0;
    },
    defines: (rowid) => {
      const source = parts.table.sources[rowid];
      return source ? definedShare(source, names) : 0;
    },
    releaseNotes: asksAboutReleases(query)
      ? undefined
      : (rowid) => isReleaseNotes(parts.table.documents[rowid]?.title ?? ''),
    typed: { sets: await typed, terms: termCount },
  };
  return rerank(rows, features);
}

/** How many documents of the index match an expression, over every shard. */
async function documentFrequency(parts: IndexParts, match: string): Promise<number> {
  const lists = await Promise.all(parts.shards.map((shard) => shard.matching(match)));
  return lists.reduce((sum, list) => sum + list.length, 0);
}

/** The rows matching an expression in any shard, as a membership test. */
async function rowSet(parts: IndexParts, match: string): Promise<RowSet> {
  const lists = await Promise.all(parts.shards.map((shard) => shard.matching(match)));
  const member = new Uint8Array(parts.table.lastRowid + 1);
  for (const list of lists) for (const rowid of list) member[rowid] = 1;
  return (rowid) => member[rowid] === 1;
}

/** Words the index does not know, replaced by their closest known word; undefined if none changed. */
function correctedQuery(parts: IndexParts, parsed: ParsedQuery): ParsedQuery | undefined {
  // CJK words are not corrected: the vocabulary holds CJK letters one by one, not words.
  const words = parsed.terms.flatMap((term) => (term.kind === 'word' && !isCjkWord(term.text) ? [term.text] : []));
  const corrections = parts.corrector.correctAll(words);
  return corrections.size > 0 ? rewriteQuery(parsed, corrections) : undefined;
}

/**
 * Rowids of the documents found in a language that match the text (every one for an empty query),
 * asked of every shard at once: its own documents and, in Japanese, the English documents of
 * pages without a Japanese one (`DocumentTable.docSearchLanguages`).
 */
async function matching(parts: IndexParts, match: string | undefined, language: SearchLanguage): Promise<Int32Array> {
  const bit = 1 << LANGUAGE_CODES[language];
  const languages = parts.table.docSearchLanguages;
  // Removed documents leave rowids unused (docs/adr/029): they are found in no language.
  const last = parts.table.lastRowid;
  if (match === undefined) {
    const all = new Int32Array(last);
    let length = 0;
    for (let rowid = 1; rowid <= last; rowid += 1) if ((languages[rowid]! & bit) !== 0) all[length++] = rowid;
    return all.subarray(0, length);
  }
  const lists = await Promise.all(parts.shards.map((shard) => shard.matching(match)));
  const rowids = new Int32Array(lists.reduce((sum, list) => sum + list.length, 0));
  let length = 0;
  for (const list of lists) {
    if ((parts.table.everyDocumentIn & bit) !== 0) {
      rowids.set(list, length);
      length += list.length;
      continue;
    }
    for (let position = 0; position < list.length; position += 1) {
      const rowid = list[position]!;
      if ((languages[rowid]! & bit) !== 0) rowids[length++] = rowid;
    }
  }
  return rowids.subarray(0, length);
}

/**
 * A part of a search's hits ranked apart from the others: `holds` tells its rowids among any of
 * the search's documents (undefined when it holds them all), to count each term's among them.
 */
interface Share {
  hits: Int32Array;
  holds: Predicate;
}

/**
 * The shares a search's hits are ranked in, one after the other. A search finds documents in its
 * own language and, in Japanese, English documents standing in for untranslated pages: these
 * rank after every Japanese document (docs/adr/049). The index holds each Japanese letter as a
 * token (server/search/cjk-text.ts), so a Japanese document's length counts letters where its
 * English copy's counts words, and a Japanese word is a phrase of letters: their bm25 scores,
 * normalised by those lengths, do not compare.
 * A search that finds only documents of its own language (any English one) is one share.
 */
function sharesOf(parts: IndexParts, hits: Int32Array, language: SearchLanguage): Share[] {
  const code = LANGUAGE_CODES[language];
  const languages = parts.table.docLanguage;
  if ((parts.table.foundAcrossLanguages & (1 << code)) === 0) return [{ hits, holds: undefined }];
  const own = (rowid: number) => languages[rowid] === code;
  return [
    { hits: hits.filter(own), holds: own },
    { hits: hits.filter((rowid) => !own(rowid)), holds: (rowid) => !own(rowid) },
  ];
}

/**
 * A page of the shown hits ranked share by share: a share's shown hits come after those of the
 * shares before it, so a page may end one share and begin the next.
 */
async function pageInShares(
  shares: readonly Share[],
  shown: (rowid: number) => boolean,
  from: number,
  size: number,
  rank: (share: Share, from: number, size: number) => Promise<PageRow[]>,
): Promise<PageRow[]> {
  const page: PageRow[] = [];
  let skip = from;
  for (const [index, share] of shares.entries()) {
    if (page.length === size) break;
    // The last share is not counted: the caller asks for a page only below the total.
    const count = index === shares.length - 1 ? Number.POSITIVE_INFINITY : countWhere(share.hits, shown);
    if (skip >= count) {
      skip -= count;
      continue;
    }
    page.push(...(await rank(share, skip, size - page.length)));
    skip = 0;
  }
  return page;
}

/** A page of the accepted hits, the most recently published first (undated last, then by rowid). */
function pageByDate(parts: IndexParts, hits: Int32Array, accepts: Predicate, from: number, size: number): PageRow[] {
  const member = new Uint8Array(parts.table.documents.length);
  for (const rowid of hits) member[rowid] = 1;
  const page: PageRow[] = [];
  let skipped = 0;
  for (const rowid of parts.table.byPublished) {
    if (member[rowid] !== 1 || (accepts && !accepts(rowid))) continue;
    if (skipped < from) skipped += 1;
    else {
      page.push({ rowid, highlighted: undefined });
      if (page.length === size) break;
    }
  }
  return page;
}

/**
 * A page in bm25 order. Every shard reads its best rows at once (with the description highlighted
 * when asked, in the same statement), keeping only accepted ones, and the pages are merged by
 * score, tier by tier first when `tiers` are given (see `tiersOf`).
 */
async function pageByRelevance(
  parts: IndexParts,
  match: string,
  tiers: string[],
  hits: Int32Array,
  { accepts, partial }: { accepts: Predicate; partial: boolean },
  from: number,
  size: number,
  highlight: boolean,
  trust: TrustBoost | undefined,
  rescore: ((rows: PagedRow[]) => Promise<PagedRow[]>) | undefined,
): Promise<PageRow[]> {
  const shown = trust ? boostedReadLimit(from + size) : from + size;
  const request = {
    match,
    tiers,
    // Only a page that is scored again reads the whole window; every row read is highlighted.
    limit: rescore ? Math.max(RERANK_WINDOW, shown) : shown,
    highlight,
    ...acceptance(parts, hits, accepts, partial),
  };
  const pages = await Promise.all(parts.shards.map((shard) => shard.rankedPage(request)));
  const position = parts.table.docPosition;
  // Equal ranks (a page's identical version copies) go in content order, however rowids were given.
  const sorted = pages.flat().sort((a, b) => byPassAndRank(a, b) || position[a[0]]! - position[b[0]]!);
  const merged = rescore ? await rescore(sorted) : sorted;
  const rows = trust ? rerankByTrust(merged, (rowid) => trustOf(parts, trust, rowid), trust.weight) : merged;
  return rows
    .slice(from, from + size)
    .map(([rowid, , highlighted]) => ({ rowid, highlighted: highlight ? highlighted : undefined }));
}

/**
 * Which rows a shard may return, as a byte per rowid: the accepted hits. None is needed when
 * every row a shard matches is acceptable (no filter, and the index holds one language).
 */
function acceptance(
  parts: IndexParts,
  hits: Int32Array,
  accepts: Predicate,
  partial: boolean,
): { accepted?: Uint8Array } {
  if (!partial && !accepts && (parts.table.languages & (parts.table.languages - 1)) === 0) return {};
  const accepted = new Uint8Array(parts.table.documents.length);
  for (let position = 0; position < hits.length; position += 1) {
    const rowid = hits[position]!;
    if (!accepts || accepts(rowid)) accepted[rowid] = 1;
  }
  return { accepted };
}

/** Results for page rows, asking the shards for the highlights the ranked read did not give. */
async function toHits(
  parts: IndexParts,
  rows: PageRow[],
  match: string | undefined,
  trust: TrustBoost | undefined,
  versions: ReadonlyMap<number, readonly string[]>,
  language: SearchLanguage,
  searched: ParsedQuery,
): Promise<SearchHit[]> {
  const cjkEnds = cjkEndings(searched);
  const highlighted = new Map<number, string | null>();
  if (match !== undefined) {
    const missing = rows.filter(
      (row) => row.highlighted === undefined && parts.table.documents[row.rowid]!.description !== '',
    );
    const byShard = new Map<number, number[]>();
    for (const { rowid } of missing) {
      const shard = (rowid - 1) % parts.shards.length;
      const rowids = byShard.get(shard);
      if (rowids) rowids.push(rowid);
      else byShard.set(shard, [rowid]);
    }
    await Promise.all(
      [...byShard].map(async ([shard, rowids]) => {
        const texts = await parts.shards[shard]!.highlights(match, rowids);
        rowids.forEach((rowid, index) => highlighted.set(rowid, texts[index] ?? null));
      }),
    );
  }
  return rows.map((row) =>
    toHit(
      parts,
      row.highlighted === undefined ? (highlighted.get(row.rowid) ?? undefined) : row.highlighted,
      row.rowid,
      match,
      trust,
      versions.get(row.rowid),
      language,
      cjkEnds,
    ),
  );
}

function toHit(
  parts: IndexParts,
  highlighted: string | null | undefined,
  rowid: number,
  match: string | undefined,
  trust: TrustBoost | undefined,
  /** The versions of a page shown once for its copies in several versions. */
  versions: readonly string[] | undefined,
  /** The search's language: a document in another stands in for its page on that language's site. */
  language: SearchLanguage,
  /** The CJK letters ending the query's terms, whose marks are moved past their last letter. */
  cjkEnds: readonly string[],
): SearchHit {
  const document = parts.table.documents[rowid]!;
  const fallback = document.language !== LANGUAGE_CODES[language];
  let description = document.description;
  if (match !== undefined && document.description !== '' && highlighted) description = highlighted;
  description = markHighlights(description, cjkEnds);
  return {
    content: {
      contentAri: document.contentAri,
      title: document.title,
      description: document.description,
      url: fallback ? withLocale(document.url, SITE_LOCALES[language]) : document.url,
      // Only English documents stand in for another language's; the field is absent otherwise.
      ...(fallback ? { language: 'en' as const } : {}),
      // A translated page's untranslated description says so apart from its title.
      ...(!fallback && document.descriptionLanguage ? { descriptionLanguage: document.descriptionLanguage } : {}),
      contentType: document.contentType,
      products: document.products.map((product) => ({
        ...product,
        versions: versions && product.platform === 'data_center' ? [...versions] : [...product.versions],
      })),
      metadata: {
        lastPublishedAt: document.lastPublishedAt,
        trustFactors: { ...trustOf(parts, trust, rowid) },
      },
    },
    highlights: { description },
  };
}

/**
 * The tiers of a large match set: a query word in the title, then in the title or description. A
 * query of one term is its own "any word", and filtering it by column alone reads its postings once.
 */
function tiersOf(match: string, any: string): string[] {
  const columns = ['{title}', '{title description}'];
  return match === any
    ? columns.map((filter) => `${filter} : (${match})`)
    : columns.map((filter) => `(${match}) AND ${filter} : (${any})`);
}

/** Restricted rows first, then by bm25 rank (lower is better). */
/** Current trust factors of a document: the live ones when the index has a source. */
function trustOf(
  parts: IndexParts,
  trust: TrustBoost | undefined,
  rowid: number,
): { helpfulCount: number; numViews: number } {
  const document = parts.table.documents[rowid]!;
  const entryId = trust && entryIdOfAri(document.contentAri);
  return (entryId !== undefined && trust?.source.of(entryId)) || document.trustFactors;
}

function byPassAndRank(a: PagedRow, b: PagedRow): number {
  return a[3] - b[3] || a[1] - b[1];
}

function clamp(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}
