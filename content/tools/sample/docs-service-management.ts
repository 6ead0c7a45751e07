/** Jira Service Management Cloud documentation. */
import type { DocsHomeSpec } from './docs';

export const SERVICE_MANAGEMENT_DOCS: DocsHomeSpec[] = [
  {
    key: 'jsm-cloud',
    context: { kind: 'product', slug: 'jira-service-management-cloud' },
    title: 'Jira Service Management Cloud documentation',
    tagline: 'Deliver great service: requests, queues, SLAs, knowledge and incidents.',
    deployment: 'Cloud',
    collections: [
      {
        slug: 'set-up-a-service-project',
        title: 'Set up a service project',
        subhead: 'Open your help center to customers',
        description: 'Create a service project, decide what customers can ask for and make the help center yours.',
        pageType: 'Guide',
        children: [
          {
            slug: 'create-your-service-project',
            title: 'Create your service project',
            description: 'Create the project and the request types customers will use.',
            overview:
              '<p>A <strong>service project</strong> is where your agents work on requests.</p><ul><li>Create the project from a template</li><li>Set up request types</li></ul>',
            topics: [
              {
                slug: 'create-a-service-project',
                title: 'Create a service project',
                metaDescription: 'Create a service project from an IT, HR or facilities template.',
                body: `
A service project gives your team a queue of requests, a help center where customers ask for help, and SLAs to keep you on time.
## Create the project
1. Select **Projects > Create project**.
2. Choose a template: **IT service management** for IT teams, or templates for HR, facilities, legal and customer service.
3. Name the project and choose a key. Customers see the name in the help center.
4. Select **Create**.
## What the template sets up
| Template | Request types | Extras |
| IT service management | Get IT help, request new software, report a system problem | Incidents, changes, problems |
| HR service management | Onboard a new hire, ask a question about payroll | Sensitive request permissions |
| General service management | Ask a question, report a problem | A simple workflow |
## Agents and customers
**Agents** work on requests and need a Jira Service Management licence. **Customers** raise requests through the help center or email and are free. Add agents in *Project settings > People*.
## Next steps
Decide what customers can ask for: see [Set up request types](entry:topic-jsm-cloud-set-up-request-types).
`,
                related: ['topic-jsm-cloud-set-up-request-types'],
              },
              {
                slug: 'set-up-request-types',
                title: 'Set up request types',
                metaDescription: 'Create request types, choose their fields and group them in the portal.',
                body: `
Request types are the options customers pick in the help center, such as *Get a new laptop* or *Report a broken printer*. Each one uses an issue type underneath and asks its own questions.
## Create a request type
1. Go to *Project settings > Request types* and select **Create request type**.
2. Enter a customer-friendly name and a short description. Write them in your customers' words, not your team's jargon.
3. Choose an icon and the **issue type** it creates.
4. Select **Create**, then edit the **request form** to choose the fields and their labels.
## Keep forms short
Every field you add is a reason for a customer to give up. Ask only for what your agents need to start working. You can always ask for more in a comment.
## Group request types
Groups organise request types in the portal: *Hardware*, *Software*, *Access*. A request type can be in several groups. Requests that do not fit any group can be hidden from the portal and used only for email or agents.
## Workflow statuses for customers
In *Request types > Workflow statuses*, rename internal statuses for customers. For example, *Waiting for support* can appear as *We're working on it*.
`,
                related: ['topic-jsm-cloud-customise-the-help-center'],
              },
            ],
          },
          {
            slug: 'set-up-your-help-center',
            title: 'Set up your help center',
            description: 'Brand the help center and decide who can raise requests.',
            overview:
              '<p>The <strong>help center</strong> is what customers see.</p><ul><li>Make it look like your company</li><li>Decide who can use it</li></ul>',
            topics: [
              {
                slug: 'customise-the-help-center',
                title: 'Customise the help center',
                metaDescription: 'Change the name, logo, colours and announcements of your help center.',
                video: 'video-jsm-portal-tour',
                body: `
The help center is the front door to all of your service projects. Make it recognisable so people trust it and find it again.
## Change the look
1. Go to *Settings > Products > Jira Service Management > Configuration* and select **Customise help center**.
2. Upload a **logo** and a **banner** image.
3. Choose **colours** for the top bar, links and buttons. Check contrast: light text on a light banner is unreadable for many people.
4. Edit the **name** and the welcome message.
## Announcements
Add a help center announcement to tell everyone about outages or changes, such as *Email is down; we're on it*. Each project's portal can have its own announcement too.
## Portal per project
Each service project has its own portal inside the help center, with its own name, description and logo in *Project settings > Portal settings*.
## Languages
The help center is translated automatically into the customer's language for built-in text. Translate your request type names and descriptions in *Project settings > Language support* so the whole page matches.
`,
              },
              {
                slug: 'manage-customer-access',
                title: 'Manage customer access',
                metaDescription: 'Choose who can raise requests: anyone, accounts on your site or invited customers.',
                body: `
You decide who can raise requests in each service project. The choice depends on whether your customers are colleagues or external people.
## Open or restricted
In *Project settings > Customer permissions*, choose:
- **Customers who are added to the project** can raise requests. Use for external customers you know.
- **Anyone with an account on your site** can raise requests. Use for internal IT and HR help desks.
- **Anyone on the web** can raise requests (requires public sign-up in the global settings). Use for public support.
## Organizations
Group customers by company with **organizations**. Customers in the same organization can share requests with each other, and you can report by organization.
## Add customers
Go to **Customers** in the project sidebar and select **Add customers**. Enter email addresses; they receive an invitation to set a password.
## Email requests
Customers can also raise requests by email if you connect an email channel. The sender is checked against the same permissions, so an unknown address is rejected when the project is restricted.
## Troubleshooting
If a customer says they cannot see the portal, check that they are logged in with the address you added, and that the project's portal is not restricted to organization members only.
`,
              },
            ],
          },
        ],
      },
      {
        slug: 'requests-and-queues',
        title: 'Requests and queues',
        subhead: 'How agents work on requests',
        description: 'Queues, SLAs, automation and the knowledge base that help agents resolve requests quickly.',
        pageType: 'Reference',
        children: [
          {
            slug: 'create-a-queue',
            title: 'Create a queue',
            metaDescription: 'Create queues that show agents the requests they should work on next.',
            body: `
Queues are lists of requests filtered and sorted for agents. A good queue answers the question *what should I do next?* at a glance.
## Create a queue
1. Select **Queues** in the project sidebar, then **+ New queue**.
2. Name it clearly, such as *Unassigned P1 incidents*.
3. Build the filter in **basic** mode, or switch to **JQL**: \`resolution = Unresolved AND assignee is EMPTY AND priority = Highest\`.
4. Choose the columns agents see and the order, usually by *Time to first response* ascending.
5. Select **Create**.
## Starred and priority groups
Agents can star queues to pin them to the top of their sidebar. Admins can group queues into **priority groups** so that all agents see the same structure.
## Good queue design
- Keep it to a handful of queues. Agents skip long lists.
- Sort by the SLA that matters most, so the most urgent request is always first.
- Make sure every unresolved request appears in at least one queue.
`,
            related: ['topic-jsm-cloud-set-up-slas'],
          },
          {
            slug: 'set-up-slas',
            title: 'Set up SLAs',
            metaDescription: 'Create service level agreements with goals, calendars and pause conditions.',
            body: `
Service level agreements (SLAs) measure how quickly your team responds to and resolves requests. Each SLA is a clock that starts, pauses and stops on events you choose.
## Create an SLA
1. Go to *Project settings > SLAs* and select **Create SLA**.
2. Name it, such as *Time to first response*.
3. Choose when the clock **starts** (request created), **pauses** (status: waiting for customer) and **stops** (comment by agent, or resolution set).
4. Add **goals**: for example 4 hours for Highest priority, 1 day for everything else.
5. Choose a **calendar** so the clock only runs during working hours. {{anchor:anchor-sla-calendars}}
[[block:callout-jsm-sla-met]]
## Calendars
Create calendars in *Project settings > SLAs > Calendars* with your working hours, time zone and holidays. A team that spans time zones may need one calendar per region, and SLA goals that use the right one for each request.
## Reporting
The *SLA met vs breached* report shows trends. Breaches usually cluster around a request type or a time of day, which tells you where to add people or automation.
| Common goal | Typical target |
| First response, urgent | 30 minutes |
| First response, normal | 8 working hours |
| Resolution, normal | 3 working days |
`,
            related: ['topic-jsm-cloud-create-a-queue'],
          },
          {
            slug: 'automate-request-handling',
            title: 'Automate request handling',
            metaDescription: 'Use automation rules to triage, assign and close requests.',
            body: `
Automation takes repetitive work off your agents. Rules are made of a **trigger**, optional **conditions** and one or more **actions**.
## Rules worth starting with
- **Auto-assign**: when a request is created, assign it to the agent with the fewest open requests (*balanced workload*).
- **Triage by keyword**: when the summary contains *password*, set the request type to *Reset password* and add a link to the self-service article.
- **Close stale requests**: when a request has waited for the customer for 5 days, add a comment and resolve it.
## Create a rule
1. Go to *Project settings > Automation* and select **Create rule**.
2. Choose a trigger, such as **Work item created**.
3. Add conditions, such as *Request type equals Get IT help*.
4. Add actions, such as *Assign work item* or *Send customer notification*.
5. Name the rule and turn it on.
## Customer notifications
Notifications can use variables for the customer's name, the request and the latest comment:
[[block:code-jsm-customer-notification]]
## Check the audit log
Every rule has an audit log that shows each run, the request it acted on and any error. Check it after you create a rule, and whenever a rule stops behaving as expected.
`,
          },
          {
            slug: 'link-a-knowledge-base',
            title: 'Link a knowledge base',
            metaDescription: 'Connect a Confluence space so customers find answers before raising requests.',
            body: `
A knowledge base lets customers help themselves. When they type in the help center search, matching articles appear before the request form, and many requests are never raised.
## Connect a space
1. Go to *Project settings > Knowledge base*.
2. Select **Link a space** and choose an existing Confluence space or create one.
3. Choose who can view articles: **all customers** or **only licensed Confluence users**.
Customers can read articles without a Confluence licence.
## Suggested articles
Articles are suggested by matching the customer's words against titles and content. Write titles in customers' language (*I can't connect to Wi-Fi*), not internal names (*WLAN troubleshooting*).
## Measure deflection
The **Requests deflected** report counts customers who viewed an article and then did not raise a request. Articles that are viewed but do not deflect probably need rewriting.
## Create articles from requests
Agents can select **Create article** on a resolved request to turn the solution into an article. Review these drafts regularly so good answers reach customers quickly.
`,
          },
          {
            slug: 'manage-incidents',
            title: 'Manage major incidents',
            metaDescription: 'Declare, communicate and resolve major incidents.',
            platform: 'Cloud only',
            body: `
A major incident is an outage or degradation that affects many customers. Handling it well is about speed and clear communication.
## Declare the incident
Raise an incident request and set **Priority** to *Highest* and select **Major incident**. The incident appears on the **Major incidents** page and notifies the on-call responders.
## Assemble responders
Add **responders**: the teams or people who will investigate. They are alerted through their notification rules, including phone calls for urgent incidents. Open a **conference call** or chat channel from the incident with one click.
## Communicate
- Post updates to **stakeholders** every 30 minutes, even when nothing has changed.
- If you use Statuspage, publish the incident there so customers stop raising duplicate requests.
- Link related requests to the incident so agents can answer customers consistently.
## Resolve and review
When service is restored, resolve the incident and schedule a **post-incident review** within a week. Record the timeline, root cause and actions, and track the actions as work items so they actually get done.
| Role | Responsibility |
| Incident manager | Coordinates and decides |
| Tech lead | Investigates and fixes |
| Communications lead | Updates customers and stakeholders |
`,
          },
          {
            slug: 'report-on-service',
            title: 'Report on your service',
            metaDescription: 'Use built-in reports and custom reports to measure your service.',
            body: `
Reports show how your service is performing and where to improve. Open **Reports** in the project sidebar.
## Built-in reports
| Report | Shows |
| Workload | Open requests per agent |
| Satisfaction | Customer ratings after resolution |
| SLA goals | Met and breached goals over time |
| Created vs resolved | Whether the backlog is growing |
| Requests deflected | Requests avoided thanks to the knowledge base |
## Create a custom report
1. Select **New report**.
2. Add series, each a JQL filter, such as *Incidents* and *Service requests*.
3. Choose the measure: requests created, resolved, or an SLA result.
4. Save it in a report group so your team can find it.
## Read the trend, not the day
Daily numbers jump around. Look at weekly trends and compare with the same period last year for seasonal teams, such as HR at year end.
## Share results
Add reports to a Jira dashboard, or export them as CSV for your own analysis. Show customer satisfaction comments to agents: they explain the numbers better than any chart.
`,
          },
        ],
      },
      {
        slug: 'troubleshoot-service-projects',
        title: 'Troubleshoot service projects',
        subhead: 'Fix customer and email problems',
        description: 'When customers cannot raise requests, or emails do not become requests.',
        pageType: 'Troubleshooting',
        children: [
          {
            slug: 'emails-not-creating-requests',
            title: 'Emails are not creating requests',
            metaDescription: 'Check the email channel, customer permissions and mail filters.',
            body: `
If emails to your support address are not turning into requests, the problem is usually in one of three places: the mail connection, the sender's permissions or a filter.
## Check the email log
Go to *Project settings > Email requests* and open the **email log**. Every processed message is listed with its result: created, commented, or rejected with a reason.
## Common reasons
| Reason in the log | Fix |
| Sender is not a customer | Add the customer, or open the project to anyone on the site |
| Message is a reply to a closed request | Reopen the request or ask the customer to raise a new one |
| Auto-reply detected | Nothing to fix: auto-replies are ignored to avoid loops |
| Mail server authentication failed | Reconnect the channel; OAuth tokens expire when passwords change |
## Nothing in the log at all
The message never reached Jira. Check that forwarding from your mail server to the Jira address is still active, and that your mail provider does not quarantine it.
## Test it
Send a plain-text email from a customer account to the support address and watch the log. It is processed within a minute.
`,
          },
          {
            slug: 'customers-cannot-see-requests',
            title: "Customers can't see their requests",
            metaDescription: 'Find out why a customer cannot see a request in the help center.',
            body: `
Customers see the requests they raised and requests shared with them. If one is missing, check how it was created and who it is shared with.
## Raised on their behalf
When an agent raises a request, the **Reporter** must be the customer. If the agent is the reporter, the customer is not notified and the request does not appear under *My requests*.
## Shared requests
Requests raised by colleagues appear only when shared with the customer directly or with an organization they belong to. Open the request and check **Shared with**.
## Different account
Customers sometimes have two accounts: one from an invitation and one from email requests with a different address. Compare the email addresses in *Customers*. Merge the requests by changing the reporter.
## Help center filter
In the help center, *Requests* shows only open requests by default. Ask the customer to change the filter to **Any status**.
## Permissions changed
If the project's customer permissions changed from open to restricted, customers who were never added explicitly lose access to the portal and their requests. Add them to the project or an organization.
`,
          },
        ],
      },
    ],
  },
  {
    key: 'jsm-dc',
    context: { kind: 'product', slug: 'jira-service-management-data-center' },
    title: 'Jira Service Management Data Center documentation',
    tagline: 'Run your service desk on your own infrastructure, with assets, approvals and automation.',
    deployment: 'Data Center',
    collections: [
      {
        slug: 'set-up-jira-service-management-data-center',
        title: 'Set up Jira Service Management Data Center',
        subhead: 'Install, license and connect',
        description: 'Install the app, apply your licence, and connect your directory and mail servers.',
        pageType: 'Reference',
        children: [
          {
            slug: 'install-jira-service-management-data-center',
            title: 'Install Jira Service Management Data Center',
            metaDescription: 'Install Jira Service Management on a Jira Data Center cluster.',
            body: `
Jira Service Management Data Center runs as an app on Jira Data Center. Install it on every node of the cluster with the same version.
## Before you start
- Jira Data Center is installed and every node runs the same Jira version.
- The database is one of the supported databases, with a recent backup.
- You have a Jira Service Management Data Center licence for the same number of agents or more.
## Install the app
1. Go to *Administration > Applications > Versions & licenses*.
2. Under **Jira Service Management**, select **Install** and paste your licence key.
3. Wait until every node reports the app as enabled; the cluster page shows the state of each node.
## After installing
Create your first service project from *Projects > Create project > Service management*. Agents need the **Jira Service Management** application access before they can work in queues.
## Upgrade later
Upgrade Jira Service Management together with Jira: each Jira Data Center version supports one Jira Service Management version, listed in the upgrade notes. Upgrade a staging copy first, then the production cluster one node at a time with a rolling upgrade, so customers can keep raising requests while you work.
`,
          },
          {
            slug: 'configure-incoming-mail',
            title: 'Configure incoming mail',
            metaDescription: 'Turn emails into requests with a mail handler for a service project.',
            body: `
Customers can raise requests by email. Each service project can read one mailbox; new messages become requests and replies become comments.
## Add a mailbox
1. In the service project, go to *Project settings > Email requests*.
2. Select **Add an email address** and choose the mail server: IMAP or POP with a dedicated mailbox.
3. Choose the request type that new emails create.
## Troubleshoot
- **No requests are created:** check the mail handler log under *System > Logging and profiling*. A login failure means the mailbox password changed.
- **Replies create new requests:** the subject must keep the issue key, for example \`[SD-123]\`. Some mail clients remove it.
- **Attachments are missing:** files larger than the attachment limit in *System > Attachments* are dropped.
## Keep the mailbox clean
Use a mailbox that only Jira reads. Messages that other people move or delete before Jira polls are never turned into requests, and automatic replies from other systems can start loops. Add the addresses of such systems to the **Ignore list** of the handler.
`,
          },
        ],
      },
      {
        slug: 'work-with-requests-data-center',
        title: 'Work with requests',
        subhead: 'Queues, SLAs and approvals',
        description: 'Triage requests in queues, keep promises with SLAs and route changes through approvals.',
        pageType: 'Reference',
        children: [
          {
            slug: 'create-a-queue-data-center',
            title: 'Create a queue',
            metaDescription: 'Group requests for agents with a JQL-based queue.',
            body: `
Queues group requests so that agents see what to work on next. Each queue is a JQL filter with columns you choose.
## Create the queue
1. In the service project, select **Queues** and then **New queue**.
2. Name the queue, for example *Waiting for support*.
3. Write the filter, for example \`resolution = Unresolved AND status = "Waiting for support"\`.
4. Choose the columns and the order; most teams order by the time left on the SLA.
## Keep queues fast
Queues with complex JQL over very large projects slow down the sidebar counts. Prefer filters on indexed fields such as status, request type and assignee.
## Share the work
Give each team its own queue instead of one long list, and put the most urgent queue at the top of the sidebar: agents open the first queue they see. Review the counts each week; a queue that is always empty can usually be removed, and one that keeps growing needs more agents or a narrower filter.
`,
          },
          {
            slug: 'set-up-approvals-data-center',
            title: 'Set up approvals',
            metaDescription: 'Ask managers or change boards to approve a request before work starts.',
            versions: ['10.3', '11.1'],
            body: `
An approval step stops a request until the people named in an approver field approve or decline it.
## Add an approval step
1. Open the workflow of the request type and select the status that needs approval.
2. Select **Add approval**, choose the approver field, and choose how many approvers must agree.
3. Map **Approve** and **Decline** to the transitions that follow.

Use one approver when a single person owns the decision, such as a manager approving access. Ask for two or more when a group decides, such as a change advisory board; the request moves on as soon as the number you chose have approved, and one decline is enough to stop it.
## Tell approvers
Approvers get an email and see the request in the portal under *Approvals*. They do not need an agent licence.
## Choose approvers automatically
Fill the approver field with an automation rule when a request is created, for example the manager of the reporter from your user directory, or a group such as the change advisory board for normal changes. A request whose approver field is empty waits forever, so add a rule that alerts the team when that happens.
`,
          },
        ],
      },
    ],
  },
];
