/** The Japanese titles and taglines of the docs homes, by docs home key. */
export const DOCS_HOMES_JA: Readonly<Record<string, { title: string; tagline: string }>> = {
  accounts: {
    title: 'Atlassian アカウントのドキュメント',
    tagline: 'ログインし、アカウントを安全に保ち、他のユーザーに表示される情報を管理します。',
  },
  billing: {
    title: 'サブスクリプションと請求のドキュメント',
    tagline: 'クラウド製品の請求書、支払い方法、プランの変更、返金、解約。',
  },
  security: {
    title: 'セキュリティとアクセス ポリシーのドキュメント',
    tagline: 'ユーザーのログイン方法、データの保存場所、組織内で誰が何をしたかを管理します。',
  },
  users: {
    title: 'ユーザー管理のドキュメント',
    tagline: 'ユーザーを招待し、製品アクセスを付与または削除して、ユーザーをグループにまとめます。',
  },
  organization: {
    title: '組織の管理のドキュメント',
    tagline: '組織を設定し、ドメインを検証してアカウントを要求し、管理作業を分担します。',
  },
  'bitbucket-cloud': {
    title: 'Bitbucket Cloud のドキュメント',
    tagline: 'プロフェッショナル チームのための Git リポジトリ、コード レビュー、CI/CD。',
  },
  'bitbucket-dc': {
    title: 'Bitbucket Data Center のドキュメント',
    tagline: '組織の成長に合わせて拡張できる、セルフマネージドの Git ホスティング。',
  },
  'confluence-cloud': {
    title: 'Confluence Cloud のドキュメント',
    tagline: 'チームのナレッジを 1 か所で作成、整理、共有できます。',
  },
  'confluence-dc': {
    title: 'Confluence Data Center のドキュメント',
    tagline: '自社のインフラストラクチャで Confluence をインストール、設定、拡張します。',
  },
  'jsw-cloud': {
    title: 'Jira Software Cloud のドキュメント',
    tagline: 'ボード、バックログ、スプリント、レポートで、優れたソフトウェアを計画、追跡、リリースします。',
  },
  'jsw-dc': {
    title: 'Jira Software Data Center のドキュメント',
    tagline: '自社のインフラストラクチャで Jira Software をインストール、アップグレード、調整、管理します。',
  },
  opsgenie: {
    title: 'Opsgenie のドキュメント',
    tagline: '昼夜を問わず、すべてのアラートが適切な担当者に届くようにします。',
  },
  statuspage: {
    title: 'Statuspage のドキュメント',
    tagline: 'インシデントやメンテナンスの間も、カスタマーに最新の情報を伝えます。',
  },
  'jsm-cloud': {
    title: 'Jira Service Management Cloud のドキュメント',
    tagline: 'リクエスト、キュー、SLA、ナレッジ、インシデントで優れたサービスを提供します。',
  },
  'jsm-dc': {
    title: 'Jira Service Management Data Center のドキュメント',
    tagline: 'アセット、承認、オートメーションを備えたサービス デスクを、自社のインフラストラクチャで運用します。',
  },
  migration: {
    title: 'クラウド移行のドキュメント',
    tagline: 'Server または Data Center から Cloud への移行を計画して実行します。',
  },
  'jira-mobile': {
    title: 'Jira Cloud モバイル版のドキュメント',
    tagline: 'iOS と Android の Jira Cloud で、スマートフォンからも作業を進められます。',
  },
};

/**
 * The Japanese title, subhead, description and button of the collections the docs homes list, by
 * slug; a collection that gives its own `ja` keeps it.
 */
export const COLLECTIONS_JA: Readonly<
  Record<string, { title: string; subhead: string; description: string; buttonText: string }>
