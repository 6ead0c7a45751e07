/**
 * Suggestions while typing (GET /gateway/api/help-content/v2/suggest?q=): the titles of the best
 * matching pages with their product and deployment, and the best matching h2/h3 headings of page
 * bodies with the page url and the heading's `#id`, for a search box to offer before the visitor
 * submits. Every query word may be unfinished. Answered from the index's in-memory suggestion table
 * (server/search/suggestion-table.ts), never from a full-text query.
 */
import type { SearchLanguage } from '../../shared/search/types';
import { SUGGEST_API_PATH } from '../../shared/search/suggestions';
import type { HeadingSuggestion, TitleSuggestion } from './suggestion-table';

export const SUGGEST_PATH = SUGGEST_API_PATH;
export const MAX_SUGGESTIONS = 8;
export const MAX_HEADING_SUGGESTIONS = 4;
const MAX_QUERY_LENGTH = 200;

export type Suggestion = TitleSuggestion;
export type { HeadingSuggestion };

export interface SuggestRequest {
  q: string;
  language: SearchLanguage;
}

export interface SuggestResponse {
  query: string;
  suggestions: Suggestion[];
  headings: HeadingSuggestion[];
}

/** What suggestions are read from: a search index or the service holding the current one. */
export interface Suggester {
  suggest(
    query: string,
    language: SearchLanguage,
    limits: { titles: number; headings: number },
  ): { titles: TitleSuggestion[]; headings: HeadingSuggestion[] };
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/** Validates the query string: `q` of 1 to 200 characters, `language` en (default) or ja. */
export function parseSuggestRequest(query: Record<string, unknown>): Parsed<SuggestRequest> {
  const { q, language } = query;
  if (typeof q !== 'string' || q.trim() === '') return { ok: false, error: 'q: must be a non-empty string' };
  if (q.length > MAX_QUERY_LENGTH) return { ok: false, error: `q: must be at most ${MAX_QUERY_LENGTH} characters` };
  if (language !== undefined && language !== 'en' && language !== 'ja') {
    return { ok: false, error: 'language: must be one of en, ja' };
  }
  return { ok: true, value: { q: q.trim(), language: language ?? 'en' } };
}

/** The response body for a valid request. */
export function suggest(suggester: Suggester, request: SuggestRequest): SuggestResponse {
  const { titles, headings } = suggester.suggest(request.q, request.language, {
    titles: MAX_SUGGESTIONS,
    headings: MAX_HEADING_SUGGESTIONS,
  });
  return { query: request.q, suggestions: titles, headings };
}
