/**
 * The session API's answer about the visitor (SPEC.md section 7) and the request for it, apart from the
 * auth state (./auth.ts), so code outside the page's store (the support form app) reads the visitor
 * the same way without bringing the store's code along.
 */
import { INTERNAL_EMAIL_DOMAIN } from '../constants';
import type { CurrentUser } from './auth';

/** A user may edit content only when the e-mail ends with the vendor's internal domain. */
export function canEditWithEmail(email: string): boolean {
  return email.toLowerCase().endsWith(INTERNAL_EMAIL_DOMAIN);
}

function stringAt(value: unknown, key: string): string {
  if (typeof value !== 'object' || value === null) return '';
  const field = (value as Record<string, unknown>)[key];
  return typeof field === 'string' ? field : '';
}

/**
 * The user from the auth endpoint's answer: `data.userName` (the e-mail), `data.id`,
 * `data.displayName` and `data.photos[0].value`. Authenticated exactly when the e-mail is non-empty.
 */
export function userFromAuthDetails(details: unknown): CurrentUser {
  const data = typeof details === 'object' && details !== null ? (details as { data?: unknown }).data : undefined;
  const email = stringAt(data, 'userName');
  const photos = typeof data === 'object' && data !== null ? (data as { photos?: unknown }).photos : undefined;
  const avatarUrl = Array.isArray(photos) ? stringAt(photos[0], 'value') : '';
  // The server names the roles when it knows them (its editor domain is configurable).
  const roles = typeof data === 'object' && data !== null ? (data as { roles?: unknown }).roles : undefined;
  const canEdit = Array.isArray(roles) ? roles.includes('editor') : canEditWithEmail(email);
  // Only a web page may be linked: the server validates it too, this keeps a script url out.
  const manageAccountUrl = stringAt(data, 'manageAccountUrl');
  return {
    isAuthenticated: email !== '',
    displayName: stringAt(data, 'displayName'),
    email,
    avatarUrl,
    canEdit: email !== '' && canEdit,
    aaId: stringAt(data, 'id'),
    manageAccountUrl: /^https?:\/\//i.test(manageAccountUrl) ? manageAccountUrl : '',
  };
}

/** GET the auth endpoint with the visitor's cookies; a non-ok answer is an error. */
export async function requestAuthDetails(url: string, fetchImpl: typeof fetch = fetch): Promise<unknown> {
  const response = await fetchImpl(url, {
    method: 'GET',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
  });
  if (!response.ok) throw new Error(`Auth details request failed with status ${response.status}`);
  return response.json();
}
