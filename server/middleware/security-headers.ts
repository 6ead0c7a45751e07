/**
 * Security headers on every response, with one Content-Security-Policy for every response (ADR 030).
 * Scripts run only from 'self' or, should an inline executable script ever be added, when its
 * sha256 hash is listed; there is no nonce and no 'unsafe-inline' for scripts. The only inline
 * script elements of a page are JSON data blocks (embedded state, browser config, JSON-LD), which
 * browsers never execute and so need neither. A page's bytes and headers are then the same for every
 * visitor, so the html cache and a CDN can replay them without replaying a nonce. A configured chat
 * widget's origin is allowed for scripts and connections, since its script loads and talks from there.
 * Styles allow inline style attributes, which the React components use for sizes.
 */
import { createHash } from 'node:crypto';
import type { RequestHandler, Response } from 'express';

/** Hosts of the video players the topic pages embed (SPEC.md section 7). */
const FRAME_SOURCES = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.loom.com',
];

/** The CSP source expression allowing one inline script, by the sha256 of its exact text. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

export interface PolicyOptions {
  /** Hash sources (`scriptHash`) of inline executable scripts the pages carry; none today. */
  scriptHashes?: readonly string[];
  /** Origins pages may load scripts from and connect to besides their own (the chat widget's). */
  scriptOrigins?: readonly string[];
}

/** The policy text: same-origin scripts plus any listed origins and hashes, never a nonce or 'unsafe-inline'. */
export function contentSecurityPolicy(options: PolicyOptions = {}): string {
  const origins = options.scriptOrigins ?? [];
  const scriptSources = ["'self'", ...origins, ...(options.scriptHashes ?? [])];
  return [
    "default-src 'self'",
    `script-src ${scriptSources.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src ${["'self'", ...origins].join(' ')}`,
    `frame-src 'self' ${FRAME_SOURCES.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

export interface SecurityHeaderOptions {
  hsts: boolean;
  /** See `PolicyOptions.scriptOrigins`. */
  scriptOrigins?: readonly string[];
}

/** Every security header, the CSP first, in the order they are sent; the same for every response. */
export function fixedSecurityHeaders(options: SecurityHeaderOptions): readonly (readonly [string, string])[] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy({ scriptOrigins: options.scriptOrigins ?? [] })],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ...(options.hsts ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as const] : []),
  ];
}

/** Sets every header of `fixedSecurityHeaders`. */
export function setSecurityHeaders(res: Response, fixed: ReturnType<typeof fixedSecurityHeaders>): void {
  for (const [name, value] of fixed) res.setHeader(name, value);
}

export function securityHeaders(options: SecurityHeaderOptions): RequestHandler {
  const fixed = fixedSecurityHeaders(options);
  return (_req, res, next) => {
    setSecurityHeaders(res, fixed);
    next();
  };
}
