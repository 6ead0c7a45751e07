import { highlightRuns } from './highlights';

describe('highlightRuns', () => {
  it('splits marked and unmarked text and decodes the escapes', () => {
    expect(highlightRuns('Create a <mark>board</mark> &amp; &lt;b&gt;')).toEqual([
      { text: 'Create a ', marked: false },
      { text: 'board', marked: true },
      { text: ' & <b>', marked: false },
    ]);
  });

  it('keeps any other tag as text', () => {
    expect(highlightRuns('<img src=x onerror=alert(1)>')).toEqual([
      { text: '<img src=x onerror=alert(1)>', marked: false },
    ]);
  });
});
