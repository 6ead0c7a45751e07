/**
 * The visitor's side of the feature flags (docs/adr/024-feature-flags-through-openfeature.md). Pages
 * embed flags evaluated for their anonymous context, so the html stays cacheable; the browser asks
 * here for the flags of the actual visitor: GET with the page path and anonymous id, or POST with the
 * chat assistant's evaluation inputs. The session, not the browser, says who the visitor is. Also
 * the built-in answer of the customer cohort experiment (SPEC.md section 7). All `private, no-store`.
 */
import express, { type Request, type Response, type Router } from 'express';
import { z } from 'zod';
import { COHORT_PATH, FLAGS_API_PATH } from '../../shared/constants';
import { stripLocale } from '../../shared/links/locale';
import { jsonBody, jsonBodyErrors, parseInput } from '../middleware/json-input';
import type { PageFlags } from './flag-service';
import type { FlagContext } from './flags';

/** Who the session says the visitor is; undefined for an anonymous visitor. */
export interface FlagVisitor {
  userId: string;
  email: string;
  roles: readonly string[];
}

export interface FlagsApiDeps {
  flags: PageFlags;
  visitorOf: (req: Request) => Promise<FlagVisitor | undefined>;
  environment: string;
}

const NO_STORE = 'private, no-store';
const BODY_LIMIT = '4kb';
/** Bounds of the cohort attributes a browser passes on (SPEC.md section 7's cohort experiment). */
export const MAX_COHORT_ATTRIBUTES = 32;
const MAX_COHORT_TEXT = 256;

const pagePath = z
  .string()
  .max(2048, 'must be at most 2048 characters')
  .regex(/^\/[^\s\\]*$/, "must be a site path starting with '/'");
const anonymousId = z.string().regex(/^[\w-]{1,128}$/, 'must be 1 to 128 letters, digits, hyphens or underscores');

const getQuery = z.object({ path: pagePath, anonymousId: anonymousId.optional() }).strict();

const cohortAttributes = z
  .record(
    z.string().regex(/^[A-Za-z][\w-]{0,63}$/, 'names must be 1 to 64 letters, digits, hyphens or underscores'),
    z.union([
      z.string().max(MAX_COHORT_TEXT, `texts must be at most ${MAX_COHORT_TEXT} characters`),
      z.number(),
      z.boolean(),
    ]),
  )
  .refine((attributes) => Object.keys(attributes).length <= MAX_COHORT_ATTRIBUTES, {
    message: `must hold at most ${MAX_COHORT_ATTRIBUTES} attributes`,
  });

const evaluationBody = z
  .object({
    path: pagePath,
    anonymousId: anonymousId.optional(),
    hostName: z.string().max(253).optional(),
    countryCode: z
      .string()
      .regex(/^[A-Z]{2}$/, 'must be a two-letter upper-case country code')
      .optional(),
    emailDomainHash: z
      .string()
      .regex(/^[0-9a-f]{64}$/, 'must be a lower-case hex SHA-256')
      .optional(),
    isCompanyAccount: z.boolean().optional(),
    isAdmin: z.boolean().optional(),
    cohort: cohortAttributes.optional(),
  })
  .strict();

type EvaluationInput = z.infer<typeof evaluationBody>;

/** Where a rule in the flags file finds a cohort attribute: `cohort.<name>`. */
export const COHORT_ATTRIBUTE_PREFIX = 'cohort.';

/**
 * The flag context of one visitor: who they are from the session, never from the browser; where
 * they are and the experiment inputs from the request. The GET query carries only the path and
 * anonymous id, the chat assistant's POST every input.
 */
export function visitorContext(
  hostName: string,
  visitor: FlagVisitor | undefined,
  input: Pick<EvaluationInput, 'path' | 'anonymousId'> & Partial<EvaluationInput>,
): FlagContext {
  const { locale, path } = stripLocale(input.path);
  const attributes: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(input.cohort ?? {})) {
    attributes[`${COHORT_ATTRIBUTE_PREFIX}${name}`] = typeof value === 'number' ? String(value) : value;
  }
  // The user id is the session's: a browser cannot claim to be someone else.
  if (visitor) attributes.userId = visitor.userId;
  if (input.hostName !== undefined) attributes.hostName = input.hostName;
  if (input.emailDomainHash !== undefined) attributes.emailDomainHash = input.emailDomainHash;
  if (input.isCompanyAccount !== undefined) attributes.isCompanyAccount = input.isCompanyAccount;
  if (input.isAdmin !== undefined) attributes.isAdmin = input.isAdmin;
  return {
    locale,
    host: hostName,
    path,
    roles: visitor ? visitor.roles : ['anonymous'],
    ...(input.anonymousId === undefined ? {} : { targetingKey: input.anonymousId }),
    ...(input.countryCode === undefined ? {} : { country: input.countryCode }),
    ...(Object.keys(attributes).length === 0 ? {} : { attributes }),
  };
}

export function createFlagsApiRouter(deps: FlagsApiDeps): Router {
  const router = express.Router();
  const answer = async (req: Request, res: Response, input: Parameters<typeof visitorContext>[2]) => {
    const context = visitorContext(req.hostname, await deps.visitorOf(req), input);
    res.json({ featureFlags: await deps.flags.evaluate(context) });
  };

  router.get(FLAGS_API_PATH, async (req, res) => {
    const query = parseInput(getQuery, req.query, res);
    if (query) await answer(req, res, query);
  });

  router.post(FLAGS_API_PATH, ...jsonBody(BODY_LIMIT), async (req, res) => {
    const body = parseInput(evaluationBody, req.body, res);
    if (body) await answer(req, res, body);
  });

  router.get(COHORT_PATH, async (req, res) => {
    const visitor = await deps.visitorOf(req);
    const at = visitor?.email.lastIndexOf('@') ?? -1;
    res.setHeader('Cache-Control', NO_STORE);
    // The built-in cohort: what the session and configuration know. Unknowns are null, as the
    // customer-context service answers them, and the browser drops them.
    res.json({
      data: {
        attributes: {
          signedIn: visitor !== undefined,
          accountId: visitor?.userId ?? null,
          emailDomain: visitor && at >= 0 ? visitor.email.slice(at + 1) : null,
          editor: visitor ? visitor.roles.includes('editor') : null,
          staff: visitor ? visitor.roles.includes('staff') : null,
          partner: visitor ? visitor.roles.includes('partner') : null,
          environment: deps.environment,
        },
      },
    });
  });

  router.use(FLAGS_API_PATH, jsonBodyErrors(BODY_LIMIT));
  return router;
}
