/**
 * Resources pages: a productLandingPage for each product with one, a contextTheme for each
 * cross-product hub and a contextApp for each companion app, with their resource cards.
 */
import type { ProductRefs } from './products';
import type { LinkObject, SpaceBuilder } from './space-builder';
import { translated } from './space-builder';
import { APPS_JA, CARDS_JA, PRODUCT_PAGES_JA, THEMES_JA, type PageJapanese } from './landing-ja';

export interface LandingRefs {
  /** Cards shared by several pages, keyed by card id. */
  cards: Record<string, LinkObject>;
  /** Theme and app contexts keyed by slug, e.g. `migration`, `jira-cloud-mobile-apps`. */
  contexts: Record<string, LinkObject>;
  appNames: Record<string, LinkObject>;
}

interface CardSpec {
  id: string;
  title: string;
  shortTitle?: string;
  description: string;
  link: string;
  icon: string;
  buttonText?: string;
  hideInHeader?: boolean;
}

/** Cards used on several pages, in the header and on the home page. */
const SHARED_CARDS: CardSpec[] = [
  {
    id: 'card-community',
    title: 'Atlassian Community',
    shortTitle: 'Community',
    description: 'Ask questions, share answers and learn from millions of people who use Atlassian products.',
    link: 'https://community.atlassian.com/',
    icon: 'icon-card-community',
    buttonText: 'Ask the community',
  },
  {
    id: 'card-training',
    title: 'Atlassian University',
    shortTitle: 'Training',
    description: 'Free and paid courses, learning paths and certifications for every product.',
    link: 'https://university.atlassian.com/',
    icon: 'icon-card-training',
    buttonText: 'Start learning',
  },
  {
    id: 'card-marketplace',
    title: 'Atlassian Marketplace',
    shortTitle: 'Marketplace',
    description: 'Find apps and integrations that extend your products, and learn how to install and manage them.',
    link: 'https://marketplace.atlassian.com/',
    icon: 'icon-card-marketplace',
    buttonText: 'Browse apps',
  },
  {
    id: 'card-developer',
    title: 'Developer documentation',
    shortTitle: 'Developers',
    description: 'REST APIs, Forge and Connect guides for building apps and automating your products.',
    link: 'https://developer.atlassian.com/',
    icon: 'icon-card-developer',
    buttonText: 'Visit the developer site',
    hideInHeader: true,
  },
  {
    id: 'card-system-status',
    title: 'System status',
    shortTitle: 'Status',
    description: 'Check current incidents and scheduled maintenance for Atlassian Cloud products.',
    link: 'https://status.atlassian.com/',
    icon: 'icon-card-system-status',
    buttonText: 'Check status',
  },
  {
    id: 'card-contact-support',
    title: 'Contact support',
    shortTitle: 'Contact',
    description: 'Raise a request with our support engineers when you cannot find the answer in the documentation.',
    link: '/contact/',
    icon: 'icon-card-contact',
    buttonText: 'Contact support',
    hideInHeader: true,
  },
  {
    id: 'card-accounts',
    title: 'Atlassian account',
    shortTitle: 'Accounts',
    description: 'Sign in, change your email address, set up two-step verification and manage your profile.',
    link: '/accounts/resources/',
    icon: 'icon-hub-accounts',
    buttonText: 'Manage your account',
  },
  {
    id: 'card-migration',
    title: 'Migrate to Cloud',
    shortTitle: 'Migration',
    description: 'Plan, test and run your move from Server or Data Center to Cloud with free tools and guides.',
    link: '/migration/resources/',
    icon: 'icon-hub-migration',
    buttonText: 'Plan your migration',
  },
  {
    id: 'card-billing',
    title: 'Subscriptions and billing',
    shortTitle: 'Billing',
    description: 'Understand your bill, change payment details, add users and renew or cancel subscriptions.',
    link: '/subscriptions-and-billing/resources/',
    icon: 'icon-card-billing',
    buttonText: 'Manage billing',
  },
  {
    id: 'card-security',
    title: 'Security and access policies',
    shortTitle: 'Security',
    description: 'Enforce single sign-on, two-step verification, IP allowlists and data security policies.',
    link: '/security-and-access-policies/resources/',
    icon: 'icon-hub-security',
    buttonText: 'Secure your organization',
  },
  {
    id: 'card-organization-administration',
    title: 'Organization administration',
    shortTitle: 'Administration',
    description: 'Verify domains, manage users and groups, and control products across your organization.',
    link: '/organization-administration/resources/',
    icon: 'icon-hub-organization',
    buttonText: 'Administer your organization',
  },
  {
    id: 'card-user-management',
    title: 'User management',
    shortTitle: 'Users',
    description: 'Invite users, give product access, create groups and remove people who have left.',
    link: '/user-management/resources/',
    icon: 'icon-hub-user-management',
    buttonText: 'Manage users',
    hideInHeader: true,
  },
  {
    id: 'card-cloud-automation',
    title: 'Cloud automation',
    shortTitle: 'Automation',
    description: 'Automate repetitive work with rules made of triggers, conditions and actions.',
    link: '/cloud-automation/resources/',
    icon: 'icon-hub-automation',
    buttonText: 'Explore automation',
  },
  {
    id: 'card-get-started-jira-software',
    title: 'Get started with Jira Software',
    shortTitle: 'Jira Software guide',
    description: 'Set up your site, create your first project and learn to work with boards.',
    link: '/jira-software-cloud/docs/get-started-with-jira-software/',
    icon: 'icon-card-guide',
    buttonText: 'Start the guide',
  },
  {
    id: 'card-get-started-confluence',
    title: 'Get started with Confluence',
    shortTitle: 'Confluence guide',
    description: 'Create a space, write your first pages and share them with your team.',
    link: '/confluence-cloud/docs/get-started-with-confluence/',
    icon: 'icon-card-guide',
    buttonText: 'Start the guide',
  },
  {
    id: 'card-set-up-service-project',
    title: 'Set up a service project',
    shortTitle: 'Service project guide',
    description: 'Create a service project, configure request types and open your help center.',
    link: '/jira-service-management-cloud/docs/set-up-a-service-project/',
    icon: 'icon-card-guide',
    buttonText: 'Start the guide',
  },
  {
    id: 'card-get-started-bitbucket',
    title: 'Get started with Bitbucket Cloud',
    shortTitle: 'Bitbucket guide',
    description: 'Create a workspace and repository, then review code with pull requests.',
    link: '/bitbucket-cloud/docs/get-started-with-bitbucket-cloud/',
    icon: 'icon-card-guide',
    buttonText: 'Start the guide',
  },
  {
    id: 'card-plan-your-migration',
    title: 'Plan your cloud migration',
    shortTitle: 'Migration guide',
    description: 'Assess what you have, prepare your data and users, and choose a migration method.',
    link: '/migration/docs/plan-your-cloud-migration/',
    icon: 'icon-card-guide',
    buttonText: 'Start the guide',
  },
];

