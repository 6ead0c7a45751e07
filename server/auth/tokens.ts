/**
 * Secrets handed to a visitor (one-time sign-in tokens, session ids): 32 random bytes in base64url.
 * The store keeps only their SHA-256, so reading the database gives no way in.
 */
import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;
/** 32 bytes are 43 base64url characters without padding. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newSecret(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

export function isWellFormedSecret(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
