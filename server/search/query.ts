/**
 * Query building: user text in, a safe FTS5 MATCH expression out. Pure functions only. User syntax
 * never reaches FTS5: words are re-tokenized here and every term is quoted, so operators, column
 * filters and stray quotes in the input are just text.
 */
import { cjkEnding, hasCjk, isCjkWord, isJapaneseStopWord, phraseOf, queryWordsOf, spacedCjk } from './cjk-text';
import { variantsOf } from './synonyms';

/**
 * An identifier (os.path.join, max_connections) is matched by its parts anywhere, and its parts side
 * by side as a phrase add to the rank, so the page using the identifier itself comes first.
 */
export type QueryTerm =
  | {
      kind: 'word';
      text: string;
      /** Other words documentation uses for it (server/search/synonyms.ts), searched as alternatives. */
      variants?: readonly string[];
    }
  | { kind: 'phrase'; words: string[] }
  | { kind: 'identifier'; words: string[]; text: string }
  | { kind: 'compound'; words: string[]; text: string };

export interface ParsedQuery {
  terms: QueryTerm[];
  /** The query ends inside a word, so the last word is matched as a prefix (search as you type). */
  openEnded: boolean;
  /**
   * Names written as code (`codeNames`), as typed, and the subject of a "what is" question
   * (`questionSubject`): a page that defines one of them (a definition term naming it) is what the
   * reader is after.
   */
  names?: string[];
}

/** Bounds the work a single query can ask for. */
export const MAX_QUERY_TERMS = 24;
/** Prefix expansion of one or two letters matches most of the vocabulary; it is not worth its cost. */
export const MIN_PREFIX_LENGTH = 3;

const WORD = /[\p{L}\p{N}]+/gu;
/** Letters or digits joined by a dot, underscore or colons, as in dotted names and snake_case. */
const IDENTIFIER = /[\p{L}\p{N}](?:\.|_|::)+[\p{L}\p{N}]/u;

/**
 * A CamelCase word (TypeVar, UnicodeDecodeError, JSONDecoder): one token to the unicode61
 * tokenizer, so it is matched whole, or as its parts side by side where prose or a definition
 * writes them apart (server/search/index-build.ts indexes the parts of defined names).
 */
const CAMEL_CASE = /\p{Ll}\p{Lu}|\p{Lu}\p{Lu}\p{Ll}/u;
const CAMEL_CASE_PART = /\p{Lu}+(?![\p{Ll}])|\p{Lu}?\p{Ll}+|\p{N}+/gu;

/** The lower-cased parts of a CamelCase word, or the word alone when it is not one. */
export function camelCaseParts(word: string): string[] {
  if (!CAMEL_CASE.test(word)) return [word.toLowerCase()];
  return Array.from(word.matchAll(CAMEL_CASE_PART), (match) => match[0].toLowerCase());
}

/** The CamelCase words of a text, each as its parts joined by spaces ("TypeVar" gives "type var"). */
export function camelCasePhrases(text: string): string[] {
  const phrases = new Set<string>();
  for (const [word] of text.normalize('NFKC').matchAll(WORD)) {
    const parts = camelCaseParts(word);
    if (parts.length > 1) phrases.add(parts.join(' '));
  }
  return [...phrases];
}

/** Common English words dropped from free-text queries unless the query holds nothing else. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be but by can do does for from had has have how i if in into is it its ' +
    'me my no not of on or our so than that the their them then there these they this to too ' +
    'was we were what when where which who why will with you your'
  ).split(' '),
);

/**
 * Lower-cased words of a text, split the way the index splits them: the FTS5 unicode61 tokenizer's
 * words, each CJK letter a word, as the index holds a token for each (server/search/cjk-text.ts).
 */
export function wordsOf(text: string): string[] {
  return Array.from(spacedCjk(text.normalize('NFKC').toLowerCase()).matchAll(WORD), (match) => match[0]);
}

/** Lower-cased runs of letters and digits, as typed: a run of CJK letters is one ("ボードを作成"). */
function runsOf(text: string): string[] {
  return Array.from(text.normalize('NFKC').toLowerCase().matchAll(WORD), (match) => match[0]);
}

