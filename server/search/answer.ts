/**
 * Answers for the results page's answer block (POST /gateway/api/help-content/v2/answer). An
 * `AnswerSource` turns a query into sentences, each linked to the page section it came from. The
 * built-in source is extractive: it searches, reads the body passages of the top results and keeps
 * the sentences that best match the query terms, word for word, so nothing is said that the
 * articles do not say. A language-model source can implement the same interface and be configured
 * in its place (docs/adr/004-search-answers.md).
 */
import { z } from 'zod';
import { MAX_SEARCH_TERM_LENGTH } from '../../shared/constants';
import { checkInput } from '../middleware/json-input';
import type { AnswerResponse, AnswerSentence } from '../../shared/search/types';
import { hasCjk, isCjkWord, isJapaneseStopWord, queryWordsOf } from './cjk-text';
import { SEARCH_LANGUAGES, type SearchLanguage } from './documents';
import type { ResultPassages } from './passages';
import type { SearchOutcome, SearchQuery } from './search-index';

export const ANSWER_PATH = '/gateway/api/help-content/v2/answer';

export const answerRequestSchema = z.object({
  query: z.string().trim().min(1).max(MAX_SEARCH_TERM_LENGTH),
  language: z.enum(SEARCH_LANGUAGES).default('en'),
});

export type AnswerRequest = z.infer<typeof answerRequestSchema>;

export type AnswerParseResult = { ok: true; value: AnswerRequest } | { ok: false; error: string };

export function parseAnswerRequest(body: unknown): AnswerParseResult {
  return checkInput(answerRequestSchema, body);
}

export interface AnswerSource {
  answer(request: AnswerRequest): Promise<AnswerResponse>;
}

/** What the extractive source needs from the search service. */
export interface PassageSearcher {
  search(query: SearchQuery): Promise<SearchOutcome>;
  passages(ids: readonly string[], language: SearchLanguage): ResultPassages[];
}

export interface ExtractiveOptions {
  /** How many top results the sentences come from. */
  results?: number;
  /** How many sentences the answer has at most. */
  sentences?: number;
}

const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i in is it my of on or the to what when where which who why with you your'.split(
    ' ',
  ),
);
const MIN_SENTENCE_CHARS = 20;
const MAX_SENTENCE_CHARS = 400;

/**
 * The query's content words, lower-cased, with a plural 's' dropped. Text written without spaces
 * (Japanese) is split into its words, without the grammatical ones, as a search splits it
 * (server/search/cjk-text.ts): "ボードの作成" is ボード and 作成.
 */
export function queryTerms(query: string): string[] {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .flatMap((word) => (hasCjk(word) ? queryWordsOf(word) : [word]))
    .filter((word) => (isCjkWord(word) ? !isJapaneseStopWord(word) : word.length > 1 && !STOP_WORDS.has(word)))
    .map((word) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word));
  return [...new Set(words)];
}

export function splitSentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?。！？])\s+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length >= MIN_SENTENCE_CHARS && sentence.length <= MAX_SENTENCE_CHARS);
}

/** How many of the terms the sentence holds (a term matches a word starting with it). */
export function sentenceScore(sentence: string, terms: readonly string[]): number {
  const lower = sentence.toLowerCase();
  const words = lower.split(/[^\p{L}\p{N}]+/u);
  let score = 0;
  for (const term of terms) {
    // Words of scripts without spaces (Japanese) are matched anywhere in the sentence.
    const matched = /^[\p{Script=Latin}\p{N}]+$/u.test(term)
      ? words.some((word) => word.startsWith(term))
      : lower.includes(term);
    if (matched) score += 1;
  }
  return score;
}

interface Candidate extends AnswerSentence {
  score: number;
  resultRank: number;
  order: number;
}

export class ExtractiveAnswerSource implements AnswerSource {
  private readonly results: number;
  private readonly sentences: number;

  constructor(
    private readonly searcher: PassageSearcher,
    options: ExtractiveOptions = {},
  ) {
    this.results = options.results ?? 3;
    this.sentences = options.sentences ?? 3;
  }

  async answer(request: AnswerRequest): Promise<AnswerResponse> {
    const terms = queryTerms(request.query);
    if (terms.length === 0) return { sentences: [], sources: [] };
    const outcome = await this.searcher.search({
      query: request.query,
      language: request.language,
      pagination: { from: 0, size: this.results },
    });
    const ids = outcome.results.map((result) => result.content.contentAri);
    const rank = new Map(ids.map((id, index) => [id, index]));
    const candidates: Candidate[] = [];
    let order = 0;
    for (const result of this.searcher.passages(ids, request.language)) {
      for (const passage of result.passages) {
        for (const text of splitSentences(passage.text)) {
          order += 1;
          const score = sentenceScore(text, terms);
          if (score === 0) continue;
          candidates.push({
            text,
            title: passage.heading ? `${result.title}: ${passage.heading}` : result.title,
            url: passage.anchor ? `${result.url}#${passage.anchor}` : result.url,
            score,
            resultRank: rank.get(result.contentAri) ?? ids.length,
            order,
          });
        }
      }
    }
    const seen = new Set<string>();
    const chosen = candidates
      .sort((a, b) => b.score - a.score || a.resultRank - b.resultRank || a.order - b.order)
      .filter((candidate) => {
        const key = candidate.text.toLowerCase();
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .slice(0, this.sentences)
      // Read in the order the articles give them.
      .sort((a, b) => a.resultRank - b.resultRank || a.order - b.order);
    const sources = new Map<string, { title: string; url: string }>();
    for (const candidate of chosen) {
      const result = outcome.results[candidate.resultRank];
      if (result && !sources.has(result.content.url)) {
        sources.set(result.content.url, { title: result.content.title, url: result.content.url });
      }
    }
    return {
      sentences: chosen.map(({ text, title, url }) => ({ text, title, url })),
      sources: [...sources.values()],
    };
  }
}
