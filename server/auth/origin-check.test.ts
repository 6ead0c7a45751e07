import { isSameSite } from './origin-check';

const base = 'https://support.example.com';

describe('isSameSite', () => {
  it.each([
    ['https://support.example.com', 'support.example.com', true],
    ['https://support.example.com/logout/', undefined, true],
    ['https://partners.example.com', 'partners.example.com', true],
    ['http://localhost:3000', 'localhost:3000', true],
    ['https://evil.example', 'support.example.com', false],
    ['https://support.example.com.evil.example', 'support.example.com', false],
    ['null', 'support.example.com', false],
    ['javascript:alert(1)', 'support.example.com', false],
    ['not a url', 'support.example.com', false],
  ])('%s sent to host %s is same-site: %s', (source, host, expected) => {
    expect(isSameSite(source, base, host)).toBe(expected);
  });
});
