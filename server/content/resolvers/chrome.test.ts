import { translated, type ContentfulExport } from '../../../content/tools/sample/space-builder';
import { fixtureSpace } from '../fixture-space';
import { buildSnapshot } from '../snapshot';
import { buildChromeView } from './chrome';

function chromeSpace(): ContentfulExport {
  const space = fixtureSpace();
  space.asset('logo-asset', {
    title: 'Support logo',
    fileName: 'logo.svg',
    contentType: 'image/svg+xml',
    width: 120,
    height: 24,
  });
  space.entry('card', 'hdr-card-billing', {
    title: translated('Billing', '請求'),
    buttonLink: '/billing/resources/',
    shortDescription: 'Pay invoices',
  });
  space.entry('card', 'hdr-card-hidden', { title: 'Hidden', buttonLink: '/hidden/', hideInHeader: true });
  space.entry('card', 'hdr-card-guide', { title: 'Jira guide', buttonLink: '/jira-cloud/docs/get-started/' });
  space.entry('link', 'hdr-link-status', { linkLabel: 'System status', linkUrl: 'https://status.example.com/' });
  space.entry('link', 'hdr-link-log-in', { linkLabel: 'Log in to account', linkUrl: '/login/' });
  space.entry('link', 'hdr-link-contact', { linkLabel: 'Contact support', linkUrl: '/contact/?from=panel' });
  space.entry('menuLink', 'hdr-menu-link', { linkText: 'Billing FAQ', url: '/billing/faq/' });
  space.entry('menuColumn', 'hdr-menu-column', {
    heading: 'Popular',
    numberOfColumns: 2,
    resources: [{ sys: { type: 'Link', linkType: 'Entry', id: 'hdr-menu-link' } }],
  });
  space.entry('menu', 'hdr-menu', {
    heading: translated('Learn', '学ぶ'),
    primarySection: [{ sys: { type: 'Link', linkType: 'Entry', id: 'hdr-card-guide' } }],
    primarySectionRows: 3,
    secondarySection: [{ sys: { type: 'Link', linkType: 'Entry', id: 'hdr-menu-column' } }],
  });
  space.entry('link', 'ftr-link', { linkLabel: 'Legal', linkUrl: 'https://www.atlassian.com/legal' });
  space.entry('credits', 'credits', {
    title: 'Made by',
    team: [{ name: 'Ada Lovelace', role: 'Engineering' }, { name: '' }, 'not a member'],
  });
  const exportJson = space.toExport();
  const link = (id: string) => ({ sys: { type: 'Link', linkType: 'Entry', id } });
  const header = exportJson.entries.find((entry) => entry.sys.id === 'header')!;
  Object.assign(header.fields, {
    version: { 'en-US': 'v2' },
    useWaffleMenu: { 'en-US': true },
    atlassianSupportLogoV2: { 'en-US': { sys: { type: 'Link', linkType: 'Asset', id: 'logo-asset' } } },
    cloudProducts: { 'en-US': [link('jira-cloud'), link('jira-mobile')] },
    serverProducts: { 'en-US': [link('confluence-dc')] },
    resources: { 'en-US': [link('hdr-card-billing'), link('hdr-card-hidden')] },
    guides: { 'en-US': [link('hdr-card-guide')] },
    menus: { 'en-US': [link('hdr-menu')] },
    additionalLinks: { 'en-US': [link('hdr-link-log-in'), link('hdr-link-status'), link('hdr-link-contact')] },
  });
  return exportJson;
}

function snapshotOf(exportJson: ContentfulExport) {
  return buildSnapshot(exportJson, { logger: { error: () => undefined }, now: () => new Date('2025-06-01T00:00:00Z') });
}

