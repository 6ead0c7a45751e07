/** Jira Software documentation: Cloud and Data Center. */
import type { DocsHomeSpec } from './docs';

export const JIRA_SOFTWARE_DOCS: DocsHomeSpec[] = [
  {
    key: 'jsw-cloud',
    context: { kind: 'product', slug: 'jira-software-cloud' },
    title: 'Jira Software Cloud documentation',
    tagline: 'Plan, track and release great software with boards, backlogs, sprints and reports.',
    deployment: 'Cloud',
    collections: [
      {
        slug: 'get-started-with-jira-software',
        title: 'Get started with Jira Software',
        subhead: 'From an empty site to a working board in an afternoon',
        description:
          'Set up your site, invite your team, create your first project and learn the board. Follow the topic sets in order.',
        pageType: 'Guide',
        ja: {
          title: 'Jira Software を使い始める',
          subhead: '空のサイトから、その日のうちに使えるボードまで',
          description:
            'サイトを設定し、チームを招待して、最初のプロジェクトを作成し、ボードの使い方を学びます。トピック セットを順番に進めてください。',
          buttonText: 'トピックを表示',
        },
        children: [
          {
            slug: 'set-up-your-site',
            title: 'Set up your site',
            description: 'Sign up, invite people and choose how your team will work.',
            overview:
              '<p>Your <strong>site</strong> is where your Jira projects live. In this part of the guide you will:</p><ul><li>create the site and pick its address</li><li>invite the people you work with</li><li>choose a project template that fits your team</li></ul>',
            topics: [
              {
                slug: 'sign-up-for-jira-software',
                title: 'Sign up for Jira Software',
                shortTitle: 'Sign up',
                metaDescription: 'Create a Jira Software Cloud site, choose its url and pick a plan.',
                body: `
Jira Software Cloud runs on a **site**: an address such as \`your-team.atlassian.net\` that holds your projects, users and settings. Signing up creates the site and makes you its first administrator.
## Create your site
1. Go to the Jira Software product page and select **Get it free**.
2. Enter your work email address. If you already have an Atlassian account, log in with it instead of creating a new one.
3. Choose a site name. It becomes the first part of your url and cannot be changed later without contacting support, so pick something short that your whole company recognises.
4. Answer the short questions about your team. Jira uses your answers to suggest a project template; nothing you choose here is permanent.
## Choose a plan
Every site starts on the **Free** plan, which supports up to 10 users. You can move to **Standard** or **Premium** at any time from *Administration > Billing*. Paid plans add project roles, audit logs, advanced planning and guaranteed uptime.
> Tip: start on the Free plan while you try things out. Your projects and issues stay exactly as they are when you upgrade.
## What happens next
When the site is ready, Jira opens your first project. Before you invite anyone, read [Invite your team](entry:topic-jsw-cloud-invite-your-team) so people get the right access from the start.
`,
                related: ['topic-jsw-cloud-invite-your-team', 'topic-jsw-cloud-choose-a-project-template'],
              },
              {
                slug: 'invite-your-team',
                title: 'Invite your team',
                metaDescription: 'Invite people to your Jira site and decide which products they can use.',
                body: `
Jira is most useful when everyone who plans, builds or reviews work can see the same issues. You can invite people one at a time, in bulk, or let anyone with an approved email domain join by themselves.
## Invite people by email
1. Select **Invite people** in the top navigation, or go to *Settings > User management*.
2. Enter one or more email addresses, separated by commas.
3. Choose the role: **User** can work in projects; **Admin** can also change site settings and billing.
4. Select **Invite**. Each person gets an email with a link that expires after 30 days.
## Let people join by domain
If everyone on your team has an address at the same company domain, go to *Settings > User management > Approved domains* and add it. People with that domain can then sign up without waiting for an invitation. Choose whether they join straight away or need an admin's approval.
## Permissions you need
Only site administrators and organization administrators can invite people. If the **Invite people** button is missing, ask an admin to add you to the \`site-admins\` group.
## Troubleshooting
- **The invitation never arrived.** Ask the person to check their spam folder, then resend the invitation from the user list.
- **They see "You don't have access".** They probably logged in with a different email address. Invitations are tied to the exact address you entered.
`,
                related: ['topic-jsw-cloud-sign-up-for-jira-software', 'topic-jsw-cloud-manage-project-permissions'],
              },
              {
                slug: 'choose-a-project-template',
                title: 'Choose a project template',
                metaDescription: 'Compare Scrum, Kanban and bug tracking templates and pick the right one.',
                body: `
A project template decides the board, issue types and workflow your project starts with. You can change most of it later, but picking a close match saves a lot of configuration.
| Template | Best for | What you get |
| Scrum | Teams that plan work in fixed sprints | A backlog, sprints, story points, burndown and velocity reports |
| Kanban | Teams with a continuous flow of work | A board with WIP limits, a cumulative flow diagram and an optional backlog |
| Bug tracking | Teams that mainly triage and fix defects | A list of bugs with priorities and a simple workflow |
## Team-managed or company-managed?
Every template comes in two flavours. **Team-managed** projects are configured by the team itself: anyone who administers the project can add fields and statuses without affecting other projects. **Company-managed** projects share schemes for workflows, fields and permissions, so a Jira admin can keep many projects consistent.
Choose *team-managed* if you are a single team getting started. Choose *company-managed* if several teams must report on the same fields or follow the same process.
## Change your mind later
You cannot convert a project from one type to the other, but you can create a new project and move issues into it with **bulk move**. Issue history, comments and attachments move with the issues.
`,
                related: ['topic-jsw-cloud-create-a-project'],
              },
            ],
          },
          {
            slug: 'create-your-first-project',
            title: 'Create your first project',
            description: 'Create a project, add issues and organise them in the backlog.',
            overview:
              '<p>A <strong>project</strong> is a collection of issues that a team works on together.</p><ul><li>Create the project</li><li>Add your first issues</li><li>Rank them in the backlog</li></ul>',
            topics: [
              {
                slug: 'create-a-project',
                title: 'Create a project',
                metaDescription: 'Create a Scrum or Kanban project in Jira Software Cloud.',
                body: `
Projects hold your team's issues, board and settings. Anyone with the *Create team-managed projects* global permission can create a team-managed project; company-managed projects need a Jira administrator.
## Create the project
1. Select **Projects > Create project**.
2. Choose a template such as **Scrum** or **Kanban**. See [Choose a project template](entry:topic-jsw-cloud-choose-a-project-template) if you are unsure.
3. Choose **team-managed** or **company-managed**.
4. Enter a name. Jira suggests a **key** from the name, for example \`MOBILE\` for *Mobile app*. The key prefixes every issue number (\`MOBILE-42\`), so keep it short.
5. Select **Create project**.
## Set up the basics
After the project opens, spend a few minutes on *Project settings*:
- **Details**: add a description and an avatar so people can find the project in search.
- **Access**: choose whether the project is open, limited or private (team-managed projects only).
- **Features**: switch off what you will not use, such as the timeline or releases, to keep the sidebar tidy.
## Common questions
**Can I rename the key later?** Yes, in *Project settings > Details*. Old issue keys keep working as redirects, but links pasted in other tools will show the old key.
**How many projects should we have?** Usually one per team or per long-lived product, not one per release.
`,
                related: ['topic-jsw-cloud-create-issues', 'topic-jsw-cloud-archive-a-project'],
              },
              {
                slug: 'create-issues',
                title: 'Create issues',
                metaDescription: 'Create stories, tasks, bugs and subtasks, and fill in the fields that matter.',
                body: `
Issues are the individual pieces of work in a project: a user story, a bug, a task or an epic that groups them. Creating good issues is the fastest way to a board people trust.
## Create an issue
1. Select **Create** in the top navigation, or press \`c\` anywhere in Jira.
2. Check the **Project** and choose an **Issue type**.
3. Write a **Summary** that says what will be different when the work is done, for example *Customers can reset their password from the login page*.
4. Add a description, an assignee and a priority if you already know them.
5. Select **Create**. Tick **Create another** to stay in the dialog and add several issues in a row.
## Quick create from the board or backlog
On the backlog, select **+ Create issue** at the bottom of any sprint or the backlog itself, type a summary and press Enter. The issue is created in that exact position.
## Break work down with subtasks
Open an issue and select **Add subtask**. Subtasks have their own status and assignee, and the parent issue cannot be completed until its subtasks are done.
## Which fields are required?
Only **Summary** and **Issue type** are required by default. Administrators can make other fields required in the field configuration; required fields are marked with an asterisk.
`,
                related: ['topic-jsw-cloud-use-the-backlog', 'topic-jsw-cloud-add-custom-fields'],
              },
              {
                slug: 'use-the-backlog',
                title: 'Use the backlog',
                metaDescription: 'Rank, refine and group issues in the backlog before a sprint.',
                body: `
The backlog is the ordered list of everything your team might work on. The issue at the top is the next thing to do; the order is called the **rank**.
## Rank issues
Drag an issue up or down to change its rank. To move many at once, hold **Shift** or **Ctrl** (\`Cmd\` on macOS) to select several, then drag them together or right-click and choose **Top of backlog**.
## Refine with the team
A backlog refinement meeting keeps the top of the backlog ready for the next sprint:
- Split large stories until each one fits in a sprint.
- Add acceptance criteria to the description.
- Estimate with story points (see [Estimate issues](entry:topic-jsw-cloud-estimate-issues)).
- Remove issues nobody intends to do. A short backlog is easier to plan than a complete one.
## Group issues by epic
Open the **Epics** panel on the left of the backlog to see every epic. Drag an issue onto an epic to add it, or select an epic to filter the backlog to its issues.
## Kanban backlog
Kanban projects can use a backlog too. Enable it in *Board settings > Columns* by dragging the first status into the **Kanban backlog** column. Issues in that status then stay off the board until you are ready to start them.
`,
                related: ['topic-jsw-cloud-estimate-issues', 'topic-jsw-cloud-start-a-sprint'],
              },
            ],
          },
          {
            slug: 'work-with-boards',
            title: 'Work with boards',
            description: 'Create boards, shape their columns and filter them for stand-ups.',
            overview:
              '<p>The <strong>board</strong> shows the work in progress as cards moving through columns.</p><ul><li>Create a board from a saved filter</li><li>Map statuses to columns</li><li>Add quick filters for stand-ups</li></ul>',
            topics: [
              {
                slug: 'create-a-board',
                title: 'Create a board',
                metaDescription: 'Create a Scrum or Kanban board from a project or a saved filter.',
                video: 'video-jsw-boards-overview',
                body: `
A board displays issues from one or more projects as cards in columns. Every new project gets a board, but you can create more: for example a board per team when several teams share a project, or a board that combines issues from several projects.
[[block:callout-jsw-board-admin]]
## Create the board
1. Open the project, select the board name at the top of the sidebar and choose **Create board**.
2. Choose **Scrum** or **Kanban**.
3. Choose where the issues come from: **a new project**, **an existing project**, or **a saved filter**. A saved filter gives you the most control, because the board shows exactly the issues the filter returns.
4. Name the board and select **Create board**.
[[block:image-docs-board-columns]]
## Choose the board filter {{anchor:anchor-board-filter}}
The board filter is a JQL query. To change it, go to *Board settings > General > Filter* and select **Edit filter query**. For example, a team board in a shared project might use \`project = MOBILE AND component = "iOS"\`.
## Who can see the board?
Anyone who can see the board's saved filter and browse its projects can see the board. To share it with a wider group, share the filter with that group in *Filters > Details*.
---
Next, shape the columns so they match how your team really works: see [Configure board columns](entry:topic-jsw-cloud-configure-board-columns).
`,
                related: ['topic-jsw-cloud-configure-board-columns', 'topic-jsw-cloud-use-quick-filters'],
                ja: {
                  title: 'ボードを作成する',
                  body: `
ボードは、1 つ以上のプロジェクトの課題をカードとして列に表示します。新しいプロジェクトには必ずボードが 1 つ作成されますが、ボードは追加できます。たとえば、複数のチームが 1 つのプロジェクトを共有している場合はチームごとにボードを作成したり、複数のプロジェクトの課題をまとめるボードを作成したりできます。
[[block:callout-jsw-board-admin]]
## ボードを作成する
1. プロジェクトを開き、サイドバー上部のボード名を選択して **ボードを作成** を選びます。
2. **スクラム** または **カンバン** を選びます。
3. 課題の取得元として **新しいプロジェクト**、**既存のプロジェクト**、**保存済みフィルター** のいずれかを選びます。保存済みフィルターを使うと、フィルターが返す課題だけがボードに表示されるため、最も細かく制御できます。
4. ボードに名前を付けて **ボードを作成** を選択します。
[[block:image-docs-board-columns]]
## ボード フィルターを選ぶ {{anchor:anchor-board-filter}}
ボード フィルターは JQL クエリです。変更するには *ボード設定 > 一般 > フィルター* に移動し、**フィルター クエリを編集** を選択します。たとえば、共有プロジェクト内のチーム用ボードでは \`project = MOBILE AND component = "iOS"\` のようなクエリを使います。
## ボードを表示できるユーザー
ボードの保存済みフィルターを表示でき、対象プロジェクトを参照できるユーザーは、ボードも表示できます。より多くのユーザーと共有するには、*フィルター > 詳細* でフィルターをそのグループと共有してください。
---
次は、チームの実際の進め方に合わせて列を整えましょう。[ボードの列を設定する](entry:topic-jsw-cloud-configure-board-columns) を参照してください。
`,
                },
              },
              {
                slug: 'configure-board-columns',
                title: 'Configure board columns',
                metaDescription: 'Map workflow statuses to board columns and set work-in-progress limits.',
                body: `
Columns show the stages work passes through. Each column holds one or more workflow **statuses**; moving a card between columns changes the issue's status.
## Add, rename or remove columns
1. Go to *Board settings > Columns and statuses*.
2. Select **Add column**, or select a column name to rename it.
3. Drag statuses between columns. A status that is not mapped to any column is shown under **Unmapped statuses**, and issues in that status disappear from the board.
4. To remove a column, first move its statuses elsewhere, then select the trash icon.
## Set work-in-progress limits
WIP limits make bottlenecks visible. Enter a **maximum** (and optionally a minimum) for a column. When the limit is exceeded the column turns red; Jira does not stop anyone moving cards, so agree as a team what to do when it happens.
## The Done column
Issues in the right-most column count as done in reports. Make sure the statuses there really are final. For Kanban boards, choose *Board settings > General > Kanban board sub-filter* to hide done issues after a couple of weeks so the column does not grow forever.
## Troubleshooting
If a card will not move to a column, the workflow has no transition from the current status to any status in that column. Ask your Jira admin to add the transition, or see [Configure a workflow](entry:topic-jsw-cloud-configure-a-workflow).
`,
                related: ['topic-jsw-cloud-configure-a-workflow', 'topic-jsw-cloud-issues-missing-from-the-board'],
              },
              {
                slug: 'use-quick-filters',
                title: 'Use quick filters',
                metaDescription: 'Add quick filters to a board for stand-ups and focused views.',
                body: `
Quick filters narrow a board with one click, without changing the board filter for everyone else. They are ideal for stand-ups: select *Only my issues*, or walk the board person by person.
## Built-in filters
Every board has **Only my issues** and **Recently updated**. Select a filter to apply it; select it again to clear it. Selecting several quick filters combines them with AND.
## Create your own
1. Go to *Board settings > Quick filters*.
2. Enter a **name**, a **JQL query** and an optional description.
3. Select **Add**. Drag the filter in the list to change its order on the board.
Useful examples:
- \`priority in (Highest, High)\`: only urgent work.
- \`labels = needs-review\`: cards waiting for a reviewer.
- \`updated <= -3d AND statusCategory = "In Progress"\`: work that has stalled for three days.
[[block:code-jsw-jql-open-sprint]]
## Who can create quick filters?
Only board administrators. Everyone who can see the board can use them.
## Quick filters or swimlanes?
Quick filters hide cards; swimlanes group them. If you want to see everything but split by assignee or epic, use *Board settings > Swimlanes* instead.
`,
                related: ['topic-jsw-cloud-search-with-jql'],
              },
            ],
          },
        ],
      },
      {
        slug: 'run-sprints-in-scrum',
        title: 'Run sprints in Scrum',
        subhead: 'Plan, run and close a sprint with your team',
        description: 'Estimate work, start a sprint, follow progress on the burndown chart and complete the sprint.',
        pageType: 'Guide',
        children: [
          {
            slug: 'plan-a-sprint',
            title: 'Plan a sprint',
            description: 'Estimate issues and commit to a realistic amount of work.',
            overview:
              '<p>Sprint planning turns the top of the backlog into a commitment.</p><ol><li>Estimate the issues</li><li>Start the sprint with a goal</li></ol>',
            topics: [
              {
                slug: 'estimate-issues',
                title: 'Estimate issues',
                metaDescription: 'Estimate issues with story points or time and use velocity to plan.',
                video: 'video-jsw-sprint-planning',
                body: `
Estimates help your team decide how much work fits in a sprint. Jira supports **story points**, **original time estimates** and **issue count**; the choice is made per board in *Board settings > Estimation*.
## Story points
Story points measure relative effort, not hours. A common scale is the Fibonacci sequence (1, 2, 3, 5, 8, 13). Estimate together: everyone picks a number, and if the numbers differ widely, the highest and lowest explain their reasoning before voting again.
To add an estimate, open the issue and fill in **Story point estimate**, or type it directly in the backlog.
## Time tracking
If your team prefers hours, choose **Original time estimate**. People can then log work against the issue, and Jira shows the time remaining. Time tracking must be enabled by an admin in *Settings > Issues > Time tracking*.
## Use velocity
After three or four sprints, open **Reports > Velocity chart**. The average of completed points is a better guide for the next sprint than anybody's optimism.
## Troubleshooting
- **The estimate field is missing.** In company-managed projects the field must be on the issue's screen. Ask your admin to add *Story Points* to the screen scheme.
- **Estimates changed after the sprint started.** Reports use the estimate at sprint start; later changes show as scope change.
`,
                related: ['topic-jsw-cloud-start-a-sprint', 'topic-jsw-cloud-read-the-burndown-chart'],
              },
              {
                slug: 'start-a-sprint',
                title: 'Start a sprint',
                metaDescription: 'Create a sprint, add issues, set a goal and start it.',
                body: `
A sprint is a fixed period, usually one or two weeks, in which the team completes a set of issues. You need the **Manage sprints** permission to start one.
## Create and fill the sprint
1. On the backlog, select **Create sprint**.
2. Drag issues from the backlog into the sprint, or drag the divider line to pull in everything above it.
3. Watch the total estimate at the top of the sprint and compare it with your velocity.
## Start it
1. Select **Start sprint**.
2. Choose a duration and check the start and end dates.
3. Write a **sprint goal**: one sentence that explains why this sprint matters, such as *Customers can pay with saved cards*.
4. Select **Start**. The issues appear on the board.
[[block:callout-jsw-sprint-scope]]
## Parallel sprints
By default a board can have one active sprint. If several teams share a board, an admin can enable **Parallel sprints** in *Settings > Features*. Consider separate boards instead: they make reports easier to read.
## The sprint cycle
[[block:image-docs-sprint-cycle]]
Planning, the daily work, the review and the retrospective repeat every sprint. The review looks at *what* was built; the retrospective at *how* the team worked.
`,
                related: ['topic-jsw-cloud-complete-a-sprint'],
              },
            ],
          },
          {
            slug: 'track-and-complete-a-sprint',
            title: 'Track and complete a sprint',
            description: 'Follow progress during the sprint and close it cleanly.',
            overview:
              '<p>During the sprint, the board and reports tell you whether the goal is still in reach. At the end, complete the sprint and decide what happens to unfinished work.</p>',
            topics: [
              {
                slug: 'read-the-burndown-chart',
                title: 'Read the burndown chart',
                metaDescription: 'Understand the sprint burndown chart and what its lines tell you.',
                body: `
The burndown chart shows the work remaining in the sprint against time. Open it from **Reports > Burndown chart** and pick the sprint.
## The lines
- The grey **guideline** goes straight from the total estimate at sprint start to zero on the last day.
- The red **remaining values** line drops each time an issue moves to the Done column.
- Steps upward mean **scope change**: issues were added or estimates increased after the sprint started.
## What patterns mean
| Pattern | Likely cause | What to try |
| Flat line, then a cliff at the end | Issues are only closed at the end | Split stories smaller and move them to Done as soon as they are finished |
| Line above the guideline all sprint | Too much work was planned | Use your velocity chart for the next sprint |
| Line rises mid-sprint | Work is being added | Protect the sprint; put new requests in the backlog |
## Why is the chart empty?
The burndown uses the board's estimation statistic. If your issues have no estimates, choose **Issue count** in *Board settings > Estimation* or add estimates first. The chart also needs at least one issue in a column mapped to Done.
`,
                related: ['topic-jsw-cloud-estimate-issues', 'topic-jsw-cloud-complete-a-sprint'],
              },
              {
                slug: 'complete-a-sprint',
                title: 'Complete a sprint',
                metaDescription: 'Close a sprint and move unfinished issues to the backlog or next sprint.',
                body: `
When the sprint ends, complete it so its reports are final and the board is ready for the next one. You need the **Manage sprints** permission.
## Complete the sprint
1. Go to the board and select **Complete sprint** in the top right.
2. Jira lists how many issues are done and how many are open.
3. Choose where open issues go: **the backlog**, **the next sprint**, or **a new sprint**.
4. Select **Complete sprint**. The sprint report opens.
An issue counts as done only when its status is in the right-most column of the board. Subtasks that are done do not make their parent done.
## After completion
- Review the **sprint report** with the team: completed issues, issues not completed, and issues added during the sprint.
- Hold the retrospective while the sprint is fresh.
- Release the version if the work is shipping: *Releases > Release*.
## Can I reopen a sprint?
No. A completed sprint cannot be reopened. If you completed it by mistake, create a new sprint with the same name and move the issues back; the original sprint report stays as it was.
`,
                related: ['topic-jsw-cloud-read-the-burndown-chart', 'topic-jsw-cloud-start-a-sprint'],
                options: { changedSincePublish: true },
              },
            ],
          },
        ],
      },
      {
        slug: 'manage-projects',
        title: 'Manage projects',
        subhead: 'Permissions, workflows, fields and search',
        description: 'Reference for project administrators: who can do what, how work moves and how to find it again.',
        pageType: 'Reference',
        children: [
          {
            slug: 'manage-project-permissions',
            title: 'Manage project permissions',
            metaDescription: 'How permission schemes and project roles decide who can do what in a project.',
            body: `
Project permissions decide who can browse a project, create and edit issues, transition them and administer the project. In company-managed projects they come from a **permission scheme**; in team-managed projects from **access** and **roles**.
## Permission schemes
A permission scheme maps each permission to people: project roles, groups, individual users or special entries such as *Reporter* or *Current assignee*. One scheme can be shared by many projects, which keeps them consistent.
To see which scheme a project uses, go to *Project settings > Permissions*. Only Jira administrators can edit schemes.
## Project roles
Roles such as **Administrators**, **Developers** and **Viewers** are placeholders. The scheme grants permissions to a role; each project decides who is in that role. Project admins can change role membership in *Project settings > People* without touching the scheme.
## Common permissions
| Permission | What it allows |
| Browse projects | See the project and its issues |
| Create issues | Create issues and subtasks |
| Transition issues | Move issues through the workflow |
| Manage sprints | Create, start and complete sprints on boards of the project |
| Administer projects | Change project settings, roles and components |
## Check one person's access
Use **Permission helper** in *Project settings > Permissions* to see why someone can or cannot do something with a specific issue.
`,
            related: ['topic-jsw-cloud-cannot-see-a-project', 'topic-jsw-cloud-invite-your-team'],
          },
          {
            slug: 'configure-a-workflow',
            title: 'Configure a workflow',
            metaDescription: 'Add statuses and transitions, and use conditions, validators and post functions.',
            body: `
A workflow is the set of **statuses** an issue moves through and the **transitions** between them. Jira administrators edit workflows of company-managed projects; project admins edit team-managed ones.
## Edit the workflow
1. Go to *Project settings > Workflows* and select the pencil icon next to the workflow.
2. Select **Add status** to create or reuse a status. Choose its category: *To do*, *In progress* or *Done*. The category drives colours and reports.
3. Select **Add transition** and choose the from and to statuses. Tick **Allow all statuses to transition to this one** for a status like *Cancelled*.
4. Select **Update workflow**. Existing issues keep their status if it still exists.
## Rules on transitions
- **Conditions** decide who sees the transition, for example only the assignee.
- **Validators** check input, for example that *Fix version* is set before *Done*.
- **Post functions** run afterwards, for example clearing the resolution when an issue is reopened.
## Good practice
- Keep workflows short. Five to seven statuses cover most teams.
- Name statuses as states (*In review*), not actions (*Review it*).
- Set a resolution on every transition into a Done status. Issues without a resolution count as unresolved in filters.
After changing statuses, update the board columns: see [Configure board columns](entry:topic-jsw-cloud-configure-board-columns).
`,
            related: ['topic-jsw-cloud-configure-board-columns'],
          },
          {
            slug: 'add-custom-fields',
            title: 'Add custom fields',
            metaDescription: 'Create custom fields and add them to the right screens and contexts.',
            body: `
Custom fields capture information Jira does not track by default, such as a customer name or a target platform. Too many fields slow Jira down and confuse people, so add only what someone will actually filter or report on.
## In team-managed projects
1. Open an issue and select **Configure** (or go to *Project settings > Issue types*).
2. Drag a field type such as **Dropdown** or **Date** onto the issue layout.
3. Name the field and add its options. The field exists only in this project.
## In company-managed projects
1. Go to *Settings > Issues > Custom fields* and select **Create custom field**.
2. Choose the type and name it.
3. Choose the **context**: which projects and issue types use the field, and its default value.
4. Choose the **screens** the field appears on. A field not on the create, edit or view screen cannot be seen by users, even though it exists.
## Field types
| Type | Use it for |
| Select list (single choice) | A fixed set of options, such as Platform |
| Labels | Free tagging, when the list keeps changing |
| Number | Values you will sum in reports |
| User picker | A person other than the assignee, such as a reviewer |
## Troubleshooting
If a field is missing from an issue, open the issue, select **...> Find your field** and enter its name. Jira tells you whether the field is hidden, off the screen or outside its context.
`,
          },
          {
            slug: 'search-with-jql',
            title: 'Search for issues with JQL',
            shortTitle: 'Search with JQL',
            metaDescription: 'Write Jira Query Language searches with fields, operators and functions.',
            body: `
Jira Query Language (JQL) is the most precise way to find issues. Every board, filter and dashboard gadget is powered by a JQL query.
## Structure of a query
A query is made of **clauses**: a field, an operator and a value, joined with \`AND\` or \`OR\`, and optionally followed by \`ORDER BY\`.
[[block:code-jsw-jql-open-sprint]]
## Useful operators
| Operator | Example |
| = and != | \`status = "In Review"\` |
| in and not in | \`priority in (High, Highest)\` |
| ~ (contains text) | \`summary ~ "login"\` |
| is EMPTY | \`assignee is EMPTY\` |
| was | \`status was "Blocked" during (-2w, now())\` |
## Functions
- \`currentUser()\`: the person running the search.
- \`openSprints()\`: sprints that have started and not yet completed.
- \`startOfWeek()\` and \`endOfMonth(-1)\`: relative dates for reports.
## Save and share
Select **Save as** to keep a query as a filter. Share it with a group or project in *Filter details*, and subscribe to receive matching issues by email on a schedule.
## Tips
Quote values that contain spaces. Text search ignores common words and matches word stems, so \`summary ~ "logging"\` also finds *logged*. Use \`ORDER BY updated DESC\` to see the most recent activity first.
`,
            related: ['topic-jsw-cloud-use-quick-filters'],
          },
          {
            slug: 'set-up-the-timeline',
            title: 'Set up the timeline',
            metaDescription: 'Plan epics over time and show dependencies on the project timeline.',
            body: `
The timeline shows epics as bars across weeks and months, so you can plan larger pieces of work and spot clashes early.
[[block:callout-jsw-timeline-new]]
## Turn the timeline on
Team-managed projects have it by default. In company-managed projects, a project admin enables it in *Project settings > Features > Timeline*.
## Plan epics
1. Select **Timeline** in the project sidebar.
2. Select **+ Create epic** and type a name.
3. Drag across the calendar to set the start and due dates, or drag the bar's ends to change them.
4. Expand an epic to see its child issues. Child issues inherit the epic's colour and show sprint dates when they are in a sprint.
## Dependencies
Hover over a bar and drag the dot at its end onto another bar to create a **blocks** dependency. A red line means the dependent epic starts before the blocking one ends.
## Views
Switch between **weeks**, **months** and **quarters** at the bottom right. Use **Today** to jump back to the current date, and the filter bar to show only certain assignees, labels or statuses.
## Limits
The timeline shows up to 5,000 issues. For plans across several projects, use *Plans* (Premium), which adds capacity, releases and scenarios.
`,
          },
          {
            slug: 'archive-a-project',
            title: 'Archive a project',
            metaDescription: 'Archive or delete a project you no longer use and restore it if needed.',
            platform: 'Cloud only',
            body: `
Archiving hides a project and its issues from everyday use while keeping all the data. It is the safest way to tidy up a site; deleting is permanent after 60 days.
## Archive
1. Go to *Projects > View all projects*.
2. Select **...** next to the project and choose **Archive**.
3. Confirm. The project disappears from search, boards and the project list.
Archived issues stay readable by direct link for admins, and their keys still work in other products' links.
## Restore
Jira admins go to *Settings > System > Archived projects*, find the project and select **Restore**. Boards, filters and permissions come back as they were.
## Archive or delete?
| | Archive | Delete |
| Data kept | Yes, indefinitely | Moved to trash for 60 days, then removed |
| Counts toward limits | No | No |
| Can be restored | At any time | Only from trash, within 60 days |
## Permissions you need
Archiving requires the **Administer Jira** global permission and a Premium or Enterprise plan. On Free and Standard plans, move the project to trash instead.
`,
            related: ['topic-jsw-cloud-create-a-project'],
          },
          {
            slug: 'manage-components',
            title: 'Manage components',
            metaDescription: 'Group issues with components and assign them to a default lead.',
            bodyHtml:
              '<h2>What components are for</h2><p>Components are sub-sections of a project, such as <em>Backend</em>, <em>Android app</em> or <em>Documentation</em>. They group issues and can route new issues to a default assignee.</p><h2>Create a component</h2><ol><li>Go to <strong>Project settings &gt; Components</strong>.</li><li>Select <strong>Create component</strong>.</li><li>Enter a name and an optional description and component lead.</li><li>Choose the <strong>default assignee</strong>: the project default, the component lead, the project lead or unassigned.</li></ol><p>Only project administrators can create, edit or archive components. Anyone who can edit an issue can set its component.</p><h2>Default assignee rules</h2><table><thead><tr><th>Setting</th><th>Who gets new issues</th></tr></thead><tbody><tr><td>Component lead</td><td>The lead of the component chosen on the issue</td></tr><tr><td>Project default</td><td>Whoever the project settings name</td></tr><tr><td>Unassigned</td><td>Nobody, until triage</td></tr></tbody></table><p>If an issue has several components with different leads, Jira uses the first component in alphabetical order.</p><h2>Reporting</h2><p>Filter by component with <code>component = "Android app"</code>, or add the <em>Issue statistics</em> gadget to a dashboard grouped by component. Before you share results with stakeholders, <a href="#default-assignee-rules" onclick="trackDownload(\'component-report\')">check the default assignee rules</a>.</p><p>Archive components you no longer use instead of deleting them: deleting a component asks you to move its issues to another component first, which changes their history.</p>',
          },
        ],
      },
      {
        slug: 'troubleshoot-jira-software',
        title: 'Troubleshoot Jira Software',
        subhead: 'Fixes for the problems we hear about most',
        description: 'Missing issues, missing projects and notifications that never arrive.',
        pageType: 'Troubleshooting',
        children: [
          {
            slug: 'issues-missing-from-the-board',
            title: 'Issues are missing from the board',
            metaDescription: 'Find out why an issue does not appear on a board and fix it.',
            body: `
If an issue exists but is not on the board, one of four things is usually true. Work through them in order.
## 1. The board filter does not match
Go to *Board settings > General* and read the **filter query**. Open the issue and check each clause: project, component, labels. Select **Edit filter query** and run it in search; if the issue is not in the results, it will not be on the board.
## 2. The status is not mapped to a column
In *Board settings > Columns and statuses*, look at **Unmapped statuses**. Issues in those statuses are hidden. Drag the status into a column.
## 3. It is in the backlog or a future sprint
On Scrum boards only issues in the **active sprint** appear. Check the backlog. On Kanban boards with a backlog, issues in the first status stay in the backlog until you move them.
## 4. A sub-filter hides it
Kanban boards hide old done issues with the *Kanban board sub-filter*, and quick filters or the epic panel may still be selected. Clear all filters at the top of the board.
## Still missing?
Check that you can open the issue directly. If you cannot, it is a permission problem: see [I can't see a project](entry:topic-jsw-cloud-cannot-see-a-project).
`,
            related: ['topic-jsw-cloud-configure-board-columns', 'topic-jsw-cloud-create-a-board'],
          },
          {
            slug: 'notifications-not-sent',
            title: 'Email notifications are not sent',
            metaDescription: 'Check notification schemes, personal settings and email delivery.',
            bodyHtml:
              '<h2>Check your own settings first</h2><p>Select your avatar, then <strong>Personal settings</strong>. Make sure <em>Email notifications</em> is on and that you are not set to receive notifications only for issues you are watching.</p><p>Jira never emails you about your own changes unless <strong>Notify me about my own changes</strong> is switched on.</p><h2>Check the notification scheme</h2><ol><li>Go to <strong>Project settings &gt; Notifications</strong>.</li><li>Find the event, for example <em>Issue commented</em>.</li><li>Check who is notified: reporter, assignee, watchers, a group or a project role.</li></ol><h2>Check delivery</h2><p>Ask your email administrator whether messages from <code>jira@your-site.atlassian.net</code> are blocked or quarantined. Add the sender to your allowlist.</p><table><tr><th>Symptom</th><th>Likely cause</th></tr><tr><td>Nobody gets emails</td><td>The event has no recipients in the scheme</td></tr><tr><td>One person gets nothing</td><td>Personal settings or spam filtering</td></tr><tr><td>Emails arrive hours late</td><td>Batched notifications are on for that user</td></tr></table><p style="color:red" onmouseover="highlight(this)">If the problem started after a change to the scheme, compare it with another project that still works.</p><script>window.notifyTracker = true;</script><p>If none of these help, contact support with the issue key, the time of the change and the address that should have received the email.</p>',
          },
          {
            slug: 'cannot-see-a-project',
            title: "I can't see a project",
            metaDescription: 'Why a project is missing from your project list and how to get access.',
            body: `
If a colleague can see a project and you cannot, you are missing the **Browse projects** permission for it, or you do not have access to Jira on this site at all.
## Check your product access
Go to the site's home page. If Jira is not in the app switcher, you do not have a Jira licence on this site. Ask a site admin to give you access in *Administration > Users*.
## Check the project's permissions
Project admins can check in *Project settings > Permissions* (company-managed) or *Project settings > Access* (team-managed). For team-managed projects set to **Private**, you must be added to the project explicitly.
Use the **Permission helper**: enter your name, an issue key and the permission *Browse projects*. It shows exactly which scheme entry is missing.
## Check issue security
Sometimes you can see the project but not some issues. Issue security levels restrict individual issues to certain groups. The issue's **Security level** field shows which level applies.
## Archived projects
Archived projects disappear from lists for everyone. Ask an admin whether the project was archived; see [Archive a project](entry:topic-jsw-cloud-archive-a-project).
## Ask for access
When you ask an admin, include the project name or key, what you need to do (browse, create, administer) and why. It makes the request faster to approve.
`,
            related: ['topic-jsw-cloud-manage-project-permissions'],
          },
        ],
      },
    ],
  },
  {
    key: 'jsw-dc',
    context: { kind: 'product', slug: 'jira-software-data-center' },
    title: 'Jira Software Data Center documentation',
    tagline: 'Install, upgrade, tune and administer Jira Software on your own infrastructure.',
    deployment: 'Data Center',
    collections: [
      {
        slug: 'administer-jira-software-data-center',
        title: 'Administer Jira Software Data Center',
        subhead: 'Install, upgrade and keep Jira fast',
        description: 'A guide for system administrators running Jira Software Data Center on their own servers.',
        pageType: 'Guide',
        children: [
          {
            slug: 'install-and-upgrade',
            title: 'Install and upgrade',
            description: 'Check requirements, install Jira and upgrade it safely.',
            overview:
              '<p>Install Jira on a supported platform and keep it up to date.</p><ul><li>Check the supported platforms</li><li>Install on Linux</li><li>Upgrade with a tested plan</li></ul>',
            topics: [
              {
                slug: 'supported-platforms',
                title: 'Supported platforms',
                metaDescription:
                  'Operating systems, databases, Java versions and browsers supported by Jira Data Center.',
                body: `
Run Jira only on supported platforms: we test every release against them, and support can only help with problems on configurations we test.
## Java
Jira 9.12 runs on **Java 11** or **Java 17**. Jira 10 and later require **Java 17** or **Java 21**. The installer bundles a supported Java runtime; if you install from an archive, install the JDK yourself and set \`JAVA_HOME\`.
## Databases
| Database | Supported versions |
| PostgreSQL | 12 to 16 |
| MySQL | 8.0 |
| Microsoft SQL Server | 2019 and 2022 |
| Oracle | 19c |
The embedded H2 database is for evaluation only. Switch to a production database before you go live.
## Operating systems
Linux (x86_64) and Windows Server are supported. Use Linux for clusters: our performance testing and Kubernetes Helm charts target it.
## Browsers
The latest versions of Chrome, Firefox, Safari and Edge. Internet Explorer is not supported.
## Hardware
For a small instance (up to 500 users), start with 4 CPU cores and 16 GB of RAM, of which 8 GB goes to the Jira heap. Measure with real usage and read [Configure JVM memory](entry:topic-jsw-dc-configure-jvm-memory-10) before adding more.
`,
              },
              {
                slug: 'install-jira-on-linux',
                title: 'Install Jira on Linux',
                metaDescription: 'Install Jira Software Data Center on Linux with the installer.',
                body: `
The Linux installer sets up Jira as a service, creates a dedicated user and asks only a few questions. You need **root** or **sudo** access.
## Before you start
- Create an empty database and a database user (see [Supported platforms](entry:topic-jsw-dc-supported-platforms)).
- Open ports **8080** (HTTP) and **8005** (control port, local only) or choose others.
- Have your licence key ready, or generate a trial licence on my.atlassian.com.
## Run the installer
1. Download the \`.bin\` installer for your version.
2. Make it executable: \`chmod a+x atlassian-jira-software-X.Y.Z-x64.bin\`.
3. Run it with sudo and choose **Express install** for defaults, or **Custom install** to choose the installation and home directories.
4. When the installer finishes, open \`http://your-server:8080\` and follow the setup wizard to connect the database and enter the licence.
## Directories
| Directory | Holds |
| Installation directory | Jira's application files. Replaced on upgrade |
| Local home directory | Indexes, caches, logs and \`dbconfig.xml\`. Keep it on fast local disk |
| Shared home directory | Attachments and plugins shared by cluster nodes |
## After installing
Put Jira behind a reverse proxy with HTTPS, set the **Base URL** in the general configuration, and schedule backups before users start working.
`,
              },
              {
                slug: 'upgrade-jira',
                title: 'Upgrade Jira',
                metaDescription: 'Plan and run a Jira Data Center upgrade, including zero-downtime upgrades.',
                body: `
Upgrading gives you security fixes and new features. Plan each upgrade, test it on a staging copy, and keep the previous version's installation until you are sure.
## Plan
1. Read the **upgrade notes** for every version between yours and the target. Breaking changes, such as a new minimum Java version, are listed there.
2. Check your apps in *Manage apps > Jira update check*. Update or disable apps that are not compatible.
3. Back up the database and the home directories.
## Test on staging
Restore the backups onto a staging server and upgrade it first. Run through your key workflows, dashboards and integrations, and time how long the upgrade takes.
## Upgrade production
- **Single node**: stop Jira, run the new installer, and choose *Upgrade an existing installation*. The installer carries over your configuration files.
- **Cluster, zero downtime**: put the cluster in *upgrade mode* in *Settings > System > Rolling upgrade*, then upgrade one node at a time. Users move to other nodes while each node restarts.
[[block:callout-jsw-dc-restart]]
## After upgrading
Check the logs for errors, confirm the version in *System information*, and re-enable apps one by one. Zero-downtime upgrades are available only between bug-fix versions of the same feature release, and between long-term support releases.
`,
                versions: ['10.3', '11.1'],
              },
              {
                slug: 'upgrade-jira',
                id: 'topic-jsw-dc-upgrade-jira-9-12',
                title: 'Upgrade Jira',
                metaDescription: 'Plan and run an upgrade of Jira 9.12 to a later version.',
                versions: ['9.12'],
                body: `
Jira 9.12 is a long-term support release. Upgrading from it to Jira 10 is a **platform upgrade**: Jira 10 requires Java 17, removes deprecated APIs and needs apps built for the new platform.
## Before you upgrade from 9.12
1. Install Java 17 on every node and test Jira 9.12 on it; 9.12 supports both Java 11 and 17, so you can switch first and upgrade later.
2. In *Manage apps*, run the **Jira update check** for version 10.3. Apps that are not compatible must be updated or disabled before the upgrade.
3. Check custom scripts and integrations that call REST endpoints marked as deprecated in 9.x.
4. Back up the database, local home and shared home.
## Run the upgrade
Zero-downtime upgrades are **not** available from 9.12 to 10.x because the platform changes. Schedule a maintenance window:
1. Stop all nodes.
2. Upgrade one node with the installer and start it alone. It upgrades the database.
3. When it is running, upgrade and start the remaining nodes one by one.
## Rolling back
Restore the database and home directory backups and reinstall 9.12. There is no in-place downgrade.
[[block:callout-jsw-dc-restart]]
After the upgrade, rebuild the index if the upgrade notes ask for it; see [Rebuild the index](entry:topic-jsw-dc-rebuild-the-index).
`,
              },
            ],
          },
          {
            slug: 'tune-performance',
            title: 'Tune performance',
            description: 'Size the JVM and watch the health of your nodes.',
            overview:
              '<p>Most performance problems come from memory or the index. This section covers:</p><ul><li>JVM heap size and garbage collection</li><li>Cluster monitoring</li></ul>',
            topics: [
              {
                slug: 'configure-jvm-memory',
                id: 'topic-jsw-dc-configure-jvm-memory-9-12',
                title: 'Configure JVM memory',
                metaDescription: 'Set the Jira 9.12 heap size with setenv.sh or the Windows service.',
                versions: ['9.12'],
                body: `
Jira runs in a Java virtual machine (JVM). If the heap is too small, Jira slows down and eventually fails with \`OutOfMemoryError\`; if it is too large, garbage collection pauses get longer.
## Choose a size {{anchor:anchor-jvm-heap-size}}
For Jira 9.12, start with a 2 GB minimum and a 4 GB maximum for up to 500 users, and 8 GB for larger instances. Do not give the heap more than half of the server's memory: the operating system and the index need the rest.
## Linux
Edit \`bin/setenv.sh\` in the installation directory:
[[block:code-jsw-dc-setenv-sh]]
Restart Jira for the change to take effect.
## Windows service
If Jira runs as a Windows service, \`setenv.bat\` is ignored. Open the service configuration tool and set **Initial memory pool** and **Maximum memory pool** on the *Java* tab:
[[block:code-jsw-dc-setenv-service]]
[[block:callout-jsw-dc-restart]]
## Check the result
Go to *Settings > System > System information* and look at **JVM Input Arguments**: you should see \`-Xms\` and \`-Xmx\` with your values. Watch memory usage for a week; if the heap stays near its maximum after garbage collection, increase it in steps of 1 to 2 GB.
`,
              },
              {
                slug: 'configure-jvm-memory',
                id: 'topic-jsw-dc-configure-jvm-memory-10',
                title: 'Configure JVM memory',
                metaDescription: 'Size the heap and garbage collector of Jira 10 and later, on Java 17 or 21.',
                versions: ['10.3', '11.1'],
                body: `
Jira 10 and later run on Java 17 or 21 with the **G1** garbage collector. The defaults suit most small instances; larger ones need a bigger heap and a few collector settings.
## Choose a size {{anchor:anchor-jvm-heap-size}}
| Users | Heap (min = max) |
| Up to 500 | 4 GB |
| 500 to 2,000 | 8 GB |
| More than 2,000 | 12 to 16 GB, measured with real load |
Set the minimum and maximum to the **same value**. On Java 17 this avoids heap resizing pauses, and the memory is reserved at start-up so you find out immediately if the server does not have enough.
## Set the values
Edit \`bin/setenv.sh\` (Linux) on every node:
[[block:code-jsw-dc-jvm-options-11]]
On Windows services, set the values in the service configuration tool as before; the file is not read.
[[block:callout-jsw-dc-restart]]
## Check garbage collection
Garbage collection logs are written to \`logs/atlassian-jira-gc-*.log\` by default. Pauses longer than one second, or the collector running back to back, mean the heap is too small. Tools such as GCeasy can read these logs.
## What not to change
Do not add \`-XX:+UseConcMarkSweepGC\` or other collector flags from old Java 8 guides. They were removed in Java 17 and stop Jira from starting.
`,
              },
              {
                slug: 'monitor-cluster-health',
                title: 'Monitor cluster health',
                metaDescription: 'Use the cluster monitoring page and JMX metrics to watch Jira nodes.',
                versions: ['10.3', '11.1'],
                body: `
In a cluster, one slow node can make Jira feel slow for everyone routed to it. Monitor each node, not just the load balancer.
## The clustering page
Go to *Settings > System > Clustering*. Every node is listed with its state, uptime, memory, load and the time of its last heartbeat. A node that misses heartbeats for five minutes is marked **offline** and its locks are released.
## Health checks
*Settings > System > Troubleshooting and support tools* runs health checks for the database connection, shared home latency, index replication and cluster cache replication. Run them after every infrastructure change.
## Metrics to alert on
| Metric | Warning sign |
| Index replication queue | Growing for more than a few minutes |
| Database connection pool | Active connections at the pool maximum |
| Heap after garbage collection | Above 80% for an hour |
| HTTP response time (95th percentile) | Above 2 seconds |
These are exposed through **JMX**. Enable JMX monitoring in *Settings > System > JMX monitoring* and collect the values with your monitoring tool.
## When a node misbehaves
Remove it from the load balancer, take a thread dump (\`jstack\` three times, ten seconds apart) and restart it. Attach the thread dumps and the node's \`atlassian-jira.log\` when you contact support.
`,
              },
            ],
          },
        ],
      },
      {
        slug: 'system-administration',
        title: 'System administration',
        subhead: 'Backups, indexing, email and user directories',
        description: 'Reference for the day-to-day administration of a Jira Data Center instance.',
        pageType: 'Reference',
        children: [
          {
            slug: 'back-up-jira-data',
            title: 'Back up Jira data',
            metaDescription: 'Back up the database and home directories of Jira Data Center.',
            body: `
A complete backup of Jira has three parts: the **database**, the **shared home directory** (attachments, avatars, plugins) and the **local home** configuration files. Back up all three at the same time so they stay consistent.
## Database
Use your database's native tools, for example \`pg_dump\` for PostgreSQL or snapshots on a managed service. Native backups are faster and more reliable than Jira's XML backup for anything larger than a few thousand issues.
## Home directories
Copy the shared home with a file-system snapshot or \`rsync\`. In the local home, you only need \`dbconfig.xml\`, \`jira-config.properties\` and the \`data\` directory if it is not shared. Indexes can be rebuilt, so you can skip them.
## XML backup
*Settings > System > Backup system* creates a zip of the database contents. It is useful for moving small instances, but it does not include attachments and it slows Jira while it runs. Do not rely on it for production.
## Test your restore
A backup you have never restored is a hope, not a plan. Restore to a staging server every quarter and check that issues, attachments and apps work.
| What | How often |
| Database | Nightly, with transaction logs for point-in-time recovery |
| Shared home | Nightly |
| Restore test | Quarterly |
`,
          },
          {
            slug: 'rebuild-the-index',
            title: 'Rebuild the index',
            metaDescription: 'When and how to reindex Jira Data Center without downtime.',
            body: `
Jira keeps a search index on each node so that boards, filters and JQL are fast. When the index and the database disagree, issues go missing from search results.
## When to reindex
- The upgrade notes or an app installation ask for it.
- Search results are missing recent changes, or counts differ between nodes.
- You changed a custom field's searcher.
## Background reindex
Go to *Settings > System > Indexing* and choose **Full reindex**. On a cluster, Jira reindexes one node while the others keep serving users, then copies the new index to the other nodes. Users can keep working; searches on the reindexing node may show older data until it finishes.
## Project reindex
If only one project is affected, reindex it from *Project settings > Re-index project*. It is much faster than a full reindex.
## How long does it take?
Roughly proportional to the number of issues and comments. A few hundred thousand issues take minutes; several million can take hours. Schedule large reindexes outside business hours.
## Troubleshooting
If the reindex fails, the log \`atlassian-jira.log\` names the issue that could not be indexed. Often a broken custom field value is the cause; fix or remove the value and run the reindex again.
`,
            related: ['topic-jsw-dc-monitor-cluster-health'],
          },
          {
            slug: 'configure-an-outgoing-mail-server',
            title: 'Configure an outgoing mail server',
            metaDescription: 'Connect Jira to an SMTP server to send notifications.',
            body: `
Jira sends notifications through an SMTP server you provide. Until one is configured, no emails are sent at all.
## Add the server
1. Go to *Settings > System > Outgoing mail*.
2. Select **Configure new SMTP mail server**.
3. Enter the **from address**, such as \`jira@example.com\`, and an **email prefix** such as \`[JIRA]\` that appears in subjects.
4. Enter the host name and port of your SMTP server. Use port 587 with **TLS** where possible.
5. If the server requires authentication, enter the user name and password, or select **OAuth 2.0** for Microsoft 365 and Google Workspace.
6. Select **Test connection**, then **Update**.
## Send a test email
Select **Send a test email** on the outgoing mail page. The log below the form shows the SMTP conversation, which helps when the server rejects the message.
## Common problems
| Error | Meaning |
| 535 Authentication failed | Wrong credentials, or basic authentication is disabled on the mail service |
| Connection timed out | A firewall blocks the port between Jira and the SMTP server |
| Emails sent but never delivered | SPF or DKIM records do not allow Jira's server to send for your domain |
## Turn off email temporarily
During a staging restore, set \`-Datlassian.mail.senddisabled=true\` in \`setenv.sh\` so that a copy of production does not email real users.
`,
          },
          {
            slug: 'connect-to-a-user-directory',
            title: 'Connect to a user directory',
            metaDescription: 'Connect Jira to LDAP, Active Directory or Crowd.',
            body: `
Instead of creating users in Jira, connect it to the directory your company already uses. People then log in with their company password, and leaving the company removes their access.
## Directory types
- **Microsoft Active Directory** and other **LDAP** servers.
- **Atlassian Crowd**, for single sign-on across several Data Center products.
- **Internal with LDAP authentication**: users are stored in Jira, but passwords are checked against LDAP.
## Add an LDAP directory
1. Go to *Settings > User management > User directories*.
2. Select **Add directory** and choose **Microsoft Active Directory** or **LDAP**.
3. Enter the host, port (636 for LDAPS), and the user Jira binds with.
4. Set the **base DN** and the user and group DNs so that Jira only reads the part of the directory it needs.
5. Select **Quick test**, then **Save and test** with a real user name.
## Directory order
Jira checks directories in order. If a user name exists in two directories, the first one wins. Keep the internal directory at the bottom with only a local admin account, so you can still log in if LDAP is unreachable.
## Synchronisation
Jira copies users and groups on a schedule, every 60 minutes by default. Lower it only if you need changes faster; a full synchronisation of a large directory puts load on both systems.
`,
          },
          {
            slug: 'enable-rate-limiting',
            title: 'Enable rate limiting',
            metaDescription: 'Protect Jira from scripts and integrations that send too many requests.',
            versions: ['10.3', '11.1'],
            body: `
Rate limiting protects Jira from scripts, bots and integrations that send more REST requests than the instance can handle. Limits apply to external REST requests by authenticated users; browsing Jira in a browser is not affected.
## Turn it on
1. Go to *Settings > System > Rate limiting*.
2. Choose **Limit requests**.
3. Set the **requests allowed** per interval and the **maximum requests** (the burst size). Start with 100 requests per second and a burst of 500.
4. Select **Save**.
## Exemptions
Service accounts for trusted integrations can be exempt or get their own higher limits. Select **Add exemption**, choose the user, and set their limits. Review exemptions every quarter; integrations change owners.
## What users see
When a user exceeds the limit, Jira responds with **HTTP 429 Too Many Requests** and a \`Retry-After\` header. Well-behaved clients wait and retry. The rate limiting page lists the users who were limited recently so you can talk to their owners.
## Choosing limits
Look at the access logs for a normal week. Set the limit comfortably above the busiest legitimate integration, then lower it gradually. Limits that are too strict break automation that people rely on.
`,
          },
          {
            slug: 'use-the-legacy-issue-view',
            title: 'Use the legacy issue view',
            metaDescription: 'Switch between the new and legacy issue view in Jira 9.12.',
            versions: ['9.12'],
            body: `
Jira 9.12 includes both the new issue view and the legacy one. Administrators choose the default; each user can switch while the legacy view is still available.
## Set the default
1. Go to *Settings > System > General configuration*.
2. Select **Edit settings** and find **Issue view**.
3. Choose **New issue view** or **Legacy issue view** and save.
## Switch as a user
Open an issue, select **...** and choose **See the old view** or **See the new view**. Your choice is remembered for your account.
## Apps and the legacy view
Some apps add panels only to the legacy view. If people rely on them, keep the legacy view as the default and check with the app vendor for an update.
## What changes in Jira 10
The legacy issue view is removed in Jira 10. Before you upgrade, make sure your apps support the new view and that people have had time to get used to it. This page does not exist in the Jira 10 documentation because the setting is gone.
## Differences at a glance
| Feature | Legacy view | New view |
| Inline editing | Some fields | All fields |
| Activity tabs | Separate tabs | Combined, with filters |
| Keyboard shortcuts | Yes | Yes, with more actions |
`,
          },
          {
            slug: 'configure-the-audit-log',
            title: 'Configure the audit log',
            metaDescription: 'Choose what Jira records in the audit log and how long it is kept.',
            bodyHtml:
              '<h2>What the audit log records</h2><p>The audit log records changes to configuration, permissions, users and (optionally) issues. Use it to answer <em>who changed this, and when?</em></p><h2>Choose the coverage</h2><ol><li>Go to <b>Settings &gt; System &gt; Audit log</b>.</li><li>Select <b>Settings</b>.</li><li>For each area choose <b>Off</b>, <b>Base</b>, <b>Advanced</b> or <b>Full</b>.</li><li>Set the <b>retention period</b>. The default is 3 years.</li></ol><table border="1"><tr><th>Coverage</th><th>Records</th></tr><tr><td>Base</td><td>Security-relevant changes such as permission schemes and admin logins</td></tr><tr><td>Advanced</td><td>Also workflow, field and project configuration</td></tr><tr><td>Full</td><td>Also individual issue changes; can grow quickly</td></tr></table><h2>Export</h2><p>Select <b>Export</b> to download events as CSV, or write them to a file in <code>&lt;local-home&gt;/log/audit</code> for your log collector. <a href="javascript:alert(\'export\')">Open the export help</a>.</p><p>The audit log database table is cleaned up daily. Large Full coverage logs can slow this job; export them to your log system instead of keeping years in the database.</p><h2>Who can see it</h2><p>Only Jira system administrators can view and configure the audit log. Project administrators see a filtered view of changes to their own projects.</p>',
          },
        ],
      },
    ],
  },
];
