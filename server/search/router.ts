/**
 * POST /gateway/api/help-content/v2/search (SPEC.md section 7). Validates the body, searches the
 * current index and answers with the search response of SPEC.md section 3. Bad input of any kind,
 * malformed JSON included, is a 400 with a 'field: reason' message (a body not sent as JSON a 415);
 * it never reaches the index.
 */
import { randomUUID } from 'node:crypto';
import express from 'express';
import type { ErrorRequestHandler, Request, Response } from 'express';
import {
  ANSWER_PATH,
  ExtractiveAnswerSource,
  parseAnswerRequest,
  type AnswerSource,
  type PassageSearcher,
} from './answer';
import { parseSearchRequest } from './schema';
import {
  isProductKey,
  parseSuggestRequest,
  PRODUCT_KEY_PROBLEM,
  suggest,
  SUGGEST_PATH,
  unknownScope,
  type Suggester,
} from './suggest';
import type { SearchOutcome, SearchQuery } from './search-index';
import { SEARCH_RETRY_AFTER_SECONDS, SearchTimeoutError, withinBudget } from './time-budget';
import { jsonBody, jsonBodyErrors } from '../middleware/json-input';

export const SEARCH_PATH = '/gateway/api/help-content/v2/search';
export const VERSIONS_PATH = '/gateway/api/help-content/v2/versions';
export const QUERY_ID_HEADER = 'x-query-id';
export const ANONYMOUS_ID_HEADER = 'x-anonymous-id';
const BODY_LIMIT = '16kb';

export interface Searcher extends Suggester {
  search(query: SearchQuery): Promise<SearchOutcome>;
  /** Data Center versions of a product key; the versions endpoint is served when present. */
  versions?(product: string): string[];
  /** Body passages of results; the built-in answer source is used when present. */
  passages?: PassageSearcher['passages'];
}

export interface SearchEvent {
  queryId: string;
  anonymousId: string | undefined;
  query: string;
  total: number;
  milliseconds: number;
}

export interface SearchRouterOptions {
  /** Called after each answered search, for analytics; must not throw. */
  onSearch?: (event: SearchEvent) => void;
  onError?: (error: unknown) => void;
  /** Composes answers; defaults to the extractive source over the service's passages. */
  answers?: AnswerSource;
  /** Time budget of one search request (time-budget.ts); unbounded when absent. */
  timeoutMs?: number;
  /** Called when a request ran over its budget and was answered 503; must not throw. */
  onTimeout?: (details: { path: string; query: string; timeoutMs: number }) => void;
}

export type SearchResponse = SearchOutcome & { queryId: string };

function anonymousIdOf(request: Request): string | undefined {
  const value = request.get(ANONYMOUS_ID_HEADER);
  return value && /^[\w-]{1,128}$/.test(value) ? value : undefined;
}

function sendError(response: Response, status: number, message: string): void {
  response.status(status).set('Cache-Control', 'no-store').json({ error: message });
}

/** 503 with Retry-After for a search over its budget, so the client shows its failure state and may retry. */
function sendTimeout(response: Response): void {
  response.set('Retry-After', String(SEARCH_RETRY_AFTER_SECONDS));
  sendError(response, 503, 'Search took too long; try again shortly');
}

export function createSearchRouter(service: Searcher, options: SearchRouterOptions = {}): express.Router {
  const router = express.Router();
  const { timeoutMs } = options;
  const search = (query: SearchQuery): Promise<SearchOutcome> =>
    timeoutMs === undefined ? service.search(query) : withinBudget(service.search(query), timeoutMs);
  /** Answers a timed-out request and reports it; false for any other error, which the caller rethrows. */
  const timedOut = (error: unknown, path: string, query: string, response: Response): boolean => {
    if (!(error instanceof SearchTimeoutError)) return false;
    sendTimeout(response);
    options.onTimeout?.({ path, query, timeoutMs: error.timeoutMs });
    return true;
  };
  router.post(SEARCH_PATH, ...jsonBody(BODY_LIMIT), async (request, response) => {
    const started = performance.now();
    const parsed = parseSearchRequest(request.body);
    if (!parsed.ok) {
      sendError(response, 400, parsed.error);
      return;
    }
    const queryId = randomUUID();
    let outcome: SearchOutcome;
    try {
      outcome = await search(parsed.value);
    } catch (error) {
      if (timedOut(error, SEARCH_PATH, parsed.value.query, response)) return;
      throw error;
    }
    const body: SearchResponse = { queryId, ...outcome };
    response.set('Cache-Control', 'no-store').set(QUERY_ID_HEADER, queryId).json(body);
    options.onSearch?.({
      queryId,
      anonymousId: anonymousIdOf(request),
      query: parsed.value.query,
      total: outcome.pagination.total,
      milliseconds: performance.now() - started,
    });
  });

  router.get(SUGGEST_PATH, (request, response) => {
    const parsed = parseSuggestRequest(request.query);
    if (!parsed.ok) {
      sendError(response, 400, parsed.error);
      return;
    }
    const unknown = unknownScope(service, parsed.value.scope);
    if (unknown) {
      sendError(response, 400, unknown);
      return;
    }
    const body = suggest(service, parsed.value);
    // The same query and scope give the same suggestions until the index changes: a shared cache may
    // keep them briefly, keyed by the whole url, which holds the scope.
    response.set('Cache-Control', 'public, max-age=60').json(body);
  });

  const versions = service.versions?.bind(service);
  if (versions) {
    router.get(VERSIONS_PATH, (request, response) => {
      const product = request.query.product;
      if (!isProductKey(product)) {
        sendError(response, 400, PRODUCT_KEY_PROBLEM);
        return;
      }
      response.set('Cache-Control', 'public, max-age=300').json({ product, versions: versions(product) });
    });
  }

  const passages = service.passages?.bind(service);
  const answers =
    options.answers ??
    (passages ? new ExtractiveAnswerSource({ search: (query) => service.search(query), passages }) : undefined);
  if (answers) {
    router.post(ANSWER_PATH, ...jsonBody(BODY_LIMIT), (request, response, next) => {
      const parsed = parseAnswerRequest(request.body);
      if (!parsed.ok) {
        sendError(response, 400, parsed.error);
        return;
      }
      answers.answer(parsed.value).then((answer) => {
        response.set('Cache-Control', 'no-store').json(answer);
      }, next);
    });
  }

  // A body the parser refuses is answered in JSON (server/middleware/json-input.ts); anything else is a 500.
  const failed: ErrorRequestHandler = (error: unknown, _request, response, next) => {
    if (response.headersSent) {
      next(error);
      return;
    }
    options.onError?.(error);
    sendError(response, 500, 'Search failed');
  };
  const errors = [jsonBodyErrors(BODY_LIMIT), failed];
  router.use(SEARCH_PATH, ...errors);
  router.use(ANSWER_PATH, ...errors);
  router.use(SUGGEST_PATH, ...errors);
  return router;
}
