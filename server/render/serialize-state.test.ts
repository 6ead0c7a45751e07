import { escapeJsonForHtml, serializeForScript } from './serialize-state';

describe('serializeForScript', () => {
  it('escapes angle brackets, ampersands and the two line separators', () => {
    const text = serializeForScript({ html: '</script><!-- & \u2028\u2029' });

    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e\\u003c!-- \\u0026 \\u2028\\u2029');
  });

  it('escapes a "<" in keys as well as values', () => {
    expect(serializeForScript({ '</script>': 1 })).toBe('{"\\u003c/script\\u003e":1}');
  });

  it('round-trips through JSON.parse to the same value', () => {
    const value = { a: '<b>&amp;</b>', list: ['\u2028', '</SCRIPT >', 'ünïcode'], n: 1.5, t: true, z: null };

    expect(JSON.parse(serializeForScript(value))).toEqual(value);
  });

  it('leaves text without special characters unchanged', () => {
    expect(escapeJsonForHtml('{"a":"b c"}')).toBe('{"a":"b c"}');
  });
});
