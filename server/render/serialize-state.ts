/**
 * JSON for an html `<script type="application/json">` element. The HTML parser ends a script at the
 * first `</script` and treats `<!--` specially (HTML Living Standard, "script data" states), so every
 * `<` is escaped; `>` and `&` are escaped too so the text is also safe where it is read as html, and
 * U+2028/U+2029 because older JavaScript parsers treat them as line terminators. JSON.parse turns
 * every escape back into the same character, so the data round-trips unchanged.
 */
const ESCAPES: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function escapeJsonForHtml(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (character) => ESCAPES[character] ?? character);
}

export function serializeForScript(value: unknown): string {
  return escapeJsonForHtml(JSON.stringify(value) ?? 'null');
}
