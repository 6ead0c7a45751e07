/**
 * Write APIs of the contact forms and the 'Was this helpful?' block: POST /gateway/api/support-requests
 * and POST /gateway/api/feedback. Input is JSON (415 otherwise) and validated (400 naming the field,
 * nothing written; server/middleware/json-input.ts), each client ip has a fixed-window rate limit
 * (429) that counts only requests that passed the checks, and every answer is `private, no-store`.
 * A call with an Idempotency-Key is written once: a repeat of the key gets the first answer
 * (docs/adr/040).
 */
import { mailLocaleOf } from '../auth/mailer';
import type { Locale } from '../../shared/types/content';
import { createHash, randomUUID } from 'node:crypto';
import { readCookie } from '../auth/cookies';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import { checkInput, jsonBody, jsonBodyErrors } from '../middleware/json-input';
import {
  counterOf,
  overLimit,
  TOO_MANY_REQUESTS_MESSAGE,
  type RateCounter,
  type RateLimit,
} from '../middleware/rate-limit';
import { z } from 'zod';
import { TICKET_TYPES } from '../../shared/support/ticket-types';
import { SUPPORT_REQUEST_MAX } from '../../shared/support/support-form-fields';
import { FEEDBACK_REASONS } from '../store/schema';
import {
  IdempotencyKeyReusedError,
  StoreUnavailableError,
  type IdempotencyClaim,
  type IdempotentOutcome,
  type Store,
  type StoredResponse,
} from '../store/store';

export const SUPPORT_REQUESTS_PATH = '/gateway/api/support-requests';
export const FEEDBACK_PATH = '/gateway/api/feedback';
export const NO_STORE = 'private, no-store';
const BODY_LIMIT = '16kb';

/** What filing a support request needs, from the JSON API and the contact pages' html form alike. */
export interface SupportRequestFiling {
  store: Pick<Store, 'createSupportRequest'>;
  /** The signed-in account of a request, if any: its requests are filed under that account. */
  accountOf?: (req: Request) => Promise<string | undefined>;
  /** Sends the requester a confirmation with the reference; a failure is logged, the request kept. */
  confirm?: (request: {
    reference: string;
    email: string;
    summary: string | undefined;
    locale: Locale;
  }) => Promise<void>;
  /**
   * Whether the site sends mail (`SMTP_URL`): a filed request's answer says a copy was e-mailed only
   * then; without a mail server the mail is written to the log and the visitor is told to keep the
   * reference.
   */
  mailsConfirmations?: boolean;
}

export interface SupportApiOptions extends SupportRequestFiling, FeedbackVoting {
  store: Pick<Store, 'createSupportRequest' | 'recordFeedback' | 'createSupportRequestOnce' | 'recordFeedbackOnce'>;
  /** A limit, or a counter shared with the contact pages' html form (server/routes/contact-form.ts). */
  supportRequestsLimit?: RateLimit | RateCounter;
  /** A limit, or a counter shared with the block's html form (server/routes/feedback-form.ts). */
  feedbackLimit?: RateLimit | RateCounter;
  now?: () => number;
  /** How long an Idempotency-Key and its answer are kept. */
  idempotencyTtlMs?: number;
}

/**
 * The cookie that tells one browser's answers apart (docs/adr/054-one-answer-per-visitor.md): a random
 * id, set by the first answer, sent only to the feedback API (its Path) and unreadable by scripts. It
 * is no analytics id: it is made when the visitor answers, whatever their analytics choice, and is
 * used for nothing but keeping one answer per visitor and page.
 */
export const FEEDBACK_VISITOR_COOKIE = 'hc_feedback_visitor';
export const FEEDBACK_VISITOR_MAX_AGE_MS = 365 * 24 * 60 * 60_000;
const VISITOR_ID = /^[\w-]{16,64}$/;

export function feedbackVisitorCookieName(secure: boolean): string {
  return secure ? `__Secure-${FEEDBACK_VISITOR_COOKIE}` : FEEDBACK_VISITOR_COOKIE;
}

/**
 * What the feedback table keeps of who answered: a SHA-256 of the visitor id or of the account's
 * address, so the table holds neither, and a copy of it cannot be used to replace anybody's answer.
 */
