import {
  camelCaseParts,
  camelCasePhrases,
  codeNames,
  namesDefinedBy,
  parseQuery,
  questionSubject,
  queryText,
  rewriteQuery,
  standsAlone,
  termExpressions,
  termPhrase,
  termText,
  toMatchExpression,
} from './query';

describe('query sanitising', () => {
  it('quotes every word and searches an unfinished last word with the known words it begins', () => {
    const expression = toMatchExpression(parseQuery('create boar'), { mode: 'and', completions: ['board', 'boards'] });
    expect(expression).toBe('"create" AND ("boar" OR "board" OR "boards")');
  });

  it('searches the last word alone when nothing completes it', () => {
    expect(toMatchExpression(parseQuery('create boar'))).toBe('"create" AND "boar"');
  });

  it('does not complete a word followed by a space', () => {
    expect(toMatchExpression(parseQuery('create board '), { mode: 'and', completions: ['boards'] })).toBe(
      '"create" AND "board"',
    );
  });

  it('never writes an FTS5 prefix query, which the stemmer would shorten', () => {
    expect(toMatchExpression(parseQuery('tiing'), { mode: 'or', completions: ['tiingabc'] })).not.toContain('*');
  });

  it('keeps quoted text as a phrase', () => {
    expect(toMatchExpression(parseQuery('"java heap space" error'))).toBe('"java heap space" AND "error"');
  });

  it('treats FTS5 operators and column filters as plain words', () => {
    const match = toMatchExpression(parseQuery('title:board OR NEAR(a b) NOT x* -y ^z'));
    // "or", "not" and "a" are stop words and drop out; the rest are quoted words.
    expect(match).toBe('"title" AND "board" AND "near" AND "b" AND "x" AND "y" AND "z"');
  });

  it('ignores an unmatched quote', () => {
    expect(toMatchExpression(parseQuery('say "hello world'))).toBe('"say" AND "hello" AND "world"');
  });

  it('drops stop words unless nothing else is left', () => {
    expect(queryText(parseQuery('how to create a board'))).toBe('create board');
    expect(queryText(parseQuery('the'))).toBe('the');
  });

  it('has no expression for a query without words', () => {
    expect(toMatchExpression(parseQuery(' ?! "" '))).toBeUndefined();
  });

  it('joins terms with OR in relaxed mode', () => {
    expect(toMatchExpression(parseQuery('a1 b2 c3 '), { mode: 'or' })).toBe('"a1" OR "b2" OR "c3"');
  });

  it('lets a word, a phrase, a name or a CJK letter stand alone in a relaxed search, but not a stop word or a single letter', () => {
    const stands = (query: string) => parseQuery(query).terms.map(standsAlone);
    expect(stands('board "create a board" os.path TypeVar 表')).toEqual([true, true, true, true, true]);
    // "what" drops out as a stop word; the "s" of "what's" is searched but cannot stand alone.
    expect(stands("what's frobnicate")).toEqual([false, true]);
    // A query of stop words alone keeps them as its terms.
    expect(stands('why into')).toEqual([false, false]);
    expect(stands('の')).toEqual([false]);
  });

  it('gives a term as its words, a phrase without its quotes', () => {
    expect(parseQuery('"create a board" os.path').terms.map(termText)).toEqual(['create a board', 'os.path']);
  });

  it('replaces corrected words but keeps phrases', () => {
    const rewritten = rewriteQuery(parseQuery('"confluance page" confluance'), new Map([['confluance', 'confluence']]));
    expect(queryText(rewritten)).toBe('"confluance page" confluence');
  });
});

