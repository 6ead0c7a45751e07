/**
 * Text in scripts written without spaces between words (Japanese kanji, hiragana and katakana, and
 * Chinese), as the search index holds it and as a query asks for it (docs/adr/049, addendum).
 *
 * FTS5's unicode61 tokenizer splits text at spaces and punctuation only, so a Japanese sentence is
 * one long token, and a word of it ("作成" in "ボードを作成する") is found by no query but the whole
 * run. The index therefore holds overlapping pairs of CJK letters (bigrams), one token a letter:
 * the letter and the one after it in its run, the last letter of a run alone (`indexedText`:
 * "ボード" is ボー, ード, ド), between invisible separators (`INDEX_SEPARATOR`, a control character
 * the tokenizer reads as a break). A query's word of two letters or more is the phrase of its
 * bigrams ("ボー ード"), which FTS5 matches wherever the word stands, inside a longer word too; a
 * word of one letter is a prefix of a token (`phraseOf`). Bigrams, not single letters: a single
 * letter (ー, の, 成) is in nearly every Japanese page, and a phrase query reads the positions of
 * each of its tokens in every page holding it; a pair is rarer by far (measured, ADR 049).
 *
 * The stored title and description, which `highlight()` reads again, hold each CJK letter alone
 * between separators (`storedText`): one token a letter as the index has, so positions agree and
 * the right letters are marked. The last letter of a word is the end of its last bigram, which the
 * mark stops before; `highlightedText` moves the mark past it, and takes the separators out.
 *
 * A query's run of CJK letters is split into words by ICU's dictionary (`Intl.Segmenter`), and the
 * grammatical words among them (particles, auxiliaries, inflections: `JAPANESE_STOP_WORDS`) are
 * dropped, so "ボードの作成" asks for ボード and 作成, as "ボード 作成" does.
 */

/** A CJK letter: Han, hiragana or katakana (the prolonged sound mark ー too), not their punctuation. */
const CJK_LETTER = String.raw`(?:(?=[\p{L}\p{N}])[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}])`;
const HAS_CJK = new RegExp(CJK_LETTER, 'u');
/** A boundary between a CJK letter and any letter or digit beside it, on either side. */
const CJK_BOUNDARY = new RegExp(
  String.raw`(?<=${CJK_LETTER})(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?=${CJK_LETTER})`,
  'gu',
);
/** A run of CJK letters. */
const CJK_RUN = new RegExp(String.raw`${CJK_LETTER}+`, 'gu');
/** A run of CJK letters, or a run of other letters and digits. */
const SCRIPT_RUN = new RegExp(String.raw`${CJK_LETTER}+|(?:(?!${CJK_LETTER})[\p{L}\p{N}])+`, 'gu');
const ONLY_CJK = new RegExp(String.raw`^${CJK_LETTER}+$`, 'u');

/**
 * The break the index puts between CJK letters: a control character, which unicode61 reads as a
 * separator and which no stored text keeps (`clean` in server/search/shard.ts replaces it).
 */
export const INDEX_SEPARATOR = '\u0001';

/**
 * Where every CJK letter lies, and little else: kana, CJK ideographs, compatibility ideographs,
 * half-width katakana, and the leading surrogates of historic kana, counting-rod numerals and the
 * ideographs' extensions. A quick test before the exact one, so text without them (most of an
 * English index) costs one scan of a character class: without the `u` flag, about a third of the
 * exact class's time.
 */
const CJK_BLOCKS = /[\u3005-\u9fff\uf900-\ufaff\uff66-\uff9f\ud81b\ud82b\ud82c\ud834\ud840-\ud8bf]/;

/** True when the text holds a CJK letter. */
export function hasCjk(text: string): boolean {
  return CJK_BLOCKS.test(text) && HAS_CJK.test(text);
}

/** True when every character of a word is a CJK letter. */
export function isCjkWord(word: string): boolean {
  return ONLY_CJK.test(word);
}

/** The text with `separator` on either side of each CJK letter touching another letter or digit. */
export function spacedCjk(text: string, separator = ' '): string {
  return hasCjk(text) ? text.replace(CJK_BOUNDARY, separator) : text;
}

/** The tokens of a run of CJK letters as the index holds them: each letter with the next, the last alone. */
function bigramsOf(run: string): string[] {
  const letters = [...run];
  return letters.map((letter, index) => (index + 1 < letters.length ? letter + letters[index + 1]! : letter));
}

/**
 * A text as the index holds it: each CJK letter replaced by its bigram (the letter and the next
 * one of its run, the last alone), between separators; everything else unchanged.
 */
export function indexedText(text: string): string {
  if (!hasCjk(text)) return text;
  return text.replace(CJK_RUN, (run) => INDEX_SEPARATOR + bigramsOf(run).join(INDEX_SEPARATOR) + INDEX_SEPARATOR);
}

/**
 * A title or description as the shard stores it for `highlight()`: each CJK letter alone between
 * separators, so it has a token wherever `indexedText` has one.
 */
export function storedText(text: string): string {
  return spacedCjk(text, INDEX_SEPARATOR);
}

/**
 * A query's text as one FTS5 phrase, the index's tokens side by side: other words as they are, a
 * run of CJK letters as its bigrams. A run that ends the phrase may go on in the page ("作成" in
 * "作成する"), so it is asked for without its last letter alone, and a run of one letter ending it
 * as the prefix of a token ("列" finds 列に and a run-final 列). Quotes are doubled.
 */