interface PageSpec {
  slug: string;
  title: string;
  description: string;
  cards: CardSpec[];
  shared: string[];
  notice?: string;
}

const docsCard = (id: string, title: string, description: string, link: string, icon = 'icon-card-documentation') => ({
  id,
  title,
  description,
  link,
  icon,
  buttonText: 'Read the documentation',
});

/** A product's knowledge base home: searched for answers to errors and known problems. */
const kbCard = (id: string, title: string, description: string, link: string) => ({
  id,
  title,
  description,
  link,
  icon: 'icon-card-documentation',
  buttonText: 'Search the knowledge base',
});

interface ProductPageSpec extends PageSpec {
  productCards: string[];
}

const PRODUCT_PAGES: ProductPageSpec[] = [
  {
    slug: 'jira-software-cloud',
    title: 'Jira Software Cloud support',
    description: 'Documentation, guides and help for planning and tracking software work in Jira Software Cloud.',
    cards: [
      docsCard(
        'card-jira-software-cloud-docs',
        'Jira Software Cloud documentation',
        'Projects, boards, backlogs, sprints, roadmaps and reports, explained step by step.',
        '/jira-software-cloud/docs/',
      ),
      docsCard(
        'card-jira-software-cloud-troubleshooting',
        'Troubleshoot Jira Software',
        'Fix common problems with boards, permissions and notifications.',
        '/jira-software-cloud/docs/troubleshoot-jira-software/',
      ),
      kbCard(
        'card-jira-software-cloud-kb',
        'Jira Software Cloud knowledge base',
        'Answers to error messages and known problems, from missing notifications to board filters.',
        '/jira-software-cloud/kb/',
      ),
    ],
    shared: [
      'card-get-started-jira-software',
      'card-community',
      'card-training',
      'card-marketplace',
      'card-system-status',
    ],
    productCards: ['jira-software-cloud', 'jira-software-data-center', 'jira-work-management', 'confluence-cloud'],
  },
  {
    slug: 'confluence-cloud',
    title: 'Confluence Cloud support',
    description: 'Learn how to create spaces and pages, collaborate on content and administer Confluence Cloud.',
    cards: [
      docsCard(
        'card-confluence-cloud-docs',
        'Confluence Cloud documentation',
        'Spaces, pages, templates, permissions and search, with examples.',
        '/confluence-cloud/docs/',
      ),
      kbCard(
        'card-confluence-cloud-kb',
        'Confluence Cloud knowledge base',
        'Answers to error messages and known problems with moved pages, macros and permissions.',
        '/confluence-cloud/kb/',
      ),
    ],
    shared: [
      'card-get-started-confluence',
      'card-community',
      'card-training',
      'card-marketplace',
      'card-system-status',
    ],
    productCards: ['confluence-cloud', 'confluence-data-center', 'jira-software-cloud'],
  },
  {
    slug: 'jira-service-management-cloud',
    title: 'Jira Service Management Cloud support',
    description: 'Set up service projects, help centers, queues and SLAs, and manage incidents and changes.',
    cards: [
      docsCard(
        'card-jira-service-management-cloud-docs',
        'Jira Service Management Cloud documentation',
        'Request types, queues, SLAs, knowledge base and customer permissions.',
        '/jira-service-management-cloud/docs/',
      ),
      docsCard(
        'card-jira-service-management-cloud-troubleshooting',
        'Troubleshoot service projects',
        'Find out why customers cannot raise requests or why emails do not create requests.',
        '/jira-service-management-cloud/docs/troubleshoot-service-projects/',
      ),
    ],
    shared: ['card-set-up-service-project', 'card-community', 'card-training', 'card-system-status'],
    productCards: ['jira-service-management-cloud', 'jira-service-management-data-center', 'opsgenie', 'statuspage'],
  },
  {
    slug: 'bitbucket-cloud',
    title: 'Bitbucket Cloud support',
    description: 'Repositories, pull requests, Bitbucket Pipelines and workspace administration.',
    cards: [
      docsCard(
        'card-bitbucket-cloud-docs',
        'Bitbucket Cloud documentation',
        'Everything about workspaces, repositories, branches and pull requests.',
        '/bitbucket-cloud/docs/',
      ),
      docsCard(
        'card-bitbucket-pipelines',
        'Bitbucket Pipelines',
        'Configure builds with bitbucket-pipelines.yml, caches, services and deployments.',
        '/bitbucket-cloud/docs/bitbucket-pipelines/',
      ),
    ],
    shared: ['card-get-started-bitbucket', 'card-community', 'card-developer', 'card-system-status'],
    productCards: ['bitbucket-cloud', 'bitbucket-data-center', 'jira-software-cloud'],
  },
  {
    slug: 'jira-work-management',
    title: 'Jira Work Management support',
    description: 'Track business projects in lists, boards, calendars, timelines and forms.',
    cards: [
      {
        id: 'card-jira-work-management-now-jira',
        title: 'Jira Work Management is now part of Jira',
        description: 'Business projects keep their list, calendar and form views. Find them in the Jira documentation.',
        link: '/jira-software-cloud/docs/',
        icon: 'icon-jira-work-management',
        buttonText: 'Read about the change',
      },
      {
        id: 'card-jira-work-management-templates',
        title: 'Business project templates',
        description: 'Start from templates for marketing campaigns, HR onboarding, legal requests and more.',
        link: 'https://www.atlassian.com/software/jira/templates',
        icon: 'icon-card-guide',
        buttonText: 'Browse templates',
      },
    ],
    shared: ['card-community', 'card-training', 'card-cloud-automation'],
    productCards: ['jira-work-management', 'jira-software-cloud', 'confluence-cloud'],
  },
  {
    slug: 'opsgenie',
    title: 'Opsgenie support',
    description: 'Alerts, integrations, on-call schedules, escalations and incident response with Opsgenie.',
    cards: [
      docsCard(
        'card-opsgenie-docs',
        'Opsgenie documentation',
        'Configure alert routing, teams, schedules and integrations.',
        '/opsgenie/docs/',
      ),
      {
        id: 'card-opsgenie-apps',
        title: 'Opsgenie mobile apps',
        description: 'Acknowledge and close alerts and take over on-call shifts from your phone.',
        link: '/opsgenie-apps/resources/',
        icon: 'icon-app-opsgenie',
        buttonText: 'Get the apps',
      },
    ],
    shared: ['card-community', 'card-system-status'],
    productCards: ['opsgenie', 'jira-service-management-cloud', 'statuspage'],
    notice: 'notice-opsgenie-consolidation',
  },
  {
    slug: 'statuspage',
    title: 'Statuspage support',
    description: 'Create a status page, report incidents, schedule maintenance and manage subscribers.',
    cards: [
      docsCard(
        'card-statuspage-docs',
        'Statuspage documentation',
        'Components, incidents, subscribers and page customisation.',
        '/statuspage/docs/',
      ),
      {
        id: 'card-statuspage-contact',
        title: 'Statuspage billing and account help',
        description: 'Questions about plans, invoices or page ownership go to the Statuspage team.',
        link: '/statuspage-contact/',
        icon: 'icon-card-contact',
        buttonText: 'Contact the Statuspage team',
      },
    ],
    shared: ['card-community'],
    productCards: ['statuspage', 'opsgenie', 'jira-service-management-cloud'],
  },
  {
    slug: 'jira-software-data-center',
    title: 'Jira Software Data Center support',
    description:
      'Install, upgrade and administer Jira Software on your own infrastructure, with guides for clustering and performance.',
    cards: [
      docsCard(
        'card-jira-software-data-center-docs',
        'Jira Software Data Center documentation',
        'Installation, upgrades, clustering, boards and administration for every supported version.',
        '/jira-software-data-center/11.1/docs/',
      ),
      docsCard(
        'card-jira-software-data-center-upgrade',
        'Plan your upgrade',
        'Check supported platforms and upgrade paths before you move to a new version.',
        '/jira-software-data-center/11.1/docs/install-and-upgrade/',
      ),
      kbCard(
        'card-jira-software-data-center-kb',
        'Jira Software Data Center knowledge base',
        'Answers to start-up failures, indexing problems and other errors on your own servers.',
        '/jira-software-data-center/kb/',
      ),
    ],
    shared: ['card-community', 'card-training', 'card-marketplace', 'card-plan-your-migration'],
    productCards: ['jira-software-data-center', 'jira-software-cloud', 'confluence-data-center'],
  },
  {
    slug: 'confluence-data-center',
    title: 'Confluence Data Center support',
    description: 'Run Confluence on your own infrastructure: installation, clustering, performance and administration.',
    cards: [
      docsCard(
        'card-confluence-data-center-docs',
        'Confluence Data Center documentation',
        'Spaces, pages, permissions and administration for every supported version.',
        '/confluence-data-center/10.0/docs/',
      ),
      kbCard(
        'card-confluence-data-center-kb',
        'Confluence Data Center knowledge base',
        'Answers to macro errors, login and directory problems, indexing and backups.',
        '/confluence-data-center/kb/',
      ),
    ],
    shared: ['card-community', 'card-training', 'card-marketplace', 'card-plan-your-migration'],
    productCards: ['confluence-data-center', 'confluence-cloud', 'jira-software-data-center'],
  },
  {
    slug: 'jira-service-management-data-center',
    title: 'Jira Service Management Data Center support',
    description: 'Self-managed service management: install the app, connect mail, and run queues, SLAs and approvals.',
    cards: [
      docsCard(
        'card-jira-service-management-data-center-docs',
        'Jira Service Management Data Center documentation',
        'Installation, incoming mail, queues and approvals for every supported version.',
        '/jira-service-management-data-center/11.1/docs/',
      ),
      kbCard(
        'card-jira-service-management-data-center-kb',
        'Jira Service Management Data Center knowledge base',
        'Answers to mail handler, SLA and customer portal problems.',
        '/jira-service-management-data-center/kb/',
      ),
    ],
    shared: ['card-community', 'card-training', 'card-plan-your-migration'],
    productCards: ['jira-service-management-data-center', 'jira-service-management-cloud', 'jira-software-data-center'],
  },
  {
    slug: 'bitbucket-data-center',
    title: 'Bitbucket Data Center support',
    description: 'Self-managed Git hosting: smart mirrors, Mesh, rate limits and backups for large organisations.',
    cards: [
      docsCard(
        'card-bitbucket-data-center-docs',
        'Bitbucket Data Center documentation',
        'Mirrors, Mesh, Git limits and administration for every supported version.',
        '/bitbucket-data-center/10.0/docs/',
      ),
      kbCard(
        'card-bitbucket-data-center-kb',
        'Bitbucket Data Center knowledge base',
        'Answers to common errors, from failed pushes to slow clones.',
        '/bitbucket-data-center/kb/',
      ),
    ],
    shared: ['card-community', 'card-developer', 'card-plan-your-migration'],
    productCards: ['bitbucket-data-center', 'bitbucket-cloud', 'jira-software-data-center'],
  },
  {
    slug: 'crowd-data-center',
    title: 'Crowd Data Center support',
    description: 'Single sign-on and central user management for your self-managed applications.',
    cards: [],
    shared: ['card-community', 'card-training', 'card-contact-support'],
    productCards: ['crowd-data-center', 'jira-software-data-center', 'confluence-data-center'],
  },
  {
    slug: 'bamboo-data-center',
    title: 'Bamboo Data Center support',
    description:
      'Continuous integration and deployment on your own infrastructure, with build plans and elastic agents.',
    cards: [],
    shared: ['card-community', 'card-marketplace', 'card-contact-support'],
    productCards: ['bamboo-data-center', 'bitbucket-data-center', 'jira-software-data-center'],
  },
];

