/**
 * Request ids and one structured log line per request. An incoming X-Request-Id (from the CDN or
 * load balancer) is kept when it looks like an id, so one request can be followed across hops;
 * otherwise a new one is made. The id is sent back in X-Request-Id.
 *
 * The request's child logger (`res.locals.log`) is made only when a handler asks for it; the line
 * per request is written by the app logger with the id as a field, which gives the same line.
 */
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import './locals';

export const REQUEST_ID_HEADER = 'X-Request-Id';
const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
/** Query parameters whose values never reach a log line: the shared preview secret (ADR 023). */
const SECRET_PARAMS = /([?&]preview_secret=)[^&#]*/gi;

export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && VALID_REQUEST_ID.test(value) ? value : randomUUID();
}

export function requestLogging(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const requestId = requestIdFrom(req.headers['x-request-id']);
    let log: Logger | undefined;
    res.locals.requestId = requestId;
    Object.defineProperty(res.locals, 'log', {
      configurable: true,
      enumerable: true,
      get: () => (log ??= logger.child({ reqId: requestId })),
      set: (value: Logger) => {
        log = value;
      },
    });
    res.setHeader(REQUEST_ID_HEADER, requestId);
    res.on('finish', () => {
      const status = res.statusCode;
      const details = {
        reqId: requestId,
        method: req.method,
        url: req.originalUrl.replace(SECRET_PARAMS, '$1[redacted]'),
        status,
        durationMs: Number(process.hrtime.bigint() - started) / 1e6,
        bytes: Number(res.getHeader('Content-Length') ?? 0) || undefined,
      };
      if (status >= 500) logger.error(details, 'request failed');
      else logger.info(details, 'request completed');
    });
    next();
  };
}
