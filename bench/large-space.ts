/**
 * A large space for benchmarks: the bundled sample space with its knowledge-base articles and docs
 * topics copied (new ids and slugs, same fields) until it holds the number of entries asked for.
 * Deterministic, so runs compare.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface Item {
  sys: { id: string; contentType?: { sys: { id: string } } } & Record<string, unknown>;
  fields: Record<string, Record<string, unknown>>;
}
interface Space {
  entries: Item[];
  assets: Item[];
  [key: string]: unknown;
}

const COPIED_TYPES = new Set(['pageKbArticle', 'topic']);

/** The sample space grown to `entryCount` entries by copying articles and topics. */
export function largeSpace(entryCount: number, root = process.cwd()): Space {
  const space = JSON.parse(readFileSync(path.join(root, 'content/sample-space.json'), 'utf8')) as Space;
  const originals = space.entries.filter(
    (entry) =>
      COPIED_TYPES.has(entry.sys.contentType?.sys.id ?? '') && typeof entry.fields.slug?.['en-US'] === 'string',
  );
  let copy = 0;
  while (space.entries.length < entryCount) {
    const original = originals[copy % originals.length]!;
    copy += 1;
    const clone = structuredClone(original);
    clone.sys.id = `${original.sys.id}-copy-${copy}`;
    for (const [locale, slug] of Object.entries(clone.fields.slug ?? {})) {
      clone.fields.slug![locale] = `${String(slug)}-copy-${copy}`;
    }
    space.entries.push(clone);
  }
  return space;
}