export function parseQuery(raw: string): ParsedQuery {
  const terms: QueryTerm[] = [];
  const parts = raw.split('"');
  // Even indexes are outside quotes; an unmatched trailing quote leaves its text as plain words.
  const closed = parts.length % 2 === 1;
  parts.forEach((part, index) => {
    const insideQuotes = index % 2 === 1 && (closed || index < parts.length - 1);
    if (insideQuotes) {
      // Quoted text is matched as written, its CJK letters as the index's bigrams side by side (`quote`).
      const words = runsOf(part);
      if (words.length === 1) terms.push({ kind: 'word', text: words[0]! });
      else if (words.length > 1) terms.push({ kind: 'phrase', words });
    } else {
      for (const chunk of part.split(/\s+/)) {
        const chunkWords = wordsOf(chunk);
        if (chunkWords.length > 1 && IDENTIFIER.test(chunk))
          terms.push({ kind: 'identifier', words: chunkWords, text: identifierText(chunk) });
        else
          for (const word of chunk.normalize('NFKC').match(WORD) ?? [])
            for (const part of hasCjk(word) ? queryWordsOf(word) : [word]) terms.push(wordTerm(part));
      }
    }
  });
  const lastCharIsWord = /[\p{L}\p{N}]$/u.test(raw);
  return {
    terms: dropStopWords(terms).slice(0, MAX_QUERY_TERMS),
    openEnded: lastCharIsWord,
    names: [...codeNames(raw), ...questionSubject(raw)],
  };
}

/** Code punctuation inside a name: a dot, colons, or an underscore anywhere (`__init__`, `lru_cache`). */
const CODE_NAME = /_|[\p{L}\p{N}](?:\.|::)[\p{L}\p{N}]/u;

/**
 * The words of a query written as code: a dotted or `::` name or a name holding an underscore
 * (snake_case, a dunder name), without the punctuation around them ("asyncio.run()," is
 * asyncio.run). Quoted text is included: a pasted name is often quoted. A CamelCase word alone is
 * not taken for code: product names and the type of a pasted error message are CamelCase too.
 */
