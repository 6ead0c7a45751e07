/**
 * Sign-in, sign-out and the two session APIs (docs/adr/010-sessions-and-local-sign-in.md).
 *
 * Local sign-in: /login/ asks for an e-mail address and mails a one-time link (its token hashed in
 * the store, single use, 15 minutes). The link opens /login/verify/, which asks for one more click
 * before the token is spent, so a mail scanner that fetches links cannot use it up. /logout/ shows a
 * confirm form on GET and ends the session on POST. Every return target is checked against the
 * site's own origin. The APIs answer the browser's user fetch and heartbeat, `private, no-store`.
 *
 * OpenID Connect (docs/adr/018-openid-connect-sign-in.md), when configured, replaces the local
 * steps: /login/ sends the visitor to the provider and /login/callback/ checks the answer and starts
 * the same session; /logout/ then also ends the provider's session when it has an end-session
 * endpoint.
 */
import { createHash } from 'node:crypto';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Config } from '../../config/config';
import { fill } from '../../shared/i18n/messages';
import { serverMessagesFor, type ServerPageLabelKey } from '../../shared/i18n/server-messages';
import {
  accountUrl,
  loginUrl,
  logoutUrl,
  namedContactsUrl,
  requestsUrl,
} from '../../shared/components/chrome/chrome-links';
import { ACCOUNT_PATH, HEARTBEAT_PATH, USER_AUTH_PATH } from '../../shared/constants';
import { stripLocale, withLocale } from '../../shared/links/locale';
import { needsSession } from '../../shared/links/session-pages';
import type { Locale } from '../../shared/types/content';
import type { SignInPageData } from '../../shared/types/pages/other-pages';
import {
  clearSessionCookie,
  clearSignedInMarker,
  readCookie,
  sessionCookieName,
  sessionIdOf,
  setSessionCookie,
} from '../auth/cookies';
import type { Mailer } from '../auth/mailer';
import { rolesOf } from '../auth/roles';
import type { Sessions } from '../auth/sessions';
import { hashSecret, isWellFormedSecret, newSecret } from '../auth/tokens';
import { SignInError, type OidcSignIn, type SignInFailure } from '../auth/oidc';
import { clearFlowCookie, readFlowCookie, setFlowCookie, type SignInFlowSealer } from '../auth/oidc-flow';
import { safeRedirectTarget } from '../middleware/safe-redirect';
import type { Store } from '../store/store';
import { signInFormStep } from '../content/resolvers/static-pages';
import type { PageHandler } from './page-handler';
import { rateLimit, type RateLimit } from '../middleware/rate-limit';

export { HEARTBEAT_PATH, USER_AUTH_PATH } from '../../shared/constants';
export const SIGN_IN_LINK_LIFETIME_MS = 15 * 60_000;
export const SIGN_IN_LIMIT_WINDOW_MS = 15 * 60_000;
const NO_STORE = 'private, no-store';
const EMAIL_MAX = 254;
const PAGE_PATHS = ['/login/', '/login/verify/', '/login/callback/', '/logout/'] as const;
export const CALLBACK_PATH = '/login/callback/';
export const ADDRESS_LIMIT_FACTOR = 4;

export interface AuthRouteDeps {
  config: Pick<Readonly<Config>, 'publicBaseUrl' | 'isProduction' | 'auth'>;
  sessions: Sessions;
  store: Pick<Store, 'saveSignInToken' | 'useSignInToken' | 'claimSupportRequests'>;
  mailer: Mailer;
  logger: Logger;
  now?: () => Date;
  /** Present when an OpenID Connect provider signs visitors in instead of the local page. */
  oidc?: { client: OidcSignIn; sealer: SignInFlowSealer };
}

/** The message and status of the page shown for each way an OpenID Connect sign-in can fail. */
const FAILURE_PAGES: Readonly<Record<SignInFailure, [ServerPageLabelKey, number]>> = {
  unavailable: ['signInProviderUnavailable', 503],
  denied: ['signInDenied', 403],
  interactionRequired: ['signInFailed', 400],
  noEmail: ['signInNoEmail', 403],
  failed: ['signInFailed', 400],
};

type EmailProblem = 'emailRequired' | 'emailTooLong' | 'emailInvalid';

const emailFormat = z.email();

