/**
 * Site chrome and the home page: header (v1 lists and v2 menus), footers v1 and v2, site metadata,
 * featured content, the support home page, the not-found page and the credits list.
 */
import type { DocsRefs } from './docs';
import type { LandingRefs } from './landing';
import type { ProductRefs } from './products';
import type { LinkObject, SpaceBuilder } from './space-builder';
import { brand, translated, type Localized } from './space-builder';

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Missing sample entry: ${what}`);
  return value;
}

function addMenus(space: SpaceBuilder, landing: LandingRefs): LinkObject[] {
  const menuLink = (id: string, linkText: Localized<string>, url: string): LinkObject =>
    space.entry('menuLink', `menu-link-${id}`, { linkText, url });
  const column = (id: string, heading: Localized<string>, resources: LinkObject[], numberOfColumns = 1): LinkObject =>
    space.entry('menuColumn', `menu-column-${id}`, { heading, resources, numberOfColumns });
  const card = (id: string): LinkObject => must(landing.cards[id], id);

  const getStarted = space.entry('menu', 'menu-get-started', {
    heading: translated('Get started', '使ってみる'),
    primarySection: [
      card('card-get-started-jira-software'),
      card('card-get-started-confluence'),
      card('card-set-up-service-project'),
      card('card-get-started-bitbucket'),
    ],
    primarySectionRows: 2,
    secondarySection: [
      column('get-started-learn', translated('Learn', '学ぶ'), [
        menuLink('atlassian-university', brand('Atlassian University'), 'https://university.atlassian.com/'),
        menuLink('team-playbook', brand('Team Playbook'), 'https://www.atlassian.com/team-playbook'),
        menuLink('agile-coach', translated('Agile coach', 'アジャイル コーチ'), 'https://www.atlassian.com/agile'),
      ]),
    ],
  });
  const documentation = space.entry('menu', 'menu-documentation', {
    heading: translated('Documentation', 'ドキュメント'),
    primarySection: [card('card-plan-your-migration'), card('card-cloud-automation')],
    primarySectionRows: 1,
    secondarySection: [
      column(
        'documentation-cloud',
        brand('Cloud'),
        [
          menuLink('docs-jira-software-cloud', brand('Jira Software'), '/jira-software-cloud/docs/'),
          menuLink('docs-confluence-cloud', brand('Confluence'), '/confluence-cloud/docs/'),
          menuLink(
            'docs-jira-service-management-cloud',
            brand('Jira Service Management'),
            '/jira-service-management-cloud/docs/',
          ),
          menuLink('docs-bitbucket-cloud', brand('Bitbucket'), '/bitbucket-cloud/docs/'),
          menuLink('docs-opsgenie', brand('Opsgenie'), '/opsgenie/docs/'),
          menuLink('docs-statuspage', brand('Statuspage'), '/statuspage/docs/'),
        ],
        2,
      ),
      column('documentation-data-center', brand('Data Center'), [
        menuLink('docs-jira-software-data-center', brand('Jira Software'), '/jira-software-data-center/11.1/docs/'),
        menuLink('docs-confluence-data-center', brand('Confluence'), '/confluence-data-center/10.0/docs/'),
        menuLink(
          'docs-jira-service-management-data-center',
          brand('Jira Service Management'),
          '/jira-service-management-data-center/11.1/docs/',
        ),
        menuLink('docs-bitbucket-data-center', brand('Bitbucket'), '/bitbucket-data-center/10.0/docs/'),
      ]),
    ],
  });
  const resources = space.entry('menu', 'menu-resources', {
    heading: translated('Resources', 'リソース'),
    primarySection: [card('card-accounts'), card('card-billing'), card('card-security'), card('card-migration')],
    primarySectionRows: 2,
    secondarySection: [
      column('resources-administration', translated('Administration', '管理'), [
        menuLink(
          'organization-administration',
          translated('Organization administration', '組織の管理'),
          '/organization-administration/resources/',
        ),
        menuLink('user-management', translated('User management', 'ユーザー管理'), '/user-management/resources/'),
        menuLink(
          'provisioning-users',
          translated('Provisioning users', 'ユーザーのプロビジョニング'),
          '/provisioning-users/resources/',
        ),
        menuLink(
          'jira-cloud-admin',
          translated('Jira Cloud administration', 'Jira Cloud の管理'),
          '/jira-cloud-admin/resources/',
        ),
      ]),
      column('resources-help', translated('Get help', 'ヘルプ'), [
        menuLink('contact-support', translated('Contact support', 'サポートに問い合わせる'), '/contact/'),
        menuLink('view-requests', translated('View your requests', 'リクエストを表示する'), '/requests/'),
        menuLink(
          'community',
          translated('Atlassian Community', 'Atlassian コミュニティ'),
          'https://community.atlassian.com/',
        ),
        menuLink('system-status', translated('System status', 'システム ステータス'), 'https://status.atlassian.com/'),
      ]),
    ],
  });
  return [getStarted, documentation, resources];
}

function addFooters(space: SpaceBuilder): { v1: LinkObject; v2: LinkObject } {
  const footerLink = (id: string, linkLabel: string | ReturnType<typeof translated<string>>, linkUrl: string) =>
    space.entry('link', `link-footer-${id}`, { linkLabel, linkUrl });
  const v1 = space.entry('footer', 'footer-v1', {
    internalTitle: 'Footer (v1)',
    version: 'v1',
    copyright: 'Atlassian',
    links: [
      footerLink('accessibility', 'Accessibility', 'https://www.atlassian.com/accessibility'),
      footerLink(
        'notice-at-collection',
        'Notice at Collection',
        'https://www.atlassian.com/legal/privacy-policy#additional-disclosures-for-california-residents',
      ),
      footerLink('privacy-policy', 'Privacy Policy', 'https://www.atlassian.com/legal/privacy-policy'),
      footerLink('terms-of-use', 'Terms of Use', 'https://www.atlassian.com/legal/atlassian-customer-agreement'),
      footerLink('security', 'Security', 'https://www.atlassian.com/trust/security'),
    ],
  });
  const v2 = space.entry('footer', 'footer-v2', {
    internalTitle: 'Footer (v2)',
    version: 'v2',
    copyright: translated('Atlassian', 'アトラシアン'),
    links: [
      footerLink(
        'v2-accessibility',
        translated('Accessibility', 'アクセシビリティ'),
        'https://www.atlassian.com/accessibility',
      ),
      footerLink(
        'v2-your-privacy-choices',
        translated('Your Privacy Choices', 'プライバシーの選択'),
        'https://www.atlassian.com/legal/privacy-policy#your-choices',
      ),
      footerLink(
        'v2-privacy-policy',
        translated('Privacy Policy', 'プライバシー ポリシー'),
        'https://www.atlassian.com/legal/privacy-policy',
      ),
      footerLink(
        'v2-terms',
        translated('Terms', '利用規約'),
        'https://www.atlassian.com/legal/atlassian-customer-agreement',
      ),
      footerLink(
        'v2-impressum',
        translated('Impressum', '法定情報 (Impressum)'),
        'https://www.atlassian.com/legal/impressum',
      ),
      footerLink(
        'v2-security',
        translated('Security & Data Protection', 'セキュリティとデータ保護'),
        'https://www.atlassian.com/trust',
      ),
    ],
  });
  return { v1, v2 };
}

export function addChrome(
  space: SpaceBuilder,
  assets: Record<string, LinkObject>,
  products: ProductRefs,
  landing: LandingRefs,
  docs: DocsRefs,
): void {
  const product = (slug: string): LinkObject => must(products.products[slug], slug);
  const card = (id: string): LinkObject => must(landing.cards[id], id);
  const topic = (id: string): LinkObject => must(docs.topics[id], id);

  const additionalLinks = [
    space.entry('link', 'link-header-log-in', {
      linkLabel: translated('Log in to account', 'アカウントにログイン'),
      linkUrl: '/login/',
      linkIcon: 'person',
    }),
    space.entry('link', 'link-header-contact', {
      linkLabel: translated('Contact support', 'サポートに問い合わせる'),
      linkUrl: '/contact/',
      linkIcon: 'support',
    }),
    space.entry('link', 'link-header-system-status', {
      linkLabel: translated('System status', 'システム ステータス'),
      linkUrl: 'https://status.atlassian.com/',
      linkIcon: 'status',
    }),
  ];

  const header = space.entry('header', 'header-main', {
    internalTitle: 'Site header',
    atlassianSupportLogo: assets['logo-support'],
    atlassianSupportLogoV2: assets['logo-support-v2'],
    atlassianSupportLogoV3: assets['logo-support-v3'],
    logo: assets['logo-support-v2'],
    atlassianLogo: assets['logo-atlassian'],
    cloudProducts: [
      product('jira-software-cloud'),
      product('confluence-cloud'),
      product('jira-service-management-cloud'),
      product('bitbucket-cloud'),
      product('jira-work-management'),
      product('opsgenie'),
      product('statuspage'),
      must(landing.contexts['jira-cloud-mobile-apps'], 'jira-cloud-mobile-apps'),
    ],
    serverProducts: [
      product('jira-software-data-center'),
      product('confluence-data-center'),
      product('jira-service-management-data-center'),
      product('bitbucket-data-center'),
      product('crowd-data-center'),
      product('bamboo-data-center'),
    ],
    additionalLinks,
    resources: [
      card('card-accounts'),
      card('card-billing'),
      card('card-migration'),
      card('card-security'),
      card('card-organization-administration'),
      card('card-user-management'),
      card('card-cloud-automation'),
      card('card-developer'),
      card('card-contact-support'),
    ],
    guides: [
      card('card-get-started-jira-software'),
      card('card-get-started-confluence'),
      card('card-set-up-service-project'),
      card('card-get-started-bitbucket'),
      card('card-plan-your-migration'),
    ],
    menus: addMenus(space, landing),
    version: 'v2',
    useWaffleMenu: false,
  });
  const footers = addFooters(space);

  const metadata = space.entry('metadata', 'metadata-site', {
    siteName: translated('Atlassian Support', 'アトラシアン サポート'),
    language: 'en-US',
    publisher: 'Atlassian',
    license: 'https://www.atlassian.com/legal/copyright-and-permissions',
    logo: assets['logo-support-v2'],
    brand: 'Atlassian',
    legalName: 'Atlassian Corporation',
    owns: [
      'Jira Software',
      'Confluence',
      'Jira Service Management',
      'Bitbucket',
      'Jira Work Management',
      'Opsgenie',
      'Statuspage',
      'Crowd',
      'Bamboo',
    ],
  });

  const featured = (
    id: string,
    linkText: string | ReturnType<typeof translated<string>>,
    type: string,
    target: { page?: LinkObject; url?: string },
  ): LinkObject =>
    space.entry('featuredEntry', `featured-${id}`, {
      linkText,
      page: target.page,
      url: target.url,
      linkTarget: target.url ? '_blank' : '_self',
      type,
    });
  const featuredContent = space.entry('featuredContent', 'featured-content-home', {
    title: translated('Featured articles', 'おすすめの記事'),
    featuredEntries: [
      featured('create-a-board', translated('Create a board', 'ボードを作成する'), 'article', {
        page: topic('topic-jsw-cloud-create-a-board'),
      }),
      featured(
        'get-started-jira-software',
        translated('Get started with Jira Software', 'Jira Software を使い始める'),
        'guide',
        {
          page: must(docs.collections['collection-jsw-cloud-get-started-with-jira-software'], 'guide'),
        },
      ),
      featured(
        'set-up-slas',
        translated('Set up SLAs in Jira Service Management', 'Jira Service Management で SLA を設定する'),
        'article',
        {
          page: topic('topic-jsm-cloud-set-up-slas'),
        },
      ),
      featured('plan-your-migration', translated('Plan your cloud migration', 'クラウド移行を計画する'), 'guide', {
        page: must(docs.collections['collection-migration-plan-your-cloud-migration'], 'migration guide'),
      }),
      featured(
        'pipelines',
        translated('Get started with Bitbucket Pipelines', 'Bitbucket Pipelines を使い始める'),
        'video',
        {
          page: topic('topic-bitbucket-cloud-get-started-with-pipelines'),
        },
      ),
      featured(
        'server-end-of-support',
        translated('Server end of support: what it means for you', 'Server のサポート終了によるお客様への影響'),
        'announcement',
        {
          url: 'https://www.atlassian.com/migration/assess/journey-to-cloud',
        },
      ),
    ],
  });

  space.entry('homePage', 'home-page', {
    title: translated('Atlassian Support', 'アトラシアン サポート'),
    heroHeading: translated('How can we help?', 'どのようなご用件でしょうか？'),
    subheader: translated(
      'Search our documentation, browse guides by product, or contact our support team.',
      'ドキュメントを検索したり、製品別のガイドを参照したり、サポート チームに問い合わせたりできます。',
    ),
    searchPlaceholder: translated("Tell us what you're looking for", 'お探しの内容を入力してください'),
    featuredContent,
    resourceCards: [
      card('card-accounts'),
      card('card-billing'),
      card('card-migration'),
      card('card-security'),
      card('card-community'),
      card('card-training'),
      card('card-developer'),
    ],
    header,
    footer: footers.v2,
    metadata,
    metaDescription: translated(
      'Get help with Jira, Confluence, Bitbucket and other Atlassian products: documentation, guides, knowledge base articles and support.',
      'Jira、Confluence、Bitbucket などのアトラシアン製品のヘルプ: ドキュメント、ガイド、ナレッジ ベース記事、サポート。',
    ),
  });

  space.entry('notFoundPage', 'not-found-page', {
    title: translated("We can't find that page", 'ページが見つかりません'),
    message: translated(
      'The page you are looking for may have moved, or the link you followed may be broken.',
      'お探しのページは移動したか、リンクが壊れている可能性があります。',
    ),
  });

  space.entry('credits', 'credits-team', {
    title: 'The people who built this site',
    team: [
      { name: 'Mireille Okafor', role: 'Engineering lead' },
      { name: 'Tomasz Brandt', role: 'Frontend engineer' },
      { name: 'Aiko Nakamura', role: 'Frontend engineer' },
      { name: 'Rahul Venkatesan', role: 'Backend engineer' },
      { name: 'Sofia Lindqvist', role: 'Search engineer' },
      { name: 'Diego Fernández', role: 'Product designer' },
      { name: 'Hannah Mbeki', role: 'Content designer' },
      { name: 'Liam O’Connell', role: 'Product manager' },
    ],
  });
}
