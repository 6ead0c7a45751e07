/**
 * The one place errors become responses. Typed errors (shared/errors.ts) carry their status; a
 * BadRequestError is answered with JSON naming the problem; everything else gets an html error page
 * with a generic message. Visitors never see an error message or a stack trace, the log gets both.
 */
import type { ErrorRequestHandler, Request, Response } from 'express';
import type { Logger } from 'pino';
import { AppError, BadRequestError, NoRendererError } from '../../shared/errors';
import { errorMessagesFor } from '../../shared/i18n/part-messages';
import { stripLocale, withLocale } from '../../shared/links/locale';
import type { Locale } from '../../shared/types/content';
import { escapeHtml } from '../../shared/richtext/escape';
import './locals';

export interface ErrorHandlerOptions {
  logger: Logger;
  /** Renders the not-found page (status 404) for a NotFoundError thrown after routing. */
  renderNotFound?: (req: Request, res: Response) => Promise<void>;
}

export function statusOf(error: unknown): number {
  if (error instanceof AppError) return error.status;
  const status =
    (error as { status?: unknown; statusCode?: unknown } | null)?.status ??
    (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/** A page with no scripts and no details, safe to show for any failure, in the locale of the url. */
export function errorPageHtml(status: number, locale: Locale = 'en-US'): string {
  const labels = errorMessagesFor(locale);
  const { title, message } =
    status === 503
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
    if (status === 404 && options.renderNotFound && req.method === 'GET') {
      options.renderNotFound(req, res).catch((notFoundError: unknown) => {
        log.error({ err: notFoundError }, 'Rendering the not-found page failed');
        if (!res.headersSent)
          res
            .status(404)
            .type('html')
            .send(errorPageHtml(404, stripLocale(req.path).locale));
      });
      return;
    }
    if (status === 503) res.setHeader('Retry-After', '5');
    res
      .status(status)
      .type('html')
      .send(errorPageHtml(status, stripLocale(req.path).locale));
  };
}
