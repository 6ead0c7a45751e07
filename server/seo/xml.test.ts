import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { escapeXml } from './xml';

describe('escapeXml', () => {
  it('escapes markup characters so a hostile title stays text', () => {
    const hostile = `</title><script>alert("x")</script>&'`;
    const xml = `<t a="${escapeXml(hostile)}">${escapeXml(hostile)}</t>`;
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false, processEntities: true, htmlEntities: false }).parse(
      xml,
    ) as {
      t: { '#text': string; '@_a': string };
    };
    expect(parsed.t['#text']).toBe(hostile);
    expect(parsed.t['@_a']).toBe(hostile);
  });

  it('drops characters XML cannot hold', () => {
    expect(escapeXml('a\u0000b\u0008c\uFFFEd\tz')).toBe('abcd\tz');
  });
});
