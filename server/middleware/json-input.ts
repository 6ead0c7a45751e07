/**
 * Validation of the small JSON APIs' input (the flags API, the chat assistant's conversation): a zod
 * schema's first problem as one sentence, answered as a 400 with `{ error }`, and the body parser's
 * failures (bad JSON, too large) as JSON errors instead of the html error page.
 */
import type { ErrorRequestHandler, Response } from 'express';
import type { z } from 'zod';

const NO_STORE = 'private, no-store';

/** The first problem zod found, as '<field> <what is wrong>'. */
export function problemOf(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'the request is invalid';
  if (issue.code === 'unrecognized_keys') return `unknown field ${issue.keys.map((key) => `'${key}'`).join(', ')}`;
  const field = issue.path.join('.') || 'body';
  if (issue.code === 'invalid_type' && issue.message.endsWith('received undefined')) return `${field} is required`;
  return `${field} ${issue.message.replace(/^Invalid input: /, '')}`;
}

/**
 * The parsed input, or undefined after answering 400 with the problem; either way the answer is
 * `private, no-store`, since these APIs answer for one visitor.
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown, res: Response): z.infer<T> | undefined {
  res.setHeader('Cache-Control', NO_STORE);
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  res.status(400).json({ error: problemOf(parsed.error) });
  return undefined;
}

/** Answers the JSON body parser's failures in JSON; `limit` is the parser's limit, as configured. */
export function jsonBodyErrors(limit: string): ErrorRequestHandler {
  return (error, _req, res, next) => {
    if (res.headersSent) return next(error);
    const type = (error as { type?: unknown } | null)?.type;
    if (type === 'entity.parse.failed') res.status(400).json({ error: 'body must be valid JSON' });
    else if (type === 'entity.too.large') res.status(413).json({ error: `body must be at most ${limit}` });
    else next(error);
  };
}
