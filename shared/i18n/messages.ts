/**
 * Labels of the site chrome (header, side panel, account menu, contact block, footer) in every
 * supported locale. Components read labels from here or from content, never as literals, so a
 * Japanese page never shows an English control.
 */
import type { Locale } from '../types/content';

const en = {
  products: 'Products',
  apps: 'Apps',
  getStarted: 'Get started',
  documentation: 'Documentation',
  resources: 'Resources',
  cloud: 'Cloud',
  dataCenter: 'Data Center',
  deploymentTabs: 'Deployment',
  seeAllOtherApps: 'See all other apps',
  showFewerApps: 'Show fewer apps',
  signIn: 'Sign in',
  logInToAccount: 'Log in to account',
  logInToContactSupport: 'Log in to contact support',
  notFindingHelp: 'Not finding the help you need?',
  contactSupport: 'Contact support',
  submitWithoutLoggingIn: 'Submit support request without logging in',
  manageAccount: 'Manage account',
  switchAccount: 'Switch account',
  new: 'New',
  support: 'Support',
  viewRequests: 'View requests',
  manageNamedContacts: 'Manage named contacts',
  logOut: 'Log out',
  viewPartnerRequests: 'view partner requests',
  accountMenu: 'Account: {name}',
  skipToMainContent: 'Skip to main content',
  supportHome: 'Support home',
  mainNavigation: 'Main',
  menu: 'Menu',
  back: 'Back',
  search: 'Search',
  opensInNewTab: '(opens in a new tab)',
  helpfulTopics: 'Helpful topics',
  moreLinks: 'More links',
  marketplace: 'Marketplace',
  developers: 'Developers',
  training: 'Training',
  footer: 'Footer',
  copyright: 'Copyright © {year} {holder}',
  accessibility: 'Accessibility',
  noticeAtCollection: 'Notice at collection',
  privacyPolicy: 'Privacy policy',
  termsOfUse: 'Terms of use',
  security: 'Security',
  yourPrivacyChoices: 'Your privacy choices',
  terms: 'Terms',
  impressum: 'Impressum',
  securityDataProtection: 'Security/data protection',
  siteUpdatesFeed: '{site}: recently updated articles',
  productUpdatesFeed: '{product}: recently updated articles',
  siteSearch: '{site} search',
  llmsSummary: 'Documentation and knowledge base articles for the products of {site}, each page also as Markdown.',
} as const;

export type MessageKey = keyof typeof en;

const ja: Record<MessageKey, string> = {
  products: '製品',
  apps: 'アプリ',
  getStarted: 'はじめに',
  documentation: 'ドキュメント',
  resources: 'リソース',
  cloud: 'Cloud',
  dataCenter: 'Data Center',
  deploymentTabs: 'デプロイメント',
  seeAllOtherApps: '他のすべてのアプリを表示',
  showFewerApps: '表示するアプリを減らす',
  signIn: 'ログイン',
  logInToAccount: 'アカウントにログイン',
  logInToContactSupport: 'ログインしてサポートに問い合わせる',
  notFindingHelp: '必要なヘルプが見つかりませんか?',
  contactSupport: 'サポートに問い合わせる',
  submitWithoutLoggingIn: 'ログインせずにサポート リクエストを送信する',
  manageAccount: 'アカウントを管理',
  switchAccount: 'アカウントを切り替える',
  new: '新規',
  support: 'サポート',
  viewRequests: 'リクエストを表示',
  manageNamedContacts: '指定連絡先を管理',
  logOut: 'ログアウト',
  viewPartnerRequests: 'パートナー リクエストを表示',
  accountMenu: 'アカウント: {name}',
  skipToMainContent: 'メイン コンテンツにスキップ',
  supportHome: 'サポート ホーム',
  mainNavigation: 'メイン',
  menu: 'メニュー',
  back: '戻る',
  search: '検索',
  opensInNewTab: '(新しいタブで開きます)',
  helpfulTopics: '役立つトピック',
  moreLinks: 'その他のリンク',
  marketplace: 'Marketplace',
  developers: '開発者',
  training: 'トレーニング',
  footer: 'フッター',
  copyright: 'Copyright © {year} {holder}',
  accessibility: 'アクセシビリティ',
  noticeAtCollection: '収集時の通知',
  privacyPolicy: 'プライバシー ポリシー',
  termsOfUse: '利用規約',
  security: 'セキュリティ',
  yourPrivacyChoices: 'プライバシーの選択',
  terms: '規約',
  impressum: 'Impressum',
  securityDataProtection: 'セキュリティ/データ保護',
  siteUpdatesFeed: '{site}: 最近更新された記事',
  productUpdatesFeed: '{product}: 最近更新された記事',
  siteSearch: '{site} 検索',
  llmsSummary: '{site} の製品のドキュメントとナレッジベース記事。各ページは Markdown でも読めます。',
};

export const MESSAGES: Readonly<Record<Locale, Readonly<Record<MessageKey, string>>>> = { 'en-US': en, 'ja-JP': ja };

/** Fills `{name}` placeholders of a label; a placeholder without a value stays as it is. */
export function fill(label: string, values: Readonly<Record<string, string | number>>): string {
  return label.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

/** The label for `key` in `locale`, with `{name}` placeholders replaced from `values`. */
export function message(
  locale: Locale,
  key: MessageKey,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return fill(MESSAGES[locale][key], values);
}
