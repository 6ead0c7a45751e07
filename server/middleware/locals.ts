/**
 * What the middleware put on `res.locals` for the handlers after them, typed once here.
 */
import type { Logger } from 'pino';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** Id of this request (X-Request-Id in and out). */
      requestId: string;
      /** The app logger bound to this request's id. */
      log: Logger;
    }
  }
}

export {};
