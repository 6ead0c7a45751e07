/**
 * Spelling correction over the index vocabulary: the closest known word by Damerau-Levenshtein
 * distance (adjacent transpositions count once), ties broken by how many documents hold the word.
 */

export interface VocabularyTerm {
  term: string;
  documents: number;
}

/** Words shorter than this are left alone: too many real words are one edit away. */
const MIN_CORRECTABLE_LENGTH = 4;

/** Allowed edits by word length: one for short words, two from eight letters on. */
export function maxDistanceFor(length: number): number {
  return length >= 8 ? 2 : 1;
}

/**
 * Optimal string alignment distance (restricted Damerau-Levenshtein), giving up early once every
 * cell of a row exceeds `limit`, in which case `limit + 1` is returned.
 */
export function damerauLevenshtein(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const width = b.length + 1;
  let previous2 = new Array<number>(width).fill(0);
  let previous = Array.from({ length: width }, (_, j) => j);
  let current = new Array<number>(width).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, previous2[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    [previous2, previous, current] = [previous, current, previous2];
  }
  return previous[b.length]!;
}

const CACHE_SIZE = 10_000;
/** Words beginning with a prefix examined for its completions; bounds the cost of a very short one. */
const MAX_COMPLETION_CANDIDATES = 20_000;

function bucketKey(letter: string, length: number): string {
  return `${letter}${length}`;
}

export class SpellingCorrector {
  private readonly known = new Map<string, number>();
  /** Terms by first letter and length: a misspelling rarely changes the first letter. */
  private readonly buckets = new Map<string, VocabularyTerm[]>();
  private readonly cache = new Map<string, string | undefined>();
  /** Every known word in code-unit order, for completions by binary search. */
  private readonly sorted: VocabularyTerm[] = [];

  constructor(terms: Iterable<VocabularyTerm>) {
    for (const entry of terms) {
      if (!/^\p{L}[\p{L}\p{N}]*$/u.test(entry.term)) continue;
      this.known.set(entry.term, entry.documents);
      this.sorted.push(entry);
      const key = bucketKey(entry.term[0]!, entry.term.length);
      const bucket = this.buckets.get(key);
      if (bucket) bucket.push(entry);
      else this.buckets.set(key, [entry]);
    }
    for (const bucket of this.buckets.values()) bucket.sort((x, y) => y.documents - x.documents);
    this.sorted.sort((x, y) => (x.term < y.term ? -1 : x.term > y.term ? 1 : 0));
  }

  get size(): number {
    return this.known.size;
  }

  isKnown(word: string): boolean {
    return this.known.has(word);
  }

  /** The best replacement for an unknown word, or undefined when it is known or nothing is close. */
  correct(word: string): string | undefined {
    if (word.length < MIN_CORRECTABLE_LENGTH || this.known.has(word) || /\d/.test(word)) return undefined;
    if (this.cache.has(word)) return this.cache.get(word);
    const corrected = this.search(word);
    if (this.cache.size >= CACHE_SIZE) this.cache.clear();
    this.cache.set(word, corrected);
    return corrected;
  }

  private search(word: string): string | undefined {
    // The first letter is kept, or swapped with the second (a transposition at the start).
    const firstLetters = new Set([word[0]!, word[1]!]);
    const limit = maxDistanceFor(word.length);
    let best: VocabularyTerm | undefined;
    let bestDistance = limit + 1;
    for (let length = word.length - limit; length <= word.length + limit; length += 1) {
      for (const candidate of [...firstLetters].flatMap(
        (letter) => this.buckets.get(bucketKey(letter, length)) ?? [],
      )) {
        if (candidate.term.length < MIN_CORRECTABLE_LENGTH - 1) continue;
        const distance = damerauLevenshtein(word, candidate.term, Math.min(limit, bestDistance));
        if (
          distance < bestDistance ||
          (distance === bestDistance && best !== undefined && candidate.documents > best.documents)
        ) {
          best = candidate;
          bestDistance = distance;
        }
      }
    }
    return bestDistance <= limit ? best?.term : undefined;
  }

  /**
   * Known words that begin with `prefix` (itself excluded), the ones in most documents first, at
   * most `limit` of them.
   */
  completions(prefix: string, limit: number): string[] {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.sorted[middle]!.term < prefix) low = middle + 1;
      else high = middle;
    }
    const best: VocabularyTerm[] = [];
    const end = Math.min(this.sorted.length, low + MAX_COMPLETION_CANDIDATES);
    for (let position = low; position < end; position += 1) {
      const candidate = this.sorted[position]!;
      if (!candidate.term.startsWith(prefix)) break;
      if (candidate.term === prefix) continue;
      if (best.length === limit) {
        if (limit === 0 || candidate.documents <= best[limit - 1]!.documents) continue;
        best.pop();
      }
      let slot = best.length;
      while (slot > 0 && best[slot - 1]!.documents < candidate.documents) slot -= 1;
      best.splice(slot, 0, candidate);
    }
    return best.map((entry) => entry.term);
  }

  /** Corrections for every unknown word that has one. */
  correctAll(words: readonly string[]): Map<string, string> {
    const corrections = new Map<string, string>();
    for (const word of words) {
      const corrected = this.correct(word);
      if (corrected !== undefined && corrected !== word) corrections.set(word, corrected);
    }
    return corrections;
  }
}
