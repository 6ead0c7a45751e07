/**
 * The JSON APIs' input, read and refused the same way everywhere (the support forms, feedback,
 * analytics, flags, the chat assistant, search and answers): a body must be sent as JSON (415
 * otherwise, rather than reaching the schema as nothing); it is parsed without the body parser's
 * strict mode, so `null` or `123` reach the schema and are refused for what they are; the body
 * parser's failures are answered in JSON; and a schema's first problem is one 'field: reason'
 * sentence (`turns[0].role: must be one of visitor, assistant`), never the validation library's
 * own wording.
 */
import express, { type ErrorRequestHandler, type RequestHandler, type Response } from 'express';
import type { z } from 'zod';

const NO_STORE = 'private, no-store';
const JSON_TYPE = 'application/json';

/** The one problem of a body that is not declared as JSON, naming the content types that are. */
export function notJsonMessage(types: readonly string[] = [JSON_TYPE]): string {
  return `body: must be JSON, sent with Content-Type: ${types.join(' or ')}`;
}

/**
 * Reads a JSON body of at most `limit` (bytes, or a size like '16kb'): a body of another content
 * type is answered 415 naming the types taken (`Accept-Post` lists them too), a request without a
 * body goes on with no body, and any JSON value, not only an object or array, is parsed.
 */
export function jsonBody(limit: string | number, types: readonly string[] = [JSON_TYPE]): RequestHandler[] {
  const declaredJson: RequestHandler = (req, res, next) => {
    // An empty body goes on for the schema to name; is() says null without one, false for another type.
    if (req.headers['content-length'] === '0' || req.is([...types]) !== false) return next();
    res.setHeader('Cache-Control', NO_STORE);
    res.setHeader('Accept-Post', types.join(', '));
    res.status(415).json({ error: notJsonMessage(types) });
  };
  return [declaredJson, express.json({ limit, strict: false, type: [...types] })];
}

/** Answers the JSON body parser's failures in JSON; `limit` is the parser's limit, as configured. */
export function jsonBodyErrors(limit: string | number): ErrorRequestHandler {
  const most = typeof limit === 'number' ? `${limit} bytes` : limit;
  return (error, _req, res, next) => {
    if (res.headersSent) return next(error);
    const { status, type } = (error ?? {}) as { status?: unknown; type?: unknown };
    const answer = (code: number, message: string) => {
      res.setHeader('Cache-Control', NO_STORE);
      res.status(code).json({ error: message });
    };
    if (type === 'entity.parse.failed') answer(400, 'body: must be valid JSON');
    else if (type === 'entity.too.large') answer(413, `body: must be at most ${most}`);
    else if (type === 'encoding.unsupported' || type === 'charset.unsupported') answer(415, 'body: must be UTF-8 JSON');
    else if (typeof status === 'number' && status >= 400 && status < 500) answer(400, 'body: could not be read');
    else next(error);
  };
}

