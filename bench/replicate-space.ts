/**
 * A documentation export grown for benchmarks by whole copies of its products (bench:scale): each
 * copy renames every id, its contexts' slugs, its products' keys, keys and names, and its links to copied entries, so
 * every url stays unique and every link resolves inside its copy. Deterministic, so runs compare.
 */
import { closeSync, openSync, writeSync } from 'node:fs';

export interface Item {
  sys: { id: string; contentType?: { sys: { id: string } } } & Record<string, unknown>;
  fields: Record<string, Record<string, unknown> | undefined>;
}
export interface Space {
  entries: Item[];
  assets: Item[];
  [key: string]: unknown;
}

/** Entries that exist once per site, not once per product, and are not copied. */
const SINGLETONS = new Set(['header', 'footer', 'homePage']);

/** Every link to an entry in `ids`, renamed with `suffix`, anywhere in `value`. */
function relink(value: unknown, ids: ReadonlySet<string>, suffix: string): void {
  if (Array.isArray(value)) {
    for (const item of value) relink(item, ids, suffix);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const sys = (value as { sys?: { type?: string; linkType?: string; id?: string } }).sys;
  if (sys?.type === 'Link' && sys.linkType === 'Entry' && sys.id !== undefined && ids.has(sys.id)) {
    sys.id = `${sys.id}${suffix}`;
  }
  for (const [key, child] of Object.entries(value)) if (key !== 'sys') relink(child, ids, suffix);
}

/**
 * The corpus's entries, then whole copies of its product until there are at least `entryCount`:
 * copy n renames every id with `-copy-n`, its product's slug, key and names with the copy number,
 * and its links to copied entries, so every url stays unique and every link resolves in the copy.
 * One entry at a time, so a space larger than memory or than one string can be written out.
 */
export function* replicatedEntries(base: Space, entryCount: number): Generator<Item> {
  const copied = base.entries.filter((entry) => !SINGLETONS.has(entry.sys.contentType?.sys.id ?? ''));
  const ids = new Set(copied.map((entry) => entry.sys.id));
  // Urls start with the slug of the page's context (a product, theme or app): renaming those is enough.
  const contexts = new Set(
    base.entries.flatMap((entry) =>
      Object.values(entry.fields.context ?? {}).map((link) => (link as { sys?: { id?: string } }).sys?.id),
    ),
  );
  let count = 0;
  for (const entry of base.entries) {
    count += 1;
    yield structuredClone(entry);
  }
  for (let copy = 2; count < entryCount; copy += 1) {
    const suffix = `-copy-${copy}`;
    for (const original of copied) {
      const clone = structuredClone(original);
      clone.sys.id = `${original.sys.id}${suffix}`;
      relink(clone.fields, ids, suffix);
      const type = clone.sys.contentType?.sys.id;
      const rename = (field: string, change: (text: string) => string) => {
        const values = clone.fields[field];
        if (!values) return;
        for (const [locale, text] of Object.entries(values))
          if (typeof text === 'string') values[locale] = change(text);
      };
      if (contexts.has(original.sys.id)) rename('slug', (slug) => `${slug}${suffix}`);
      if (type === 'product') {
        rename('internalTitle', (title) => `${title} copy ${copy}`);
      } else if (type === 'productName') {
        rename('productNameId', (key) => `${key}${suffix}`);
        rename('productName', (name) => `${name} copy ${copy}`);
      } else if (type === 'documentedProduct') {
        rename('title', (title) => `${title} copy ${copy}`);
      }
      count += 1;
      yield clone;
    }
  }
}

/** The corpus with whole copies of its product added until it holds at least `entryCount` entries. */
export function replicate(base: Space, entryCount: number): Space {
  // The entries are cloned once, by replicatedEntries; the other members are copied as they are.
  return Object.fromEntries(
    Object.entries(base).map(([key, value]) => [
      key,
      key === 'entries' ? [...replicatedEntries(base, entryCount)] : structuredClone(value),
    ]),
  ) as Space;
}

/**
 * Writes the replicated space to `file` as a contentful export, entry by entry: at 50,000 entries
 * the export is over 2 GB, more than one string can hold. Returns the entries and bytes written.
 */
export function writeReplicated(base: Space, entryCount: number, file: string): { entries: number; bytes: number } {
  const fd = openSync(file, 'w');
  let bytes = 0;
  const write = (text: string) => {
    const chunk = Buffer.from(text, 'utf8');
    for (let offset = 0; offset < chunk.length;) offset += writeSync(fd, chunk, offset);
    bytes += chunk.length;
  };
  let entries = 0;
  try {
    write('{');
    for (const [key, value] of Object.entries(base)) {
      if (key !== 'entries') write(`${JSON.stringify(key)}:${JSON.stringify(value)},`);
    }
    write('"entries":[');
    for (const entry of replicatedEntries(base, entryCount)) {
      write(`${entries === 0 ? '' : ','}${JSON.stringify(entry)}`);
      entries += 1;
    }
    write(']}');
  } finally {
    closeSync(fd);
  }
  return { entries, bytes };
}
