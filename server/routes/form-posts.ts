/**
 * What the site's html form posts share (the contact pages' and 'Was this helpful?' without
 * JavaScript): the form's content type, `no-store` on every answer, a body that is not a form refused
 * with 415 before it is read, and the body parser's failures in words, as text a browser shows.
 */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { NO_STORE } from './support-api';

export const FORM_TYPE = 'application/x-www-form-urlencoded';
export const NOT_A_FORM_MESSAGE = `body: must be a form, sent with Content-Type: ${FORM_TYPE}`;

export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', NO_STORE);
  next();
};

/** A body that is not a form is refused before it is read; an empty one goes on for the schema. */
export const declaredForm: RequestHandler = (req, res, next) => {
  if (req.headers['content-length'] === '0' || req.is(FORM_TYPE) !== false) return next();
  res.setHeader('Accept-Post', FORM_TYPE);
  res.status(415).type('text/plain').send(NOT_A_FORM_MESSAGE);
};

/** The body parser's failures, in words, for a body of at most `limit` (this is no API: a browser shows the text as it is). */
export function formBodyErrors(limit: string): ErrorRequestHandler {
  return (error, _req, res, next) => {
    if (res.headersSent) return next(error);
    const { status, type } = (error ?? {}) as { status?: unknown; type?: unknown };
    // The body parser's errors carry a type ('entity.too.large'); anything else is not the body's fault.
    if (typeof type !== 'string' || typeof status !== 'number' || status < 400 || status >= 500) return next(error);
    res.setHeader('Cache-Control', NO_STORE);
    const message =
      type === 'entity.too.large' || type === 'parameters.too.many'
        ? `body: must be at most ${limit}`
        : 'body: could not be read';
    res
      .status(status === 413 ? 413 : 400)
      .type('text/plain')
      .send(message);
  };
}