describe('identifiers in queries', () => {
  it('keeps a dotted name or snake_case word whole, matched by its parts with its parts side by side ranking higher', () => {
    const parsed = parseQuery('os.path.join max_connections');
    expect(parsed.terms).toEqual([
      { kind: 'identifier', words: ['os', 'path', 'join'], text: 'os.path.join' },
      { kind: 'identifier', words: ['max', 'connections'], text: 'max_connections' },
    ]);
    expect(toMatchExpression(parsed)).toBe(
      '("os path join" OR ("os" AND "path" AND "join")) AND ("max connections" OR ("max" AND "connections"))',
    );
    expect(queryText(parsed)).toBe('os.path.join max_connections');
  });

  it('searches a flag and a dunder name as the one word the index holds', () => {
    expect(parseQuery('--user __init__,').terms).toEqual([
      { kind: 'word', text: 'user' },
      { kind: 'word', text: 'init' },
    ]);
  });

  it('matches a CamelCase name whole or as its parts side by side', () => {
    const parsed = parseQuery('TypeVar,');
    expect(parsed.terms).toEqual([{ kind: 'compound', words: ['type', 'var'], text: 'typevar' }]);
    expect(toMatchExpression(parsed)).toBe('("typevar" OR "type var")');
    expect(queryText(parsed)).toBe('typevar');
  });

  it('splits CamelCase at each capital, keeping a run of capitals together as one part', () => {
    expect(camelCaseParts('UnicodeDecodeError')).toEqual(['unicode', 'decode', 'error']);
    expect(camelCaseParts('JSONDecodeError')).toEqual(['json', 'decode', 'error']);
    expect(camelCaseParts('getElementById')).toEqual(['get', 'element', 'by', 'id']);
    expect(camelCaseParts('XMLHttpRequest')).toEqual(['xml', 'http', 'request']);
  });

  it('leaves lower-case, capitalised and all-capital words whole', () => {
    expect(camelCaseParts('defaultdict')).toEqual(['defaultdict']);
    expect(camelCaseParts('Python')).toEqual(['python']);
    expect(camelCaseParts('PYTHONPATH')).toEqual(['pythonpath']);
  });

  it('lists the CamelCase names of a text as their parts, once each', () => {
    expect(camelCasePhrases('class typing.TypeVar(name) and TypeVar again, not PYTHONPATH or sys')).toEqual([
      'type var',
    ]);
  });

  it('takes the punctuation around a pasted identifier off and leaves prose words alone', () => {
    const parsed = parseQuery('sqlite3.OperationalError: database is locked');
    expect(parsed.terms[0]).toEqual({
      kind: 'identifier',
      words: ['sqlite3', 'operationalerror'],
      text: 'sqlite3.operationalerror',
    });
    expect(parsed.terms.slice(1)).toEqual([
      { kind: 'word', text: 'database' },
      { kind: 'word', text: 'locked' },
    ]);
  });
});

describe('names written as code', () => {
  it('takes dotted names, colon-joined names and names holding an underscore as code, without the punctuation around them', () => {
    expect(codeNames('RuntimeError: asyncio.run() cannot be called')).toEqual(['asyncio.run']);
    expect(codeNames('what does __init__ do with std::vector and max_connections?')).toEqual([
      '__init__',
      'std::vector',
      'max_connections',
    ]);
  });

  it('does not take prose, a sentence-ending dot or a CamelCase word alone for code', () => {
    expect(codeNames('Copy a file. Then use TypeVar and JavaScript')).toEqual([]);
  });

  it('keeps the names of a query when its words are corrected', () => {
    expect(rewriteQuery(parseQuery('sys.argv lenght'), new Map([['lenght', 'length']])).names).toEqual(['sys.argv']);
  });

  it('takes the subject of a question asking what something is as a name a page may define', () => {
    expect(questionSubject('what is the global interpreter lock?')).toEqual(['global interpreter lock']);
    expect(questionSubject('What’s a Virtual Environment')).toEqual(['virtual environment']);
    expect(questionSubject('what is the best way to copy every file of a directory')).toEqual([]);
    expect(questionSubject('how do I copy a file')).toEqual([]);
    expect(parseQuery('what are wheels').names).toEqual(['wheels']);
  });

  it('finds a question subject defined by a term of the same words only', () => {
    expect(namesDefinedBy('Global Interpreter Lock')).toContain('global interpreter lock');
    expect(namesDefinedBy('global interpreter lock (GIL)')).not.toContain('global interpreter lock');
    expect(namesDefinedBy('lambda')).not.toContain('lambda function');
  });

  it('reads the name a definition term defines without its parameters, keywords and decorations', () => {
    expect(namesDefinedBy('object.__init__(self[, ...])')).toContain('__init__');
    expect(namesDefinedBy('classmethod object.__init_subclass__(cls)')).not.toContain('__init__');
    expect(namesDefinedBy('awaitable asyncio.gather(*aws)')).toContain('asyncio.gather');
    expect(namesDefinedBy('@functools.lru_cache(maxsize=128)')).toContain('functools.lru_cache');
    expect(namesDefinedBy('std::vector')).toContain('vector');
    expect(namesDefinedBy('asyncio.gather')).not.toContain('gather.asyncio');
    expect(namesDefinedBy('Calling __init__ twice')).not.toContain('__init__');
  });
});