export function codeNames(raw: string): string[] {
  const names = new Set<string>();
  for (const chunk of raw.normalize('NFKC').split(/[\s"'`,;=()[\]{}<>]+/)) {
    const name = chunk.replace(/^[^\p{L}\p{N}_]+|[^\p{L}\p{N}_]+$/gu, '');
    if (/^[\p{L}\p{N}_.:]+$/u.test(name) && /[\p{L}]/u.test(name) && CODE_NAME.test(name)) names.add(name);
  }
  return [...names];
}

/** A question asking what something is: "what is a X", "what are X", "what's the X". */
const WHAT_IS = /^\s*what(?:\s+is|\s+are|['’]s)\s+(?:(?:a|an|the)\s+)?(.+?)[\s?.!]*$/iu;
/** Words a question's subject may have; a longer one is a sentence, not a name. */
const MAX_SUBJECT_WORDS = 4;

/**
 * The subject of a question asking what something is, as its lower-cased words joined by spaces
 * ("what is the global interpreter lock?" asks for "global interpreter lock"): a page defining it
 * by that name (a definition term, as a glossary has) answers it. None for other queries.
 */
export function questionSubject(raw: string): string[] {
  const subject = WHAT_IS.exec(raw.normalize('NFKC'))?.[1];
  if (subject === undefined) return [];
  const words = wordsOf(subject);
  return words.length > 0 && words.length <= MAX_SUBJECT_WORDS ? [words.join(' ')] : [];
}

/**
 * The names a definition term (`object.__init__(self[, ...])`, `class collections.Counter`,
 * `@functools.cache`) defines: the name without its parameters, the keywords before it and its
 * decorations, and each ending of it after a dot or colons (`__init__`, `Counter`), so a query may
 * name it with or without its owner; and the term's words joined by spaces, for a question's
 * subject (`questionSubject`).
 */
export function namesDefinedBy(term: string): string[] {
  const head = term.split('(')[0]!.trim();
  const defined = (head.split(/\s+/).pop() ?? '').replace(/^[^\p{L}\p{N}_]+|[^\p{L}\p{N}_]+$/gu, '');
  const names = [wordsOf(term).join(' ')];
  if (defined === '') return names;
  names.push(defined);
  for (const separator of defined.matchAll(/\.|::/g)) {
    const rest = defined.slice(separator.index + separator[0].length);
    if (rest !== '') names.push(rest);
  }
  return names;
}

/**
 * A word as a term: a CamelCase word is a compound of its parts, any other word itself. A CJK word
 * is matched as its bigrams side by side, wherever it stands (`quote`).
 */
function wordTerm(word: string): QueryTerm {
  if (isCjkWord(word)) return { kind: 'word', text: word };
  const parts = camelCaseParts(word);
  const text = word.toLowerCase();
  return parts.length > 1 ? { kind: 'compound', words: parts, text } : plainWord(text);
}

/** A lower-cased word as a term, with the other words documentation uses for it, if any. */
function plainWord(text: string): QueryTerm {
  const variants = variantsOf(text);
  return variants.length > 0 ? { kind: 'word', text, variants } : { kind: 'word', text };
}

/** An identifier as typed, lower-cased, without the punctuation around it ("sys.argv," is sys.argv). */
function identifierText(chunk: string): string {
  return chunk
    .normalize('NFKC')
    .toLowerCase()
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}

/** Whether a term is a stop word, English or Japanese (`isJapaneseStopWord`). */
function isStopWord(term: QueryTerm): boolean {
  return term.kind === 'word' && (STOP_WORDS.has(term.text) || isJapaneseStopWord(term.text));
}

/** The query's terms without its stop words, unless it holds nothing else. */
function dropStopWords(terms: QueryTerm[]): QueryTerm[] {
  const kept = terms.filter((term) => !isStopWord(term));
  return kept.length > 0 ? kept : terms;
}

/**
 * Whether a term may find results on its own when a search falls back to any of its terms: not a
 * stop word (a query of stop words alone keeps them) and not a single letter or digit other than a
 * CJK letter (the "s" of "what's"). Pages holding only such a term are noise, not partial results.
 */
export function standsAlone(term: QueryTerm): boolean {
  if (term.kind !== 'word') return true;
  return !isStopWord(term) && (term.text.length > 1 || isCjkWord(term.text));
}

/** Text as one FTS5 phrase, its CJK letters as the index's bigrams (`phraseOf`, server/search/cjk-text.ts). */
function quote(text: string): string {
  return phraseOf(text);
}

/**
 * The CJK letters ending each term of a query ("ボード" of ボード and of "jira のボード"), whose
 * highlight stops a letter short in the index (`highlightedText`, server/search/cjk-text.ts).
 */
export function cjkEndings(query: ParsedQuery): string[] {
  return query.terms.flatMap((term) => {
    const ending =
      term.kind === 'word'
        ? cjkEnding(term.text)
        : term.kind === 'phrase'
          ? cjkEnding(term.words.join(' '))
          : undefined;
    return ending === undefined ? [] : [ending];
  });
}

export interface MatchOptions {
  /** 'and' needs every term; 'or' any of them, for ranking a long query and for the relaxed fallback. */
  mode: 'and' | 'or';
  /**
   * Known words an unfinished last word stands for (the query is open-ended and its last term a
   * word). The word itself is always searched too; with no completions it is searched alone.
   */
  completions?: readonly string[];
}

/**
 * The FTS5 MATCH expression, or undefined when the query has no searchable terms. No term is an
 * FTS5 prefix query: the porter stemmer would stem the prefix itself, so completions are named.
 */
export function toMatchExpression(query: ParsedQuery, options: MatchOptions = { mode: 'and' }): string | undefined {
  if (query.terms.length === 0) return undefined;
  // An explicit AND: FTS5 joins bare phrases implicitly, but not a parenthesised group.
  return termExpressions(query, options.completions).join(options.mode === 'and' ? ' AND ' : ' OR ');
}

/** Each term's own MATCH expression, in order: what `toMatchExpression` joins. */
export function termExpressions(query: ParsedQuery, completions: readonly string[] = []): string[] {
  const last = query.terms.length - 1;
  return query.terms.map((term, index) => {
    if (term.kind === 'phrase') return quote(term.words.join(' '));
    if (term.kind === 'identifier')
      return `(${quote(term.words.join(' '))} OR (${term.words.map(quote).join(' AND ')}))`;
    if (term.kind === 'compound') return `(${quote(term.text)} OR ${quote(term.words.join(' '))})`;
    const alternatives = index === last && query.openEnded ? completions.filter((word) => word !== term.text) : [];
    const words = [term.text, ...alternatives, ...(term.variants ?? [])];
    return words.length === 1 ? quote(term.text) : `(${words.map(quote).join(' OR ')})`;
  });
}

/**
 * A term as one FTS5 phrase, for NEAR groups, which take phrases only: a word itself, a phrase or
 * an identifier as its words side by side, a compound as it was typed.
 */
export function termPhrase(term: QueryTerm): string {
  if (term.kind === 'word' || term.kind === 'compound') return quote(term.text);
  return quote(term.words.join(' '));
}

/** The query as words again, for metadata and for display ("Showing results for ..."). */
export function queryText(query: ParsedQuery): string {
  return query.terms.map((term) => (term.kind === 'phrase' ? `"${termText(term)}"` : termText(term))).join(' ');
}

/** A term as lower-cased words, a phrase's without its quotes. */
export function termText(term: QueryTerm): string {
  return term.kind === 'phrase' ? term.words.join(' ') : term.text;
}

/** Replace single words by their corrections; phrases are kept as typed. */
export function rewriteQuery(query: ParsedQuery, corrections: ReadonlyMap<string, string>): ParsedQuery {
  return {
    openEnded: query.openEnded,
    names: query.names,
    terms: query.terms.map((term) =>
      term.kind === 'word' && corrections.has(term.text) ? plainWord(corrections.get(term.text)!) : term,
    ),
  };
}
