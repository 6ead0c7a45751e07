import { compareVersionsNewestFirst, versionsNewestFirst } from './versions';

describe('versionsNewestFirst', () => {
  it('orders versions by their dotted parts as numbers, newest first', () => {
    expect(versionsNewestFirst(['9.12', '10.3', '11.1', '8.20'])).toEqual(['11.1', '10.3', '9.12', '8.20']);
  });

  it('puts 8.20 before 8.5 and 8.5 before 8.4.1', () => {
    expect(versionsNewestFirst(['8.4.1', '8.20', '8.5'])).toEqual(['8.20', '8.5', '8.4.1']);
  });

  it('drops repeated versions', () => {
    expect(versionsNewestFirst(['10.3', '9.12', '10.3'])).toEqual(['10.3', '9.12']);
  });
});

describe('compareVersionsNewestFirst', () => {
  it('treats a missing trailing part as zero', () => {
    expect(Math.sign(compareVersionsNewestFirst('10.3', '10.3.1'))).toBe(1);
    expect(Math.sign(compareVersionsNewestFirst('10.3.0', '10.3'))).not.toBe(0);
  });
});
