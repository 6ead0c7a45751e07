/**
 * Who may see drafts (docs/adr/023-live-preview.md): content editors (a signed-in address of the
 * editor domain) and whoever holds the shared preview secret. The secret is offered once, as the
 * `preview_secret` query parameter or the `X-Preview-Secret` header, and then kept in an HttpOnly
 * cookie that holds an HMAC of it, never the secret itself. Anyone else gets the preview error
 * page with a sign-in link (401, or 403 when signed in without editor rights), never the draft; a
 * signed-in visitor's link asks to pick another account, since signing in again as the same one
 * would only come back to the same page.
 *
 * A secret in the query leaves the address bar either way: a right one is answered with a redirect
 * to the url without it, and so is a wrong one, with a short-lived cookie that lets the page at the
 * clean url say that the link's secret is not valid.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { PreviewConfig } from '../../config/config';
import { loginUrl } from '../../shared/components/chrome/chrome-links';
import { stripLocale } from '../../shared/links/locale';
import type { Locale } from '../../shared/types/content';
import type { PreviewErrorReason } from '../../shared/types/pages/other-pages';
import { readCookie } from '../auth/cookies';
import { isEditorEmail } from '../auth/roles';

export const PREVIEW_COOKIE = 'hc_preview';
export const PREVIEW_SECRET_PARAM = 'preview_secret';
export const PREVIEW_SECRET_HEADER = 'x-preview-secret';
/** Set, for a minute, with the redirect that takes a wrong secret out of the address. */
export const PREVIEW_REFUSED_COOKIE = 'hc_preview_refused';
const REFUSED_MAX_AGE_MS = 60_000;

/** Paths a visitor needs to get in: signing in and out, and the JSON APIs (which show no drafts). */
const OPEN_PATHS = /^\/(?:ja\/)?(?:login|logout)(?:\/|$)|^\/gateway\/api\//;

export interface PreviewAccessOptions {
  access: PreviewConfig;
  /** Production: the cookie is Secure. */
  secure: boolean;
  editorEmailDomain: string;
  isPreview: (req: Request) => boolean;
  /** The signed-in visitor's address; absent when sign-in is not mounted. */
  emailOf?: (req: Request) => Promise<string | undefined>;
  /** Whether /login/ exists here, so the denial page can link to it. */
  signInAvailable: boolean;
  deny: (
    req: Request,
    res: Response,
    locale: Locale,
    denial: { reason: PreviewErrorReason; status: number; signInUrl?: string },
  ) => Promise<void>;
}

/** What the cookie holds: proof of the secret that changes when the secret does. */
export function previewCookieValue(secret: string): string {
  return createHmac('sha256', secret).update('help-centre preview access').digest('hex');
}

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The request's url without the secret parameter, so it leaves the address bar and the history. */
function withoutSecret(req: Request): string {
  const url = new URL(req.originalUrl, 'http://localhost');
  url.searchParams.delete(PREVIEW_SECRET_PARAM);
  return `${url.pathname}${url.search}`;
}

export function previewAccess(options: PreviewAccessOptions): RequestHandler {
  const { access } = options;
  const secret = access.secret;
  const cookieValue = secret === undefined ? undefined : previewCookieValue(secret);
  const cookieOptions = { httpOnly: true, sameSite: 'lax', secure: options.secure, path: '/' } as const;
  const grant = (res: Response) => res.cookie(PREVIEW_COOKIE, cookieValue, cookieOptions);

  const check = async (req: Request, res: Response): Promise<'allow' | 'redirected' | 'deny'> => {
    if (access.open || OPEN_PATHS.test(req.path)) return 'allow';
    const refused = readCookie(req.headers.cookie, PREVIEW_REFUSED_COOKIE) !== undefined;
    if (refused) res.clearCookie(PREVIEW_REFUSED_COOKIE, cookieOptions);
    let wrongSecret = refused;
    if (secret !== undefined) {
      const fromQuery = req.query[PREVIEW_SECRET_PARAM];
      const offered = typeof fromQuery === 'string' ? fromQuery : req.get(PREVIEW_SECRET_HEADER);
      const right = offered !== undefined && same(offered, secret);
      if (right) grant(res);
      if (typeof fromQuery === 'string') {
        if (!right) res.cookie(PREVIEW_REFUSED_COOKIE, '1', { ...cookieOptions, maxAge: REFUSED_MAX_AGE_MS });
        res.redirect(302, withoutSecret(req));
        return 'redirected';
      }
      if (right) return 'allow';
      if (offered !== undefined) wrongSecret = true;
      const held = readCookie(req.headers.cookie, PREVIEW_COOKIE);
      if (offered === undefined && held !== undefined && same(held, cookieValue!)) return 'allow';
    }
    const email = options.emailOf ? await options.emailOf(req) : undefined;
    if (email !== undefined && isEditorEmail(email, options.editorEmailDomain)) return 'allow';
    const locale = stripLocale(req.path).locale;
    const back = withoutSecret(req);
    // Signed in already: only another account can help, so the link asks the sign-in to let them pick one.
    const signInUrl = options.signInAvailable
      ? email === undefined
        ? loginUrl(back, locale)
        : loginUrl(back, locale, 'select_account')
      : undefined;
    await options.deny(req, res, locale, {
      reason: wrongSecret ? 'secretInvalid' : email === undefined ? 'signInRequired' : 'editorsOnly',
      status: email === undefined ? 401 : 403,
      ...(signInUrl ? { signInUrl } : {}),
    });
    return 'deny';
  };

  return (req, res, next) => {
    if (!options.isPreview(req)) {
      next();
      return;
    }
    check(req, res).then((outcome) => {
      if (outcome === 'allow') next();
    }, next);
  };
}