export function phraseOf(text: string): string {
  if (!hasCjk(text)) return `"${text.replace(/"/g, '""')}"`;
  const runs = Array.from(text.matchAll(SCRIPT_RUN), (match) => match[0]);
  const tokens: string[] = [];
  let prefix = false;
  runs.forEach((run, index) => {
    if (!isCjkWord(run)) tokens.push(run);
    else if (index < runs.length - 1) tokens.push(...bigramsOf(run));
    else if ([...run].length === 1) {
      tokens.push(run);
      prefix = true;
    } else tokens.push(...bigramsOf(run).slice(0, -1));
  });
  return `"${tokens.join(' ').replace(/"/g, '""')}"${prefix ? '*' : ''}`;
}

/**
 * UTF-8 bytes as the index holds them: unchanged unless they may hold a CJK letter (a character
 * from U+3000 up starts with a byte from 0xE3 up), which are then decoded and held as `indexedText` holds text.
 */
export function indexedBytes(bytes: Uint8Array): string | Uint8Array {
  if (!mayHoldCjk(bytes)) return bytes;
  const text = decoder.decode(bytes);
  return hasCjk(text) ? indexedText(text) : bytes;
}

/** A byte from 0xE3 up: read four bytes at a time, since most text is ASCII, whose high bits are clear. */
function mayHoldCjk(bytes: Uint8Array): boolean {
  const head = Math.min((4 - (bytes.byteOffset & 3)) & 3, bytes.length);
  const words = (bytes.length - head) >>> 2;
  const high = (from: number, to: number): boolean => {
    for (let position = from; position < to; position += 1) if (bytes[position]! >= 0xe3) return true;
    return false;
  };
  if (high(0, head) || high(head + words * 4, bytes.length)) return true;
  const view = new Uint32Array(bytes.buffer, bytes.byteOffset + head, words);
  for (let word = 0; word < words; word += 1) {
    if ((view[word]! & 0x80808080) !== 0 && high(head + word * 4, head + word * 4 + 4)) return true;
  }
  return false;
}

const decoder = new TextDecoder();

/** Text read back from the index without the separators it was given. */
export function withoutIndexSeparators(text: string): string {
  return text.includes(INDEX_SEPARATOR) ? text.replaceAll(INDEX_SEPARATOR, '') : text;
}

/**
 * A stored text highlighted by `highlight()` between the `open` and `close` markers, as the reader
 * reads it: the mark of a query word ending in CJK letters (`ends`: the CJK letters ending each
 * term, two or more) moved past the word's last letter, which its last bigram holds and the mark
 * stops before, and the separators taken out.
 */
export function highlightedText(text: string, ends: readonly string[], open: string, close: string): string {
  if (!text.includes(INDEX_SEPARATOR)) return text;
  const long = ends.filter((end) => [...end].length > 1);
  if (long.length === 0) return withoutIndexSeparators(text);
  // A marked span ending in a CJK letter, and the separator and CJK letter after it.
  const markedThenLetter = new RegExp(
    String.raw`${open}([^${close}]*${CJK_LETTER})${close}${INDEX_SEPARATOR}(${CJK_LETTER})`,
    'gu',
  );
  const moved = text.replace(markedThenLetter, (span, marked: string, next: string) => {
    const word = withoutIndexSeparators(marked) + next;
    return long.some((end) => word.endsWith(end)) ? `${open}${marked}${INDEX_SEPARATOR}${next}${close}` : span;
  });
  return withoutIndexSeparators(moved);
}

/** The CJK letters ending a text ("ボード" of "jira のボード"), or none when it ends otherwise. */
export function cjkEnding(text: string): string | undefined {
  const runs = Array.from(text.matchAll(SCRIPT_RUN), (match) => match[0]);
  const last = runs.at(-1);
  return last !== undefined && isCjkWord(last) ? last : undefined;
}

/**
 * Grammatical words of Japanese a query may hold between the words it asks about: particles,
 * auxiliaries and the endings of verbs, as `Intl.Segmenter` cuts them ("作成する" is 作成 and する,
 * "設定します" 設定, し and ます). Any other single hiragana is dropped too (`isJapaneseStopWord`).
 */
export const JAPANESE_STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'の を は が に へ で と も や か な ね よ から まで より など って について による における として ' +
    'する します した して しない される された され でき できる できます できない ない ます ません ' +
    'です でした だ たい いる います ある あります なる なります れる られる ください こと もの ため よう とき'
  ).split(' '),
);

const SINGLE_HIRAGANA = /^\p{scx=Hiragana}$/u;

/** A grammatical word of Japanese, which a query drops when it holds other words. */
export function isJapaneseStopWord(word: string): boolean {
  return JAPANESE_STOP_WORDS.has(word) || SINGLE_HIRAGANA.test(word);
}

const segmenter = new Intl.Segmenter('ja', { granularity: 'word' });

/**
 * The words of a query chunk written without spaces ("Jiraのボード作成"), in order: runs of other
 * scripts whole ("Jira"), runs of CJK letters split into words by ICU's dictionary ("の", "ボード",
 * "作成"). Stop words are kept here; the query drops them.
 */
export function queryWordsOf(chunk: string): string[] {
  const words: string[] = [];
  for (const [run] of chunk.matchAll(SCRIPT_RUN)) {
    if (!isCjkWord(run)) {
      words.push(run);
      continue;
    }
    for (const segment of segmenter.segment(run)) {
      // The run holds letters only, so each segment is a word; a letter the dictionary does not know is one alone.
      if (segment.segment !== '') words.push(segment.segment);
    }
  }
  return words;
}
