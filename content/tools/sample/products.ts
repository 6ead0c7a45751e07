/** Product names, Data Center versions, product editions and the notices shown on their pages. */
import { richText } from './rich-text';
import type { LinkObject, SpaceBuilder } from './space-builder';
import { translated } from './space-builder';

export interface ProductRefs {
  /** Product entries keyed by slug, e.g. `jira-software-cloud`. */
  products: Record<string, LinkObject>;
  /** Product name entries keyed by productNameId, e.g. `jira-software`. */
  productNames: Record<string, LinkObject>;
  /** Version entries of each Data Center product slug, oldest first, keyed by version number. */
  versions: Record<string, Record<string, LinkObject>>;
  /** Versions of each Data Center product slug shown in version lists (showInList), oldest first. */
  listedVersions: Record<string, LinkObject[]>;
  notices: Record<string, LinkObject>;
}

interface ProductNameSpec {
  id: string;
  name: string;
  communityName?: string;
}

const PRODUCT_NAMES: ProductNameSpec[] = [
  { id: 'jira-software', name: 'Jira Software', communityName: 'Jira' },
  { id: 'confluence', name: 'Confluence' },
  { id: 'jira-service-management', name: 'Jira Service Management', communityName: 'Jira Service Management' },
  { id: 'bitbucket', name: 'Bitbucket' },
  { id: 'jira-work-management', name: 'Jira Work Management', communityName: 'Jira' },
  { id: 'opsgenie', name: 'Opsgenie' },
  { id: 'statuspage', name: 'Statuspage' },
  { id: 'crowd', name: 'Crowd' },
  { id: 'bamboo', name: 'Bamboo' },
];

interface VersionSpec {
  number: string;
  showInList?: boolean;
}

interface ProductSpec {
  slug: string;
  internalTitle: string;
  productNameId: string;
  deployment: 'Cloud' | 'Data Center';
  icon: string;
  iconAlternate?: string;
  blurb: string;
  supportTitle: string;
  /** The other edition's slug, for the deployment switch. */
  counterpart?: string;
  hasProductLandingPage: boolean;
  docsHomeSlug?: string;
  spacePrefix?: string;
  versions?: VersionSpec[];
  version?: string;
  notice?: string;
  type?: 'product' | 'app' | 'platform';
}

/** The Japanese blurb and support title of each product, by slug. */
const PRODUCTS_JA: Readonly<Record<string, { blurb: string; supportTitle: string }>> = {
  'jira-software-cloud': {
    blurb:
      'スクラム ボードやカンバン ボード、バックログ、ロードマップ、レポートで、ソフトウェアを計画、追跡、リリースします。',
    supportTitle: 'Jira Software のサポート',
  },
  'jira-software-data-center': {
    blurb:
      'クラスタリング、データ所在地、アップグレードの完全な管理を必要とするチーム向けの、セルフマネージドの Jira Software。',
    supportTitle: 'Jira Software Data Center のサポート',
  },
  'confluence-cloud': {
    blurb: 'スペース、ページ、ホワイトボード、データベースでナレッジを作成、整理、共有します。',
    supportTitle: 'Confluence のサポート',
  },
  'confluence-data-center': {
    blurb: 'クラスタリング、読み取り専用モード、大規模な組織に必要な管理機能を備えた、セルフマネージドの Confluence。',
    supportTitle: 'Confluence Data Center のサポート',
  },
  'jira-service-management-cloud': {
    blurb: 'リクエスト タイプ、ヘルプ センター、キュー、SLA、ナレッジ、インシデント管理でサービス デスクを運用します。',
    supportTitle: 'Jira Service Management のサポート',
  },
  'jira-service-management-data-center': {
    blurb: 'アセット、承認、オートメーションを自社のインフラストラクチャで使える、セルフマネージドのサービス管理。',
    supportTitle: 'Jira Service Management Data Center のサポート',
  },
  'bitbucket-cloud': {
    blurb: 'Git リポジトリ、プル リクエスト、Bitbucket Pipelines による組み込みの CI/CD。',
    supportTitle: 'Bitbucket のサポート',
  },
  'bitbucket-data-center': {
    blurb: 'スマート ミラーリング、Mesh ストレージ、レート制限を備えた、セルフマネージドの Git ホスティング。',
    supportTitle: 'Bitbucket Data Center のサポート',
  },
  'jira-work-management': {
    blurb: 'キャンペーン、承認、オンボーディングなどのビジネスの作業を、リスト、カレンダー、フォームで追跡します。',
    supportTitle: 'Jira Work Management のサポート',
  },
  opsgenie: {
    blurb: 'オンコール スケジュール、エスカレーション、ハートビート監視で、アラートを適切な担当者に届けます。',
    supportTitle: 'Opsgenie のサポート',
  },
  statuspage: {
    blurb: '公開または非公開のステータス ページで、インシデントと予定されたメンテナンスをカスタマーに伝えます。',
    supportTitle: 'Statuspage のサポート',
  },
  'crowd-data-center': {
    blurb: 'セルフマネージドのアプリケーションのためのシングル サインオンとユーザーの一元管理。',
    supportTitle: 'Crowd のサポート',
  },
  'bamboo-data-center': {
    blurb: 'ビルド プラン、デプロイ プロジェクト、Elastic Agent による継続的インテグレーションとデプロイ。',
    supportTitle: 'Bamboo のサポート',
  },
};

