/**
 * The Japanese texts of the resources pages: every resource card (title, short title, description,
 * button) by card id, and the product, theme and app pages' own titles and descriptions by slug.
 * Product and brand names stay in English inside the Japanese text, as the vendor's Japanese
 * pages write them.
 */

export interface CardJapanese {
  title: string;
  /** The header's and menus' name of the card; the title when absent. */
  shortTitle?: string;
  description: string;
  buttonText: string;
}

export interface PageJapanese {
  title: string;
  description: string;
  /** A theme's hub name, or an app's name. */
  name?: string;
}

const READ_THE_DOCS = 'ドキュメントを読む';
const SEARCH_THE_KB = 'ナレッジ ベースを検索する';
const START_THE_GUIDE = 'ガイドを始める';

export const CARDS_JA: Readonly<Record<string, CardJapanese>> = {
  'card-community': {
    title: 'Atlassian コミュニティ',
    shortTitle: 'コミュニティ',
    description: '質問したり回答を共有したりして、Atlassian 製品を使う多くのユーザーから学びましょう。',
    buttonText: 'コミュニティに質問する',
  },
  'card-training': {
    title: 'Atlassian University のトレーニング',
    shortTitle: 'トレーニング',
    description: 'すべての製品に対応した無料および有料のコース、ラーニング パス、認定資格。',
    buttonText: '学習を始める',
  },
  'card-marketplace': {
    title: 'Atlassian Marketplace のアプリ',
    shortTitle: 'マーケットプレイス',
    description: '製品を拡張するアプリや連携機能を見つけ、そのインストール方法と管理方法を確認できます。',
    buttonText: 'アプリを探す',
  },
  'card-developer': {
    title: '開発者向けドキュメント',
    shortTitle: '開発者',
    description: 'アプリの構築や製品の自動化のための REST API、Forge、Connect のガイド。',
    buttonText: '開発者サイトにアクセスする',
  },
  'card-system-status': {
    title: 'システム ステータス',
    shortTitle: 'ステータス',
    description: 'Atlassian Cloud 製品で発生中のインシデントと予定されているメンテナンスを確認できます。',
    buttonText: 'ステータスを確認する',
  },
  'card-contact-support': {
    title: 'サポートに問い合わせる',
    shortTitle: 'お問い合わせ',
    description: 'ドキュメントで答えが見つからない場合は、サポート エンジニアにリクエストを送信してください。',
    buttonText: 'サポートに問い合わせる',
  },
  'card-accounts': {
    title: 'Atlassian アカウント',
    shortTitle: 'アカウント',
    description: 'サインイン、メール アドレスの変更、2 段階認証の設定、プロフィールの管理。',
    buttonText: 'アカウントを管理する',
  },
  'card-migration': {
    title: 'クラウドへの移行',
    shortTitle: '移行',
    description: 'Server または Data Center から Cloud への移行を、無料のツールとガイドで計画、テスト、実行します。',
    buttonText: '移行を計画する',
  },
  'card-billing': {
    title: 'サブスクリプションと請求',
    shortTitle: '請求',
    description: '請求内容の確認、支払い情報の変更、ユーザーの追加、サブスクリプションの更新と解約。',
    buttonText: '請求を管理する',
  },
  'card-security': {
    title: 'セキュリティとアクセス ポリシー',
    shortTitle: 'セキュリティ',
    description: 'シングル サインオン、2 段階認証、IP 許可リスト、データ セキュリティ ポリシーを適用します。',
    buttonText: '組織を保護する',
  },
  'card-organization-administration': {
    title: '組織の管理',
    shortTitle: '管理',
    description: 'ドメインを検証し、ユーザーとグループを管理して、組織全体の製品を制御します。',
    buttonText: '組織を管理する',
  },
  'card-user-management': {
    title: 'ユーザー管理',
    shortTitle: 'ユーザー',
    description: 'ユーザーの招待、製品アクセスの付与、グループの作成、退職したユーザーの削除。',
    buttonText: 'ユーザーを管理する',
  },
  'card-cloud-automation': {
    title: 'Cloud のオートメーション',
    shortTitle: 'オートメーション',
    description: 'トリガー、条件、アクションで構成されるルールで、繰り返しの作業を自動化します。',
    buttonText: 'オートメーションを見る',
  },
  'card-get-started-jira-software': {
    title: 'Jira Software を使い始める',
    shortTitle: 'Jira Software ガイド',
    description: 'サイトを設定し、最初のプロジェクトを作成して、ボードの使い方を学びます。',
    buttonText: START_THE_GUIDE,
  },
  'card-get-started-confluence': {
    title: 'Confluence を使い始める',
    shortTitle: 'Confluence ガイド',
    description: 'スペースを作成し、最初のページを書いて、チームと共有します。',
    buttonText: START_THE_GUIDE,
  },
  'card-set-up-service-project': {
    title: 'サービス プロジェクトを設定する',
    shortTitle: 'サービス プロジェクト ガイド',
    description: 'サービス プロジェクトを作成し、リクエスト タイプを設定して、ヘルプ センターを公開します。',
    buttonText: START_THE_GUIDE,
  },
  'card-get-started-bitbucket': {
    title: 'Bitbucket Cloud を使い始める',
    shortTitle: 'Bitbucket ガイド',
    description: 'ワークスペースとリポジトリを作成し、プル リクエストでコードをレビューします。',
    buttonText: START_THE_GUIDE,
  },
  'card-plan-your-migration': {
    title: 'クラウド移行を計画する',
    shortTitle: '移行ガイド',
    description: '現在の環境を評価し、データとユーザーを準備して、移行方法を選択します。',
    buttonText: START_THE_GUIDE,
  },
  'card-draft-atlassian-guard': {
    title: 'Atlassian Guard',
    description: '不審なアクティビティを検出し、製品全体にデータ セキュリティ ポリシーを適用します。',
    buttonText: 'Guard について確認する',
  },

  // Product resources pages
  'card-jira-software-cloud-docs': {
    title: 'Jira Software Cloud のドキュメント',
    description: 'プロジェクト、ボード、バックログ、スプリント、ロードマップ、レポートを手順ごとに説明します。',
    buttonText: READ_THE_DOCS,
  },
  'card-jira-software-cloud-troubleshooting': {
    title: 'Jira Software のトラブルシューティング',
    description: 'ボード、権限、通知に関するよくある問題を解決します。',
    buttonText: READ_THE_DOCS,
  },
  'card-jira-software-cloud-kb': {
    title: 'Jira Software Cloud ナレッジ ベース',
    description: '届かない通知からボードのフィルターまで、エラー メッセージと既知の問題への回答。',
    buttonText: SEARCH_THE_KB,
  },
  'card-confluence-cloud-docs': {
    title: 'Confluence Cloud のドキュメント',
    description: 'スペース、ページ、テンプレート、権限、検索を例とともに説明します。',
    buttonText: READ_THE_DOCS,
  },
  'card-confluence-cloud-kb': {
    title: 'Confluence Cloud ナレッジ ベース',
    description: '移動したページ、マクロ、権限に関するエラー メッセージと既知の問題への回答。',
    buttonText: SEARCH_THE_KB,
  },
  'card-jira-service-management-cloud-docs': {
    title: 'Jira Service Management Cloud のドキュメント',
    description: 'リクエスト タイプ、キュー、SLA、ナレッジ ベース、カスタマーの権限。',
    buttonText: READ_THE_DOCS,
  },
  'card-jira-service-management-cloud-troubleshooting': {
    title: 'サービス プロジェクトのトラブルシューティング',
    description: 'カスタマーがリクエストを送信できない理由や、メールからリクエストが作成されない理由を調べます。',
    buttonText: READ_THE_DOCS,
  },
  'card-bitbucket-cloud-docs': {
    title: 'Bitbucket Cloud のドキュメント',
    description: 'ワークスペース、リポジトリ、ブランチ、プル リクエストのすべて。',
    buttonText: READ_THE_DOCS,
  },
  'card-bitbucket-pipelines': {
    title: 'Bitbucket Pipelines',
    description: 'bitbucket-pipelines.yml、キャッシュ、サービス、デプロイでビルドを設定します。',
    buttonText: READ_THE_DOCS,
  },
  'card-jira-work-management-now-jira': {
    title: 'Jira Work Management は Jira の一部になりました',
    description:
      'ビジネス プロジェクトのリスト、カレンダー、フォームの各ビューはそのまま使えます。Jira のドキュメントで確認してください。',
    buttonText: '変更について読む',
  },
  'card-jira-work-management-templates': {
    title: 'ビジネス プロジェクトのテンプレート',
    description:
      'マーケティング キャンペーン、人事のオンボーディング、法務リクエストなどのテンプレートから始められます。',
    buttonText: 'テンプレートを見る',
  },
  'card-opsgenie-docs': {
    title: 'Opsgenie のドキュメント',
    description: 'アラートのルーティング、チーム、スケジュール、連携を設定します。',
    buttonText: READ_THE_DOCS,
  },
  'card-opsgenie-apps': {
    title: 'Opsgenie モバイル アプリ',
    description: 'スマートフォンからアラートを確認してクローズし、オンコールのシフトを引き継げます。',
    buttonText: 'アプリを入手する',
  },
  'card-statuspage-docs': {
    title: 'Statuspage のドキュメント',
    description: 'コンポーネント、インシデント、サブスクライバー、ページのカスタマイズ。',
    buttonText: READ_THE_DOCS,
  },
  'card-statuspage-contact': {
    title: 'Statuspage の請求とアカウントのヘルプ',
    description: 'プラン、請求書、ページの所有権に関するご質問は Statuspage チームが承ります。',
    buttonText: 'Statuspage チームに問い合わせる',
  },
  'card-jira-software-data-center-docs': {
    title: 'Jira Software Data Center のドキュメント',
    description: 'サポート対象の全バージョンのインストール、アップグレード、クラスタリング、ボード、管理。',
    buttonText: READ_THE_DOCS,
  },
  'card-jira-software-data-center-upgrade': {
    title: 'アップグレードを計画する',
    description: '新しいバージョンに移行する前に、サポート対象のプラットフォームとアップグレード パスを確認します。',
    buttonText: READ_THE_DOCS,
  },
  'card-jira-software-data-center-kb': {
    title: 'Jira Software Data Center ナレッジ ベース',
    description: '起動の失敗、インデックスの問題など、自社サーバーで発生するエラーへの回答。',
    buttonText: SEARCH_THE_KB,
  },
  'card-confluence-data-center-docs': {
    title: 'Confluence Data Center のドキュメント',
    description: 'サポート対象の全バージョンのスペース、ページ、権限、管理。',
    buttonText: READ_THE_DOCS,
  },
  'card-confluence-data-center-kb': {
    title: 'Confluence Data Center ナレッジ ベース',
    description: 'マクロのエラー、ログインとディレクトリの問題、インデックス、バックアップへの回答。',
    buttonText: SEARCH_THE_KB,
  },
  'card-jira-service-management-data-center-docs': {
    title: 'Jira Service Management Data Center のドキュメント',
    description: 'サポート対象の全バージョンのインストール、受信メール、キュー、承認。',
    buttonText: READ_THE_DOCS,
  },
  'card-jira-service-management-data-center-kb': {
    title: 'Jira Service Management Data Center ナレッジ ベース',
    description: 'メール ハンドラー、SLA、カスタマー ポータルの問題への回答。',
    buttonText: SEARCH_THE_KB,
  },
  'card-bitbucket-data-center-docs': {
    title: 'Bitbucket Data Center のドキュメント',
    description: 'サポート対象の全バージョンのミラー、Mesh、Git の制限、管理。',
    buttonText: READ_THE_DOCS,
  },
  'card-bitbucket-data-center-kb': {
    title: 'Bitbucket Data Center ナレッジ ベース',
    description: 'プッシュの失敗から遅いクローンまで、よくあるエラーへの回答。',
    buttonText: SEARCH_THE_KB,
  },

  // Theme pages
  'card-accounts-docs': {
    title: 'Atlassian アカウントのドキュメント',
    description: 'パスワードのリセット、メール アドレスの変更、API トークンの作成、アカウントの閉鎖。',
    buttonText: READ_THE_DOCS,
  },
  'card-accounts-manage-profile': {
    title: 'プロフィールと公開範囲を管理する',
    description: '名前、写真、役職を変更し、それぞれの情報を誰に表示するかを選択します。',
    buttonText: '公開範囲を選ぶ',
  },
  'card-accounts-two-step': {
    title: '2 段階認証を設定する',
    description: 'ログイン時に、認証アプリまたはセキュリティ キーによる 2 つ目の手順を追加します。',
    buttonText: 'アカウントを保護する',
  },
  'card-migration-pre': {
    title: '移行の前に',
    description: '最初のテスト移行の前に、アプリを評価し、データを整理して、ユーザーを準備します。',
    buttonText: '準備する',
  },
  'card-migration-post': {
    title: '移行の後に',
    description: 'データを確認し、ユーザーをオンボーディングして、古いインスタンスを停止します。',
    buttonText: '移行を完了する',
  },
  'card-migration-tools': {
    title: '移行ツール',
    description:
      'Jira と Confluence の Cloud Migration Assistant、サイトのインポート、Bitbucket の移行アシスタントを比較します。',
    buttonText: READ_THE_DOCS,
  },
  'card-pre-migration-assess-apps': {
    title: 'アプリを評価する',
    description: 'どの Marketplace アプリに Cloud 版があり、そのデータがどのように移行されるかを確認します。',
    buttonText: READ_THE_DOCS,
  },
  'card-pre-migration-checklist': {
    title: '移行前のチェックリスト',
    description: 'バージョン、ユーザー ディレクトリ、大きな添付ファイルなど、最初に確認すべきすべての項目。',
    buttonText: READ_THE_DOCS,
  },
  'card-post-migration-validate': {
    title: '移行したデータを検証する',
    description: '課題、ページ、添付ファイルの数を比較し、古いサーバーを指したままのリンクを修正します。',
    buttonText: READ_THE_DOCS,
  },
  'card-post-migration-onboarding': {
    title: 'ユーザーをオンボーディングする',
    description: 'メール、FAQ、トレーニングで、初日から Cloud にログインして作業できるよう支援します。',
    buttonText: 'オンボーディング資料を入手する',
  },
  'card-organization-docs': {
    title: '組織の管理のドキュメント',
    description: '組織と管理者ロールを理解し、ドメインを検証して、会社のアカウントを要求します。',
    buttonText: READ_THE_DOCS,
  },
  'card-organization-verify-domain': {
    title: 'ドメインを検証する',
    description: 'ドメインの所有を証明して、そのドメインを使うすべてのアカウントを管理できるようにします。',
    buttonText: 'ドメインを検証する',
  },
  'card-provisioning-scim': {
    title: 'SCIM で ID プロバイダーと接続する',
    description: 'ディレクトリでの変更に合わせて、アカウントを自動的に作成、更新、無効化します。',
    buttonText: 'プロビジョニングを設定する',
  },
  'card-security-docs': {
    title: 'セキュリティとアクセス ポリシーのドキュメント',
    description: 'SAML シングル サインオン、IP 許可リスト、データ所在地を設定し、監査ログを確認します。',
    buttonText: READ_THE_DOCS,
  },
  'card-security-authentication-policies': {
    title: '認証ポリシー',
    description: 'ユーザーのグループごとに SSO または 2 段階認証を必須にします。',
    buttonText: 'ポリシーを設定する',
  },
  'card-security-trust-center': {
    title: 'トラスト センター',
    description: 'コンプライアンス レポート、セキュリティへの取り組み、プライバシーに関するお約束。',
    buttonText: 'トラスト センターにアクセスする',
  },
  'card-billing-docs': {
    title: 'サブスクリプションと請求のドキュメント',
    description: '請求書のダウンロード、支払い方法の更新、プランの変更、返金の依頼、解約。',
    buttonText: READ_THE_DOCS,
  },
  'card-billing-request-quote': {
    title: '見積もりを依頼する',
    description: '新規サブスクリプション、アップグレード、更新の見積もりを入手できます。',
    buttonText: '見積もりを依頼する',
  },
  'card-billing-contact': {
    title: '請求に関するご質問',
    description: '請求書、返金、税金については購買チームにご相談ください。',
    buttonText: '請求担当に問い合わせる',
  },
  'card-user-management-docs': {
    title: 'ユーザー管理のドキュメント',
    description: 'ユーザーの招待、製品アクセスの付与、グループの管理、退職したユーザーの削除。',
    buttonText: READ_THE_DOCS,
  },
  'card-user-management-groups': {
    title: 'グループを管理する',
    description: 'グループを使って、多くのユーザーに製品アクセスと権限をまとめて付与します。',
    buttonText: 'グループを管理する',
  },
  'card-automation-templates': {
    title: 'オートメーション テンプレート ライブラリ',
    description: 'トリアージ、スプリントの整理、承認のための既成のルールから始められます。',
    buttonText: 'テンプレートを見る',
  },
  'card-jira-admin-permissions': {
    title: 'プロジェクトの権限を管理する',
    description: '権限スキーム、プロジェクト ロール、そしてそれらによって誰が何をできるかが決まる仕組み。',
    buttonText: READ_THE_DOCS,
  },
  'card-jira-admin-workflows': {
    title: 'ワークフローを設定する',
    description: 'ステータス、トランジション、条件、バリデーター。',
    buttonText: READ_THE_DOCS,
  },

  // App pages
  'card-jira-mobile-docs': {
    title: 'Jira Cloud モバイル版のドキュメント',
    description: 'アプリをインストールし、サイトにログインして、通知を管理します。',
    buttonText: READ_THE_DOCS,
  },
  'card-opsgenie-apps-notifications': {
    title: 'モバイル通知を設定する',
    description: '通知音を選び、重大なアラートでおやすみモードを無視する設定をして、配信をテストします。',
    buttonText: '通知を設定する',
  },
};