export function voterOf(kind: 'visitor' | 'account', id: string): string {
  return createHash('sha256')
    .update(`${kind}:${kind === 'account' ? id.toLowerCase() : id}`)
    .digest('hex');
}

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Long enough for every retry a browser makes, and for a visitor who tries again the next morning. */
export const DEFAULT_IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
/** A random id of the browser's (a UUID is 36 characters); letters, digits, _ and - only. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;
export const IDEMPOTENCY_KEY_INVALID_MESSAGE = `${IDEMPOTENCY_KEY_HEADER}: must be 8 to 128 letters, digits, _ or -`;

export const DEFAULT_SUPPORT_REQUESTS_LIMIT: RateLimit = { limit: 10, windowMs: 60_000 };
export const DEFAULT_FEEDBACK_LIMIT: RateLimit = { limit: 60, windowMs: 60_000 };

// Missing fields, wrong types and values outside a list are worded by the shared error map
// (server/middleware/json-input.ts): 'is required', 'must be a string', 'must be one of …'.
const requiredText = (max: number) =>
  z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

const email = requiredText(SUPPORT_REQUEST_MAX.email).pipe(z.email({ error: 'must be an e-mail address' }));

const pageUrl = z
  .string()
  .max(2000, 'must be at most 2000 characters')
  .regex(/^(\/|https?:\/\/)/, 'must be a path or an http(s) url')
  .optional();

/**
 * What a support request must hold: the one statement of what is required and the limits, for the JSON
 * API and the contact pages' html form (server/routes/contact-form.ts).
 */
export const supportRequestSchema = z.discriminatedUnion('form', [
  z.object({
    form: z.enum(['support', 'hot', 'partner', 'statuspage']),
    name: requiredText(SUPPORT_REQUEST_MAX.name),
    email,
    product: optionalText(SUPPORT_REQUEST_MAX.product),
    ticketType: z.enum(TICKET_TYPES),
    summary: requiredText(SUPPORT_REQUEST_MAX.summary),
    description: requiredText(SUPPORT_REQUEST_MAX.description),
    pageUrl,
  }),
  z.object({
    form: z.literal('file-download'),
    name: requiredText(SUPPORT_REQUEST_MAX.name),
    email,
    company: requiredText(SUPPORT_REQUEST_MAX.company),
    consent: z.literal(true, { error: 'must be given' }),
    pageUrl,
  }),
]);

export type SupportRequestInput = z.infer<typeof supportRequestSchema>;

/** The request as it is stored: the file-download form's fields or a support form's, and its owner. */
async function filedOf(filing: SupportRequestFiling, req: Request, request: SupportRequestInput) {
  const ownerEmail = await filing.accountOf?.(req);
  return {
    ...(request.form === 'file-download'
      ? {
          form: request.form,
          name: request.name,
          email: request.email,
          company: request.company,
          pageUrl: request.pageUrl,
        }
      : request),
    ownerEmail,
  };
}

/** Mails the requester the reference, in the language of the page they filed it from. */
async function confirmFiled(filing: SupportRequestFiling, request: SupportRequestInput, reference: string) {
  await filing.confirm?.({
    reference,
    email: request.email,
    summary: request.form === 'file-download' ? undefined : request.summary,
    locale: mailLocaleOf(request.pageUrl),
  });
}

/**
 * Files a validated request (under the visitor's account when signed in) in one transaction and mails
 * the confirmation; answers its reference. A store that cannot keep it throws StoreUnavailableError.
 */
export async function fileSupportRequest(
  filing: SupportRequestFiling,
  req: Request,
  request: SupportRequestInput,
): Promise<string> {
  const { reference } = await filing.store.createSupportRequest(await filedOf(filing, req, request));
  await confirmFiled(filing, request, reference);
  return reference;
}

/** What an answer must hold: the one statement of it, for the JSON API and the block's html form. */
export const feedbackSchema = z
  .object({
    entryId: requiredText(100),
    pageUrl: requiredText(2000).regex(/^(\/|https?:\/\/)/, 'must be a path or an http(s) url'),
    helpful: z.boolean(),
    reason: z.enum(FEEDBACK_REASONS).optional(),
    answerId: z
      .string()
      .regex(/^[\w-]{1,64}$/, 'must be 1 to 64 letters, digits, _ or -')
      .optional(),
  })
  .refine((value) => value.helpful === false || value.reason === undefined, {
    path: ['reason'],
    message: 'is only allowed when helpful is false',
  });

