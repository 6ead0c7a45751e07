/** Documentation in theme and app contexts: migration and the Jira Cloud mobile apps. */
import type { DocsHomeSpec } from './docs';

export const THEME_DOCS: DocsHomeSpec[] = [
  {
    key: 'migration',
    context: { kind: 'theme', slug: 'migration' },
    title: 'Cloud migration documentation',
    tagline: 'Plan and run your move from Server or Data Center to Cloud.',
    deployment: 'Cloud',
    collections: [
      {
        slug: 'plan-your-cloud-migration',
        title: 'Plan your cloud migration',
        subhead: 'A step-by-step plan from assessment to go-live',
        description: 'Assess what you have, prepare your data and users, and choose how to migrate.',
        pageType: 'Guide',
        children: [
          {
            slug: 'assess',
            title: 'Assess',
            description: 'Understand what you have before you decide how to move it.',
            overview:
              '<p>Assessment answers two questions: <em>what do we have?</em> and <em>what do we still need?</em></p><ul><li>Review your apps</li><li>Work through the checklist</li></ul>',
            topics: [
              {
                slug: 'assess-your-apps',
                title: 'Assess your apps',
                metaDescription: 'Find out which Marketplace apps have Cloud equivalents and how their data migrates.',
                platform: 'Data Center and Cloud by request',
                video: 'video-migration-overview',
                body: `
Apps are often the hardest part of a migration. Start assessing them early, because the answers can change your timeline.
[[block:image-docs-migration-phases]]
## List what you have
In the migration assistant, open **Assess your apps**. It lists every user-installed app with how many people use it and whether a Cloud version exists.
## Decide for each app
| Decision | When |
| Needed in Cloud | People depend on it and a Cloud version exists |
| Not needed | Low usage, or Cloud has the feature built in |
| Alternative needed | No Cloud version; find another app or change the process |
## Check the migration path
For each app you need, the assistant shows whether its data can be migrated automatically, needs a manual export, or cannot be migrated. Contact the app vendor for anything unclear; vendors publish migration guides on the Marketplace listing.
## Involve app owners
Ask the teams who use each app how they use it. Many apps are installed for one feature that Cloud now includes.
`,
              },
              {
                slug: 'pre-migration-checklist',
                title: 'Pre-migration checklist',
                metaDescription: 'Everything to check before you run a test migration.',
                platform: 'Data Center and Cloud by request',
                body: `
Work through this checklist before your first test migration. Each item avoids a problem we often see.
## Versions
- Your Jira or Confluence version is supported by the migration assistant. Older versions must be upgraded first.
- The migration assistant app is on its latest version.
## Users and groups
- Every user has a unique, valid email address. Duplicate or empty addresses stop users from migrating.
- You know which groups grant product access and admin rights, and whether they clash with groups on the cloud site.
## Data
- Large attachments are identified; very large sites may need the attachments migrated in a separate run.
- Unused projects and spaces are archived or left out of scope.
- Custom fields with the same name but different types are renamed.
## Network
- The server can reach the Atlassian Cloud domains on port 443. Proxies must allow large uploads.
[[block:callout-migration-test-first]]
## People
- A date for a test migration and user acceptance testing.
- A communication plan for users: what changes, when and where to get help.
`,
              },
            ],
          },
          {
            slug: 'prepare',
            title: 'Prepare',
            description: 'Choose a method and run a test migration.',
            overview:
              '<p>With the assessment done, decide how you will migrate and rehearse it.</p><ul><li>Choose a migration method</li><li>Run a test migration</li></ul>',
            topics: [
              {
                slug: 'choose-a-migration-method',
                title: 'Choose a migration method',
                metaDescription: 'Compare migrating everything at once with migrating in phases.',
                platform: 'Data Center and Cloud by request',
                body: `
There are two main ways to migrate: **all at once** over a weekend, or **in phases** over weeks or months.
## All at once
Everything moves in one migration window. Users work on the server on Friday and in Cloud on Monday.
- Best for small and medium sites with few apps.
- One cut-over, one communication, no period of working in two places.
- Needs a reliable estimate of how long the migration takes; get it from a test migration.
## In phases
Projects or spaces move in groups, team by team.
- Best for large sites, or when some teams depend on apps that are not ready.
- Each phase is smaller and less risky.
- People may need both the server and Cloud for a while, and links between them need care.
## Choosing
| Question | If yes, prefer |
| Under 1,000 users and few apps? | All at once |
| Critical apps without a Cloud version yet? | Phases |
| Teams that must not be disrupted at the same time? | Phases |
Whichever you choose, plan a **freeze** for each group: no changes on the server after its data has been migrated.
`,
              },
              {
                slug: 'run-a-test-migration',
                title: 'Run a test migration',
                metaDescription: 'Rehearse the migration on a test cloud site and measure it.',
                platform: 'Data Center and Cloud by request',
                body: `
A test migration moves a copy of your data to a test cloud site. It is the only reliable way to know how long the real migration will take and what will go wrong.
## Set up the test site
Create a separate cloud site for testing, or ask for a free **migration trial**. Never test on your production cloud site; test data is hard to remove cleanly.
## Run it
1. In the migration assistant, create a migration plan with the test site as the destination.
2. Choose the projects or spaces, users and apps to include.
3. Run the **pre-migration checks** and fix every error.
4. Start the migration and record how long each stage takes.
## Test the result
Ask a few people from different teams to check their work: issues, pages, attachments, links, permissions and dashboards. Give them a checklist and a deadline.
## Record what you learn
Write down every problem and its fix. The real migration should be a repeat of a tested plan, not an improvisation.
Then continue with [Validate migrated data](entry:topic-migration-validate-migrated-data).
`,
              },
            ],
          },
        ],
      },
      {
        slug: 'migration-tools',
        title: 'Migration tools',
        subhead: 'The free tools that move your data',
        description: 'Choose the right tool for your products and check your data after migration.',
        pageType: 'Overview',
        children: [
          {
            slug: 'migration-assistants',
            title: 'Compare the migration assistants',
            metaDescription: 'The Jira, Confluence and Bitbucket migration assistants compared.',
            platform: 'Data Center and Cloud by request',
            body: `
Atlassian provides free migration assistants for each product. They are apps that you install on your server or Data Center instance.
| Tool | Migrates | Notes |
| Jira Cloud Migration Assistant | Projects, issues, users, groups, many apps | Supports migrating in phases |
| Confluence Cloud Migration Assistant | Spaces, pages, attachments, users, many apps | Can migrate spaces incrementally |
| Bitbucket Cloud Migration Assistant | Repositories, pull requests, users | Requires Bitbucket 7.21 or later |
## Site import
For very small Jira sites, **site import** replaces the whole cloud site with a backup. It overwrites everything on the destination, so it is only suitable for empty sites.
## Which version?
Always use the latest version of each assistant. New versions fix problems and add support for more apps.
## Where to get help
Each assistant has a **migration support** link that opens a request with the migration team, who can review your plan before you start.
Install the assistants on a staging copy first if your change process requires it; they do not change server data, but they add scheduled jobs while a migration runs.
`,
          },
          {
            slug: 'validate-migrated-data',
            title: 'Validate migrated data',
            metaDescription: 'Check that everything arrived after a migration.',
            platform: 'Data Center and Cloud by request',
            body: `
After each migration, test or real, check that your data arrived complete and correct before users start working.
## Compare counts
| Check | Where |
| Issues per project | JQL \`project = KEY\` on both sides |
| Pages per space | Space settings on both sides |
| Attachments | The migration report |
| Users and groups | Administration user list |
Small differences are expected when archived or deleted content was excluded. Large ones need investigation before go-live.
## Check links
Links inside issues and pages that point at the old server url are rewritten when the target was migrated. Links to content that did not migrate still point at the server. Search for the old host name to find them.
## Check permissions
Log in as a normal user, not an admin, and confirm that people can see what they should and nothing more. Group names that existed in Cloud before the migration are merged, which can grant unexpected access.
## Sign off
Ask each team to confirm their key content is correct. Once the teams sign off, make the server read-only and point users to Cloud.
`,
          },
        ],
      },
    ],
  },
  {
    key: 'jira-mobile',
    context: { kind: 'app', slug: 'jira-cloud-mobile-apps' },
    title: 'Jira Cloud for mobile documentation',
    tagline: 'Keep work moving from your phone with Jira Cloud for iOS and Android.',
    deployment: 'Cloud',
    collections: [
      {
        slug: 'jira-cloud-for-mobile',
        title: 'Jira Cloud for mobile',
        subhead: 'Install, log in and stay up to date',
        description: 'Everything you need to use Jira on iOS and Android.',
        pageType: 'Reference',
        children: [
          {
            slug: 'install-the-app',
            title: 'Install the Jira Cloud app',
            metaDescription: 'Install Jira Cloud on iOS or Android and log in to your site.',
            body: `
Jira Cloud for mobile lets you work on issues, comment, approve requests and follow your board from your phone.
## Requirements
- iOS 17 or later, or Android 10 or later.
- A Jira Cloud site you can already use in a browser. The app does not work with Jira Data Center.
## Install and log in
1. Download **Jira Cloud by Atlassian** from the App Store or Google Play.
2. Open the app and select **Log in**.
3. Enter your work email address. If your organization uses single sign-on, you are sent to your company's login page.
4. Choose the site if you have access to several.
## Several sites
Switch between sites from the account menu. Notifications come from every site you are logged in to.
## If your organization manages devices
Your admin may require a mobile app management policy, such as a PIN or blocking copy and paste. The app asks you to set it up on first launch. If the app says your device is not allowed, contact your IT team; the support team cannot override your organization's policy.
`,
          },
          {
            slug: 'manage-mobile-notifications',
            title: 'Manage mobile notifications',
            metaDescription: 'Choose which Jira notifications reach your phone.',
            body: `
Push notifications tell you when something needs your attention. Tune them so they stay useful.
## Choose what you get
Open **Notifications > Settings** in the app. You can turn push notifications on or off for:
- Issues assigned to you.
- Mentions and replies to your comments.
- Changes to issues you watch.
- Approvals waiting for you.
## Quiet hours
Set **Do not disturb** hours so notifications wait until the morning. Mentions from your own team can be allowed through if you choose.
## Not receiving notifications?
| Check | Where |
| Notifications allowed for the app | Your phone's system settings |
| Logged in to the site | The account menu in the app |
| Notifications on for that event | Notification settings in the app |
| Battery saver | Some Android phones stop background apps |
## Email and mobile
Mobile notifications are separate from email notifications. Turning one off does not change the other.
Site admins cannot turn your mobile notifications on or off; the settings belong to you and follow you to every phone you log in on.
`,
          },
          {
            slug: 'work-offline',
            title: 'Work with a poor connection',
            metaDescription: 'What the Jira Cloud app does when you lose your connection.',
            body: `
The Jira Cloud app keeps recently viewed issues available when your connection is poor, so you can still read them on a train or a plane.
## What works without a connection
- Reading issues and boards you opened recently.
- Writing a comment: it is queued and sent when you are back online.
- Viewing attachments that were already downloaded.
## What needs a connection
- Searching, creating issues and transitioning them.
- Loading boards and issues you have not opened before.
- Approvals in service projects.
## Queued changes
A banner shows when changes are waiting to be sent. If a change conflicts with an update someone else made in the meantime, the app shows both versions and asks you which to keep.
## Save data
In *Settings > Data usage*, choose to download images only on Wi-Fi. Issue text is small; images and videos are what use your data allowance.
Logging out clears the stored issues from your phone, which is worth doing before you hand a device back to your IT team.
`,
          },
        ],
      },
    ],
  },
];