/** Product resources pages by product slug. */
export const PRODUCT_PAGES_JA: Readonly<Record<string, PageJapanese>> = {
  'jira-software-cloud': {
    title: 'Jira Software Cloud のサポート',
    description: 'Jira Software Cloud でソフトウェア開発の作業を計画、追跡するためのドキュメント、ガイド、ヘルプ。',
  },
  'confluence-cloud': {
    title: 'Confluence Cloud のサポート',
    description: 'スペースとページの作成、コンテンツでの共同作業、Confluence Cloud の管理について学びます。',
  },
  'jira-service-management-cloud': {
    title: 'Jira Service Management Cloud のサポート',
    description: 'サービス プロジェクト、ヘルプ センター、キュー、SLA を設定し、インシデントと変更を管理します。',
  },
  'bitbucket-cloud': {
    title: 'Bitbucket Cloud のサポート',
    description: 'リポジトリ、プル リクエスト、Bitbucket Pipelines、ワークスペースの管理。',
  },
  'jira-work-management': {
    title: 'Jira Work Management のサポート',
    description: 'リスト、ボード、カレンダー、タイムライン、フォームでビジネス プロジェクトを追跡します。',
  },
  opsgenie: {
    title: 'Opsgenie のサポート',
    description: 'Opsgenie によるアラート、連携、オンコール スケジュール、エスカレーション、インシデント対応。',
  },
  statuspage: {
    title: 'Statuspage のサポート',
    description:
      'ステータス ページを作成し、インシデントの報告、メンテナンスの予定、サブスクライバーの管理を行います。',
  },
  'jira-software-data-center': {
    title: 'Jira Software Data Center のサポート',
    description:
      '自社のインフラストラクチャで Jira Software をインストール、アップグレード、管理するためのガイド。クラスタリングとパフォーマンスも扱います。',
  },
  'confluence-data-center': {
    title: 'Confluence Data Center のサポート',
    description: '自社のインフラストラクチャで Confluence を運用: インストール、クラスタリング、パフォーマンス、管理。',
  },
  'jira-service-management-data-center': {
    title: 'Jira Service Management Data Center のサポート',
    description: 'セルフマネージドのサービス管理: アプリのインストール、メールの接続、キュー、SLA、承認の運用。',
  },
  'bitbucket-data-center': {
    title: 'Bitbucket Data Center のサポート',
    description:
      'セルフマネージドの Git ホスティング: 大規模な組織のためのスマート ミラー、Mesh、レート制限、バックアップ。',
  },
  'crowd-data-center': {
    title: 'Crowd Data Center のサポート',
    description: 'セルフマネージドのアプリケーションのためのシングル サインオンとユーザーの一元管理。',
  },
  'bamboo-data-center': {
    title: 'Bamboo Data Center のサポート',
    description:
      'ビルド プランと Elastic Agent による、自社のインフラストラクチャでの継続的インテグレーションとデプロイ。',
  },
};

