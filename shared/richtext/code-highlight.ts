/**
 * Server-side syntax highlighting: highlight.js core with only the languages the content model
 * allows, registered once at load. The browser receives finished markup and ships no highlighter.
 */
import hljs from 'highlight.js/lib/core';
import type { LanguageFn } from 'highlight.js';
import bash from 'highlight.js/lib/languages/bash';
import c from 'highlight.js/lib/languages/c';
import cpp from 'highlight.js/lib/languages/cpp';
import csharp from 'highlight.js/lib/languages/csharp';
import css from 'highlight.js/lib/languages/css';
import diff from 'highlight.js/lib/languages/diff';
import go from 'highlight.js/lib/languages/go';
import groovy from 'highlight.js/lib/languages/groovy';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import kotlin from 'highlight.js/lib/languages/kotlin';
import markdown from 'highlight.js/lib/languages/markdown';
import php from 'highlight.js/lib/languages/php';
import plaintext from 'highlight.js/lib/languages/plaintext';
import powershell from 'highlight.js/lib/languages/powershell';
import python from 'highlight.js/lib/languages/python';
import ruby from 'highlight.js/lib/languages/ruby';
import rust from 'highlight.js/lib/languages/rust';
import sql from 'highlight.js/lib/languages/sql';
import swift from 'highlight.js/lib/languages/swift';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import type { CODE_LANGUAGES } from '../../content/model/content-types';
import { escapeHtml } from './escape';

export type CodeLanguage = (typeof CODE_LANGUAGES)[number];

/** highlight.js ships no ABAP grammar; this small one covers comments, strings and keywords. */
const abap: LanguageFn = () => ({
  name: 'ABAP',
  case_insensitive: true,
  keywords: {
    keyword: [
      'data',
      'types',
      'constants',
      'type',
      'ref',
      'to',
      'table',
      'of',
      'value',
      'begin',
      'end',
      'class',
      'definition',
      'implementation',
      'method',
      'endmethod',
      'methods',
      'endclass',
      'public',
      'private',
      'protected',
      'section',
      'if',
      'else',
      'elseif',
      'endif',
      'case',
      'when',
      'endcase',
      'do',
      'enddo',
      'while',
      'endwhile',
      'loop',
      'at',
      'endloop',
      'select',
      'from',
      'where',
      'into',
      'endselect',
      'form',
      'endform',
      'perform',
      'using',
      'changing',
      'function',
      'endfunction',
      'report',
      'write',
      'move',
      'clear',
      'append',
      'insert',
      'modify',
      'delete',
      'read',
      'with',
      'key',
      'and',
      'or',
      'not',
      'is',
      'initial',
      'raising',
      'try',
      'catch',
      'endtry',
      'call',
      'new',
      'importing',
      'exporting',
      'returning',
    ],
    literal: ['abap_true', 'abap_false', 'space'],
  },
  contains: [
    { scope: 'comment', begin: /^\*/, end: /$/ },
    { scope: 'comment', begin: /"/, end: /$/ },
    { scope: 'string', begin: /'/, end: /'/ },
    { scope: 'string', begin: /`/, end: /`/ },
    { scope: 'string', begin: /\|/, end: /\|/ },
    { scope: 'number', begin: /\b\d+\b/ },
  ],
});

/** Every content-model language to a registered highlight.js grammar; a missing one fails to compile. */
const GRAMMARS: Record<CodeLanguage, { id: string; grammar: LanguageFn }> = {
  ABAP: { id: 'abap', grammar: abap },
  Bash: { id: 'bash', grammar: bash },
  C: { id: 'c', grammar: c },
  'C#': { id: 'csharp', grammar: csharp },
  'C++': { id: 'cpp', grammar: cpp },
  CSS: { id: 'css', grammar: css },
  Diff: { id: 'diff', grammar: diff },
  Go: { id: 'go', grammar: go },
  Groovy: { id: 'groovy', grammar: groovy },
  HTML: { id: 'xml', grammar: xml },
  Java: { id: 'java', grammar: java },
  JavaScript: { id: 'javascript', grammar: javascript },
  JSON: { id: 'json', grammar: json },
  Kotlin: { id: 'kotlin', grammar: kotlin },
  Markdown: { id: 'markdown', grammar: markdown },
  PHP: { id: 'php', grammar: php },
  PowerShell: { id: 'powershell', grammar: powershell },
  Python: { id: 'python', grammar: python },
  Ruby: { id: 'ruby', grammar: ruby },
  Rust: { id: 'rust', grammar: rust },
  SQL: { id: 'sql', grammar: sql },
  Swift: { id: 'swift', grammar: swift },
  TypeScript: { id: 'typescript', grammar: typescript },
  XML: { id: 'xml', grammar: xml },
  YAML: { id: 'yaml', grammar: yaml },
  'Plain text': { id: 'plaintext', grammar: plaintext },
};

for (const { id, grammar } of Object.values(GRAMMARS)) {
  if (!hljs.getLanguage(id)) hljs.registerLanguage(id, grammar);
}

/** The highlight.js language id for a content-model language, or undefined for an unknown one. */
export function highlightLanguageOf(language: string): string | undefined {
  return Object.prototype.hasOwnProperty.call(GRAMMARS, language) ? GRAMMARS[language as CodeLanguage].id : undefined;
}

/**
 * The content-model language named by an html body's `language-{token}` class: a highlight.js id
 * (`python`, `cpp`), or `html` and `xml`, which share a grammar but keep their own names.
 */
export function codeLanguageOfClass(token: string): CodeLanguage | undefined {
  if (token === 'html') return 'HTML';
  if (token === 'xml') return 'XML';
  const found = Object.entries(GRAMMARS).find(([, { id }]) => id === token && id !== 'plaintext');
  return found?.[0] as CodeLanguage | undefined;
}

export interface HighlightedCode {
  /** highlight.js language id ('plaintext' for unknown languages). */
  language: string;
  /** Escaped html with highlight.js token spans. */
  html: string;
}

export function highlightCode(code: string, language: string): HighlightedCode {
  const id = highlightLanguageOf(language) ?? 'plaintext';
  if (id === 'plaintext') return { language: id, html: escapeHtml(code) };
  return { language: id, html: hljs.highlight(code, { language: id, ignoreIllegals: true }).value };
}

/**
 * highlight.js compiles a grammar on its first use; calling this at server start moves that cost
 * (about a hundred milliseconds for all languages) out of the first page request.
 */
export function precompileHighlighting(): void {
  for (const { id } of Object.values(GRAMMARS)) hljs.highlight('', { language: id, ignoreIllegals: true });
}
