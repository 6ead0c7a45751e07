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

const NONCE_BYTES = 16;
/** Nonces are cut from a pool of random bytes, refilled every 256 nonces, instead of one call each. */
const NONCE_POOL_BYTES = NONCE_BYTES * 256;
let noncePool = Buffer.alloc(0);
let noncePoolOffset = 0;

export function createNonce(): string {
  if (noncePoolOffset + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_POOL_BYTES);
    noncePoolOffset = 0;
  }
  const nonce = noncePool.toString('base64', noncePoolOffset, noncePoolOffset + NONCE_BYTES);
  noncePoolOffset += NONCE_BYTES;
  return nonce;
}

const NONCE_PLACEHOLDER = '\u0000nonce\u0000';

function policyAround(scriptOrigins: readonly string[]): [string, string] {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${NONCE_PLACEHOLDER}'${scriptOrigins.map((origin) => ` ${origin}`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src 'self'${scriptOrigins.map((origin) => ` ${origin}`).join('')}`,
    `frame-src 'self' ${FRAME_SOURCES.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ]
    .join('; ')
    .split(NONCE_PLACEHOLDER) as [string, string];
}

let [POLICY_BEFORE_NONCE, POLICY_AFTER_NONCE] = policyAround([]);

/**
 * Lets pages load scripts from one more origin (the configured chat widget's). Set once by createApp
 * from the config, which is the same for every app of a process.
 */
export function allowScriptOrigins(origins: readonly string[]): void {
  [POLICY_BEFORE_NONCE, POLICY_AFTER_NONCE] = policyAround(origins);
}

export function contentSecurityPolicy(nonce: string): string {
  return POLICY_BEFORE_NONCE + nonce + POLICY_AFTER_NONCE;
}

/** Sets the CSP for a nonce; a page served from the html cache uses the nonce its bytes were rendered with. */
export function setContentSecurityPolicy(res: Response, nonce: string): void {
  res.locals.cspNonce = nonce;
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce));
}

export interface SecurityHeaderOptions {
  hsts: boolean;
}

/** The headers every response carries besides the CSP, in the order they are sent. */
export function fixedSecurityHeaders(options: SecurityHeaderOptions): readonly (readonly [string, string])[] {
  return [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ...(options.hsts ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as const] : []),
  ];
}

/** Sets the CSP for `nonce` and every fixed security header. */
export function setSecurityHeaders(res: Response, nonce: string, fixed: ReturnType<typeof fixedSecurityHeaders>): void {
  setContentSecurityPolicy(res, nonce);
  for (const [name, value] of fixed) res.setHeader(name, value);
}

export function securityHeaders(options: SecurityHeaderOptions): RequestHandler {
  const fixed = fixedSecurityHeaders(options);
  return (_req, res, next) => {
    setSecurityHeaders(res, createNonce(), fixed);
    next();
  };
}
