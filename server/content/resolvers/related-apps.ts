/**
 * Related-app reference lists (SPEC.md section 3): content ids mapped to fixed lists of resource
 * pages. The lists are editorial and change rarely, so they live here rather than in the content
 * model. Keys and urls are ids and resource pages of the bundled sample space; a test checks that
 * every one of them exists there. Each card is written in every locale the site serves.
 */
import type { Locale } from '../../../shared/types/content';
import type { RelatedAppView } from '../../../shared/types/pages/content-pages';

/** A card's title and description in one language. */
interface ResourceText {
  title: string;
  description: string;
}

/**
 * A resource page of the lists, with its card's text in every locale the site serves: a card on a
 * Japanese page reads in Japanese, as the page it leads to does. Product names stay as they are.
 */
export interface RelatedResource {
  id: string;
  url: string;
  text: Readonly<Record<Locale, ResourceText>>;
}

const resource = (id: string, url: string, en: ResourceText, ja: ResourceText): RelatedResource => ({
  id,
  url,
  text: { 'en-US': en, 'ja-JP': ja },
});

const JIRA_SOFTWARE_CLOUD = resource(
  'product-landing-jira-software-cloud',
  '/jira-software-cloud/resources/',
  {
    title: 'Jira Software Cloud',
    description: 'Plan and track software work with boards, backlogs and sprints.',
  },
  {
    title: 'Jira Software Cloud',
    description: 'ボード、バックログ、スプリントでソフトウェア開発の作業を計画、追跡します。',
  },
);
const JIRA_SERVICE_MANAGEMENT_CLOUD = resource(
  'product-landing-jira-service-management-cloud',
  '/jira-service-management-cloud/resources/',
  {
    title: 'Jira Service Management Cloud',
    description: 'Set up service projects, help centers, queues and SLAs.',
  },
  {
    title: 'Jira Service Management Cloud',
    description: 'サービス プロジェクト、ヘルプ センター、キュー、SLA を設定します。',
  },
);
const CONFLUENCE_CLOUD = resource(
  'product-landing-confluence-cloud',
  '/confluence-cloud/resources/',
  { title: 'Confluence Cloud', description: 'Create spaces and pages and collaborate on content.' },
  { title: 'Confluence Cloud', description: 'スペースとページを作成し、コンテンツを共同で編集します。' },
);
const BITBUCKET_CLOUD = resource(
  'product-landing-bitbucket-cloud',
  '/bitbucket-cloud/resources/',
  { title: 'Bitbucket Cloud', description: 'Repositories, pull requests and Bitbucket Pipelines.' },
  { title: 'Bitbucket Cloud', description: 'リポジトリ、プル リクエスト、Bitbucket Pipelines。' },
);
const OPSGENIE = resource(
  'product-landing-opsgenie',
  '/opsgenie/resources/',
  { title: 'Opsgenie', description: 'Alerts, on-call schedules, escalations and incident response.' },
  { title: 'Opsgenie', description: 'アラート、オンコール スケジュール、エスカレーション、インシデント対応。' },
);
const STATUSPAGE = resource(
  'product-landing-statuspage',
  '/statuspage/resources/',
  { title: 'Statuspage', description: 'Report incidents and scheduled maintenance to your customers.' },
  { title: 'Statuspage', description: 'インシデントと計画メンテナンスを顧客に知らせます。' },
);
const JIRA_CLOUD_ADMIN = resource(
  'context-theme-jira-cloud-admin',
  '/jira-cloud-admin/resources/',
  { title: 'Jira Cloud administration', description: 'Configure workflows, schemes, fields and global settings.' },
  { title: 'Jira Cloud の管理', description: 'ワークフロー、スキーム、フィールド、グローバル設定を構成します。' },
);
const JIRA_CLOUD_MOBILE_APPS = resource(
  'context-app-jira-cloud-mobile-apps',
  '/jira-cloud-mobile-apps/resources/',
  { title: 'Jira Cloud mobile apps', description: 'Work on issues and get notifications on iOS and Android.' },
  { title: 'Jira Cloud モバイル アプリ', description: 'iOS と Android で課題の作業をして、通知を受け取ります。' },
);
const USER_MANAGEMENT = resource(
  'context-theme-user-management',
  '/user-management/resources/',
  { title: 'User management', description: 'Invite people, manage product access and organise groups.' },
  { title: 'ユーザー管理', description: 'ユーザーを招待し、製品アクセスを管理して、グループを整理します。' },
);
const SECURITY_AND_ACCESS_POLICIES = resource(
  'context-theme-security-and-access-policies',
  '/security-and-access-policies/resources/',
  {
    title: 'Security and access policies',
    description: 'Control how people log in and what they can do with your data.',
  },
  {
    title: 'セキュリティとアクセス ポリシー',
    description: 'ユーザーのログイン方法と、データに対してできることを制御します。',
  },
);

