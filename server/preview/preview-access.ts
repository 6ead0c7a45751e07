/**
 * Who may see drafts (docs/adr/023-live-preview.md): content editors (a signed-in address of the
 * editor domain) and whoever holds the shared preview secret. The secret is offered once, as the
 * `preview_secret` query parameter or the `X-Preview-Secret` header, and then kept in an HttpOnly
 * cookie that holds an HMAC of it, never the secret itself. Anyone else gets the preview error
 * page with a sign-in link (401, or 403 when signed in without editor rights), never the draft.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { PreviewConfig } from '../../config/config';
import { stripLocale, withLocale } from '../../shared/links/locale';
import type { Locale } from '../../shared/types/content';
import type { PreviewErrorReason } from '../../shared/types/pages/other-pages';
import { readCookie } from '../auth/cookies';
import { isEditorEmail } from '../auth/roles';

export const PREVIEW_COOKIE = 'hc_preview';
export const PREVIEW_SECRET_PARAM = 'preview_secret';
export const PREVIEW_SECRET_HEADER = 'x-preview-secret';

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
  const grant = (res: Response) =>
    res.cookie(PREVIEW_COOKIE, cookieValue, { httpOnly: true, sameSite: 'lax', secure: options.secure, path: '/' });

  const check = async (req: Request, res: Response): Promise<'allow' | 'redirected' | 'deny'> => {
    if (access.open || OPEN_PATHS.test(req.path)) return 'allow';
    if (secret !== undefined) {
      const fromQuery = req.query[PREVIEW_SECRET_PARAM];
      const offered = typeof fromQuery === 'string' ? fromQuery : req.get(PREVIEW_SECRET_HEADER);
      if (offered !== undefined && same(offered, secret)) {
        grant(res);
        if (typeof fromQuery !== 'string') return 'allow';
        res.redirect(302, withoutSecret(req));
        return 'redirected';
      }
      const held = readCookie(req.headers.cookie, PREVIEW_COOKIE);
      if (offered === undefined && held !== undefined && same(held, cookieValue!)) return 'allow';
    }
    const email = options.emailOf ? await options.emailOf(req) : undefined;
    if (email !== undefined && isEditorEmail(email, options.editorEmailDomain)) return 'allow';
    const locale = stripLocale(req.path).locale;
    const signInUrl = options.signInAvailable
      ? `${withLocale('/login/', locale)}?${new URLSearchParams({ continue: withoutSecret(req) }).toString()}`
      : undefined;
    await options.deny(req, res, locale, {
      reason: email === undefined ? 'signInRequired' : 'editorsOnly',
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
