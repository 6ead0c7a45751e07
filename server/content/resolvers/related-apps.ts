/**
 * Related-app reference lists (SPEC.md section 3): content ids mapped to fixed lists of resource
 * pages. The lists are editorial and change rarely, so they live here rather than in the content
 * model. Keys and urls are ids and resource pages of the bundled sample space; a test checks that
 * every one of them exists there.
 */
import type { RelatedAppView } from '../../../shared/types/pages/content-pages';

const resource = (id: string, title: string, url: string, description: string): RelatedAppView => ({
  id,
  title,
  url,
  description,
});

const JIRA_SOFTWARE_CLOUD = resource(
  'product-landing-jira-software-cloud',
  'Jira Software Cloud',
  '/jira-software-cloud/resources/',
  'Plan and track software work with boards, backlogs and sprints.',
);
const JIRA_SERVICE_MANAGEMENT_CLOUD = resource(
  'product-landing-jira-service-management-cloud',
  'Jira Service Management Cloud',
  '/jira-service-management-cloud/resources/',
  'Set up service projects, help centers, queues and SLAs.',
);
const CONFLUENCE_CLOUD = resource(
  'product-landing-confluence-cloud',
  'Confluence Cloud',
  '/confluence-cloud/resources/',
  'Create spaces and pages and collaborate on content.',
);
const BITBUCKET_CLOUD = resource(
  'product-landing-bitbucket-cloud',
  'Bitbucket Cloud',
  '/bitbucket-cloud/resources/',
  'Repositories, pull requests and Bitbucket Pipelines.',
);
const OPSGENIE = resource(
  'product-landing-opsgenie',
  'Opsgenie',
  '/opsgenie/resources/',
  'Alerts, on-call schedules, escalations and incident response.',
);
const STATUSPAGE = resource(
  'product-landing-statuspage',
  'Statuspage',
  '/statuspage/resources/',
  'Report incidents and scheduled maintenance to your customers.',
);
const JIRA_CLOUD_ADMIN = resource(
  'context-theme-jira-cloud-admin',
  'Jira Cloud administration',
  '/jira-cloud-admin/resources/',
  'Configure workflows, schemes, fields and global settings.',
);
const JIRA_CLOUD_MOBILE_APPS = resource(
  'context-app-jira-cloud-mobile-apps',
  'Jira Cloud mobile apps',
  '/jira-cloud-mobile-apps/resources/',
  'Work on issues and get notifications on iOS and Android.',
);
const USER_MANAGEMENT = resource(
  'context-theme-user-management',
  'User management',
  '/user-management/resources/',
  'Invite people, manage product access and organise groups.',
);
const SECURITY_AND_ACCESS_POLICIES = resource(
  'context-theme-security-and-access-policies',
  'Security and access policies',
  '/security-and-access-policies/resources/',
  'Control how people log in and what they can do with your data.',
);

/** The automation resource page that three lists carry at position 5. */
export const AUTOMATION_RESOURCE: RelatedAppView = resource(
  'context-theme-cloud-automation',
  'Automation in Cloud',
  '/cloud-automation/resources/',
  'Build rules that react to events and act for you across your apps.',
);

/** 1-based position of the automation page in the lists that carry it (SPEC.md section 9). */
export const AUTOMATION_POSITION = 5;

/** Content ids (the docs contexts of the sample space) and their lists before the automation page. */
const BASE_LISTS: Readonly<Record<string, readonly RelatedAppView[]>> = {
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
export function withAutomation(list: readonly RelatedAppView[]): RelatedAppView[] {
  const index = Math.min(AUTOMATION_POSITION - 1, list.length);
  return [...list.slice(0, index), AUTOMATION_RESOURCE, ...list.slice(index)];
}

/** Every mapped content id with its final list, built once. */
export const RELATED_APP_LISTS: Readonly<Record<string, readonly RelatedAppView[]>> = Object.fromEntries(
  Object.entries(BASE_LISTS).map(([id, list]) => [
    id,
    AUTOMATION_CONTENT_IDS.includes(id) ? withAutomation(list) : [...list],
  ]),
);

/**
 * The list of the first content id that has one. A page passes its own id before its collection's
 * and its context's, so a list for a single topic would win over the list of its product.
 */
export function relatedAppsFor(contentIds: readonly (string | undefined)[]): readonly RelatedAppView[] {
  for (const id of contentIds) {
    if (id === undefined || !Object.hasOwn(RELATED_APP_LISTS, id)) continue;
    const list = RELATED_APP_LISTS[id];
    if (list) return list;
  }
  return [];
}
