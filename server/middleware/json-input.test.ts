import express, { type Response } from 'express';
import request from 'supertest';
import { z } from 'zod';
import { checkInput, formatPath, jsonBody, jsonBodyErrors, parseInput } from './json-input';

const schema = z
  .object({
    path: z.string().startsWith('/', "must start with '/'"),
    count: z.number().int().min(1).max(9),
    role: z.enum(['visitor', 'assistant']).optional(),
    turns: z
      .array(z.object({ text: z.string().min(1) }).strict())
      .max(2)
      .optional(),
    email: z.email().optional(),
    kind: z.literal('page').optional(),
  })
  .strict();

function problem(input: unknown): string {
  const checked = checkInput(schema, input);
  if (checked.ok) throw new Error('expected a problem');
  return checked.error;
}

function fakeResponse() {
  const sent: { status?: number; body?: unknown; headers: Record<string, string> } = { headers: {} };
  const res = {
    setHeader: (name: string, value: string) => {
      sent.headers[name.toLowerCase()] = value;
      return res;
    },
    status: (code: number) => {
      sent.status = code;
      return res;
    },
    json: (body: unknown) => {
      sent.body = body;
      return res;
    },
  };
  return { res: res as unknown as Response, sent };
}

describe('the first problem of a JSON input, as one field: reason sentence', () => {
  it('names a missing field required and a present but wrong one by what it must be', () => {
    expect(problem({ path: '/' })).toBe('count: is required');
    expect(problem({ path: '/', count: 'two' })).toBe('count: must be a number');
    expect(problem({ path: '/', count: 1.5 })).toBe('count: must be an integer');
    expect(problem({ path: '/', count: 10 })).toBe('count: must be at most 9');
    expect(problem({ path: '/', count: 0 })).toBe('count: must be at least 1');
  });

  it("keeps the schema's own message", () => {
    expect(problem({ path: 'x', count: 1 })).toBe("path: must start with '/'");
  });

  it('says a missing value of a list is required, not outside the list', () => {
    const required = z.object({ kind: z.enum(['bug', 'suggestion']) });

    expect(checkInput(required, {})).toEqual({ ok: false, error: 'kind: is required' });
  });

  it('lists the allowed values instead of the library wording', () => {
    expect(problem({ path: '/', count: 1, role: 'robot' })).toBe('role: must be one of visitor, assistant');
    expect(problem({ path: '/', count: 1, kind: 'file' })).toBe('kind: must be page');
  });

  it('names nested fields with the index in brackets', () => {
    expect(problem({ path: '/', count: 1, turns: [{ text: '' }] })).toBe('turns[0].text: must not be empty');
    expect(problem({ path: '/', count: 1, turns: [{ text: 'a', x: 1 }] })).toBe('turns[0].x: is not allowed');
    expect(problem({ path: '/', count: 1, turns: [{ text: 'a' }, { text: 'b' }, { text: 'c' }] })).toBe(
      'turns: must hold at most 2 items',
    );
    expect(problem({ path: '/', count: 1, turns: 'a' })).toBe('turns: must be an array');
  });

  it('names a field that is not allowed by its own key', () => {
    expect(problem({ path: '/', count: 1, mood: 'happy' })).toBe('mood: is not allowed');
  });

  it('names formats in words', () => {
    expect(problem({ path: '/', count: 1, email: 'nope' })).toBe('email: must be an e-mail address');
  });

  it('says a body that is not an object must be a JSON object', () => {
    expect(problem(null)).toBe('body: must be a JSON object');
    expect(problem(123)).toBe('body: must be a JSON object');
    expect(problem(undefined)).toBe('body: is required');
  });

  it("says a discriminated union's missing tag is required and a wrong one must be one of its values", () => {
    const union = z.discriminatedUnion('form', [
      z.object({ form: z.literal('support') }),
      z.object({ form: z.literal('file-download') }),
    ]);

    expect(checkInput(union, {})).toEqual({ ok: false, error: 'form: is required' });
    expect(checkInput(union, { form: 'x' })).toEqual({
      ok: false,
      error: 'form: must be one of support, file-download',
    });
  });

  it('formats a path as callers write it', () => {
    expect(formatPath([])).toBe('body');
    expect(formatPath(['facetFilters', 'products', 0, 'key'])).toBe('facetFilters.products[0].key');
  });
});

describe('parsing an input or answering 400', () => {
  it('gives the parsed input and marks the answer private and never stored', () => {
    const { res, sent } = fakeResponse();
    expect(parseInput(schema, { path: '/a', count: 2 }, res)).toEqual({ path: '/a', count: 2 });
    expect(sent).toEqual({ headers: { 'cache-control': 'private, no-store' } });
  });

  it('answers 400 with the problem and gives nothing for a bad input', () => {
    const { res, sent } = fakeResponse();
    expect(parseInput(schema, { path: '/a' }, res)).toBeUndefined();
    expect(sent).toEqual({
      status: 400,
      body: { error: 'count: is required' },
      headers: { 'cache-control': 'private, no-store' },
    });
  });
});

describe('reading a JSON body', () => {
  function app(types?: string[]) {
    const server = express();
    server.post('/api', ...jsonBody('1kb', types), (req, res) => {
      res.json({ received: (req.body as unknown) ?? 'nothing' });
    });
    server.use('/api', jsonBodyErrors('1kb'));
    return server;
  }

  it('refuses a JSON body sent as text with 415, naming the content type to use', async () => {
    const response = await request(app()).post('/api').set('Content-Type', 'text/plain').send('{"a":1}');

    expect(response.status).toBe(415);
    expect(response.body).toEqual({ error: 'body: must be JSON, sent with Content-Type: application/json' });
    expect(response.headers['accept-post']).toBe('application/json');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('takes the other types an API names, and says so when refusing', async () => {
    const text = await request(app(['application/json', 'text/plain']))
      .post('/api')
      .set('Content-Type', 'text/plain')
      .send('{"a":1}');
    const form = await request(app(['application/json', 'text/plain']))
      .post('/api')
      .type('form')
      .send({ a: 1 });

    expect(text.body).toEqual({ received: { a: 1 } });
    expect(form.status).toBe(415);
    expect(form.body).toEqual({
      error: 'body: must be JSON, sent with Content-Type: application/json or text/plain',
    });
  });

  it('parses any JSON value, so the schema can say what is wrong with null or a number', async () => {
    const nothing = await request(app()).post('/api').set('Content-Type', 'application/json').send('null');
    const number = await request(app()).post('/api').set('Content-Type', 'application/json').send('123');

    expect(nothing.body).toEqual({ received: 'nothing' });
    expect(number.body).toEqual({ received: 123 });
  });

  it('lets a request without a body through to the schema', async () => {
    const response = await request(app()).post('/api');

    expect(response.body).toEqual({ received: 'nothing' });
  });

  it('answers malformed and oversized JSON with 400 and 413 naming the body', async () => {
    const malformed = await request(app()).post('/api').set('Content-Type', 'application/json').send('{"a":');
    const large = await request(app())
      .post('/api')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ a: 'x'.repeat(2000) }));

    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ error: 'body: must be valid JSON' });
    expect(large.status).toBe(413);
    expect(large.body).toEqual({ error: 'body: must be at most 1kb' });
  });
});