const PRODUCTS: ProductSpec[] = [
  {
    slug: 'jira-software-cloud',
    internalTitle: 'Jira Software Cloud',
    productNameId: 'jira-software',
    deployment: 'Cloud',
    icon: 'icon-jira-software',
    iconAlternate: 'icon-jira-software-mono',
    blurb: 'Plan, track and release software with Scrum and Kanban boards, backlogs, roadmaps and reports.',
    supportTitle: 'Jira Software support',
    counterpart: 'jira-software-data-center',
    hasProductLandingPage: true,
    docsHomeSlug: 'jira-software-cloud',
  },
  {
    slug: 'jira-software-data-center',
    internalTitle: 'Jira Software Data Center',
    productNameId: 'jira-software',
    deployment: 'Data Center',
    icon: 'icon-jira-software',
    iconAlternate: 'icon-jira-software-mono',
    blurb: 'Self-managed Jira Software for teams that need clustering, data residency and full control of upgrades.',
    supportTitle: 'Jira Software Data Center support',
    counterpart: 'jira-software-cloud',
    hasProductLandingPage: true,
    docsHomeSlug: 'jira-software-data-center',
    spacePrefix: 'JSWSERVER',
    versions: [{ number: '9.4', showInList: false }, { number: '9.12' }, { number: '10.3' }, { number: '11.1' }],
    version: '11.1',
    notice: 'notice-server-end-of-support',
  },
  {
    slug: 'confluence-cloud',
    internalTitle: 'Confluence Cloud',
    productNameId: 'confluence',
    deployment: 'Cloud',
    icon: 'icon-confluence',
    iconAlternate: 'icon-confluence-mono',
    blurb: 'Create, organise and share knowledge in spaces, pages, whiteboards and databases.',
    supportTitle: 'Confluence support',
    counterpart: 'confluence-data-center',
    hasProductLandingPage: true,
    docsHomeSlug: 'confluence-cloud',
  },
  {
    slug: 'confluence-data-center',
    internalTitle: 'Confluence Data Center',
    productNameId: 'confluence',
    deployment: 'Data Center',
    icon: 'icon-confluence',
    iconAlternate: 'icon-confluence-mono',
    blurb: 'Self-managed Confluence with clustering, read-only mode and the controls large organisations need.',
    supportTitle: 'Confluence Data Center support',
    counterpart: 'confluence-cloud',
    hasProductLandingPage: true,
    docsHomeSlug: 'confluence-data-center',
    spacePrefix: 'CONFSERVER',
    versions: [{ number: '8.5' }, { number: '9.2' }, { number: '10.0' }],
    version: '10.0',
    notice: 'notice-server-end-of-support',
  },
  {
    slug: 'jira-service-management-cloud',
    internalTitle: 'Jira Service Management Cloud',
    productNameId: 'jira-service-management',
    deployment: 'Cloud',
    icon: 'icon-jira-service-management',
    blurb: 'Run a service desk: request types, a help center, queues, SLAs, knowledge and incident management.',
    supportTitle: 'Jira Service Management support',
    counterpart: 'jira-service-management-data-center',
    hasProductLandingPage: true,
    docsHomeSlug: 'jira-service-management-cloud',
  },
  {
    slug: 'jira-service-management-data-center',
    internalTitle: 'Jira Service Management Data Center',
    productNameId: 'jira-service-management',
    deployment: 'Data Center',
    icon: 'icon-jira-service-management',
    blurb: 'Self-managed service management with assets, approvals and automation on your own infrastructure.',
    supportTitle: 'Jira Service Management Data Center support',
    counterpart: 'jira-service-management-cloud',
    hasProductLandingPage: true,
    docsHomeSlug: 'jira-service-management-data-center',
    spacePrefix: 'SERVICEMANAGEMENTSERVER',
    versions: [{ number: '5.12' }, { number: '10.3' }, { number: '11.1' }],
    version: '11.1',
    notice: 'notice-server-end-of-support',
  },
  {
    slug: 'bitbucket-cloud',
    internalTitle: 'Bitbucket Cloud',
    productNameId: 'bitbucket',
    deployment: 'Cloud',
    icon: 'icon-bitbucket',
    iconAlternate: 'icon-bitbucket-mono',
    blurb: 'Git repositories, pull requests and built-in CI/CD with Bitbucket Pipelines.',
    supportTitle: 'Bitbucket support',
    counterpart: 'bitbucket-data-center',
    hasProductLandingPage: true,
    docsHomeSlug: 'bitbucket-cloud',
  },
  {
    slug: 'bitbucket-data-center',
    internalTitle: 'Bitbucket Data Center',
    productNameId: 'bitbucket',
    deployment: 'Data Center',
    icon: 'icon-bitbucket',
    iconAlternate: 'icon-bitbucket-mono',
    blurb: 'Self-managed Git hosting with smart mirroring, mesh storage and rate limiting.',
    supportTitle: 'Bitbucket Data Center support',
    counterpart: 'bitbucket-cloud',
    hasProductLandingPage: true,
    docsHomeSlug: 'bitbucket-data-center',
    spacePrefix: 'BITBUCKETSERVER',
    versions: [{ number: '8.19' }, { number: '9.4' }, { number: '10.0' }],
    version: '10.0',
    notice: 'notice-server-end-of-support',
  },
  {
    slug: 'jira-work-management',
    internalTitle: 'Jira Work Management',
    productNameId: 'jira-work-management',
    deployment: 'Cloud',
    icon: 'icon-jira-work-management',
    blurb: 'Track business work such as campaigns, approvals and onboarding in lists, calendars and forms.',
    supportTitle: 'Jira Work Management support',
    hasProductLandingPage: true,
  },
  {
    slug: 'opsgenie',
    internalTitle: 'Opsgenie',
    productNameId: 'opsgenie',
    deployment: 'Cloud',
    icon: 'icon-opsgenie',
    blurb: 'Route alerts to the right responders with on-call schedules, escalations and heartbeat monitoring.',
    supportTitle: 'Opsgenie support',
    hasProductLandingPage: true,
    docsHomeSlug: 'opsgenie',
    notice: 'notice-opsgenie-consolidation',
  },
  {
    slug: 'statuspage',
    internalTitle: 'Statuspage',
    productNameId: 'statuspage',
    deployment: 'Cloud',
    icon: 'icon-statuspage',
    blurb: 'Tell customers about incidents and scheduled maintenance on a public or private status page.',
    supportTitle: 'Statuspage support',
    hasProductLandingPage: true,
    docsHomeSlug: 'statuspage',
  },
  {
    slug: 'crowd-data-center',
    internalTitle: 'Crowd Data Center',
    productNameId: 'crowd',
    deployment: 'Data Center',
    icon: 'icon-crowd',
    blurb: 'Single sign-on and central user management for your self-managed applications.',
    supportTitle: 'Crowd support',
    hasProductLandingPage: true,
    spacePrefix: 'CROWD',
    versions: [{ number: '5.3' }, { number: '6.1' }, { number: '6.2' }],
    version: '6.2',
    notice: 'notice-server-end-of-support',
  },
  {
    slug: 'bamboo-data-center',
    internalTitle: 'Bamboo Data Center',
    productNameId: 'bamboo',
    deployment: 'Data Center',
    icon: 'icon-bamboo',
    blurb: 'Continuous integration and deployment with build plans, deployment projects and elastic agents.',
    supportTitle: 'Bamboo support',
    hasProductLandingPage: true,
    spacePrefix: 'BAMBOO',
    versions: [{ number: '9.6' }, { number: '10.2' }, { number: '11.0' }],
    version: '11.0',
    notice: 'notice-server-end-of-support',
  },
];

