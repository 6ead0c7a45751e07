import { webcrypto } from 'node:crypto';
import { countryFromTimeZone, emailDomainOf, isCompanyAccount, sha256Hex } from './eligibility';

describe('the evaluation inputs', () => {
  it('derives the country from common time zones and nothing from unknown ones', () => {
    expect(countryFromTimeZone('Asia/Tokyo')).toBe('JP');
    expect(countryFromTimeZone('America/Los_Angeles')).toBe('US');
    expect(countryFromTimeZone('Europe/Berlin')).toBe('DE');
    expect(countryFromTimeZone('Antarctica/Troll')).toBeUndefined();
    expect(countryFromTimeZone(undefined)).toBeUndefined();
  });

  it('hashes the e-mail domain with SHA-256 in hex', async () => {
    expect(emailDomainOf('Ada@Example.COM')).toBe('example.com');
    expect(emailDomainOf('nobody')).toBeUndefined();
    await expect(sha256Hex('example.com', webcrypto.subtle)).resolves.toBe(
      'a379a6f6eeafb9a55e378c118034e2751e682fab9f2d30ab13d2125586ce1947',
    );
  });

  it('takes addresses of public mail services as personal and others as company accounts', () => {
    expect(isCompanyAccount('ada@gmail.com')).toBe(false);
    expect(isCompanyAccount('ada@example.com')).toBe(true);
    expect(isCompanyAccount('')).toBe(false);
  });
});
