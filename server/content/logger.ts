/**
 * The logging surface the content code needs: pino's `(obj, msg)` form. `console` fits it too,
 * so callers pass their pino logger on the server and tests pass a collecting one.
 */
export interface ContentLogger {
  error(details: object, message?: string): void;
  warn?(details: object, message?: string): void;
  info?(details: object, message?: string): void;
}

export const consoleContentLogger: ContentLogger = {
  error: (details, message) => console.error(message, details),
  warn: (details, message) => console.warn(message, details),
  info: (details, message) => console.info(message, details),
};