/** A field's path as the callers write it: `facetFilters.products[0].key`; `body` for the whole. */
export function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'body';
  return path
    .map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`))
    .join('');
}

const NAMES: Readonly<Record<string, string>> = {
  object: 'an object',
  array: 'an array',
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  boolean: 'true or false',
  record: 'an object',
};

const FORMATS: Readonly<Record<string, string>> = {
  email: 'an e-mail address',
  url: 'a url',
  uuid: 'a UUID',
  datetime: 'an ISO 8601 date and time',
};

const list = (values: readonly unknown[]) => values.map(String).join(', ');

/**
 * The reason of an issue the schema gives no message of its own, written to follow 'field: '. It is
 * passed to zod as the parse's error map, so a schema's own messages still come first.
 */
export function inputReason(issue: z.core.$ZodRawIssue): string {
  const atRoot = (issue.path ?? []).length === 0;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'is required';
      if (atRoot && issue.expected === 'object') return 'must be a JSON object';
      return `must be ${NAMES[issue.expected] ?? issue.expected}`;
    case 'too_big': {
      const max = String(issue.maximum);
      if (issue.origin === 'string') return `must be at most ${max} characters`;
      if (issue.origin === 'array' || issue.origin === 'set') return `must hold at most ${max} items`;
      return issue.inclusive === false ? `must be less than ${max}` : `must be at most ${max}`;
    }
    case 'too_small': {
      const min = String(issue.minimum);
      if (issue.origin === 'string')
        return issue.minimum === 1 ? 'must not be empty' : `must be at least ${min} characters`;
      if (issue.origin === 'array' || issue.origin === 'set') {
        return issue.minimum === 1 ? 'must not be empty' : `must hold at least ${min} items`;
      }
      return issue.inclusive === false ? `must be more than ${min}` : `must be at least ${min}`;
    }
    case 'invalid_value':
      // An enum or literal reports a missing value as a value outside its list.
      if (issue.input === undefined) return 'is required';
      return issue.values.length === 1 ? `must be ${String(issue.values[0])}` : `must be one of ${list(issue.values)}`;
    case 'invalid_union': {
      // A discriminated union reports its discriminator's value: missing, or not one of its options.
      const { discriminator, options } = issue as { discriminator?: unknown; options?: unknown };
      if (typeof discriminator === 'string' && Array.isArray(options)) {
        const value = (issue.input as Record<string, unknown> | null | undefined)?.[discriminator];
        return value === undefined ? 'is required' : `must be one of ${list(options)}`;
      }
      return 'does not match any allowed form';
    }
    case 'invalid_format':
      if (issue.format === 'starts_with' && 'prefix' in issue) return `must start with '${String(issue.prefix)}'`;
      return `must be ${FORMATS[issue.format] ?? `in ${issue.format} format`}`;
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return 'is not allowed';
    case 'invalid_key':
      return 'has a key that is not allowed';
    case 'invalid_element':
      return 'has an item that is not allowed';
    case 'custom':
      return 'is not valid';
  }
}

/** The field an issue is about; a field that is not allowed is named by its own key. */
function fieldOf(issue: z.core.$ZodIssue): string {
  return formatPath(issue.code === 'unrecognized_keys' ? [...issue.path, ...issue.keys.slice(0, 1)] : issue.path);
}

/** 'field: reason' for the first problem. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'body: is not valid';
  return `${fieldOf(issue)}: ${issue.message}`;
}

export type InputCheck<T> = { ok: true; value: T } | { ok: false; error: string };

/** Validates an input against a schema: the parsed value, or the first problem as 'field: reason'. */
export function checkInput<T extends z.ZodType>(schema: T, input: unknown): InputCheck<z.infer<T>> {
  const parsed = schema.safeParse(input, { error: inputReason });
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, error: describeIssue(parsed.error) };
}

/** One field's problem: its path as the API names it, and the issue, whose message is the API's reason. */
export interface FieldProblem {
  field: string;
  issue: z.core.$ZodIssue;
}

export type FieldsCheck<T> = { ok: true; value: T } | { ok: false; problems: FieldProblem[] };

/**
 * Validates an input as checkInput does, but answers every field's first problem rather than the
 * first of all: a form shows each beside its field. Each reason is the one checkInput would give.
 */
export function checkFields<T extends z.ZodType>(schema: T, input: unknown): FieldsCheck<z.infer<T>> {
  const parsed = schema.safeParse(input, { error: inputReason });
  if (parsed.success) return { ok: true, value: parsed.data };
  const problems: FieldProblem[] = [];
  for (const issue of parsed.error.issues) {
    const field = fieldOf(issue);
    if (!problems.some((problem) => problem.field === field)) problems.push({ field, issue });
  }
  return { ok: false, problems };
}

/**
 * The parsed input, or undefined after answering 400 with the problem; either way the answer is
 * `private, no-store`, since these APIs answer for one visitor.
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown, res: Response): z.infer<T> | undefined {
  res.setHeader('Cache-Control', NO_STORE);
  const checked = checkInput(schema, input);
  if (checked.ok) return checked.value;
  res.status(400).json({ error: checked.error });
  return undefined;
}
