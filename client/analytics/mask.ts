/**
 * Masks personal data and secrets in text before it leaves the browser (SPEC.md section 5: e-mail
 * addresses in search text are masked before analytics): e-mail addresses, `Bearer ...` credentials,
 * tokens with well-known prefixes and long high-entropy strings that look like API tokens.
 */
const EMAIL = /[\w.%+-]+@[\w-]+(?:\.[\w-]+)+/g;
const BEARER = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
/** GitHub, GitLab, Slack, OpenAI-style, AWS access keys, Atlassian API tokens, JWTs. */
const KNOWN_PREFIX = /\b(?:gh[pousr]_|github_pat_|glpat-|xox[abpr]-|sk-|AKIA|ATATT|ATCTT|eyJ)[\w.=-]{8,}/g;
const LONG_RUN = /[\w+-]{24,}={0,2}/g;

/**
 * A run of 24+ characters mixing lower case, upper case and digits, or 32+ hex digits, reads as a
 * token; page slugs (lower case words and numbers joined by '-') do not.
 */
function looksLikeToken(run: string): boolean {
  return (/[a-z]/.test(run) && /[A-Z]/.test(run) && /\d/.test(run)) || /^[a-f\d]{32,}$/i.test(run);
}

export function maskText(text: string): string {
  return text
    .replace(EMAIL, '[email]')
    .replace(BEARER, (_match, scheme: string) => `${scheme} [token]`)
    .replace(KNOWN_PREFIX, '[token]')
    .replace(LONG_RUN, (run) => (looksLikeToken(run) ? '[token]' : run));
}

/** The attributes that carry visitor-typed text or urls; ids and enumerations are left as they are. */
const MASKED_ATTRIBUTES = new Set(['query', 'url', 'path', 'referrer', 'label', 'title', 'value']);

export function maskAttributes<T extends object>(attributes: T): T {
  const masked = { ...attributes } as Record<string, unknown>;
  for (const [key, value] of Object.entries(masked)) {
    if (typeof value === 'string' && MASKED_ATTRIBUTES.has(key)) masked[key] = maskText(value);
  }
  return masked as T;
}
