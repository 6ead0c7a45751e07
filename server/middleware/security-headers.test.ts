import express from 'express';
import request from 'supertest';
import { contentSecurityPolicy, createNonce, securityHeaders } from './security-headers';

function app(hsts = false) {
  const server = express();
  server.use(securityHeaders({ hsts }));
  server.get('/', (_req, res) => {
    res.send(res.locals.cspNonce);
  });
  return server;
}

describe('security headers', () => {
  it('sends a CSP whose script nonce is the one handlers use, and no unsafe-inline scripts', async () => {
    const response = await request(app()).get('/');
    const csp = response.headers['content-security-policy'] as string;

    expect(csp).toContain(`'nonce-${response.text}'`);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp.split('; ').find((d) => d.startsWith('script-src'))).not.toContain('unsafe-inline');
  });

  it('uses a new nonce for every request', async () => {
    const [first, second] = await Promise.all([request(app()).get('/'), request(app()).get('/')]);

    expect(first.text).not.toBe(second.text);
    expect(createNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/);
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

  it('builds the policy text from the nonce', () => {
    expect(contentSecurityPolicy('n0nce')).toContain("script-src 'self' 'nonce-n0nce'");
  });

  it('never repeats a nonce, also across refills of its random pool', () => {
    const nonces = Array.from({ length: 1000 }, () => createNonce());

    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });

  it('lets a page inject same-origin scripts without a nonce, as the external apps are loaded', () => {
    // Act
    const scriptSrc = contentSecurityPolicy('n0nce')
      .split('; ')
      .find((directive) => directive.startsWith('script-src'));

    // Assert
    expect(scriptSrc?.split(' ')).toContain("'self'");
    expect(scriptSrc).not.toContain("'strict-dynamic'");
  });
});
