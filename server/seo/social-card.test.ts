import { XMLValidator } from 'fast-xml-parser';
import { fixtureSpace } from '../content/fixture-space';
import { buildSnapshot } from '../content/snapshot';
import {
  cardPath,
  cardSpec,
  cardSvg,
  CARD_HEIGHT,
  CARD_WIDTH,
  renderCardPng,
  specForCardFile,
  wrapText,
} from './social-card';

const snapshot = buildSnapshot(fixtureSpace().toExport(), { logger: { error: () => undefined } });

describe('wrapText', () => {
  it('breaks words at spaces within the width', () => {
    const lines = wrapText('Create a board for your team', 12, 3);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe('Create a board for your team');
    // At least 0.55 em a character: no line of a 12 em width holds more than 21 characters.
    expect(lines.every((line) => line.length <= 21)).toBe(true);
  });

  it('breaks Japanese text between characters', () => {
    const lines = wrapText('ボードを作成してチームの作業を整理する', 8, 4);
    expect(lines.every((line) => [...line].length <= 8)).toBe(true);
    expect(lines.join('')).toBe('ボードを作成してチームの作業を整理する');
  });

  it('ends the last line with an ellipsis when text is left over', () => {
    const lines = wrapText('one two three four five six seven eight nine ten', 10, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/…$/);
  });
});

describe('the social card', () => {
  it('shows the page title, its product and the site name', () => {
    const spec = cardSpec(snapshot, 'topic-board', 'en-US');
    expect(spec).toEqual({ title: 'Create a board', label: 'Jira Cloud', siteName: 'Support', locale: 'en-US' });
    expect(cardSpec(snapshot, 'topic-board', 'ja-JP').title).toBe('ボードを作成');
  });

  it('is the site card for pages without an entry', () => {
    expect(cardSpec(snapshot, undefined, 'en-US')).toEqual({
      title: 'Support',
      label: '',
      siteName: 'Support',
      locale: 'en-US',
    });
  });

  it('has a url that names the page and what it shows, and finds its spec again', () => {
    const spec = cardSpec(snapshot, 'topic-board', 'en-US');
    const path = cardPath(spec, 'topic-board');
    expect(path).toMatch(/^\/social-cards\/en\.topic-board\.[A-Za-z0-9_-]{16}\.png$/);
    expect(specForCardFile(snapshot, path.slice('/social-cards/'.length))).toEqual(spec);
    expect(specForCardFile(snapshot, 'en.topic-board.AAAAAAAAAAAAAAAA.png')).toBeUndefined();
    expect(specForCardFile(snapshot, 'en.no-such-entry.AAAAAAAAAAAAAAAA.png')).toBeUndefined();
    expect(specForCardFile(snapshot, '../../etc/passwd')).toBeUndefined();
  });

  it('escapes hostile titles in its SVG', () => {
    const svg = cardSvg({
      title: '</text><script>alert(1)</script> & more',
      label: '<b>',
      siteName: '"site"',
      locale: 'en-US',
    });
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).not.toContain('<script>');
  });

  it('renders a 1200×630 PNG', () => {
    const png = renderCardPng(cardSpec(snapshot, 'topic-board', 'en-US'));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(CARD_WIDTH);
    expect(png.readUInt32BE(20)).toBe(CARD_HEIGHT);
  });
});