describe('buildChromeView', () => {
  const snapshot = snapshotOf(chromeSpace());

  it('builds product cards from the landing page url or the resources path of the slug', () => {
    const { header } = buildChromeView(snapshot, 'en-US', { currentYear: 2025 });
    expect(header.cloudProducts.map((card) => [card.name, card.url, card.deployment])).toEqual([
      ['Jira', snapshot.urlOf('jira-landing'), 'Cloud'],
      ['Jira mobile', '/jira-mobile-apps/resources/', 'Cloud'],
    ]);
    expect(header.serverProducts.map((card) => [card.name, card.url, card.deployment])).toEqual([
      ['Confluence', '/confluence-data-center/resources/', 'Data Center'],
    ]);
  });

  it('lists documentation homes per deployment', () => {
    const { header } = buildChromeView(snapshot, 'en-US', { currentYear: 2025 });
    expect(header.documentation.cloud).toEqual([{ id: 'jira-cloud', label: 'Jira', url: snapshot.urlOf('jira-docs') }]);
    expect(header.documentation.dataCenter).toEqual([
      { id: 'confluence-dc', label: 'Confluence', url: snapshot.urlOf('confluence-docs') },
    ]);
  });

  it('leaves cards hidden in the header out of the resources', () => {
    const { header } = buildChromeView(snapshot, 'en-US', { currentYear: 2025 });
    expect(header.resources.map((card) => card.id)).toEqual(['hdr-card-billing']);
    expect(header.resources[0]).toMatchObject({
      title: 'Billing',
      url: '/billing/resources/',
      description: 'Pay invoices',
    });
  });

  it("names the logo, the home link's only content, by the site in the page's language, not by the asset's title", () => {
    const english = buildChromeView(snapshot, 'en-US', { currentYear: 2025 }).header;
    const japanese = buildChromeView(snapshot, 'ja-JP', { currentYear: 2025 }).header;

    expect(english.logo?.alt).toBe('Support');
    expect(japanese.logo?.alt).toBe('サポート');
  });

  it('builds version 2 menus with primary items, rows and secondary columns', () => {
    const { header } = buildChromeView(snapshot, 'en-US', { currentYear: 2025 });
    expect(header.version).toBe('v2');
    expect(header.useWaffleMenu).toBe(true);
    expect(header.logo).toEqual({ url: expect.stringContaining('logo.svg'), alt: 'Support', width: 120, height: 24 });
    expect(header.menus).toEqual([
      {
        id: 'hdr-menu',
        heading: 'Learn',
        primarySection: [{ id: 'hdr-card-guide', title: 'Jira guide', url: '/jira-cloud/docs/get-started/' }],
        primarySectionRows: 3,
        secondarySection: [
          {
            id: 'hdr-menu-column',
            heading: 'Popular',
            numberOfColumns: 2,
            resources: [{ id: 'hdr-menu-link', label: 'Billing FAQ', url: '/billing/faq/' }],
          },
        ],
      },
    ]);
    expect(header.additionalLinks).toEqual([
      { id: 'hdr-link-status', label: 'System status', url: 'https://status.example.com/' },
    ]);
  });

  it("leaves out the side panel's content links to sign-in and the support form, which repeat its own actions", () => {
    const labels = (locale: 'en-US' | 'ja-JP') =>
      buildChromeView(snapshot, locale, { currentYear: 2025 }).header.additionalLinks.map((link) => link.label);

    expect(labels('en-US')).toEqual(['System status']);
    expect(labels('ja-JP')).toEqual(['System status']);
  });

  it('prefixes internal links with /ja and uses Japanese content for ja-JP', () => {
    const chrome = buildChromeView(snapshot, 'ja-JP', { currentYear: 2025 });
    expect(chrome.locale).toBe('ja-JP');
    expect(chrome.header.homeUrl).toBe('/ja/');
    expect(chrome.header.resources[0]).toMatchObject({ title: '請求', url: '/ja/billing/resources/' });
    expect(chrome.header.menus[0]?.heading).toBe('学ぶ');
    expect(chrome.header.cloudProducts[1]?.url).toBe('/ja/jira-mobile-apps/resources/');
    expect(chrome.header.additionalLinks[0]?.url).toBe('https://status.example.com/');
  });

  it('uses the footer entry version and the default links with the given year', () => {
    const { footer } = buildChromeView(snapshot, 'en-US', { currentYear: 2031 });
    expect(footer).toMatchObject({ version: 'v2', copyright: 'Example', currentYear: 2031, locale: 'en-US' });
    expect(footer.links.map((link) => link.label)).toEqual([
      'Accessibility',
      'Your privacy choices',
      'Privacy policy',
      'Terms',
      'Impressum',
      'Security/data protection',
    ]);
  });

  it('builds the old footer when asked for version 1', () => {
    const { footer } = buildChromeView(snapshot, 'ja-JP', { currentYear: 2025, footerVersion: 'v1' });
    expect(footer.version).toBe('v1');
    expect(footer.links.map((link) => link.id)).toEqual([
      'accessibility',
      'noticeAtCollection',
      'privacyPolicy',
      'termsOfUse',
      'security',
    ]);
    expect(footer.links[2]).toEqual({
      id: 'privacyPolicy',
      label: 'プライバシー ポリシー',
      url: 'https://www.atlassian.com/ja/legal/privacy-policy',
    });
  });

  it('uses the footer entry links when it has its own', () => {
    const exportJson = chromeSpace();
    const footerEntry = exportJson.entries.find((entry) => entry.sys.id === 'footer')!;
    footerEntry.fields.links = { 'en-US': [{ sys: { type: 'Link', linkType: 'Entry', id: 'ftr-link' } }] };
    const { footer } = buildChromeView(snapshotOf(exportJson), 'en-US', { currentYear: 2025 });
    expect(footer.links).toEqual([{ id: 'ftr-link', label: 'Legal', url: 'https://www.atlassian.com/legal' }]);
  });

  it('lists the credits team from content, skipping malformed members', () => {
    expect(buildChromeView(snapshot, 'en-US', { currentYear: 2025 }).credits).toEqual({
      title: 'Made by',
      team: [{ name: 'Ada Lovelace', role: 'Engineering' }],
    });
  });

  it('builds an empty header and default footer when the space has no chrome entries', () => {
    const exportJson = chromeSpace();
    exportJson.entries = exportJson.entries.filter(
      (entry) => !['header', 'footer', 'home', 'credits'].includes(entry.sys.id),
    );
    const chrome = buildChromeView(snapshotOf(exportJson), 'en-US', { currentYear: 2025 });
    expect(chrome.header.cloudProducts).toEqual([]);
    expect(chrome.header.version).toBe('v1');
    expect(chrome.footer.version).toBe('v1');
    expect(chrome.footer.links).toHaveLength(5);
    expect(chrome.credits).toBeUndefined();
  });
});
