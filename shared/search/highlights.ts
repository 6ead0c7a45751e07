/**
 * The search API's highlighted description is escaped text whose only markup is <mark>…</mark>.
 * It is not inserted as html: it is split into text runs, marked or not, which React escapes
 * again, so even a response that broke that promise could not add markup to the page.
 */
export interface HighlightRun {
  text: string;
  marked: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return safeCodePoint(parseInt(name.slice(2), 16), match);
    if (name.startsWith('#')) return safeCodePoint(parseInt(name.slice(1), 10), match);
    return ENTITIES[name.toLowerCase()] ?? match;
  });
}

function safeCodePoint(code: number, fallback: string): string {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback;
}

export function highlightRuns(highlighted: string): HighlightRun[] {
  const runs: HighlightRun[] = [];
  let marked = false;
  for (const part of highlighted.split(/(<mark>|<\/mark>)/)) {
    if (part === '<mark>') marked = true;
    else if (part === '</mark>') marked = false;
    else if (part !== '') {
      const text = decodeEntities(part);
      const last = runs[runs.length - 1];
      if (last && last.marked === marked) last.text += text;
      else runs.push({ text, marked });
    }
  }
  return runs;
}
