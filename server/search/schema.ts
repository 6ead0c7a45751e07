/**
 * The search request body (SPEC.md section 7, POST /gateway/api/help-content/v2/search) and its
 * validation. Every problem becomes one 'field: reason' message naming the field path, for a 400 response.
 */
import { z } from 'zod';
import { MAX_SEARCH_TERM_LENGTH } from '../../shared/constants';
import { checkInput } from '../middleware/json-input';
import { PLATFORMS, SEARCH_CONTENT_TYPES, SEARCH_LANGUAGES } from './documents';
import { MAX_FROM, MAX_SIZE } from './search-index';
import type { SearchQuery } from './search-index';

export const DEFAULT_PAGE_SIZE = 10;
const MAX_PRODUCT_FILTERS = 20;
const MAX_VERSIONS = 20;
const MAX_KEY_LENGTH = 100;

const productFilter = z.object({
  platform: z.enum(PLATFORMS),
  key: z.string().trim().min(1).max(MAX_KEY_LENGTH),
  versions: z.array(z.string().trim().min(1).max(20)).max(MAX_VERSIONS).optional(),
});

export const searchRequestSchema = z.object({
  query: z.string().trim().max(MAX_SEARCH_TERM_LENGTH).default(''),
  facetFilters: z
    .object({
      contentTypes: z.array(z.enum(SEARCH_CONTENT_TYPES)).max(SEARCH_CONTENT_TYPES.length).default([]),
      products: z.array(productFilter).max(MAX_PRODUCT_FILTERS).default([]),
    })
    .default({ contentTypes: [], products: [] }),
  highlights: z.object({ enable: z.boolean() }).default({ enable: false }),
  pagination: z
    .object({
      from: z.number().int().min(0).max(MAX_FROM).default(0),
      size: z.number().int().min(1).max(MAX_SIZE).default(DEFAULT_PAGE_SIZE),
    })
    .default({ from: 0, size: DEFAULT_PAGE_SIZE }),
  language: z.enum(SEARCH_LANGUAGES).default('en'),
  facets: z.object({ enable: z.boolean() }).default({ enable: false }),
  sort: z.object({ by: z.enum(['relevance', 'last_published']) }).default({ by: 'relevance' }),
  // An addition to SPEC.md section 7's body: `{ enable: false }` searches the query as typed, uncorrected.
  correction: z.object({ enable: z.boolean() }).default({ enable: true }),
});

export type SearchRequestBody = z.infer<typeof searchRequestSchema>;

export type ParseResult = { ok: true; value: SearchQuery & SearchRequestBody } | { ok: false; error: string };

/** Validate a parsed JSON body; the error names the first problem's field path ('field: reason'). */
export function parseSearchRequest(body: unknown): ParseResult {
  return checkInput(searchRequestSchema, body);
}
