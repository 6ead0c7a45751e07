/**
 * Security headers on every response, and a fresh nonce for the Content-Security-Policy. Inline
 * scripts (embedded state, JSON-LD) are allowed only with the nonce; there is no 'unsafe-inline' for
 * scripts. Styles allow inline style attributes, which the React components use for sizes.
 */
import { randomBytes } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import './locals';

/** Hosts of the video players the topic pages embed (SPEC.md section 7). */
const FRAME_SOURCES = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.loom.com',
];

export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src 'self' ${FRAME_SOURCES.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** Sets the CSP for a nonce; a page served from the html cache uses the nonce its bytes were rendered with. */
export function setContentSecurityPolicy(res: Response, nonce: string): void {
  res.locals.cspNonce = nonce;
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce));
}

export function securityHeaders(options: { hsts: boolean }): RequestHandler {
  return (_req, res, next) => {
    setContentSecurityPolicy(res, createNonce());
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    if (options.hsts) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
}
