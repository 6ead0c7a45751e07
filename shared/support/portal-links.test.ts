import { formMessagesFor } from '../i18n/part-messages';
import '../i18n/all-messages';
import { portalLinks } from './portal-links';

describe('portalLinks', () => {
  it('lists the five ways to get help with their titles and descriptions in English', () => {
    // Arrange
    const labels = formMessagesFor('en-US');

    // Act
    const links = portalLinks(labels, 'en-US', true);

    // Assert
    expect(links.map(({ url, title }) => [url, title])).toEqual([
      ['/contact/', 'Contact support'],
      ['/hot-contact/', 'Report a critical problem'],
      ['/statuspage-contact/', 'Contact Statuspage support'],
      ['/partnercontact/', 'Partner support'],
      ['/requests/', 'View your requests'],
    ]);
    expect(links[0]!.description).toBe('Report a bug or suggest an improvement.');
  });

  it('leads to the Japanese pages in Japanese words on a Japanese page', () => {
    // Arrange
    const labels = formMessagesFor('ja-JP');

    // Act
    const links = portalLinks(labels, 'ja-JP', true);

    // Assert
    expect(links.map(({ url }) => url)).toEqual([
      '/ja/contact/',
      '/ja/hot-contact/',
      '/ja/statuspage-contact/',
      '/ja/partnercontact/',
      '/ja/requests/',
    ]);
    expect(links[0]!.title).toBe('サポートに問い合わせる');
  });

  it('leaves out the visitor’s requests on a site that offers no sign-in', () => {
    // Arrange
    const labels = formMessagesFor('en-US');

    // Act
    const links = portalLinks(labels, 'en-US', false);

    // Assert
    expect(links.map(({ url }) => url)).not.toContain('/requests/');
    expect(links).toHaveLength(4);
  });
});
