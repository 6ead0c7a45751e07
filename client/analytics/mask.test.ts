import { maskAttributes, maskText } from './mask';

describe('masking before analytics', () => {
  it('masks e-mail addresses in search text', () => {
    expect(maskText('reset password for ada.lovelace+jira@example.co.uk please')).toBe(
      'reset password for [email] please',
    );
  });

  it('masks Bearer credentials, known token prefixes and long high-entropy strings', () => {
    expect(maskText('curl -H "Authorization: Bearer abc.def-123"')).toBe('curl -H "Authorization: Bearer [token]"');
    expect(maskText('token ghp_a1B2c3D4e5F6g7H8i9J0 fails')).toBe('token [token] fails');
    expect(maskText('ATATT3xFfGF0a1b2c3d4e5 rejected')).toBe('[token] rejected');
    expect(maskText('/search-results/?q=Zk3pQ9vX2mL7tR4wY8nB1cD6eF0gH5jK')).toBe('/search-results/?q=[token]');
  });

  it('leaves ordinary words, long plain words and numbers alone', () => {
    expect(maskText('configure jira service management permissions 2024')).toBe(
      'configure jira service management permissions 2024',
    );
    expect(maskText('/docs/jira-software-cloud/configure-permissions-2024-and-more/')).toBe(
      '/docs/jira-software-cloud/configure-permissions-2024-and-more/',
    );
    expect(maskText('antidisestablishmentarianismism 123456789012345678901234567')).toBe(
      'antidisestablishmentarianismism 123456789012345678901234567',
    );
  });

  it('masks only the text attributes, never ids', () => {
    const queryId = '3f1c2b9a-8d7e-4f60-a1b2-c3d4e5f60718';

    expect(maskAttributes({ query: 'me@example.com', queryId, position: 1 })).toEqual({
      query: '[email]',
      queryId,
      position: 1,
    });
  });
});
