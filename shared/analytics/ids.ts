/** Random ids for the browser's analytics and feedback answers: letters, digits and '-'. */
export function newId(): string {
  // randomUUID needs a secure context; plain http on a non-loopback host falls back to getRandomValues.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