/** The automation resource page that three lists carry at position 5. */
export const AUTOMATION_RESOURCE: RelatedResource = resource(
  'context-theme-cloud-automation',
  '/cloud-automation/resources/',
  {
    title: 'Automation in Cloud',
    description: 'Build rules that react to events and act for you across your apps.',
  },
  {
    title: 'Cloud のオートメーション',
    description: 'イベントに反応して処理を行うルールを、アプリをまたいで作成します。',
  },
);

/** 1-based position of the automation page in the lists that carry it (SPEC.md section 9). */
export const AUTOMATION_POSITION = 5;

/** Content ids (the docs contexts of the sample space) and their lists before the automation page. */
const BASE_LISTS: Readonly<Record<string, readonly RelatedResource[]>> = {
  'product-jira-software-cloud': [
    JIRA_CLOUD_ADMIN,
    CONFLUENCE_CLOUD,
    BITBUCKET_CLOUD,
    JIRA_CLOUD_MOBILE_APPS,
    USER_MANAGEMENT,
  ],
  'product-jira-service-management-cloud': [
    JIRA_CLOUD_ADMIN,
    OPSGENIE,
    STATUSPAGE,
    CONFLUENCE_CLOUD,
    JIRA_CLOUD_MOBILE_APPS,
  ],
  'product-confluence-cloud': [
    JIRA_SOFTWARE_CLOUD,
    JIRA_SERVICE_MANAGEMENT_CLOUD,
    USER_MANAGEMENT,
    SECURITY_AND_ACCESS_POLICIES,
  ],
  'product-bitbucket-cloud': [JIRA_SOFTWARE_CLOUD, JIRA_CLOUD_ADMIN, SECURITY_AND_ACCESS_POLICIES],
};

/** The three content ids whose lists get the automation page. */
export const AUTOMATION_CONTENT_IDS: readonly string[] = [
  'product-jira-software-cloud',
  'product-jira-service-management-cloud',
  'product-confluence-cloud',
];

/** Puts the automation page at `AUTOMATION_POSITION`, or last when the list is shorter than that. */
export function withAutomation(list: readonly RelatedResource[]): RelatedResource[] {
  const index = Math.min(AUTOMATION_POSITION - 1, list.length);
  return [...list.slice(0, index), AUTOMATION_RESOURCE, ...list.slice(index)];
}

/** Every mapped content id with its final list, built once. */
export const RELATED_APP_LISTS: Readonly<Record<string, readonly RelatedResource[]>> = Object.fromEntries(
  Object.entries(BASE_LISTS).map(([id, list]) => [
    id,
    AUTOMATION_CONTENT_IDS.includes(id) ? withAutomation(list) : [...list],
  ]),
);

/**
 * The list of the first content id that has one. A page passes its own id before its collection's
 * and its context's, so a list for a single topic would win over the list of its product.
 */
export function relatedAppsFor(contentIds: readonly (string | undefined)[]): readonly RelatedResource[] {
  for (const id of contentIds) {
    if (id === undefined || !Object.hasOwn(RELATED_APP_LISTS, id)) continue;
    const list = RELATED_APP_LISTS[id];
    if (list) return list;
  }
  return [];
}

/**
 * A resource as the card of a page in `locale`. A product's name is the same in every language: on a
 * page in another language it is marked English, as a brand kept in content is (ADR 047).
 */
export function relatedAppView(resource: RelatedResource, locale: Locale): RelatedAppView {
  const { title, description } = resource.text[locale];
  const view: RelatedAppView = { id: resource.id, title, url: resource.url, description };
  if (locale !== 'en-US' && title === resource.text['en-US'].title) view.lang = 'en';
  return view;
}
