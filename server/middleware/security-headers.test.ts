import { createHash } from 'node:crypto';
import express from 'express';
import request from 'supertest';
import { contentSecurityPolicy, scriptHash, securityHeaders } from './security-headers';

function app(hsts = false) {
  const server = express();
  server.use(securityHeaders({ hsts }));
  server.get('/', (_req, res) => {
    res.send('ok');
  });
  return server;
}

function directive(policy: string, name: string): string[] {
  return (policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '').split(' ').slice(1);
}

describe('security headers', () => {
  it('sends one CSP that allows same-origin scripts only, with no nonce and no unsafe-inline scripts', async () => {
    const response = await request(app()).get('/');
    const csp = response.headers['content-security-policy'] as string;

    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
    expect(csp).not.toContain('nonce');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
  });

  it('sends the same policy to every request, so a cached copy is never replayed with a stale one', async () => {
    const [first, second] = await Promise.all([request(app()).get('/'), request(app()).get('/')]);

    expect(first.headers['content-security-policy']).toBe(second.headers['content-security-policy']);
  });

  it('sends nosniff, a referrer policy and frame protection', async () => {
    const response = await request(app()).get('/');

    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS only when asked to (production behind TLS)', async () => {
    const response = await request(app(true)).get('/');

    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
  });

  it('lists the hash of an inline executable script next to self, and never unsafe-inline', () => {
    const source = 'document.documentElement.dataset.js = "1";';
    const expected = `'sha256-${createHash('sha256').update(source).digest('base64')}'`;

    const policy = contentSecurityPolicy({ scriptHashes: [scriptHash(source)] });

    expect(scriptHash(source)).toBe(expected);
    expect(directive(policy, 'script-src')).toEqual(["'self'", expected]);
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
  });

  it('hashes the exact text, so a changed script needs its new hash', () => {
    expect(scriptHash('a()')).not.toBe(scriptHash('a() '));
    expect(scriptHash('a()')).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  });

  it('lets a page inject same-origin scripts without a nonce, as the external apps are loaded', () => {
    const scriptSrc = directive(contentSecurityPolicy(), 'script-src');

    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("'strict-dynamic'");
  });

  it('allows the chat widget origin for scripts and connections, still without a nonce', async () => {
    const server = express();
    server.use(securityHeaders({ hsts: false, scriptOrigins: ['https://chat.example'] }));
    server.get('/', (_req, res) => {
      res.send('ok');
    });

    const csp = (await request(server).get('/')).headers['content-security-policy'] as string;

    expect(directive(csp, 'script-src')).toEqual(["'self'", 'https://chat.example']);
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://chat.example']);
    expect(csp).not.toContain('nonce');
  });
});
