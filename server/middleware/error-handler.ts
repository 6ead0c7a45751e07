/**
 * The one place errors become responses. Typed errors (shared/errors.ts) carry their status; a
 * BadRequestError is answered with JSON naming the problem, and another typed 4xx on an API or a
 * file path with its message, as JSON or text. A malformed address gets the site's own page with the
 * reason, an unknown one the not-found page; everything else gets an html error page with a generic
 * message. Visitors never see an unknown error's message or a stack trace, the log gets both.
 */
import type { ErrorRequestHandler, Request, Response } from 'express';
import type { Logger } from 'pino';
import { AppError, BadRequestError, MalformedUrlError, NoRendererError } from '../../shared/errors';
import { errorMessagesFor } from '../../shared/i18n/part-messages';
import { stripLocale, withLocale } from '../../shared/links/locale';
import type { Locale } from '../../shared/types/content';
import { escapeHtml } from '../../shared/richtext/escape';
import { PAGE_TREE_FILE_PREFIX } from '../content/snapshot';
import { HEADER_MENUS_PREFIX } from '../render/header-menus';
import './locals';

export interface ErrorHandlerOptions {
  logger: Logger;
  /** Renders the not-found page (status 404) for a NotFoundError thrown after routing. */
  renderNotFound?: (req: Request, res: Response) => Promise<void>;
  /** Renders the page of a malformed address (status 400) for a MalformedUrlError. */
  renderMalformedUrl?: (req: Request, res: Response) => Promise<void>;
}

/** How the callers of a path read an error: a page, JSON (the APIs, the json files pages fetch), or text. */
export type ErrorForm = 'page' | 'json' | 'text';

const JSON_PATHS = ['/gateway/', '/hooks/', PAGE_TREE_FILE_PREFIX, HEADER_MENUS_PREFIX];
const FILE_PATHS = ['/static/', '/content-assets/'];

export function errorFormOf(path: string): ErrorForm {
  if (JSON_PATHS.some((prefix) => path.startsWith(prefix))) return 'json';
  if (FILE_PATHS.some((prefix) => path.startsWith(prefix))) return 'text';
  return 'page';
}

export function statusOf(error: unknown): number {
  if (error instanceof AppError) return error.status;
  const status =
    (error as { status?: unknown; statusCode?: unknown } | null)?.status ??
    (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/**
 * A page with no scripts and no details, safe to show for any failure, in the locale of the url; a
 * malformed address is named as such.
 */
export function errorPageHtml(status: number, locale: Locale = 'en-US', error?: unknown): string {
  const labels = errorMessagesFor(locale);
  const { title, message } =
    error instanceof MalformedUrlError
      ? { title: labels.malformedUrlTitle, message: labels.malformedUrlMessage }
      : status === 503
        ? { title: labels.unavailableTitle, message: labels.unavailableMessage }
        : status >= 500
          ? { title: labels.serverErrorTitle, message: labels.serverErrorMessage }
          : { title: labels.requestFailedTitle, message: labels.requestFailedMessage };
  const home = escapeHtml(withLocale('/', locale));
  return [
    `<!doctype html><html lang="${locale === 'ja-JP' ? 'ja' : 'en'}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>`,
    `<body data-template="error" data-status="${status}"><main id="maincontent">`,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="${home}">${escapeHtml(labels.goHome)}</a></p>`,
    '</main></body></html>',
  ].join('');
}

export function createErrorHandler(options: ErrorHandlerOptions): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    const log = res.locals.log ?? options.logger;
    if (res.headersSent) {
      log.error({ err: error }, 'Error after the response started');
      next(error);
      return;
    }
    const status = statusOf(error);
    if (error instanceof NoRendererError) {
      log.error(
        { err: error, entryId: error.entryId, contentType: error.contentType, url: req.originalUrl },
        error.message,
      );
    } else if (status >= 500) {
      log.error({ err: error, url: req.originalUrl }, error instanceof Error ? error.message : 'Request failed');
    } else {
      log.info(
        { url: req.originalUrl, status, reason: error instanceof Error ? error.message : String(error) },
        'request rejected',
      );
    }
    res.setHeader('Cache-Control', 'private, no-store');
    if (error instanceof BadRequestError) {
      res.status(400).json({ error: error.message, ...(error.field ? { field: error.field } : {}) });
      return;
    }
    const locale = stripLocale(req.path).locale;
    const form = errorFormOf(req.path);
    // An API or a file gets the reason of a typed error the caller made, never an html page.
    if (form !== 'page' && error instanceof AppError && status < 500) {
      if (form === 'json') res.status(status).json({ error: error.message });
      else res.status(status).type('text').send(error.message);
      return;
    }
    /** The site's own page, or the self-contained one when that cannot be rendered. */
    const render = (page: (req: Request, res: Response) => Promise<void>, what: string) => {
      page(req, res).catch((pageError: unknown) => {
        log.error({ err: pageError }, `Rendering the ${what} page failed`);
        if (!res.headersSent)
          res
            .status(status)
            .type('html')
            .send(errorPageHtml(status, locale, error));
      });
    };
    if (error instanceof MalformedUrlError && options.renderMalformedUrl) {
      render(options.renderMalformedUrl, 'malformed address');
      return;
    }
    if (status === 404 && options.renderNotFound && req.method === 'GET') {
      render(options.renderNotFound, 'not-found');
      return;
    }
    if (status === 503) res.setHeader('Retry-After', '5');
    res
      .status(status)
      .type('html')
      .send(errorPageHtml(status, locale, error));
  };
}