/** Theme pages by slug; `name` is the hub's name. */
export const THEMES_JA: Readonly<Record<string, PageJapanese>> = {
  accounts: {
    name: 'アカウント',
    title: 'Atlassian アカウント',
    description: 'Atlassian アカウントは、すべての Atlassian 製品で使える 1 つのログインです。ここで管理できます。',
  },
  migration: {
    name: '移行',
    title: 'クラウドへの移行',
    description: 'Server または Data Center から Cloud への移行に必要なすべて: 計画、ツール、サポート。',
  },
  'pre-migration': {
    name: '移行前',
    title: '移行の準備をする',
    description: 'Cloud への移行を迅速かつ予測どおりに進めるための確認と整理。',
  },
  'post-migration': {
    name: '移行後',
    title: '移行の後に',
    description: '移行したデータを検証し、ユーザーを案内して、古いインスタンスを廃止します。',
  },
  'organization-administration': {
    name: '組織の管理',
    title: '組織の管理',
    description: 'ドメインの検証、アカウントの要求、組織全体の製品とポリシーの管理。',
  },
  'provisioning-users': {
    name: 'ユーザーのプロビジョニング',
    title: 'ID プロバイダーからユーザーをプロビジョニングする',
    description:
      'Microsoft Entra ID、Okta、Google Workspace などの ID プロバイダーからユーザーとグループを同期します。',
  },
  'security-and-access-policies': {
    name: 'セキュリティとアクセス ポリシー',
    title: 'セキュリティとアクセス ポリシー',
    description: 'ユーザーのログイン方法と、データに対してできることを制御します。',
  },
  'subscriptions-and-billing': {
    name: 'サブスクリプションと請求',
    title: 'サブスクリプションと請求',
    description: '見積もり、請求書、支払い方法、更新、ライセンスの変更。',
  },
  'user-management': {
    name: 'ユーザー管理',
    title: 'ユーザー管理',
    description: 'ユーザーを招待し、製品アクセスを付与または削除して、ユーザーをグループにまとめます。',
  },
  'cloud-automation': {
    name: 'Cloud のオートメーション',
    title: 'Cloud のオートメーション',
    description: 'イベントに反応し、条件を確認して、Jira と Confluence をまたいで処理を行うルールを作成します。',
  },
  'jira-cloud-admin': {
    name: 'Jira Cloud の管理',
    title: 'Jira Cloud の管理',
    description: 'サイト上のすべての Jira 製品のワークフロー、スキーム、フィールド、グローバル設定を構成します。',
  },
};

/** App pages by slug; `name` is the app's name. */
export const APPS_JA: Readonly<Record<string, PageJapanese>> = {
  'jira-cloud-mobile-apps': {
    name: 'Jira Cloud モバイル版',
    title: 'Jira Cloud モバイル アプリ',
    description: 'iOS と Android の Jira で、課題の作業、リクエストの承認、通知の受信ができます。',
  },
  'opsgenie-apps': {
    name: 'Opsgenie モバイル版',
    title: 'Opsgenie モバイル アプリ',
    description: 'アラートのプッシュ通知を受け取って確認し、オンコール担当者をスマートフォンで確認できます。',
  },
};
