/**
 * Keeps secrets out of logs. Errors from the Contentful SDK carry the request they failed on,
 * headers included (`Authorization: Bearer <delivery token>`), and pino serialises all of it; the
 * SDK's own log handler passes the same objects. Every log call of the content source goes through
 * `redactingLogger`, which replaces each occurrence of a secret in the message and in the details.
 */
import type { ContentLogger } from './logger';

export const REDACTED = '[redacted]';
const MAX_DEPTH = 8;

function redactString(value: string, secrets: readonly string[]): string {
  let result = value;
  for (const secret of secrets) if (secret !== '') result = result.split(secret).join(REDACTED);
  return result;
}

/** A plain copy of `value` with every secret replaced; errors become {type, message, stack, …}. */
export function redactSecrets(value: unknown, secrets: readonly string[], depth = 0, seen = new WeakSet()): unknown {
  if (typeof value === 'string') return redactString(value, secrets);
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value) || depth > MAX_DEPTH) return '[omitted]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, secrets, depth + 1, seen));
  const copy: Record<string, unknown> = {};
  if (value instanceof Error) {
    copy.type = value.name;
    copy.message = redactString(value.message, secrets);
    if (value.stack) copy.stack = redactString(value.stack, secrets);
  }
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'function') continue;
    copy[key] = redactSecrets(item, secrets, depth + 1, seen);
  }
  return copy;
}

export function redactingLogger(logger: ContentLogger, secrets: readonly string[]): ContentLogger {
  const wrap =
    (log: ((details: object, message?: string) => void) | undefined) => (details: object, message?: string) =>
      log?.(
        redactSecrets(details, secrets) as object,
        message === undefined ? undefined : redactString(message, secrets),
      );
  return {
    error: wrap(logger.error.bind(logger)),
    ...(logger.warn ? { warn: wrap(logger.warn.bind(logger)) } : {}),
    ...(logger.info ? { info: wrap(logger.info.bind(logger)) } : {}),
  };
}

/**
 * A pino destination that replaces every secret in each finished log line before it is written,
 * as it appears raw or escaped inside a JSON string: the last guard, whatever a logged object held.
 */
export function redactingDestination(
  secrets: readonly string[],
  out: { write(line: string): unknown } = process.stdout,
): { write(line: string): void } {
  const forms = [
    ...new Set(
      secrets.filter((secret) => secret !== '').flatMap((secret) => [secret, JSON.stringify(secret).slice(1, -1)]),
    ),
  ];
  return {
    write(line: string) {
      out.write(redactString(line, forms));
    },
  };
}
