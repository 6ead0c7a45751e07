import express from 'express';
import request from 'supertest';
import { redirectSafely, safeRedirectTarget } from './safe-redirect';

const origin = 'https://support.example.com';

describe('safeRedirectTarget', () => {
  it('keeps a path on the own origin with its query and hash', () => {
    expect(safeRedirectTarget('/jira/docs/?a=1#b', origin)).toBe('/jira/docs/?a=1#b');
  });

  it('turns an absolute url of the own origin into a path', () => {
    expect(safeRedirectTarget('https://support.example.com/contact/', origin)).toBe('/contact/');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example/',
    '\\\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://support.example.com/',
    'https://support.example.com.evil.example/',
    'https://user@evil.example/',
  ])('refuses %s and returns the fallback', (target) => {
    expect(safeRedirectTarget(target, origin, '/fallback/')).toBe('/fallback/');
  });

  it('returns the fallback for a missing or non-string target', () => {
    expect(safeRedirectTarget(undefined, origin)).toBe('/');
    expect(safeRedirectTarget(['/a'], origin)).toBe('/');
    expect(safeRedirectTarget('  ', origin)).toBe('/');
  });

  it('resolves a relative target against the origin root', () => {
    expect(safeRedirectTarget('contact/', origin)).toBe('/contact/');
  });
});

describe('redirectSafely', () => {
  it('sends a Location on the own origin only', async () => {
    const app = express();
    app.get('/go', (req, res) => redirectSafely(res, 302, req.query.continue, origin));

    const good = await request(app).get('/go').query({ continue: '/requests/' });
    const bad = await request(app).get('/go').query({ continue: 'https://evil.example/' });

    expect(good.headers.location).toBe('/requests/');
    expect(bad.headers.location).toBe('/');
  });
});