/** The normalised address (trimmed, lower case), or which of the three problems it has. */
export function checkEmail(value: unknown): { email: string } | { problem: EmailProblem } {
  if (typeof value !== 'string' || value.trim() === '') return { problem: 'emailRequired' };
  const email = value.trim().toLowerCase();
  if (email.length > EMAIL_MAX) return { problem: 'emailTooLong' };
  if (!emailFormat.safeParse(email).success) return { problem: 'emailInvalid' };
  return { email };
}

/** A stable, opaque account id for an address: it names the account without revealing the address. */
export function accountIdOf(email: string): string {
  return createHash('sha256').update(`account:${email}`).digest('hex').slice(0, 24);
}

/** A one-letter avatar as an SVG data url: no image host to reach, and `img-src` allows data urls. */
export function initialAvatar(email: string): string {
  const initial = (email.match(/[a-z0-9]/i)?.[0] ?? '?').toUpperCase();
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">' +
    '<circle cx="16" cy="16" r="16" fill="#0c66e4"/>' +
    `<text x="16" y="21" font-family="sans-serif" font-size="15" fill="#fff" text-anchor="middle">${initial}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function noStore(_req: Request, res: Response, next: () => void): void {
  res.setHeader('Cache-Control', NO_STORE);
  next();
}

/** GET user details and the heartbeat; mounted before the trailing-slash redirect. */
export function createAuthApiRouter(deps: Pick<AuthRouteDeps, 'config' | 'sessions'>): Router {
  const { config, sessions } = deps;
  const secure = config.isProduction;
  const router = express.Router();

  router.get(USER_AUTH_PATH, noStore, async (req, res) => {
    const session = await sessions.resolve(sessionIdOf(req, secure));
    if (!session) {
      clearSignedInMarker(res, secure);
      res.status(401).json({ error: 'Not signed in' });
      return;
    }
    const { email } = session;
    res.json({
      data: {
        userName: email,
        id: accountIdOf(email),
        photos: [{ value: initialAvatar(email) }],
        displayName: email.slice(0, email.indexOf('@')),
        emailAddress: email,
        roles: rolesOf(email, req.hostname, config.auth),
        // The identity provider's profile page for Manage account (MANAGE_ACCOUNT_URL); null: none.
        manageAccountUrl: config.auth.manageAccountUrl ?? null,
      },
    });
  });

  router.get(HEARTBEAT_PATH, noStore, async (req, res) => {
    const session = await sessions.resolve(sessionIdOf(req, secure));
    if (!session) clearSignedInMarker(res, secure);
    res.status(session ? 204 : 401).end();
  });

  return router;
}

/** /login/, /login/verify/ and /logout/ of one locale; mounted at '/' and '/ja' like the pages. */
export function createSignInRouter(deps: AuthRouteDeps, pages: PageHandler, locale: Locale): Router {
  const { config, sessions, store, mailer, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const secure = config.isProduction;
  const labels = serverMessagesFor(locale).page;
  const home = withLocale('/', locale);
  const router = express.Router({ caseSensitive: true, strict: true });
  const form = express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 10 });
  const continueOf = (value: unknown) => safeRedirectTarget(value, config.publicBaseUrl, home);

  const page = (req: Request, res: Response, data: Partial<SignInPageData>, status = 200) =>
    pages.sendPrivate(
      req,
      res,
      locale,
      'signIn',
      { signIn: signInFormStep(locale, { path: PAGE_PATHS.find((path) => req.path === path) ?? '/login/', ...data }) },
      status,
    );
  const problem = (key: ServerPageLabelKey) => labels[key];

  router.get('/logout/', async (req, res) => {
    await page(req, res, {
      step: 'logout',
      action: withLocale('/logout/', locale),
      continueTo: continueOf(req.query.continue),
    });
  });

  router.post('/logout/', form, async (req, res) => {
    await sessions.end(sessionIdOf(req, secure));
    clearSessionCookie(res, secure);
    res.setHeader('Cache-Control', NO_STORE);
    // With a provider that can end its own session, go through it: it returns to the base url.
    const endSession = deps.oidc?.client.endSessionUrl();
    res.redirect(303, endSession?.href ?? continueOf((req.body as Record<string, unknown> | undefined)?.continue));
  });

  // The account page, whoever signed the visitor in: a session is all it needs.
  const accountPage = accountUrl(locale);
  /** The visitor's session and its cookie value, or undefined after sending them to sign in and back here. */
  const signedIn = async (req: Request, res: Response) => {
    const id = sessionIdOf(req, secure);
    const session = await sessions.resolve(id);
    if (session) return { id, session };
    res.setHeader('Cache-Control', NO_STORE);
    res.redirect(303, loginUrl(accountPage, locale));
    return undefined;
  };

  router.get(ACCOUNT_PATH, async (req, res) => {
    const visitor = await signedIn(req, res);
    if (!visitor) return;
    const { id, session } = visitor;
    const ended =
      typeof req.query.ended === 'string' && /^\d{1,4}$/.test(req.query.ended) ? Number(req.query.ended) : null;
    await page(req, res, {
      step: 'account',
      path: ACCOUNT_PATH,
      action: `${accountPage}sessions/`,
      account: {
        email: session.email,
        signedInOn: session.createdAt.toISOString().slice(0, 10),
        otherSessions: await sessions.countOthers(session.email, id),
        ended,
        requestsUrl: requestsUrl(locale),
        namedContactsUrl: namedContactsUrl(locale),
        logoutUrl: logoutUrl(locale),
      },
    });
  });

  // 'Log out everywhere else': ends the address's other sessions, then shows the page with how many.
  router.post(`${ACCOUNT_PATH}sessions/`, async (req, res) => {
    const visitor = await signedIn(req, res);
    if (!visitor) return;
    const ended = await sessions.endOthers(visitor.session.email, visitor.id);
    logger.info({ ended }, 'Other sessions of an account ended from its account page');
    res.setHeader('Cache-Control', NO_STORE);
    res.redirect(303, `${accountPage}?ended=${ended}`);
  });

  if (deps.oidc) {
    addOidcRoutes(router, deps, deps.oidc, { locale, continueOf, page, now });
    return router;
  }

  const unavailable: RequestHandler = async (req, res, next) => {
    if (config.auth.localSignIn) return next();
    await page(
      req,
      res,
      {
        step: 'unavailable',
        error: serverMessagesFor(locale).signIn.signInUnavailable,
        ...waysOn(req.query.continue, config.publicBaseUrl),
      },
      503,
    );
  };

  const limited = (limit: RateLimit, keyOf: (req: Request) => string | undefined) =>
    rateLimit(limit, undefined, keyOf, (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      void page(
        req,
        res,
        {
          continueTo: continueOf(body.continue),
          email: typeof body.email === 'string' ? body.email.slice(0, EMAIL_MAX) : '',
          error: problem('tooManySignIns'),
        },
        429,
      );
    });
  const perEmailLimit: RateLimit = { limit: config.auth.signInLimit, windowMs: SIGN_IN_LIMIT_WINDOW_MS };
  // Several people share one address behind an office's NAT, so an address gets more attempts.
  const perAddressLimit: RateLimit = { ...perEmailLimit, limit: config.auth.signInLimit * ADDRESS_LIMIT_FACTOR };
  const perAddress = limited(perAddressLimit, (req) => `ip:${req.ip ?? 'unknown'}`);
  const perEmail = limited(perEmailLimit, (req) => {
    const checked = checkEmail((req.body as Record<string, unknown> | undefined)?.email);
    return 'email' in checked ? `email:${checked.email}` : undefined;
  });

  router.get('/login/', unavailable, async (req, res) => {
    const continueTo = continueOf(req.query.continue);
    const prompt = req.query.prompt;
    const session = await sessions.resolve(sessionIdOf(req, secure));
    if (returnedSignedIn(session, prompt, res, continueTo)) return;
    // prompt=none allows no interaction: an anonymous visitor goes back still anonymous.
    if (!session && prompt === 'none') {
      res.redirect(303, continueTo);
      return;
    }
    const hint = typeof req.query.login_hint === 'string' ? req.query.login_hint.slice(0, EMAIL_MAX) : '';
    await page(req, res, { continueTo, email: hint || (session?.email ?? '') });
  });

  router.post('/login/', unavailable, form, perAddress, perEmail, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const continueTo = continueOf(body.continue);
    const checked = checkEmail(body.email);
    if ('problem' in checked) {
      const typed = typeof body.email === 'string' ? body.email.slice(0, EMAIL_MAX) : '';
      await page(req, res, { continueTo, email: typed, error: problem(checked.problem) }, 400);
      return;
    }
    const { email } = checked;
    const token = newSecret();
    const createdAt = now();
    await store.saveSignInToken({
      tokenHash: hashSecret(token),
      email,
      continueTo,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + SIGN_IN_LINK_LIFETIME_MS),
    });
    const link = `${config.publicBaseUrl}${withLocale('/login/verify/', locale)}?token=${token}`;
    try {
      await mailer.send({
        to: email,
        subject: labels.signInMailSubject,
        text: fill(labels.signInMailText, { link }),
      });
    } catch (error) {
      logger.error({ err: error }, 'Sign-in mail could not be sent');
      await page(req, res, { continueTo, email, error: problem('signInMailFailed') }, 503);
      return;
    }
    const showLink = !mailer.delivers && !config.isProduction;
    await page(req, res, { step: 'sent', continueTo, email, localLink: showLink ? link : null });
  });

  router.get('/login/verify/', unavailable, async (req, res) => {
    const token = req.query.token;
    if (!isWellFormedSecret(token)) {
      await page(req, res, { error: problem('signInLinkInvalid') }, 400);
      return;
    }
    await page(req, res, { step: 'confirm', action: withLocale('/login/verify/', locale), token });
  });

  router.post('/login/verify/', unavailable, form, async (req, res) => {
    const token = (req.body as Record<string, unknown> | undefined)?.token;
    const time = now();
    const used = isWellFormedSecret(token) ? await store.useSignInToken(hashSecret(token), time) : undefined;
    if (!used || used.expiresAt.getTime() <= time.getTime()) {
      await page(req, res, { error: problem('signInLinkInvalid') }, 400);
      return;
    }
    const id = await sessions.start(used.email, sessionIdOf(req, secure));
    // Signing in proves the address: requests filed with it while anonymous become this account's.
    await store.claimSupportRequests(used.email);
    setSessionCookie(res, id, secure, sessions.cookieMaxAgeMs);
    res.setHeader('Cache-Control', NO_STORE);
    res.redirect(303, continueOf(used.continueTo));
  });

  return router;
}

interface OidcRouteContext {
  locale: Locale;
  continueOf: (value: unknown) => string;
  page: (req: Request, res: Response, data: Partial<SignInPageData>, status?: number) => Promise<void>;
  now: () => Date;
}

/** The login url of the site for a locale, coming back to `continueTo` (SPEC.md section 7). */
/**
 * Sends a visitor who is signed in already back where they came from, unless they asked to pick
 * another account; says whether it answered.
 */
function returnedSignedIn(session: unknown, prompt: unknown, res: Response, continueTo: string): boolean {
  if (!session || prompt === 'select_account' || prompt === 'login') return false;
  res.redirect(303, continueTo);
  return true;
}

/** The site's own support forms; each takes a request without signing in. */
const CONTACT_FORM_PATHS = ['/contact/', '/hot-contact/', '/partnercontact/', '/statuspage-contact/'];

/**
 * Where a visitor goes on from a sign-in that is not available: back to the `continue` page when it
 * is a path of this site other than sign-in itself, or, when they were going to a support form,
 * straight to that form (it takes a request without signing in). A page that needs a session (their
 * requests, named contacts, insights) would only send them back here, so they are offered the
 * support form of its language instead.
 */
export function waysOn(target: unknown, origin: string): Pick<SignInPageData, 'backUrl' | 'contactFormUrl'> {
  const path = safeRedirectTarget(target, origin, '');
  // The page's path without its query, hash or locale prefix, and the locale that prefix names.
  const { locale, path: local } = stripLocale(path.split(/[?#]/, 1)[0] ?? '');
  if (path === '' || PAGE_PATHS.some((page) => local === page || local === page.slice(0, -1))) {
    return { backUrl: null, contactFormUrl: null };
  }
  if (CONTACT_FORM_PATHS.includes(local)) return { backUrl: null, contactFormUrl: path };
  if (needsSession(path)) {
    return { backUrl: null, contactFormUrl: withLocale('/contact/', locale) };
  }
  return { backUrl: path, contactFormUrl: null };
}

function retryUrl(locale: Locale, continueTo: string): string {
  const query = new URLSearchParams({ application: 'sac', continue: continueTo });
  return `${withLocale('/login/', locale)}?${query.toString()}`;
}

/**
 * /login/ and /login/callback/ with an OpenID Connect provider. The login url keeps its meaning:
 * `prompt=none` asks the provider to sign in without showing anything (and comes back anonymous
 * when it cannot), `prompt=select_account` lets the visitor pick another account, `login_hint`
 * is passed on, and `continue` is checked here and again when the provider sends the visitor back.
 */
function addOidcRoutes(
  router: Router,
  deps: AuthRouteDeps,
  oidc: NonNullable<AuthRouteDeps['oidc']>,
  context: OidcRouteContext,
): void {
  const { config, sessions, store, logger } = deps;
  const { locale, continueOf, page, now } = context;
  const secure = config.isProduction;
  const labels = serverMessagesFor(locale).page;

  router.get('/login/', async (req, res) => {
    res.setHeader('Cache-Control', NO_STORE);
    const continueTo = continueOf(req.query.continue);
    const prompt = req.query.prompt;
    const session = await sessions.resolve(sessionIdOf(req, secure));
    if (returnedSignedIn(session, prompt, res, continueTo)) return;
    const silent = prompt === 'none';
    const hint = checkEmail(req.query.login_hint);
    const flow = oidc.client.newFlow({ continueTo, locale, silent, startedAt: now().getTime() });
    let target: URL;
    try {
      target = await oidc.client.authorizationUrl({
        flow,
        selectAccount: prompt === 'select_account' || prompt === 'login',
        loginHint: 'email' in hint ? hint.email : undefined,
        uiLocale: locale === 'ja-JP' ? 'ja' : undefined,
      });
    } catch (error) {
      if (!(error instanceof SignInError)) throw error;
      // prompt=none promises the visitor sees nothing: they go back, still anonymous.
      if (silent) {
        res.redirect(303, continueTo);
        return;
      }
      const retry = retryUrl(locale, continueTo);
      await page(req, res, { step: 'unavailable', error: labels.signInProviderUnavailable, retryUrl: retry }, 503);
      return;
    }
    setFlowCookie(res, oidc.sealer.seal(flow), secure);
    res.redirect(303, target.href);
  });

  // The provider knows one redirect uri (config.auth.oidc.redirectUri, unprefixed): a flow started
  // on a Japanese page is passed on to /ja/login/callback/, so its pages are rendered in Japanese.
  router.get(CALLBACK_PATH, async (req, res) => {
    res.setHeader('Cache-Control', NO_STORE);
    const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    const flow = oidc.sealer.open(readFlowCookie(req.headers.cookie, secure), now());
    if (flow && flow.locale !== locale) {
      res.redirect(303, `${withLocale(CALLBACK_PATH, flow.locale)}${query}`);
      return;
    }
    clearFlowCookie(res, secure);
    const continueTo = continueOf(flow?.continueTo);
    const fail = async (failure: SignInFailure) => {
      const [key, status] = FAILURE_PAGES[failure];
      await page(req, res, { step: 'unavailable', error: labels[key], retryUrl: retryUrl(locale, continueTo) }, status);
    };
    if (!flow) {
      logger.warn('OpenID Connect callback without a live sign-in flow (missing, altered or expired cookie)');
      await fail('failed');
      return;
    }
    let identity: Awaited<ReturnType<OidcSignIn['finish']>>;
    try {
      identity = await oidc.client.finish(new URL(`${config.auth.oidc!.redirectUri}${query}`), flow);
    } catch (error) {
      if (!(error instanceof SignInError)) throw error;
      if (error.failure === 'interactionRequired' && flow.silent) {
        res.redirect(303, continueTo);
        return;
      }
      logger.warn({ failure: error.failure, reason: error.message }, 'OpenID Connect sign-in did not complete');
      await fail(error.failure);
      return;
    }
    const id = await sessions.start(identity.email, sessionIdOf(req, secure));
    // Requests filed anonymously with this address become the account's only when the provider
    // vouches for the address.
    if (identity.emailVerified) await store.claimSupportRequests(identity.email);
    setSessionCookie(res, id, secure, sessions.cookieMaxAgeMs);
    res.redirect(303, continueTo);
  });
}

/** Whether a Cookie header carries a session cookie (for the Origin check). */
export function hasSessionCookie(secure: boolean): (header: string | undefined) => boolean {
  return (header) => readCookie(header, sessionCookieName(secure)) !== undefined;
}
