/**
 * Roles (SPEC.md section 6) of a signed-in visitor. Anonymous visitors have none. Partner is a
 * property of the host the site is visited on, editor and staff of the e-mail address.
 */
import type { AuthConfig } from '../../config/config';
import { PARTNER_HOST_MARK } from '../../shared/constants';

export const ROLES = ['authenticated', 'partner', 'editor', 'staff'] as const;
export type Role = (typeof ROLES)[number];

export function isEditorEmail(email: string, editorDomain: string): boolean {
  return email.toLowerCase().endsWith(`@${editorDomain}`);
}

/** Staff entries are whole addresses or '@domain'. */
export function isStaffEmail(email: string, staffEmails: readonly string[]): boolean {
  const address = email.toLowerCase();
  return staffEmails.some((entry) => (entry.startsWith('@') ? address.endsWith(entry) : address === entry));
}

export function rolesOf(
  email: string,
  host: string | undefined,
  auth: Pick<AuthConfig, 'editorEmailDomain' | 'staffEmails'>,
): Role[] {
  if (email === '') return [];
  const roles: Role[] = ['authenticated'];
  if (host !== undefined && host.toLowerCase().includes(PARTNER_HOST_MARK)) roles.push('partner');
  if (isEditorEmail(email, auth.editorEmailDomain)) roles.push('editor');
  if (isStaffEmail(email, auth.staffEmails)) roles.push('staff');
  return roles;
}