/** `10.3` becomes `103` and `9.12` becomes `0912`, the way documentation space keys are written. */
function spaceKey(prefix: string, number: string): string {
  const [major = '', minor = ''] = number.split('.');
  return `${prefix}${major.length === 1 && minor.length === 2 ? `0${major}` : major}${minor}`;
}

export const versionId = (slug: string, number: string): string => `version-${slug}-${number.replace('.', '-')}`;

/** The url a deployment switch lands on for an edition: its resources page, or its docs home. */
function editionUrl(spec: ProductSpec): string {
  if (spec.hasProductLandingPage) return `/${spec.slug}/resources/`;
  const latest = spec.versions?.filter((version) => version.showInList !== false).at(-1);
  return latest ? `/${spec.slug}/${latest.number}/docs/` : `/${spec.slug}/docs/`;
}

function addNotices(space: SpaceBuilder): Record<string, LinkObject> {
  return {
    'notice-server-end-of-support': space.entry('notice', 'notice-server-end-of-support', {
      title: translated('Server products reached end of support', 'Server 製品のサポートは終了しました'),
      appearance: 'Announcement',
      message: translated(
        richText(
          'Support for Server products ended on **February 15th 2024**. If you run a Server product, you can [migrate to Cloud](/migration/resources/) or upgrade to a Data Center edition to keep receiving security fixes and technical support.',
        ),
        richText(
          'Server 製品のサポートは **2024年2月15日** に終了しました。Server 製品をご利用の場合は、[Cloud に移行](/migration/resources/)するか、Data Center 版にアップグレードしてセキュリティ修正とテクニカル サポートを引き続き受けてください。',
        ),
      ),
    }),
    'notice-opsgenie-consolidation': space.entry('notice', 'notice-opsgenie-consolidation', {
      title: translated(
        'Opsgenie features are moving into Jira Service Management and Compass',
        'Opsgenie の機能は Jira Service Management と Compass に移行しています',
      ),
      appearance: 'change',
      message: translated(
        richText(
          'Alerting and on-call scheduling are now part of Jira Service Management and Compass. Existing Opsgenie sites keep working; read [how to plan your move](https://www.atlassian.com/software/opsgenie/migration) before your renewal date.',
        ),
        richText(
          'アラートとオンコール スケジュールは、Jira Service Management と Compass の一部になりました。既存の Opsgenie サイトは引き続き使えます。更新日の前に[移行の計画方法](https://www.atlassian.com/software/opsgenie/migration)をお読みください。',
        ),
      ),
    }),
    'notice-jira-cloud-admin-new-navigation': space.entry('notice', 'notice-jira-cloud-admin-new-navigation', {
      title: translated('Jira settings have a new home', 'Jira の設定の場所が変わりました'),
      appearance: 'info',
      message: translated(
        richText(
          'Jira admin settings are now grouped under **Settings** in the top navigation. The pages and permissions are the same; only the menu moved.',
        ),
        richText(
          'Jira の管理設定は、上部ナビゲーションの **[設定]** にまとめられました。ページと権限は変わらず、メニューの場所だけが変わっています。',
        ),
      ),
    }),
    'notice-migration-assistant-update': space.entry('notice', 'notice-migration-assistant-update', {
      title: translated('New migration assistant versions', '移行アシスタントの新しいバージョン'),
      appearance: 'confirmation',
      message: translated(
        richText(
          'Update the Jira and Confluence Cloud Migration Assistants to the latest version before you start a migration: older versions cannot migrate attachments larger than 2 GB.',
        ),
        richText(
          '移行を始める前に、Jira と Confluence の Cloud Migration Assistant を最新バージョンに更新してください。古いバージョンでは 2 GB を超える添付ファイルを移行できません。',
        ),
      ),
    }),
  };
}

