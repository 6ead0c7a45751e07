/**
 * Paths with a malformed percent-encoding are refused before any router sees them: the routers
 * would each fail to decode them in their own way (a bare 400 from a route parameter or from the
 * static files, a redirect that re-encodes the '%' into another address), so the central error
 * handler answers them all, once, with the reason (server/middleware/error-handler.ts).
 */
import type { RequestHandler } from 'express';
import { MalformedUrlError } from '../../shared/errors';

/** Whether a raw request path fails to decode as UTF-8 percent-encoding. */
export function hasMalformedEncoding(path: string): boolean {
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

export function rejectMalformedUrls(): RequestHandler {
  return (req, _res, next) => {
    next(hasMalformedEncoding(req.path) ? new MalformedUrlError() : undefined);
  };
}
