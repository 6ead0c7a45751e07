/**
 * What an OpenID Connect sign-in must remember between sending the visitor to the provider and the
 * provider sending them back: the state, the nonce, the PKCE code verifier and where to return.
 * It travels in a short-lived HttpOnly cookie sealed with AES-256-GCM under a key derived from the
 * client secret, so every replica can open it, no table is needed, and the visitor can neither read
 * the verifier nor change any field.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Response } from 'express';
import type { Locale } from '../../shared/types/content';
import { readCookie } from './cookies';

/** How long a visitor may spend at the provider before the sign-in must start again. */
export const SIGN_IN_FLOW_LIFETIME_MS = 10 * 60_000;

export const DEV_FLOW_COOKIE = 'hc_sign_in_flow';
export const PRODUCTION_FLOW_COOKIE = '__Host-hc_sign_in_flow';

export interface SignInFlow {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** The checked same-origin path to return to. */
  continueTo: string;
  /** The locale of the page sign-in started from, for the pages the callback may show. */
  locale: Locale;
  /** Whether the provider was asked to sign in without any interaction (prompt=none). */
  silent: boolean;
  /** Milliseconds since the epoch. */
  startedAt: number;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;
const LOCALES: readonly string[] = ['en-US', 'ja-JP'];

function isFlow(value: unknown): value is SignInFlow {
  if (typeof value !== 'object' || value === null) return false;
  const flow = value as Record<string, unknown>;
  return (
    ['state', 'nonce', 'codeVerifier', 'continueTo'].every((key) => typeof flow[key] === 'string') &&
    typeof flow.locale === 'string' &&
    LOCALES.includes(flow.locale) &&
    typeof flow.silent === 'boolean' &&
    typeof flow.startedAt === 'number'
  );
}

export class SignInFlowSealer {
  private readonly key: Buffer;

  constructor(clientSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', clientSecret, 'help-centre', 'openid connect sign-in flow', 32));
  }

  seal(flow: SignInFlow): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(flow), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  /** The flow in a cookie value, or undefined when it is missing, altered, sealed by another key or too old. */
  open(value: string | undefined, now: Date): SignInFlow | undefined {
    if (value === undefined || !/^[\w-]+$/.test(value)) return undefined;
    const bytes = Buffer.from(value, 'base64url');
    if (bytes.length <= IV_BYTES + TAG_BYTES) return undefined;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      const json = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
      const flow: unknown = JSON.parse(json.toString('utf8'));
      if (!isFlow(flow)) return undefined;
      const age = now.getTime() - flow.startedAt;
      return age >= 0 && age < SIGN_IN_FLOW_LIFETIME_MS ? flow : undefined;
    } catch {
      return undefined;
    }
  }
}

export function flowCookieName(secure: boolean): string {
  return secure ? PRODUCTION_FLOW_COOKIE : DEV_FLOW_COOKIE;
}

export function readFlowCookie(cookieHeader: string | undefined, secure: boolean): string | undefined {
  return readCookie(cookieHeader, flowCookieName(secure));
}

/** SameSite=Lax: the provider's redirect back is a top-level GET navigation, which carries it. */
export function setFlowCookie(res: Response, value: string, secure: boolean): void {
  res.cookie(flowCookieName(secure), value, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: SIGN_IN_FLOW_LIFETIME_MS,
  });
}

export function clearFlowCookie(res: Response, secure: boolean): void {
  res.clearCookie(flowCookieName(secure), { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