export function addProducts(space: SpaceBuilder, assets: Record<string, LinkObject>): ProductRefs {
  const notices = addNotices(space);
  const productNames: Record<string, LinkObject> = {};
  for (const spec of PRODUCT_NAMES) {
    productNames[spec.id] = space.entry('productName', `product-name-${spec.id}`, {
      productName: spec.name,
      productNameId: spec.id,
      communityName: spec.communityName,
    });
  }
  const products: Record<string, LinkObject> = {};
  const versions: Record<string, Record<string, LinkObject>> = {};
  const listedVersions: Record<string, LinkObject[]> = {};
  const bySlug = new Map(PRODUCTS.map((spec) => [spec.slug, spec]));
  for (const spec of PRODUCTS) {
    const productVersions: Record<string, LinkObject> = {};
    for (const version of spec.versions ?? []) {
      productVersions[version.number] = space.entry('version', versionId(spec.slug, version.number), {
        number: version.number,
        spaceId: spaceKey(spec.spacePrefix ?? '', version.number),
        showInList: version.showInList ?? true,
      });
    }
    if (spec.versions) {
      versions[spec.slug] = productVersions;
      listedVersions[spec.slug] = spec.versions
        .filter((version) => version.showInList !== false)
        .flatMap((version) => productVersions[version.number] ?? []);
    }
    const counterpart = spec.counterpart ? bySlug.get(spec.counterpart) : undefined;
    const own = editionUrl(spec);
    const other = counterpart ? editionUrl(counterpart) : undefined;
    const cloud = spec.deployment === 'Cloud' ? own : other;
    const server = spec.deployment === 'Data Center' ? own : other;
    const product = `?product=${spec.productNameId}`;
    const productName = productNames[spec.productNameId];
    const notice = spec.notice ? notices[spec.notice] : undefined;
    const ja = PRODUCTS_JA[spec.slug];
    if (!ja) throw new Error(`Missing Japanese blurb of product ${spec.slug}`);
    products[spec.slug] = space.entry('product', `product-${spec.slug}`, {
      internalTitle: spec.internalTitle,
      productNameReference: productName,
      slug: spec.slug,
      deployment: spec.deployment,
      icon: assets[spec.icon],
      iconAlternate: spec.iconAlternate ? assets[spec.iconAlternate] : undefined,
      productBlurb: translated(spec.blurb, ja.blurb),
      version: spec.version,
      productVersions: spec.versions ? Object.values(productVersions) : undefined,
      deploymentUrls: { cloud: cloud ?? null, server: server ?? null, default: own },
      hasProductLandingPage: spec.hasProductLandingPage,
      docsHomeSlug: spec.docsHomeSlug,
      supportTitle: translated(spec.supportTitle, ja.supportTitle),
      customSupportFormAuthenticated: `/contact/${product}${spec.deployment === 'Data Center' ? '&deployment=data-center' : ''}`,
      customSupportFormUnauthenticated: `/contact/${product}&anonymous=true`,
      notice,
      type: 'product',
    });
  }
  return { products, productNames, versions, listedVersions, notices };
}