interface ThemeSpec extends PageSpec {
  hubName: string;
  icon: string;
}

const hub = (slug: string) => `/${slug}/resources/`;

const THEMES: ThemeSpec[] = [
  {
    slug: 'accounts',
    hubName: 'Accounts',
    title: 'Atlassian account',
    description: 'Your Atlassian account is one login for every Atlassian product. Manage it here.',
    icon: 'icon-hub-accounts',
    cards: [
      docsCard(
        'card-accounts-docs',
        'Atlassian account documentation',
        'Reset your password, change your email address, create API tokens and close your account.',
        '/accounts/docs/',
      ),
      {
        id: 'card-accounts-manage-profile',
        title: 'Manage your profile and visibility',
        description: 'Change your name, photo and job title, and choose who can see each detail.',
        link: '/accounts/docs/manage-profile-visibility/',
        icon: 'icon-hub-accounts',
        buttonText: 'Choose who sees what',
      },
      {
        id: 'card-accounts-two-step',
        title: 'Set up two-step verification',
        description: 'Add a second step when you log in, with an authenticator app or security key.',
        link: '/accounts/docs/turn-on-two-step-verification/',
        icon: 'icon-hub-security',
        buttonText: 'Protect your account',
      },
    ],
    shared: ['card-billing', 'card-community'],
  },
  {
    slug: 'migration',
    hubName: 'Migration',
    title: 'Cloud migration',
    description: 'Everything you need to move from Server or Data Center to Cloud: plans, tools and support.',
    icon: 'icon-hub-migration',
    cards: [
      {
        id: 'card-migration-pre',
        title: 'Before you migrate',
        description: 'Assess your apps, clean up data and prepare users before the first test migration.',
        link: hub('pre-migration'),
        icon: 'icon-hub-pre-migration',
        buttonText: 'Prepare',
      },
      {
        id: 'card-migration-post',
        title: 'After you migrate',
        description: 'Check your data, onboard users and switch off the old instance.',
        link: hub('post-migration'),
        icon: 'icon-hub-post-migration',
        buttonText: 'Finish your migration',
      },
      docsCard(
        'card-migration-tools',
        'Migration tools',
        'Compare the Jira and Confluence Cloud Migration Assistants, site import and the Bitbucket migration assistant.',
        '/migration/docs/migration-tools/',
      ),
    ],
    shared: ['card-plan-your-migration', 'card-contact-support'],
    notice: 'notice-server-end-of-support',
  },
  {
    slug: 'pre-migration',
    hubName: 'Pre-migration',
    title: 'Prepare for your migration',
    description: 'The checks and clean-up that make a migration to Cloud quick and predictable.',
    icon: 'icon-hub-pre-migration',
    cards: [
      docsCard(
        'card-pre-migration-assess-apps',
        'Assess your apps',
        'Find out which Marketplace apps have Cloud versions and how their data moves.',
        '/migration/docs/assess-your-apps/',
      ),
      docsCard(
        'card-pre-migration-checklist',
        'Pre-migration checklist',
        'Versions, user directories, large attachments and everything else to check first.',
        '/migration/docs/pre-migration-checklist/',
      ),
    ],
    shared: ['card-migration'],
    notice: 'notice-migration-assistant-update',
  },
  {
    slug: 'post-migration',
    hubName: 'Post-migration',
    title: 'After your migration',
    description: 'Validate migrated data, help users find their way and retire your old instance.',
    icon: 'icon-hub-post-migration',
    cards: [
      docsCard(
        'card-post-migration-validate',
        'Validate your migrated data',
        'Compare issue, page and attachment counts and fix links that still point at the old server.',
        '/migration/docs/validate-migrated-data/',
      ),
      {
        id: 'card-post-migration-onboarding',
        title: 'Onboard your users',
        description: 'Emails, FAQs and training to help people log in and work in Cloud from day one.',
        link: 'https://www.atlassian.com/migration/assess/onboard-users',
        icon: 'icon-hub-user-management',
        buttonText: 'Get onboarding resources',
      },
    ],
    shared: ['card-migration', 'card-user-management'],
  },
  {
    slug: 'organization-administration',
    hubName: 'Organization administration',
    title: 'Organization administration',
    description: 'Verify domains, claim accounts and manage products and policies across your organization.',
    icon: 'icon-hub-organization',
    cards: [
      docsCard(
        'card-organization-docs',
        'Organization administration documentation',
        'Understand organizations and admin roles, verify domains and claim your company accounts.',
        '/organization-administration/docs/',
      ),
      {
        id: 'card-organization-verify-domain',
        title: 'Verify a domain',
        description: 'Prove you own a domain so you can manage every account that uses it.',
        link: '/organization-administration/docs/verify-a-domain/',
        icon: 'icon-hub-organization',
        buttonText: 'Verify your domain',
      },
    ],
    shared: ['card-user-management', 'card-security', 'card-billing'],
  },
  {
    slug: 'provisioning-users',
    hubName: 'Provisioning users',
    title: 'Provision users from your identity provider',
    description: 'Sync users and groups from Microsoft Entra ID, Okta, Google Workspace and other identity providers.',
    icon: 'icon-hub-provisioning',
    cards: [
      {
        id: 'card-provisioning-scim',
        title: 'Connect an identity provider with SCIM',
        description: 'Create, update and deactivate accounts automatically when they change in your directory.',
        link: 'https://www.atlassian.com/software/guard',
        icon: 'icon-hub-provisioning',
        buttonText: 'Set up provisioning',
      },
    ],
    shared: ['card-user-management', 'card-security'],
  },
  {
    slug: 'security-and-access-policies',
    hubName: 'Security and access policies',
    title: 'Security and access policies',
    description: 'Control how people log in and what they can do with your data.',
    icon: 'icon-hub-security',
    cards: [
      docsCard(
        'card-security-docs',
        'Security and access policies documentation',
        'Set up SAML single sign-on, IP allowlists and data residency, and read the audit log.',
        '/security-and-access-policies/docs/',
      ),
      {
        id: 'card-security-authentication-policies',
        title: 'Authentication policies',
        description: 'Require SSO or two-step verification for different groups of users.',
        link: '/security-and-access-policies/docs/configure-authentication-policies/',
        icon: 'icon-hub-security',
        buttonText: 'Configure policies',
      },
      {
        id: 'card-security-trust-center',
        title: 'Trust Center',
        description: 'Compliance reports, security practices and privacy commitments.',
        link: 'https://www.atlassian.com/trust',
        icon: 'icon-card-documentation',
        buttonText: 'Visit the Trust Center',
      },
    ],
    shared: ['card-organization-administration', 'card-accounts', 'card-draft-atlassian-guard'],
  },
  {
    slug: 'subscriptions-and-billing',
    hubName: 'Subscriptions and billing',
    title: 'Subscriptions and billing',
    description: 'Quotes, invoices, payment methods, renewals and licence changes.',
    icon: 'icon-hub-billing',
    cards: [
      docsCard(
        'card-billing-docs',
        'Subscriptions and billing documentation',
        'Download invoices, update your payment method, change plans, request a refund or cancel.',
        '/subscriptions-and-billing/docs/',
      ),
      {
        id: 'card-billing-request-quote',
        title: 'Request a quote',
        description: 'Get a quote for a new subscription, an upgrade or a renewal.',
        link: 'https://www.atlassian.com/purchase',
        icon: 'icon-card-billing',
        buttonText: 'Request a quote',
      },
      {
        id: 'card-billing-contact',
        title: 'Billing questions',
        description: 'Talk to our purchasing team about invoices, refunds and tax.',
        link: '/contact/',
        icon: 'icon-card-contact',
        buttonText: 'Contact billing',
      },
    ],
    shared: ['card-accounts'],
  },
  {
    slug: 'user-management',
    hubName: 'User management',
    title: 'User management',
    description: 'Invite people, give and remove product access and organise users in groups.',
    icon: 'icon-hub-user-management',
    cards: [
      docsCard(
        'card-user-management-docs',
        'User management documentation',
        'Invite users, give product access, manage groups and remove people who have left.',
        '/user-management/docs/',
      ),
      {
        id: 'card-user-management-groups',
        title: 'Manage groups',
        description: 'Use groups to give product access and permissions to many people at once.',
        link: '/user-management/docs/manage-groups/',
        icon: 'icon-hub-user-management',
        buttonText: 'Manage groups',
      },
    ],
    shared: ['card-organization-administration', 'card-security'],
  },
  {
    slug: 'cloud-automation',
    hubName: 'Cloud automation',
    title: 'Automation in Cloud',
    description: 'Build rules that react to events, check conditions and act for you across Jira and Confluence.',
    icon: 'icon-hub-automation',
    cards: [
      {
        id: 'card-automation-templates',
        title: 'Automation template library',
        description: 'Start from ready-made rules for triage, sprint hygiene and approvals.',
        link: 'https://www.atlassian.com/software/jira/automation-template-library',
        icon: 'icon-hub-automation',
        buttonText: 'Browse templates',
      },
    ],
    shared: ['card-community', 'card-developer'],
  },
  {
    slug: 'jira-cloud-admin',
    hubName: 'Jira Cloud administration',
    title: 'Jira Cloud administration',
    description: 'Configure workflows, schemes, fields and global settings for every Jira product on your site.',
    icon: 'icon-hub-jira-admin',
    cards: [
      docsCard(
        'card-jira-admin-permissions',
        'Manage project permissions',
        'Permission schemes, project roles and how they decide who can do what.',
        '/jira-software-cloud/docs/manage-project-permissions/',
      ),
      docsCard(
        'card-jira-admin-workflows',
        'Configure workflows',
        'Statuses, transitions, conditions and validators.',
        '/jira-software-cloud/docs/configure-a-workflow/',
      ),
    ],
    shared: ['card-cloud-automation', 'card-user-management'],
    notice: 'notice-jira-cloud-admin-new-navigation',
  },
];

