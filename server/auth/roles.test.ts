import { isStaffEmail, rolesOf } from './roles';

const auth = { editorEmailDomain: 'atlassian.com', staffEmails: ['lead@example.com', '@support.example'] };

describe('rolesOf', () => {
  it('gives an anonymous visitor no role', () => {
    expect(rolesOf('', 'partners.example.com', auth)).toEqual([]);
  });

  it('gives any address the authenticated role', () => {
    expect(rolesOf('ada@example.com', 'support.example.com', auth)).toEqual(['authenticated']);
  });

  it('adds partner on a host containing "partners"', () => {
    expect(rolesOf('ada@example.com', 'Partners.Example.com', auth)).toEqual(['authenticated', 'partner']);
  });

  it('adds editor for the internal domain only, not a look-alike', () => {
    expect(rolesOf('Ed@Atlassian.com', undefined, auth)).toEqual(['authenticated', 'editor']);
    expect(rolesOf('ed@notatlassian.com', undefined, auth)).toEqual(['authenticated']);
    expect(rolesOf('ed@atlassian.com.evil.example', undefined, auth)).toEqual(['authenticated']);
  });

  it('adds staff for listed addresses and domains', () => {
    expect(isStaffEmail('LEAD@example.com', auth.staffEmails)).toBe(true);
    expect(isStaffEmail('sam@support.example', auth.staffEmails)).toBe(true);
    expect(isStaffEmail('sam@notsupport.example', auth.staffEmails)).toBe(false);
    expect(isStaffEmail('other@example.com', auth.staffEmails)).toBe(false);
  });
});
