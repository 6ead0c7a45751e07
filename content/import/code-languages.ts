/**
 * Source code-block languages (Sphinx/Pygments lexer names, Markdown fence info strings) to the
 * class token the site highlights (shared/richtext/code-highlight.ts, `codeLanguageOfClass`).
 */

// Pygments and common fence names; the value is the highlight.js id of a content-model language.
const ALIASES: Record<string, string> = {
  abap: 'abap',
  bash: 'bash',
  sh: 'bash',
  shell: 'bash',
  console: 'bash',
  'shell-session': 'bash',
  shellsession: 'bash',
  zsh: 'bash',
  c: 'c',
  csharp: 'csharp',
  cs: 'csharp',
  'c#': 'csharp',
  cpp: 'cpp',
  'c++': 'cpp',
  cxx: 'cpp',
  css: 'css',
  diff: 'diff',
  patch: 'diff',
  udiff: 'diff',
  go: 'go',
  golang: 'go',
  groovy: 'groovy',
  html: 'html',
  htm: 'html',
  xhtml: 'html',
  java: 'java',
  javascript: 'javascript',
  js: 'javascript',
  jsx: 'javascript',
  node: 'javascript',
  json: 'json',
  json5: 'json',
  jsonc: 'json',
  kotlin: 'kotlin',
  kt: 'kotlin',
  markdown: 'markdown',
  md: 'markdown',
  php: 'php',
  powershell: 'powershell',
  ps1: 'powershell',
  pwsh: 'powershell',
  python: 'python',
  python3: 'python',
  py: 'python',
  py3: 'python',
  pycon: 'python',
  ipython: 'python',
  ipython3: 'python',
  pytb: 'python',
  python3tb: 'python',
  ruby: 'ruby',
  rb: 'ruby',
  rust: 'rust',
  rs: 'rust',
  sql: 'sql',
  postgresql: 'sql',
  psql: 'sql',
  mysql: 'sql',
  sqlite3: 'sql',
  swift: 'swift',
  typescript: 'typescript',
  ts: 'typescript',
  tsx: 'typescript',
  xml: 'xml',
  yaml: 'yaml',
  yml: 'yaml',
};
// Names that mean 'no particular language'.
const PLAIN = new Set(['text', 'none', 'default', 'plain', 'plaintext', 'txt', 'output']);

/**
 * The class token for a source language: a known language's highlight id, any other language's
 * name (kept, so the block still says what it is), or undefined for plain text.
 */
export function languageClassOf(source: string | undefined): string | undefined {
  if (source === undefined) return undefined;
  const name = source.trim().toLowerCase().split(/[\s{]/)[0] ?? '';
  if (name === '' || PLAIN.has(name)) return undefined;
  const known = ALIASES[name];
  if (known) return known;
  const token = name.replace(/[^a-z0-9+#_-]/g, '');
  return token === '' ? undefined : token;
}
