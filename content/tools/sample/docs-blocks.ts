/** Embedded blocks used inside documentation bodies: callouts, code, images, videos and anchors. */
import { richText } from './rich-text';
import { translated, type LinkObject, type SpaceBuilder } from './space-builder';

type CalloutAppearance = 'Discovery' | 'New' | 'Information' | 'Success' | 'Tip' | 'Warning' | 'Caution';

/** A block's texts in Japanese, for the blocks that translated topics embed. */
interface CalloutJa {
  heading?: string;
  body: string;
}

const CALLOUTS: { id: string; heading?: string; appearance: CalloutAppearance; body: string; ja?: CalloutJa }[] = [
  {
    id: 'callout-jsw-board-admin',
    heading: 'Permissions you need',
    appearance: 'Information',
    body: 'To change a board you must be a **board administrator**. Project administrators can create boards, but only the people listed under *Board settings > General > Administrators* can configure them.',
    ja: {
      heading: '必要な権限',
      body: 'ボードを変更するには **ボード管理者** である必要があります。プロジェクト管理者はボードを作成できますが、ボードを設定できるのは *ボード設定 > 一般 > 管理者* に表示されているユーザーだけです。',
    },
  },
  {
    id: 'callout-jsw-sprint-scope',
    heading: 'Changing scope after a sprint starts',
    appearance: 'Warning',
    body: 'Issues added after you start a sprint are marked as scope change and appear separately in the sprint report. Add them only when the team agrees.',
  },
  {
    id: 'callout-jsw-timeline-new',
    heading: 'Timeline replaces roadmaps',
    appearance: 'New',
    body: 'The project roadmap is now called the **timeline**. Your epics, dates and dependencies moved with it; nothing needs to be migrated.',
  },
  {
    id: 'callout-jsw-dc-restart',
    heading: 'Plan a restart',
    appearance: 'Caution',
    body: 'JVM settings are read only when Jira starts. In a cluster, change and restart one node at a time so users stay connected to the other nodes.',
  },
  {
    id: 'callout-confluence-space-permissions',
    heading: 'Start with groups',
    appearance: 'Tip',
    body: 'Give space permissions to groups rather than to individual people. When someone changes teams, you update one group instead of every space.',
  },
  {
    id: 'callout-confluence-whiteboards',
    heading: 'Try whiteboards',
    appearance: 'Discovery',
    body: 'Whiteboards let you brainstorm with sticky notes and turn them into Jira issues without leaving Confluence.',
  },
  {
    id: 'callout-jsm-sla-met',
    heading: 'SLA goals are working',
    appearance: 'Success',
    body: 'When the clock on a request shows a green tick, the goal was met. Paused clocks show a pause icon and resume when the request status changes.',
  },
  {
    id: 'callout-bitbucket-build-minutes',
    heading: 'Build minutes are shared',
    appearance: 'Warning',
    body: 'Every repository in a workspace uses the same monthly allowance of build minutes. A long-running step in one repository can block builds everywhere else.',
  },
  {
    id: 'callout-migration-test-first',
    heading: 'Always run a test migration',
    appearance: 'Tip',
    body: 'Migrate a copy of your data to a test cloud site first. It shows how long the real migration will take and what needs fixing, without affecting users.',
  },
  {
    id: 'callout-accounts-recovery-code',
    heading: 'Keep your recovery code safe',
    appearance: 'Warning',
    body: 'The recovery code is the only way back into your account if you lose your phone or security key. Store it in a password manager or print it; support cannot turn off two-step verification for you without proof that you own the account.',
  },
  {
    id: 'callout-billing-refund-window',
    heading: 'Refunds are time-limited',
    appearance: 'Information',
    body: 'You can ask for a full refund within **30 days** of a purchase, renewal or upgrade. After 30 days we can only refund in exceptional cases, such as a duplicate payment.',
  },
  {
    id: 'callout-security-keep-an-admin-out-of-sso',
    heading: 'Keep one way in',
    appearance: 'Caution',
    body: 'Before you enforce single sign-on for everyone, leave one organization admin in a policy that does not require SSO. If your identity provider is down or misconfigured, that admin can still log in and fix the configuration.',
  },
  {
    id: 'callout-users-billing',
    heading: 'Who you pay for',
    appearance: 'Tip',
    body: "You pay for each user who has access to a product, whether or not they log in. Removing someone's product access, not only their group, is what lowers your next bill.",
  },
  {
    id: 'callout-organization-claim-accounts',
    heading: 'Claiming changes who controls an account',
    appearance: 'Warning',
    body: "When you claim accounts, your organization's admins can change their details, deactivate them and apply your security policies. Tell people before you claim their accounts, especially if they also use them for personal or community sites.",
  },
];

