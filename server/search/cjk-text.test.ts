import Database from 'better-sqlite3';
import {
  hasCjk,
  highlightedText,
  indexedBytes,
  indexedText,
  INDEX_SEPARATOR,
  isJapaneseStopWord,
  phraseOf,
  queryWordsOf,
  storedText,
  withoutIndexSeparators,
} from './cjk-text';
import { TOKENIZER } from './shard-schema';

const S = INDEX_SEPARATOR;

/** The tokens FTS5 makes of a text with the shard's tokenizer, in order. */
function tokensOf(text: string): string[] {
  const db = new Database(':memory:');
  try {
    db.exec(`CREATE VIRTUAL TABLE t USING fts5(x, tokenize = '${TOKENIZER}')`);
    db.exec(`CREATE VIRTUAL TABLE v USING fts5vocab(t, 'instance')`);
    db.prepare('INSERT INTO t (x) VALUES (?)').run(text);
    return db.prepare<[], string>('SELECT term FROM v ORDER BY offset').pluck().all();
  } finally {
    db.close();
  }
}

describe('Japanese text as the index holds it', () => {
  it('holds each letter of a Japanese run as a pair with the next one, the last letter alone', () => {
    expect(tokensOf(indexedText('ボードを作成する'))).toEqual([
      'ボー',
      'ード',
      'ドを',
      'を作',
      '作成',
      '成す',
      'する',
      'る',
    ]);
  });

  it('keeps Latin words, digits, spaces and Japanese punctuation apart from the Japanese runs', () => {
    expect(tokensOf(indexedText('Jiraのボード'))).toEqual(['jira', 'のボ', 'ボー', 'ード', 'ド']);
    expect(tokensOf(indexedText('2段階認証'))).toEqual(['2', '段階', '階認', '認証', '証']);
    expect(tokensOf(indexedText('設定、保存。「課題」'))).toEqual(['設定', '定', '保存', '存', '課題', '題']);
  });

  it('stores a title or description with a token for each letter wherever the index has one', () => {
    for (const text of ['Jira のボードを作成する', '設定、保存。「課題」 2段階認証 and more']) {
      expect(tokensOf(storedText(text))).toHaveLength(tokensOf(indexedText(text)).length);
    }
    expect(tokensOf(storedText('Jiraのボード'))).toEqual(['jira', 'の', 'ボ', 'ー', 'ド']);
    expect(tokensOf('ボードを作成する')).toEqual(['ボードを作成する']);
  });

  it('returns text without Japanese letters unchanged, so English is indexed as before', () => {
    const english = 'Create a Scrum board — “quickly”, naïve café → done';
    expect(indexedText(english)).toBe(english);
    expect(storedText(english)).toBe(english);
    const bytes = new TextEncoder().encode(english);
    expect(indexedBytes(bytes)).toBe(bytes);
  });

  it('holds Japanese text that arrives as UTF-8 bytes from a worker as it holds a string, wherever it falls', () => {
    expect(indexedBytes(new TextEncoder().encode('ボード作成'))).toBe(indexedText('ボード作成'));
    for (const text of ['“Board” settings 作成', '作成 of “boards”', 'a “b” 作 c “d”']) {
      for (let offset = 0; offset < 4; offset += 1) {
        const bytes = new TextEncoder().encode(`${'x'.repeat(offset)}${text}`).subarray(offset);
        expect(indexedBytes(bytes)).toBe(indexedText(text));
      }
    }
  });

  it('reads the stored text back as written', () => {
    const text = 'Jira のボードを作成する、2 段階認証';
    expect(withoutIndexSeparators(storedText(text))).toBe(text);
  });

  it('tells Japanese letters from other scripts, and from Japanese punctuation alone', () => {
    expect(hasCjk('ボード')).toBe(true);
    expect(hasCjk('権限')).toBe(true);
    expect(hasCjk('board、。「」')).toBe(false);
    expect(hasCjk('보드')).toBe(false);
  });
});

describe('a Japanese word as a phrase of the index', () => {
  it('asks for the pairs of letters of a word, without its last letter alone, so it is found inside a longer run', () => {
    expect(phraseOf('ボード')).toBe('"ボー ード"');
    expect(phraseOf('作成')).toBe('"作成"');
  });

  it('asks for a word of one letter as the beginning of a pair', () => {
    expect(phraseOf('列')).toBe('"列"*');
  });

  it('asks for a run followed by another word whole, its last letter alone too', () => {
    expect(phraseOf('ボード jira')).toBe('"ボー ード ド jira"');
    expect(phraseOf('jira のボード')).toBe('"jira のボ ボー ード"');
  });

  it('quotes English text as before', () => {
    expect(phraseOf('board')).toBe('"board"');
    expect(phraseOf('say "hi"')).toBe('"say ""hi"""');
  });
});

describe('a highlighted Japanese description', () => {
  const OPEN = '\u0002';
  const CLOSE = '\u0003';
  /** The stored text with `highlight()`'s markers around its characters from `from` to `to` (as written). */
  const marked = (text: string, from: number, to: number) => {
    let seen = 0;
    let out = '';
    for (const char of storedText(text)) {
      if (char !== S && seen === from) out += OPEN;
      out += char;
      if (char !== S && (seen += 1) === to) out += CLOSE;
    }
    return out;
  };

  it('marks the last letter of the word, which the mark of its last pair stops before', () => {
    // highlight() marks ボード by its pairs ボー and ード: the letters ボ and ー only.
    expect(highlightedText(marked('ボードを作成します', 0, 2), ['ボード'], OPEN, CLOSE)).toBe(
      `${OPEN}ボード${CLOSE}を作成します`,
    );
    expect(highlightedText(marked('ボードを作成します', 4, 5), ['作成'], OPEN, CLOSE)).toBe(
      `ボードを${OPEN}作成${CLOSE}します`,
    );
  });

  it('leaves the mark of a word of one letter where it is', () => {
    expect(highlightedText(marked('列に表示', 0, 1), [], OPEN, CLOSE)).toBe(`${OPEN}列${CLOSE}に表示`);
  });

  it('moves no mark of an English word', () => {
    expect(highlightedText(marked('Jiraのボード', 0, 4), ['ボード'], OPEN, CLOSE)).toBe(`${OPEN}Jira${CLOSE}のボード`);
  });
});

describe('the words of a Japanese query', () => {
  it('splits a run of Japanese text into its words by dictionary', () => {
    expect(queryWordsOf('ボードの作成')).toEqual(['ボード', 'の', '作成']);
    expect(queryWordsOf('ボード作成')).toEqual(['ボード', '作成']);
    expect(queryWordsOf('ボードを作成する')).toEqual(['ボード', 'を', '作成', 'する']);
  });

  it('keeps Latin words whole beside Japanese ones', () => {
    expect(queryWordsOf('Jiraのボード')).toEqual(['Jira', 'の', 'ボード']);
  });

  it('takes particles, auxiliaries and verb endings for grammatical words, and nouns and verb stems for content', () => {
    for (const word of ['の', 'を', 'する', 'します', 'し', 'て', 'ない']) expect(isJapaneseStopWord(word)).toBe(true);
    for (const word of ['ボード', '作成', '権限', 'おすすめ', 'board']) expect(isJapaneseStopWord(word)).toBe(false);
  });
});
