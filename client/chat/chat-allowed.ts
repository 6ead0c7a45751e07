/**
 * Where and for whom the chat assistant may load (SPEC.md sections 4 and 6): only for a signed-in
 * visitor, never on a partner host or the contact and request paths. Kept apart from the evaluation
 * inputs so the main bundle carries this check alone and imports the chat loader only when it holds.
 */
import { PARTNER_HOST_MARK } from '../../shared/constants';
import { stripLocale } from '../../shared/links/locale';
import type { CurrentUser } from '../../shared/state/auth';

/** Paths (without the locale prefix) the assistant never loads on. */
export const CHAT_EXCLUDED_PREFIXES = ['contact', 'hot-contact', 'partnercontact', 'requests', 'named-contact'];

export function chatAllowed(pathname: string, hostName: string, user: Pick<CurrentUser, 'isAuthenticated'>): boolean {
  if (!user.isAuthenticated) return false;
  if (hostName.toLowerCase().includes(PARTNER_HOST_MARK)) return false;
  const path = stripLocale(pathname).path.replace(/^\/+/, '');
  return !CHAT_EXCLUDED_PREFIXES.some((prefix) => path.startsWith(prefix));
}
