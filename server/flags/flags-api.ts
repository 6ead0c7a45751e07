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
const pagePath = z
  .string()
  .max(2048, 'must be at most 2048 characters')
  .regex(/^\/[^\s\\]*$/, "must be a site path starting with '/'");
const anonymousId = z.string().regex(/^[\w-]{1,128}$/, 'must be 1 to 128 letters, digits, hyphens or underscores');

const getQuery = z.object({ path: pagePath, anonymousId: anonymousId.optional() }).strict();

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
  })
  .strict();

function problemOf(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'the request is invalid';
  if (issue.code === 'unrecognized_keys') return `unknown field ${issue.keys.map((key) => `'${key}'`).join(', ')}`;
  const field = issue.path.join('.') || 'body';
  if (issue.code === 'invalid_type' && issue.message.endsWith('received undefined')) return `${field} is required`;
  return `${field} ${issue.message.replace(/^Invalid input: /, '')}`;
}

function baseContext(
  req: Request,
  path: string,
  visitor: FlagVisitor | undefined,
  id: string | undefined,
): FlagContext {
  return {
    locale: stripLocale(path).locale,
    host: req.hostname,
    path: stripLocale(path).path,
    roles: visitor ? visitor.roles : ['anonymous'],
    ...(id === undefined ? {} : { targetingKey: id }),
  };
}

async function answer(res: Response, flags: PageFlags, context: FlagContext): Promise<void> {
  res.setHeader('Cache-Control', NO_STORE);
  res.json({ featureFlags: await flags.evaluate(context) });
}

export function createFlagsApiRouter(deps: FlagsApiDeps): Router {
  const router = express.Router();

  router.get(FLAGS_API_PATH, async (req, res) => {
    const parsed = getQuery.safeParse(req.query);
    if (!parsed.success) {
      res
        .status(400)
        .setHeader('Cache-Control', NO_STORE)
        .json({ error: problemOf(parsed.error) });
      return;
    }
    const visitor = await deps.visitorOf(req);
    await answer(res, deps.flags, baseContext(req, parsed.data.path, visitor, parsed.data.anonymousId));
  });

  router.post(FLAGS_API_PATH, express.json({ limit: '4kb' }), async (req, res) => {
    const parsed = evaluationBody.safeParse(req.body);
    if (!parsed.success) {
      res
        .status(400)
        .setHeader('Cache-Control', NO_STORE)
        .json({ error: problemOf(parsed.error) });
      return;
    }
    const body = parsed.data;
    const visitor = await deps.visitorOf(req);
    const context = baseContext(req, body.path, visitor, body.anonymousId);
    await answer(res, deps.flags, {
      ...context,
      ...(body.countryCode === undefined ? {} : { country: body.countryCode }),
      attributes: {
        // The user id and roles are the session's: a browser cannot claim to be someone else.
        ...(visitor ? { userId: visitor.userId } : {}),
        ...(body.hostName === undefined ? {} : { hostName: body.hostName }),
        ...(body.emailDomainHash === undefined ? {} : { emailDomainHash: body.emailDomainHash }),
        ...(body.isCompanyAccount === undefined ? {} : { isCompanyAccount: body.isCompanyAccount }),
        ...(body.isAdmin === undefined ? {} : { isAdmin: body.isAdmin }),
      },
    });
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

  router.use(FLAGS_API_PATH, ((error, _req, res, next) => {
    if (res.headersSent) return next(error);
    const type = (error as { type?: unknown } | null)?.type;
    if (type === 'entity.parse.failed') res.status(400).json({ error: 'body must be valid JSON' });
    else if (type === 'entity.too.large') res.status(413).json({ error: 'body must be at most 4kb' });
    else next(error);
  }) as express.ErrorRequestHandler);
  return router;
}