type CodeLanguage = 'Bash' | 'YAML' | 'XML' | 'Plain text' | 'JSON' | 'SQL' | 'PowerShell';

const CODE_BLOCKS: { id: string; title: string; language: CodeLanguage; code: string }[] = [
  {
    id: 'code-jsw-dc-setenv-sh',
    title: 'bin/setenv.sh',
    language: 'Bash',
    code: '# Minimum and maximum heap for Jira\nJVM_MINIMUM_MEMORY="4096m"\nJVM_MAXIMUM_MEMORY="8192m"',
  },
  {
    id: 'code-jsw-dc-setenv-service',
    title: 'Windows service (run as administrator)',
    language: 'PowerShell',
    code: 'cd "C:\\Program Files\\Atlassian\\JIRA\\bin"\n.\\tomcat9w.exe //ES//JIRA050414094734',
  },
  {
    id: 'code-jsw-dc-jvm-options-11',
    title: 'bin/setenv.sh (Jira 10 and later)',
    language: 'Bash',
    code: '# Jira 10 runs on Java 17; use G1 and let the heap grow to the maximum\nJVM_MINIMUM_MEMORY="8g"\nJVM_MAXIMUM_MEMORY="8g"\nJVM_SUPPORT_RECOMMENDED_ARGS="-XX:+UseG1GC -XX:+ExplicitGCInvokesConcurrent"',
  },
  {
    id: 'code-jsw-jql-open-sprint',
    title: 'Issues in the open sprint, highest priority first',
    language: 'Plain text',
    code: 'project = MOBILE AND sprint in openSprints() AND statusCategory != Done ORDER BY priority DESC, rank ASC',
  },
  {
    id: 'code-bitbucket-pipelines-basic',
    title: 'bitbucket-pipelines.yml',
    language: 'YAML',
    code: 'image: node:20\n\npipelines:\n  default:\n    - step:\n        name: Build and test\n        caches:\n          - node\n        script:\n          - npm ci\n          - npm test',
  },
  {
    id: 'code-bitbucket-pipelines-deploy',
    title: 'Deploy to staging on the main branch',
    language: 'YAML',
    code: 'pipelines:\n  branches:\n    main:\n      - step:\n          name: Deploy to staging\n          deployment: staging\n          script:\n            - ./scripts/deploy.sh "$STAGING_HOST"',
  },
  {
    id: 'code-bitbucket-ssh-test',
    title: 'Check your SSH key',
    language: 'Bash',
    code: 'ssh-keygen -t ed25519 -C "your_email@example.com"\nssh -T git@bitbucket.org',
  },
  {
    id: 'code-confluence-dc-synchrony',
    title: 'confluence.cfg.xml',
    language: 'XML',
    code: '<property name="synchrony.service.url">https://confluence.example.com/synchrony/v1</property>\n<property name="synchrony.proxy.enabled">false</property>',
  },
  {
    id: 'code-statuspage-create-incident',
    title: 'Create an incident with the REST API',
    language: 'Bash',
    code: 'curl https://api.statuspage.io/v1/pages/$PAGE_ID/incidents \\\n  -H "Authorization: OAuth $API_KEY" \\\n  -d "incident[name]=Delayed email notifications" \\\n  -d "incident[status]=investigating"',
  },
  {
    id: 'code-opsgenie-heartbeat-ping',
    title: 'Ping a heartbeat from cron',
    language: 'Bash',
    code: '*/5 * * * * curl -s -X GET "https://api.opsgenie.com/v2/heartbeats/nightly-backup/ping" \\\n  -H "Authorization: GenieKey $OPSGENIE_API_KEY"',
  },
  {
    id: 'code-jsm-customer-notification',
    title: 'Variables in a customer notification',
    language: 'Plain text',
    code: 'Hi ${recipient.name},\n\n${sender.name} commented on ${request.summary}:\n${comment.body}\n\nView request: ${request.url}',
  },
  {
    id: 'code-accounts-api-token-curl',
    title: 'Call the Jira REST API with an API token',
    language: 'Bash',
    code: 'curl --user "alana.grant@example.com:$ATLASSIAN_API_TOKEN" \\\n  --header "Accept: application/json" \\\n  "https://example.atlassian.net/rest/api/3/myself"',
  },
  {
    id: 'code-organization-dns-txt',
    title: 'DNS TXT record',
    language: 'Plain text',
    code: 'Host:   example.com.\nType:   TXT\nTTL:    3600\nValue:  atlassian-domain-verification=4f8Kq2YbT0xWc9LmZr1VnH7sPe3Ad6Ju',
  },
];