interface AppSpec extends PageSpec {
  appName: string;
  icon: string;
}

const APPS: AppSpec[] = [
  {
    slug: 'jira-cloud-mobile-apps',
    appName: 'Jira Cloud for mobile',
    title: 'Jira Cloud mobile apps',
    description: 'Work on issues, approve requests and get notifications with Jira on iOS and Android.',
    icon: 'icon-app-jira-mobile',
    cards: [
      docsCard(
        'card-jira-mobile-docs',
        'Jira Cloud for mobile documentation',
        'Install the app, log in to your site and manage notifications.',
        '/jira-cloud-mobile-apps/docs/',
      ),
    ],
    shared: ['card-community'],
  },
  {
    slug: 'opsgenie-apps',
    appName: 'Opsgenie for mobile',
    title: 'Opsgenie mobile apps',
    description: 'Get push notifications for alerts, acknowledge them and check who is on call from your phone.',
    icon: 'icon-app-opsgenie',
    cards: [
      {
        id: 'card-opsgenie-apps-notifications',
        title: 'Set up mobile notifications',
        description: 'Choose notification sounds, override Do Not Disturb for critical alerts and test delivery.',
        link: '/opsgenie/docs/notification-rules/',
        icon: 'icon-app-opsgenie',
        buttonText: 'Configure notifications',
      },
    ],
    shared: ['card-community'],
    notice: 'notice-opsgenie-consolidation',
  },
];

