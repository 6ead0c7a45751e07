/** Escaping for XML text and attribute values (sitemaps, feeds, OpenSearch). */

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * Escapes text for XML content and quoted attributes, and drops the characters XML 1.0 cannot hold
 * at all (C0 controls other than tab, newline and carriage return; lone surrogates; U+FFFE/U+FFFF),
 * so a hostile title can neither break out of an element nor make the document ill-formed.
 */
export function escapeXml(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