/** What a caller is told when the store cannot keep a write: retry later, nothing was saved. */
export type FeedbackInput = z.infer<typeof feedbackSchema>;

/** What recording a 'Was this helpful?' answer needs, from the JSON API and the block's html form alike. */
export interface FeedbackVoting {
  /** The signed-in account of a request, if any: its answer counts once per account. */
  accountOf?: (req: Request) => Promise<string | undefined>;
  /** Whether the visitor cookie is Secure (and `__Secure-` named): in production, over https. */
  secureCookies?: boolean;
}

/**
 * The answer with its voter (docs/adr/054): the signed-in account, or else the browser's visitor
 * cookie. A browser without the cookie gets one: the page view's answer id when it sent a usable one
 * (so a reason picked after 'No' replaces that 'No' even where the cookie is not kept), a random id
 * otherwise. A signed-in answer takes over the browser's anonymous answer to the same page.
 */
export async function votedBy(voting: FeedbackVoting, req: Request, res: Response, feedback: FeedbackInput) {
  const secure = voting.secureCookies ?? false;
  const visitorCookie = feedbackVisitorCookieName(secure);
  const fromCookie = readCookie(req.headers.cookie, visitorCookie);
  const known = fromCookie !== undefined && VISITOR_ID.test(fromCookie) ? fromCookie : undefined;
  const visitor =
    known ?? (feedback.answerId !== undefined && VISITOR_ID.test(feedback.answerId) ? feedback.answerId : randomUUID());
  if (known === undefined) {
    res.cookie(visitorCookie, visitor, {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: FEEDBACK_PATH,
      maxAge: FEEDBACK_VISITOR_MAX_AGE_MS,
    });
  }
  const account = await voting.accountOf?.(req);
  const visitorVoter = voterOf('visitor', visitor);
  return account === undefined
    ? { ...feedback, voter: visitorVoter }
    : { ...feedback, voter: voterOf('account', account), replacesVoter: visitorVoter };
}

export const STORE_UNAVAILABLE_MESSAGE = 'Saving is not possible right now. Nothing was saved; please try again later.';

/**
 * Runs a write; a store that cannot keep it answers JSON 503 with Retry-After (the browser keeps the
 * data and retries), never an html error page.
 */
async function unlessUnavailable(res: Response, write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (!(error instanceof StoreUnavailableError)) throw error;
    res.locals.log?.error({ reason: error.reason }, 'A write was refused: the store is unavailable');
    res.setHeader('Retry-After', '30');
    res.status(503).json({ error: STORE_UNAVAILABLE_MESSAGE });
  }
}

/**
 * The call's Idempotency-Key: undefined without one, null (after answering 400) when it is malformed.
 */
function idempotencyKeyOf(req: Request, res: Response): string | undefined | null {
  const key = req.get(IDEMPOTENCY_KEY_HEADER);
  if (key === undefined) return undefined;
  if (IDEMPOTENCY_KEY.test(key)) return key;
  res.status(400).json({ error: IDEMPOTENCY_KEY_INVALID_MESSAGE });
  return null;
}

/**
 * What every write here checks before it writes, in order: the body against `schema` and the
 * Idempotency-Key (each 400 with its reason), then the visitor's limit (429 with Retry-After), counted
 * only for a request that passed the checks, so a request sent back to be fixed costs no allowance.
 * Answers undefined when the request was answered; otherwise the input and its key, if any.
 */
function admitted<T extends z.ZodType>(
  schema: T,
  counter: RateCounter,
  req: Request,
  res: Response,
): { value: z.infer<T>; key: string | undefined } | undefined {
  const parsed = checkInput(schema, req.body);
  if (!parsed.ok) {
    res.status(400).json({ error: parsed.error });
    return undefined;
  }
  const key = idempotencyKeyOf(req, res);
  if (key === null) return undefined;
  if (overLimit(counter, req, res)) {
    res.status(429).json({ error: TOO_MANY_REQUESTS_MESSAGE });
    return undefined;
  }
  return { value: parsed.value, key };
}

/** The validated input, hashed: a key repeated with anything else is a different request. */
function fingerprintOf(input: unknown): string {
  return createHash('sha256').update(JSON.stringify(input)).digest('hex');
}