/** A page's or card's Japanese text: every one of the resources pages has its own (./landing-ja.ts). */
function japanese<T>(table: Readonly<Record<string, T>>, id: string): T {
  const ja = table[id];
  if (!ja) throw new Error(`Missing Japanese text of ${id} in landing-ja.ts`);
  return ja;
}

function addCard(space: SpaceBuilder, assets: Record<string, LinkObject>, spec: CardSpec): LinkObject {
  const ja = japanese(CARDS_JA, spec.id);
  const description = translated(spec.description, ja.description);
  return space.entry('card', spec.id, {
    title: translated(spec.title, ja.title),
    shortTitle: spec.shortTitle === undefined ? undefined : translated(spec.shortTitle, ja.shortTitle ?? ja.title),
    icon: assets[spec.icon],
    buttonText: translated(spec.buttonText ?? 'Learn more', ja.buttonText),
    buttonLink: spec.link,
    shortDescription: description,
    sacHomeDescription: description,
    productSupportHomeDescription: description,
    hideInHeader: spec.hideInHeader ?? false,
  });
}

/** A page's title and description in English and Japanese. */
function pageTexts(page: PageSpec, ja: PageJapanese) {
  return {
    title: translated(page.title, ja.title),
    description: translated(page.description, ja.description),
  };
}

