/** The sample space's image assets: every file lives in content/assets/. */
import type { LinkObject, SpaceBuilder } from './space-builder';

interface SvgAsset {
  id: string;
  title: string;
  fileName: string;
  width: number;
  height: number;
  description?: string;
}

const square = (id: string, title: string, fileName: string): SvgAsset => ({
  id,
  title,
  fileName,
  width: 48,
  height: 48,
});

export const SVG_ASSETS: SvgAsset[] = [
  square('icon-jira-software', 'Jira Software icon', 'jira-software.svg'),
  square('icon-confluence', 'Confluence icon', 'confluence.svg'),
  square('icon-jira-service-management', 'Jira Service Management icon', 'jira-service-management.svg'),
  square('icon-bitbucket', 'Bitbucket icon', 'bitbucket.svg'),
  square('icon-jira-work-management', 'Jira Work Management icon', 'jira-work-management.svg'),
  square('icon-opsgenie', 'Opsgenie icon', 'opsgenie.svg'),
  square('icon-statuspage', 'Statuspage icon', 'statuspage.svg'),
  square('icon-crowd', 'Crowd icon', 'crowd.svg'),
  square('icon-bamboo', 'Bamboo icon', 'bamboo.svg'),
  square('icon-jira-software-mono', 'Jira Software icon (outline)', 'jira-software-mono.svg'),
  square('icon-confluence-mono', 'Confluence icon (outline)', 'confluence-mono.svg'),
  square('icon-bitbucket-mono', 'Bitbucket icon (outline)', 'bitbucket-mono.svg'),
  square('icon-hub-accounts', 'Accounts icon', 'hub-accounts.svg'),
  square('icon-hub-migration', 'Migration icon', 'hub-migration.svg'),
  square('icon-hub-pre-migration', 'Pre-migration icon', 'hub-pre-migration.svg'),
  square('icon-hub-post-migration', 'Post-migration icon', 'hub-post-migration.svg'),
  square('icon-hub-organization', 'Organization administration icon', 'hub-organization.svg'),
  square('icon-hub-provisioning', 'Provisioning users icon', 'hub-provisioning.svg'),
  square('icon-hub-security', 'Security and access policies icon', 'hub-security.svg'),
  square('icon-hub-billing', 'Subscriptions and billing icon', 'hub-billing.svg'),
  square('icon-hub-user-management', 'User management icon', 'hub-user-management.svg'),
  square('icon-hub-automation', 'Cloud automation icon', 'hub-automation.svg'),
  square('icon-hub-jira-admin', 'Jira Cloud administration icon', 'hub-jira-admin.svg'),
  square('icon-app-jira-mobile', 'Jira Cloud mobile apps icon', 'app-jira-mobile.svg'),
  square('icon-app-opsgenie', 'Opsgenie apps icon', 'app-opsgenie.svg'),
  square('icon-card-documentation', 'Documentation icon', 'card-documentation.svg'),
  square('icon-card-community', 'Community icon', 'card-community.svg'),
  square('icon-card-training', 'Training icon', 'card-training.svg'),
  square('icon-card-marketplace', 'Marketplace icon', 'card-marketplace.svg'),
  square('icon-card-developer', 'Developer resources icon', 'card-developer.svg'),
  square('icon-card-system-status', 'System status icon', 'card-system-status.svg'),
  square('icon-card-contact', 'Contact support icon', 'card-contact.svg'),
  square('icon-card-guide', 'Guide icon', 'card-guide.svg'),
  square('icon-card-billing', 'Billing icon', 'card-billing.svg'),
  { id: 'logo-support', title: 'Atlassian Support logo', fileName: 'logo-support.svg', width: 220, height: 40 },
  { id: 'logo-support-v2', title: 'Atlassian Support logo', fileName: 'logo-support-v2.svg', width: 220, height: 40 },
  { id: 'logo-support-v3', title: 'Support logo', fileName: 'logo-support-v3.svg', width: 140, height: 40 },
  { id: 'logo-atlassian', title: 'Atlassian logo', fileName: 'logo-atlassian.svg', width: 160, height: 40 },
  {
    id: 'image-board-columns',
    title: 'Board columns',
    description: 'A board with To Do, In Progress and Done columns, each holding issue cards',
    fileName: 'diagram-board-columns.svg',
    width: 480,
    height: 240,
  },
  {
    id: 'image-sprint-cycle',
    title: 'Sprint cycle',
    description: 'The sprint cycle: plan, work, review and retrospective',
    fileName: 'diagram-sprint-cycle.svg',
    width: 360,
    height: 200,
  },
  {
    id: 'image-migration-phases',
    title: 'Migration phases',
    description: 'The four migration phases: assess, prepare, test and migrate',
    fileName: 'diagram-migration-phases.svg',
    width: 480,
    height: 120,
  },
  {
    id: 'image-pipeline-steps',
    title: 'Pipeline steps',
    description: 'A pipeline with build, test and deploy steps run in order',
    fileName: 'diagram-pipeline-steps.svg',
    width: 420,
    height: 120,
  },
];

/** Adds every image asset and returns links keyed by asset id. */
export function addAssets(space: SpaceBuilder): Record<string, LinkObject> {
  const links: Record<string, LinkObject> = {};
  for (const asset of SVG_ASSETS) {
    links[asset.id] = space.asset(asset.id, {
      title: asset.title,
      description: asset.description ?? asset.title,
      fileName: asset.fileName,
      contentType: 'image/svg+xml',
      width: asset.width,
      height: asset.height,
      size: 1024,
    });
  }
  return links;
}