/** Sends a stored answer again, byte for byte, marked as a replay. */
function sendStored(res: Response, response: StoredResponse, replayed: boolean): void {
  if (replayed) res.setHeader('Idempotent-Replayed', 'true');
  res.status(response.status);
  if (response.body === '') {
    res.end();
    return;
  }
  res.type('application/json').send(response.body);
}

/** Runs a keyed write; a key reused with other input answers 422 in JSON and writes nothing. */
async function keyed<T>(
  res: Response,
  write: () => Promise<IdempotentOutcome<T>>,
): Promise<IdempotentOutcome<T> | undefined> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof IdempotencyKeyReusedError)) throw error;
    res.status(error.status).json({ error: error.message });
    return undefined;
  }
}

const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', NO_STORE);
  next();
};

/**
 * The answer to a filed request: its reference, and whether a confirmation was e-mailed, so the form
 * says what the script-free form's confirmation page says (server/routes/contact-form.ts).
 */
function filedAnswer(filing: SupportRequestFiling, reference: string): { reference: string; mailed: boolean } {
  return { reference, mailed: filing.mailsConfirmations === true };
}

const SUPPORT_REQUEST_SCOPE = 'support-request';
const FEEDBACK_SCOPE = 'feedback';

export function createSupportApiRouter(options: SupportApiOptions): Router {
  const { store } = options;
  const ttlMs = options.idempotencyTtlMs ?? DEFAULT_IDEMPOTENCY_TTL_MS;
  const clock = options.now ?? Date.now;
  const claimOf = <T>(
    scope: string,
    key: string,
    input: unknown,
    respond: (value: T) => StoredResponse,
  ): IdempotencyClaim<T> => {
    const at = clock();
    return {
      scope,
      key,
      fingerprint: fingerprintOf(input),
      at: new Date(at),
      expiresAt: new Date(at + ttlMs),
      respond,
    };
  };
  const router = express.Router();
  const json = jsonBody(BODY_LIMIT);
  const supportRequests = counterOf(options.supportRequestsLimit ?? DEFAULT_SUPPORT_REQUESTS_LIMIT, options.now);
  router.post(SUPPORT_REQUESTS_PATH, noStore, ...json, async (req, res) => {
    const input = admitted(supportRequestSchema, supportRequests, req, res);
    if (!input) return;
    const { value: request, key } = input;
    await unlessUnavailable(res, async () => {
      if (key === undefined) {
        res.status(201).json(filedAnswer(options, await fileSupportRequest(options, req, request)));
        return;
      }
      const filed = await filedOf(options, req, request);
      const outcome = await keyed(res, () =>
        store.createSupportRequestOnce(
          filed,
          claimOf(SUPPORT_REQUEST_SCOPE, key, filed, (created) => ({
            status: 201,
            body: JSON.stringify(filedAnswer(options, created.reference)),
          })),
        ),
      );
      if (!outcome) return;
      // A repeat gets the first answer and no second confirmation mail.
      if (outcome.replayed) {
        sendStored(res, outcome.response, true);
        return;
      }
      const { reference } = outcome.value;
      await confirmFiled(options, request, reference);
      res.status(201).json(filedAnswer(options, reference));
    });
  });

  const feedbackAnswers = counterOf(options.feedbackLimit ?? DEFAULT_FEEDBACK_LIMIT, options.now);
  router.post(FEEDBACK_PATH, noStore, ...json, async (req, res) => {
    const input = admitted(feedbackSchema, feedbackAnswers, req, res);
    if (!input) return;
    const { value: feedback, key } = input;
    await unlessUnavailable(res, async () => {
      // Inside: finding the session reads the store, which may be unavailable too.
      const stored = await votedBy(options, req, res, feedback);
      if (key === undefined) {
        await store.recordFeedback(stored);
        res.status(204).end();
        return;
      }
      // The fingerprint is the body's: a retry is the same call whether or not its cookie was set yet.
      const outcome = await keyed(res, () =>
        store.recordFeedbackOnce(
          stored,
          claimOf(FEEDBACK_SCOPE, key, feedback, () => ({ status: 204, body: '' })),
        ),
      );
      if (outcome) sendStored(res, outcome.response, outcome.replayed);
    });
  });

  router.use([SUPPORT_REQUESTS_PATH, FEEDBACK_PATH], jsonBodyErrors(BODY_LIMIT));
  return router;
}