describe('terms one by one', () => {
  it('gives each term its own expression, joined by toMatchExpression', () => {
    const parsed = parseQuery('"heap space" os.path TypeVar error');
    expect(termExpressions(parsed)).toEqual([
      '"heap space"',
      '("os path" OR ("os" AND "path"))',
      '("typevar" OR "type var")',
      '"error"',
    ]);
    expect(parsed.terms.map(termPhrase)).toEqual(['"heap space"', '"os path"', '"typevar"', '"error"']);
  });
});

describe('other words for a query word', () => {
  it('searches a word as itself or the other words documentation uses for it', () => {
    const parsed = parseQuery('silence a warning');
    expect(parsed.terms[0]).toEqual({
      kind: 'word',
      text: 'silence',
      variants: ['suppress', 'ignore', 'mute', 'disable'],
    });
    expect(toMatchExpression(parsed)).toBe(
      '("silence" OR "suppress" OR "ignore" OR "mute" OR "disable") AND "warning"',
    );
  });

  it('keeps a quoted word as typed and gives a corrected word its own variants', () => {
    expect(toMatchExpression(parseQuery('"silence" warning'))).toBe('"silence" AND "warning"');
    const corrected = rewriteQuery(parseQuery('fodler'), new Map([['fodler', 'folder']]));
    expect(termExpressions(corrected)).toEqual(['("folder" OR "directory")']);
  });

  it('searches an unfinished last word with its completions and its variants', () => {
    expect(termExpressions(parseQuery('delet'), ['delete'])).toEqual(['("delet" OR "delete")']);
    expect(termExpressions(parseQuery('copy'), ['copyright'])).toEqual(['("copy" OR "copyright" OR "duplicate")']);
  });
});

describe('Japanese queries', () => {
  const words = (raw: string) => parseQuery(raw).terms.map((term) => (term.kind === 'word' ? term.text : term.kind));

  it('asks for each word of a Japanese query as its pairs of letters side by side, all of them', () => {
    expect(toMatchExpression(parseQuery('ボード 作成'))).toBe('"ボー ード" AND "作成"');
    expect(toMatchExpression(parseQuery('作成'))).toBe('"作成"');
    expect(toMatchExpression(parseQuery('列'))).toBe('"列"*');
  });

  it('splits words written together and drops the particles between them', () => {
    expect(words('ボードの作成')).toEqual(['ボード', '作成']);
    expect(words('ボード作成')).toEqual(['ボード', '作成']);
    expect(words('ボードを作成する')).toEqual(['ボード', '作成']);
    expect(queryText(parseQuery('ボードの作成'))).toBe('ボード 作成');
  });

  it('treats an ideographic space and Japanese punctuation as separators', () => {
    expect(words('ボード　作成')).toEqual(['ボード', '作成']);
    expect(words('ボード、作成。')).toEqual(['ボード', '作成']);
    expect(words('「ボード」・作成')).toEqual(['ボード', '作成']);
  });

  it('keeps Latin words beside Japanese ones, with or without a space between', () => {
    expect(toMatchExpression(parseQuery('Jira のボード'))).toBe('"jira" AND "ボー ード"');
    expect(words('Jiraのボード')).toEqual(['jira', 'ボード']);
  });

  it('matches quoted Japanese text as written, particles included', () => {
    expect(toMatchExpression(parseQuery('"ボードを作成"'))).toBe('"ボー ード ドを を作 作成"');
    expect(toMatchExpression(parseQuery('"Jira のボード"'))).toBe('"jira のボ ボー ード"');
  });

  it('keeps a query of particles alone rather than asking for nothing', () => {
    expect(words('の')).toEqual(['の']);
  });

  it('asks for English words exactly as before', () => {
    expect(toMatchExpression(parseQuery('create a board'))).toBe('"create" AND "board"');
    expect(toMatchExpression(parseQuery('os.path.join TypeVar'))).toBe(
      '("os path join" OR ("os" AND "path" AND "join")) AND ("typevar" OR "type var")',
    );
  });
});
