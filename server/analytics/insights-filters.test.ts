import { insightsQueryString, parseInsightsFilters, toCsv } from './insights-filters';

const NOW = new Date('2025-06-10T15:30:00Z');

describe('parseInsightsFilters', () => {
  it('reads no query as the last 30 days up to the end of today (UTC)', () => {
    // Act
    const parsed = parseInsightsFilters({}, NOW);

    // Assert
    expect(parsed).toEqual({
      ok: true,
      filters: { from: new Date('2025-05-12T00:00:00Z'), to: new Date('2025-06-11T00:00:00Z') },
      view: { period: '30', from: '', to: '', deployment: '', version: '' },
      first: '2025-05-12',
      last: '2025-06-10',
    });
  });

  it('reads custom dates as inclusive days and keeps the deployment and version', () => {
    // Act
    const parsed = parseInsightsFilters(
      { period: 'custom', from: '2025-01-01', to: '2025-01-31', deployment: ' dataCenter ', version: '9.4' },
      NOW,
    );

    // Assert
    expect(parsed.ok && parsed.filters).toEqual({
      from: new Date('2025-01-01T00:00:00Z'),
      to: new Date('2025-02-01T00:00:00Z'),
      deployment: 'dataCenter',
      version: '9.4',
    });
  });

  it('takes dates without a period as a custom period', () => {
    // Act
    const parsed = parseInsightsFilters({ from: '2025-06-01', to: '2025-06-01' }, NOW);

    // Assert
    expect(parsed.ok && parsed.first).toBe('2025-06-01');
    expect(parsed.ok && parsed.last).toBe('2025-06-01');
  });

  it.each([
    [{ period: '365' }, 'badPeriod'],
    [{ period: ['7', '30'] }, 'badPeriod'],
    [{ period: 'custom', from: '2025-13-01', to: '2025-06-01' }, 'badDate'],
    [{ period: 'custom', from: '2025-06-01' }, 'badDate'],
    [{ period: 'custom', from: '2025-06-02', to: '2025-06-01' }, 'badRange'],
    [{ period: 'custom', from: '2024-01-01', to: '2025-01-01' }, 'badRange'],
    [{ deployment: 'x'.repeat(51) }, 'badFilter'],
    [{ version: { nested: '1' } }, 'badFilter'],
    [{ from: ['2025-01-01', '2025-01-02'], to: '2025-01-03' }, 'badDate'],
  ])('refuses %j as %s', (query, problem) => {
    // Act
    const parsed = parseInsightsFilters(query, NOW);

    // Assert
    expect(parsed).toMatchObject({ ok: false, problem });
  });

  it('writes the filters back as the query string the form sends', () => {
    // Act
    const custom = insightsQueryString({
      period: 'custom',
      from: '2025-01-01',
      to: '2025-01-02',
      deployment: 'cloud',
      version: '',
    });
    const preset = insightsQueryString({ period: '7', from: '2025-01-01', to: '', deployment: '', version: '9&1' });

    // Assert
    expect(custom).toBe('period=custom&from=2025-01-01&to=2025-01-02&deployment=cloud');
    expect(preset).toBe('period=7&version=9%261');
  });
});

describe('toCsv', () => {
  it('writes a byte-order mark, a header row and CRLF lines, quoting commas, quotes and line breaks', () => {
    // Act
    const csv = toCsv(
      ['a', 'b', 'c'],
      [
        ['x, y', 'say "hi"', 'two\nlines'],
        [1, null, 0.5],
      ],
    );

    // Assert
    expect(csv).toBe('\uFEFFa,b,c\r\n"x, y","say ""hi""","two\nlines"\r\n1,,0.5\r\n');
  });

  it('keeps text that a spreadsheet would run as a formula as text', () => {
    // Act
    const csv = toCsv(['query'], [['=HYPERLINK("x")'], ['+1'], ['-2'], ['@sum']]);

    // Assert
    expect(csv.split('\r\n').slice(1, 5)).toEqual(['"\'=HYPERLINK(""x"")"', "'+1", "'-2", "'@sum"]);
  });
});
