import type { Response } from 'express';
import { z } from 'zod';
import { parseInput, problemOf } from './json-input';

const schema = z.object({ path: z.string().startsWith('/', "must start with '/'"), count: z.number() }).strict();

function problem(input: unknown): string {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error('expected a problem');
  return problemOf(parsed.error);
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

describe('the first problem of a JSON input, as one sentence', () => {
  it('names an unknown field, a missing one and a wrong value by its path', () => {
    expect(problem({ path: '/', count: 1, mood: 'happy' })).toBe("unknown field 'mood'");
    expect(problem({ path: '/' })).toBe('count is required');
    expect(problem({ path: 'x', count: 1 })).toBe("path must start with '/'");
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
      body: { error: 'count is required' },
      headers: { 'cache-control': 'private, no-store' },
    });
  });
});
