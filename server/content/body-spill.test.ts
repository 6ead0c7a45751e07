import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { BODY_MIN_CHARS, BodySpill, defineField, isBody, spilledBodyOf } from './body-spill';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'body-spill-'));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('BodySpill', () => {
  it('reads back each body it wrote, strings and documents, however large, and leaves no file behind', () => {
    // Arrange
    const spill = BodySpill.create(dir);
    const document = { nodeType: 'document', data: {}, content: [{ nodeType: 'text', value: '日本語 “quoted”' }] };
    const huge = '😀'.repeat(3 * 1024 * 1024);
    const link = { sys: { type: 'Link' as const, linkType: 'Entry', id: 'e1' } };

    // Act
    const bodies = [spill.add('é'.repeat(BODY_MIN_CHARS)), spill.add(document, [link]), spill.add(huge)];

    // Assert
    expect(bodies.map((body) => spill.value(body))).toEqual(['é'.repeat(BODY_MIN_CHARS), document, huge]);
    expect(bodies.map((body) => body.kind)).toEqual(['s', 'j', 's']);
    expect(bodies[1]!.links).toEqual([link]);
    expect(readdirSync(dir)).toEqual([]);
    spill.close();
  });

  it('defines a spilled field as a getter that reads the body, which the spill can tell from a plain field', () => {
    // Arrange
    const spill = BodySpill.create(dir);
    const body = spill.add('b'.repeat(BODY_MIN_CHARS));
    const fields: Record<string, unknown> = {};

    // Act
    defineField(fields, 'bodyHtml', body);
    defineField(fields, 'title', 'A title');

    // Assert
    expect(fields).toEqual({ bodyHtml: 'b'.repeat(BODY_MIN_CHARS), title: 'A title' });
    expect(spilledBodyOf(fields, 'bodyHtml')).toBe(body);
    expect(spilledBodyOf(fields, 'title')).toBeUndefined();
    spill.close();
  });

  it('refuses to read a body once it is closed', () => {
    const spill = BodySpill.create(dir);
    const body = spill.add('c'.repeat(BODY_MIN_CHARS));
    spill.close();
    expect(() => spill.value(body)).toThrow('the spilled bodies were closed');
  });
});

describe('isBody', () => {
  it('takes strings of BODY_MIN_CHARS or more and rich-text documents, and nothing else', () => {
    expect(isBody('x'.repeat(BODY_MIN_CHARS))).toBe(true);
    expect(isBody('x'.repeat(BODY_MIN_CHARS - 1))).toBe(false);
    expect(isBody({ nodeType: 'document', content: [] })).toBe(true);
    expect(isBody({ nodeType: 'paragraph', content: [] })).toBe(false);
    expect(isBody(['x'.repeat(BODY_MIN_CHARS)])).toBe(false);
  });
});