> = {
  'log-in-and-secure-your-account': {
    title: 'ログインしてアカウントを保護する',
    subhead: 'パスワード、2 段階認証、API トークン',
    description:
      'アカウントにもう一度アクセスし、ログインに 2 つ目の手順を追加して、スクリプトに専用の資格情報を与えます。',
    buttonText: 'トピックを表示',
  },
  'manage-your-account': {
    title: 'アカウントを管理する',
    subhead: 'メール アドレス、プロフィール、アカウント',
    description: 'ログインに使うメール アドレスを変更し、プロフィールの公開範囲を決め、アカウントを閉鎖します。',
    buttonText: 'トピックを表示',
  },
  'invoices-and-payments': {
    title: '請求書と支払い',
    subhead: '請求内容、支払い方法、請求書の受取人',
    description: '請求書をダウンロードし、カードの更新や銀行振込での支払いを行い、税務情報を追加します。',
    buttonText: 'トピックを表示',
  },
  'manage-your-subscriptions': {
    title: 'サブスクリプションを管理する',
    subhead: 'プラン、ユーザー ティア、返金、解約',
    description: 'プランの変更、別のユーザー ティアへの移行、返金の依頼、不要になったサブスクリプションの解約。',
    buttonText: 'トピックを表示',
  },
  'control-how-people-log-in': {
    title: 'ユーザーのログイン方法を管理する',
    subhead: 'シングル サインオン、認証ポリシー、許可リスト',
    description:
      'ID プロバイダーを接続し、グループごとにログインのルールを設定して、アクセスを自社のネットワークに制限します。',
    buttonText: 'トピックを表示',
  },
  'protect-and-monitor-your-data': {
    title: 'データを保護して監視する',
    subhead: 'データ所在地と監査ログ',
    description: '製品データを保存するリージョンを選び、組織内で誰が何を変更したかを確認します。',
    buttonText: 'トピックを表示',
  },
  'manage-users-and-groups': {
    title: 'ユーザーとグループを管理する',
    subhead: '招待から退職まで',
    description: 'ユーザーを招待し、必要な製品を与え、グループにまとめ、退職時に削除します。',
    buttonText: 'トピックを表示',
  },
  'set-up-your-organization': {
    title: '組織を設定する',
    subhead: '最初の管理者から管理対象アカウントまで',
    description: '組織と管理者ロールを理解したうえで、ドメインを検証し、会社のアカウントを要求します。',
    buttonText: 'トピックを表示',
  },
  'get-started-with-bitbucket-cloud': {
    title: 'Bitbucket Cloud を使い始める',
    subhead: '新しいワークスペースから、最初のプル リクエストのマージまで',
    description: 'ワークスペースとリポジトリを作成し、SSH で接続して、プル リクエストでコードをレビューします。',
    buttonText: 'トピックを表示',
  },
  'bitbucket-pipelines': {
    title: 'Bitbucket Pipelines',
    subhead: 'リポジトリからビルド、テスト、デプロイ',
    description: 'bitbucket-pipelines.yml で CI/CD を設定します: ステップ、キャッシュ、サービス、デプロイ、変数。',
    buttonText: 'トピックを表示',
  },
  'administer-bitbucket-data-center': {
    title: 'Bitbucket Data Center を管理する',
    subhead: 'ミラー、ストレージ、制限',
    description: 'Bitbucket Data Center の運用: スマート ミラーリング、Mesh、レート制限、バックアップ。',
    buttonText: 'トピックを表示',
  },
  'get-started-with-confluence': {
    title: 'Confluence を使い始める',
    subhead: '最初のスペースと最初のページ',
    description: 'チームのスペースを作成し、ページを書いて書式を整え、適切なユーザーと共有します。',
    buttonText: 'トピックを表示',
  },
  'pages-and-content': {
    title: 'ページとコンテンツ',
    subhead: 'ページでできるすべてのこと',
    description: '制限、履歴、テンプレート、添付ファイル、アーカイブ、エクスポート。',
    buttonText: 'トピックを表示',
  },
  'administer-confluence-data-center': {
    title: 'Confluence Data Center を管理する',
    subhead: '大規模な環境で Confluence を安定して運用する',
    description: '共同編集、バックアップ、読み取り専用モード、クラスターの運用。',
    buttonText: 'トピックを表示',
  },
  'run-sprints-in-scrum': {
    title: 'スクラムでスプリントを実行する',
    subhead: 'チームでスプリントを計画、実行、完了する',
    description: '作業を見積もり、スプリントを開始し、バーンダウン チャートで進捗を追って、スプリントを完了します。',
    buttonText: 'トピックを表示',
  },
  'manage-projects': {
    title: 'プロジェクトを管理する',
    subhead: '権限、ワークフロー、フィールド、検索',
    description: 'プロジェクト管理者向けのリファレンス: 誰が何をできるか、作業がどう進むか、作業をどう探すか。',
    buttonText: 'トピックを表示',
  },
  'troubleshoot-jira-software': {
    title: 'Jira Software のトラブルシューティング',
    subhead: 'よく寄せられる問題の解決方法',
    description: '表示されない課題、表示されないプロジェクト、届かない通知。',
    buttonText: 'トピックを表示',
  },
  'administer-jira-software-data-center': {
    title: 'Jira Software Data Center を管理する',
    subhead: 'インストール、アップグレード、Jira を高速に保つ',
    description: '自社のサーバーで Jira Software Data Center を運用するシステム管理者向けのガイド。',
    buttonText: 'トピックを表示',
  },
  'system-administration': {
    title: 'システム管理',
    subhead: 'バックアップ、インデックス、メール、ユーザー ディレクトリ',
    description: 'Jira Data Center インスタンスの日常的な管理のためのリファレンス。',
    buttonText: 'トピックを表示',
  },
  alerts: {
    title: 'アラート',
    subhead: 'アラートを受信し、ルーティングして対応する',
    description: '連携、アラート ポリシー、通知ルール、ハートビート。',
    buttonText: 'トピックを表示',
  },
  'on-call-schedules': {
    title: 'オンコール スケジュール',
    subhead: '誰がオンコールで、次は誰か',
    description: 'ローテーション、エスカレーション、オーバーライドを作成して、アラートが必ず誰かに届くようにします。',
    buttonText: 'トピックを表示',
  },
  'incidents-and-components': {
    title: 'インシデントとコンポーネント',
    subhead: '問題が起きたときに明確に伝える',
    description: 'コンポーネントを設定し、インシデントを報告して、メンテナンスを予定します。',
    buttonText: 'トピックを表示',
  },
  'set-up-a-service-project': {
    title: 'サービス プロジェクトを設定する',
    subhead: 'カスタマーにヘルプ センターを公開する',
    description:
      'サービス プロジェクトを作成し、カスタマーが依頼できる内容を決め、ヘルプ センターを自社らしく整えます。',
    buttonText: 'トピックを表示',
  },
  'requests-and-queues': {
    title: 'リクエストとキュー',
    subhead: 'エージェントがリクエストに対応する方法',
    description: 'エージェントがリクエストを迅速に解決するためのキュー、SLA、オートメーション、ナレッジ ベース。',
    buttonText: 'トピックを表示',
  },
  'troubleshoot-service-projects': {
    title: 'サービス プロジェクトのトラブルシューティング',
    subhead: 'カスタマーとメールの問題を解決する',
    description: 'カスタマーがリクエストを送信できない場合や、メールがリクエストにならない場合。',
    buttonText: 'トピックを表示',
  },
  'set-up-jira-service-management-data-center': {
    title: 'Jira Service Management Data Center を設定する',
    subhead: 'インストール、ライセンス、接続',
    description: 'アプリをインストールし、ライセンスを適用して、ディレクトリとメール サーバーを接続します。',
    buttonText: 'トピックを表示',
  },
  'work-with-requests-data-center': {
    title: 'リクエストを処理する',
    subhead: 'キュー、SLA、承認',
    description: 'キューでリクエストを振り分け、SLA で約束を守り、変更を承認に回します。',
    buttonText: 'トピックを表示',
  },
  'plan-your-cloud-migration': {
    title: 'クラウド移行を計画する',
    subhead: '評価から本番稼働までの段階的な計画',
    description: '現在の環境を評価し、データとユーザーを準備して、移行方法を選択します。',
    buttonText: 'トピックを表示',
  },
  'migration-tools': {
    title: '移行ツール',
    subhead: 'データを移行する無料のツール',
    description: '製品に合ったツールを選び、移行後にデータを確認します。',
    buttonText: 'トピックを表示',
  },
  'jira-cloud-for-mobile': {
    title: 'Jira Cloud モバイル版',
    subhead: 'インストール、ログイン、最新情報の確認',
    description: 'iOS と Android で Jira を使うために必要なすべて。',
    buttonText: 'トピックを表示',
  },
};
