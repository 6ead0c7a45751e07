/**
 * Words software documentation uses for one another (docs/adr/041, addendum on other words). A
 * reader asks to "silence" a warning on a page that says "suppress" or "ignore", to "download" what
 * a page calls "fetch", to read "several" files where the title says "multiple": bm25 cannot see
 * that the words mean the same thing. A query word found here is searched as itself or its
 * variants (server/search/query.ts), and the re-ranking counts a variant for less than the word
 * typed (server/search/rerank.ts).
 *
 * The groups are general-purpose: each word of a group can stand for each other in the help text of
 * any software, for actions a reader asks about (remove, show, find, stop) and for the words
 * around them (several, folder, option). Words whose meanings are many ("run", "make", "end") are
 * left out, as are names a product gives its own features. Words are written in their base form;
 * the porter stemmer of the index matches their other endings.
 */

/** Groups of words documentation uses interchangeably. */
export const VARIANT_GROUPS: readonly (readonly string[])[] = [
  ['remove', 'delete', 'erase'],
  ['silence', 'suppress', 'ignore', 'mute', 'disable'],
  ['show', 'display', 'print'],
  ['several', 'multiple', 'many'],
  ['download', 'fetch', 'retrieve'],
  ['difference', 'diff', 'delta'],
  ['folder', 'directory'],
  ['start', 'begin', 'launch'],
  ['stop', 'terminate', 'halt', 'abort'],
  ['change', 'modify', 'alter', 'edit'],
  ['find', 'search', 'locate', 'lookup'],
  ['combine', 'merge', 'concatenate'],
  ['copy', 'duplicate'],
  ['check', 'verify', 'validate'],
  ['quit', 'exit'],
  ['execute', 'invoke'],
  ['option', 'setting', 'preference'],
  ['argument', 'parameter'],
];

const VARIANTS: ReadonlyMap<string, readonly string[]> = new Map(
  VARIANT_GROUPS.flatMap((group) => group.map((word) => [word, group.filter((other) => other !== word)])),
);

/** Endings removed, in order, to find a word's base form in the groups ("deleted", "differences"). */
const ENDINGS: readonly [string, string][] = [
  ['ies', 'y'],
  ['ing', 'e'],
  ['ing', ''],
  ['ed', 'e'],
  ['ed', ''],
  ['es', ''],
  ['s', ''],
  ['d', ''],
];

/**
 * The words documentation uses for a lower-cased word, in their base form, or none: the word as
 * it is, or without a plural or verb ending, looked up in `VARIANT_GROUPS`.
 */
export function variantsOf(word: string): readonly string[] {
  const own = VARIANTS.get(word);
  if (own) return own;
  for (const [ending, replacement] of ENDINGS) {
    if (!word.endsWith(ending) || word.length <= ending.length + 2) continue;
    const found = VARIANTS.get(word.slice(0, -ending.length) + replacement);
    if (found) return found;
  }
  return [];
}