export function addLanding(
  space: SpaceBuilder,
  assets: Record<string, LinkObject>,
  products: ProductRefs,
): LandingRefs {
  const cards: Record<string, LinkObject> = {};
  for (const spec of SHARED_CARDS) cards[spec.id] = addCard(space, assets, spec);
  // A card an editor is still writing: visible in preview mode only.
  const guard = japanese(CARDS_JA, 'card-draft-atlassian-guard');
  cards['card-draft-atlassian-guard'] = space.entry(
    'card',
    'card-draft-atlassian-guard',
    {
      title: translated('Atlassian Guard', guard.title),
      buttonLink: 'https://www.atlassian.com/software/guard',
      shortDescription: translated(
        'Detect suspicious activity and enforce data security policies across your products.',
        guard.description,
      ),
      buttonText: translated('Learn about Guard', guard.buttonText),
      icon: assets['icon-hub-security'],
    },
    { draft: true },
  );
  const resourceCards = (page: PageSpec): LinkObject[] => [
    ...page.cards.map((spec) => addCard(space, assets, spec)),
    ...page.shared.map((id) => {
      const card = cards[id];
      if (!card) throw new Error(`Unknown shared card ${id}`);
      return card;
    }),
  ];

  for (const page of PRODUCT_PAGES) {
    const { title, description } = pageTexts(page, japanese(PRODUCT_PAGES_JA, page.slug));
    space.entry('productLandingPage', `product-landing-${page.slug}`, {
      title,
      product: products.products[page.slug],
      description,
      resourceCards: resourceCards(page),
      productCards: page.productCards.map((slug) => products.products[slug]),
      metaDescription: description,
    });
  }

  const contexts: Record<string, LinkObject> = {};
  for (const theme of THEMES) {
    const ja = japanese(THEMES_JA, theme.slug);
    contexts[theme.slug] = space.entry('contextTheme', `context-theme-${theme.slug}`, {
      hubName: translated(theme.hubName, ja.name ?? ja.title),
      slug: theme.slug,
      ...pageTexts(theme, ja),
      deployment: 'Cloud',
      icon: assets[theme.icon],
      notice: theme.notice ? products.notices[theme.notice] : undefined,
      resourceCards: resourceCards(theme),
    });
  }

  const appNames: Record<string, LinkObject> = {};
  for (const app of APPS) {
    const ja = japanese(APPS_JA, app.slug);
    appNames[app.slug] = space.entry('appName', `app-name-${app.slug}`, {
      appName: translated(app.appName, ja.name ?? ja.title),
    });
    contexts[app.slug] = space.entry('contextApp', `context-app-${app.slug}`, {
      internalTitle: app.title,
      appNameReference: appNames[app.slug],
      slug: app.slug,
      ...pageTexts(app, ja),
      deployment: 'Cloud',
      deploymentUrls: { cloud: `/${app.slug}/resources/`, server: null, default: `/${app.slug}/resources/` },
      icon: assets[app.icon],
      notice: app.notice ? products.notices[app.notice] : undefined,
      resourceCards: resourceCards(app),
      customSupportFormAuthenticated: `/contact/?product=${app.slug}`,
      customSupportFormUnauthenticated: `/contact/?product=${app.slug}&anonymous=true`,
    });
  }

  return { cards, contexts, appNames };
}
