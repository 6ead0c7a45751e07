/**
 * The search request body (SPEC.md section 7, POST /gateway/api/help-content/v2/search) and its
 * validation. Every problem becomes one message naming the field path, for a 400 response.
 */
import { z } from 'zod';
import { PLATFORMS, SEARCH_CONTENT_TYPES, SEARCH_LANGUAGES } from './documents';
import { MAX_FROM, MAX_SIZE } from './search-index';
import type { SearchQuery } from './search-index';

export const MAX_QUERY_LENGTH = 256;
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
  query: z.string().trim().max(MAX_QUERY_LENGTH).default(''),
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
});

export type SearchRequestBody = z.infer<typeof searchRequestSchema>;

export type ParseResult = { ok: true; value: SearchQuery & SearchRequestBody } | { ok: false; error: string };

/** Validate a parsed JSON body; the error names the first problem's field path. */
export function parseSearchRequest(body: unknown): ParseResult {
  const result = searchRequestSchema.safeParse(body);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  return { ok: false, error: issue ? describeIssue(issue, body) : 'body is invalid' };
}

export function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'body';
  return path
    .map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`))
    .join('');
}

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let value = body;
  for (const part of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[part];
  }
  return value;
}

const ARTICLES: Record<string, string> = {
  object: 'an object',
  array: 'an array',
  string: 'a string',
  number: 'a number',
  boolean: 'a boolean',
  int: 'an integer',
};

function describeIssue(issue: z.core.$ZodIssue, body: unknown): string {
  const path = formatPath(issue.path);
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.expected === 'int') return `${path} must be an integer`;
      const expected = ARTICLES[issue.expected] ?? issue.expected;
      return valueAt(body, issue.path) === undefined ? `${path} is required` : `${path} must be ${expected}`;
    }
    case 'too_big': {
      const max = String(issue.maximum);
      if (issue.origin === 'string') return `${path} must be at most ${max} characters`;
      if (issue.origin === 'array') return `${path} must have at most ${max} items`;
      return `${path} must be at most ${max}`;
    }
    case 'too_small': {
      const min = String(issue.minimum);
      if (issue.origin === 'string') return `${path} must not be empty`;
      if (issue.origin === 'array') return `${path} must have at least ${min} items`;
      return `${path} must be at least ${min}`;
    }
    case 'invalid_value':
      return `${path} must be one of ${issue.values.map((value) => `'${String(value)}'`).join(', ')}`;
    case 'custom':
    case 'invalid_element':
    case 'invalid_format':
    case 'invalid_key':
    case 'invalid_union':
    case 'not_multiple_of':
    case 'unrecognized_keys':
      return `${path} is invalid`;
  }
}