const IMAGES: { id: string; asset: string; altText: string; altTextJa?: string }[] = [
  {
    id: 'image-docs-board-columns',
    asset: 'image-board-columns',
    altText: 'A board with three columns, To Do, In Progress and Done, each holding issue cards',
    altTextJa: '「To Do」「In Progress」「Done」の 3 つの列があり、それぞれに課題カードが並んだボード',
  },
  {
    id: 'image-docs-sprint-cycle',
    asset: 'image-sprint-cycle',
    altText: 'A circle showing the sprint cycle: plan, work, review, retrospective',
  },
  {
    id: 'image-docs-migration-phases',
    asset: 'image-migration-phases',
    altText: 'Four boxes in a row: assess, prepare, test and migrate',
  },
  {
    id: 'image-docs-pipeline-steps',
    asset: 'image-pipeline-steps',
    altText: 'A pipeline running build, test and deploy steps one after another',
  },
];

const VIDEOS: {
  id: string;
  videoUrl: string;
  title: string;
  description: string;
  ja?: { title: string; description: string };
}[] = [
  {
    id: 'video-jsw-boards-overview',
    videoUrl: 'https://www.youtube.com/watch?v=qqrVxL3Rb4c',
    title: 'Boards in Jira Software',
    description: 'A five-minute tour of Scrum and Kanban boards: columns, swimlanes, quick filters and the backlog.',
    ja: {
      title: 'Jira Software のボード',
      description:
        'スクラム ボードとカンバン ボードを 5 分で紹介します。列、スイムレーン、クイック フィルター、バックログ。',
    },
  },
  {
    id: 'video-jsw-sprint-planning',
    videoUrl: 'https://youtu.be/bP3ki2n8TJ4',
    title: 'Plan a sprint',
    description: 'Estimate, rank and commit to work for the next sprint.',
  },
  {
    id: 'video-confluence-getting-started',
    videoUrl: 'https://vimeo.com/392113218',
    title: 'Getting started with Confluence',
    description: 'Create a space, write your first page and share it with your team.',
  },
  {
    id: 'video-jsm-portal-tour',
    videoUrl: 'https://www.loom.com/share/5bbdeb480ba84e65b1b3de8c190e2003',
    title: 'A tour of the help center',
    description: 'See the help center the way your customers do, then change its look and request types.',
  },
  {
    id: 'video-bitbucket-pull-requests',
    videoUrl: 'https://www.youtube.com/embed/oJcwy5-qO3s',
    title: 'Review code with pull requests',
    description: 'Create a pull request, add reviewers, comment on lines and merge.',
  },
  {
    id: 'video-migration-overview',
    videoUrl: 'https://vimeo.com/512330887',
    title: 'How a cloud migration works',
    description: 'The four phases of a migration and the tools that help in each.',
  },
];

const ANCHORS = [
  'anchor-board-filter',
  'anchor-pipelines-caches',
  'anchor-jvm-heap-size',
  'anchor-space-permissions',
  'anchor-sla-calendars',
];

export function addDocsBlocks(space: SpaceBuilder, assets: Record<string, LinkObject>): void {
  for (const callout of CALLOUTS) {
    space.entry('callout', callout.id, {
      heading: callout.heading === undefined ? undefined : translated(callout.heading, callout.ja?.heading),
      appearance: callout.appearance,
      body: translated(richText(callout.body), callout.ja && richText(callout.ja.body)),
    });
  }
  for (const block of CODE_BLOCKS) {
    space.entry('codeBlock', block.id, { title: block.title, code: block.code, language: block.language });
  }
  for (const image of IMAGES) {
    space.entry('kbImage', image.id, {
      altText: translated(image.altText, image.altTextJa),
      image: assets[image.asset],
    });
  }
  for (const video of VIDEOS) {
    space.entry('video', video.id, {
      videoUrl: video.videoUrl,
      title: translated(video.title, video.ja?.title),
      description: translated(video.description, video.ja?.description),
    });
  }
  for (const anchor of ANCHORS) space.entry('anchor', anchor, { anchorId: anchor.replace(/^anchor-/, '') });
}
