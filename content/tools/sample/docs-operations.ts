/** Opsgenie and Statuspage documentation. */
import type { DocsHomeSpec } from './docs';

export const OPERATIONS_DOCS: DocsHomeSpec[] = [
  {
    key: 'opsgenie',
    context: { kind: 'product', slug: 'opsgenie' },
    title: 'Opsgenie documentation',
    tagline: 'Make sure the right people hear about every alert, day or night.',
    deployment: 'Cloud',
    collections: [
      {
        slug: 'alerts',
        title: 'Alerts',
        subhead: 'Receive, route and act on alerts',
        description: 'Integrations, alert policies, notification rules and heartbeats.',
        pageType: 'Reference',
        children: [
          {
            slug: 'add-an-integration',
            title: 'Add an integration',
            metaDescription: 'Send alerts from monitoring tools to Opsgenie.',
            body: `
Integrations turn events from monitoring tools into Opsgenie alerts. Opsgenie has more than 200 integrations, from Datadog and Prometheus to email.
## Add one
1. Go to **Teams**, open your team and select **Integrations > Add integration**.
2. Choose the tool, such as **Prometheus**.
3. Copy the generated **API key** or webhook url into the tool's alerting configuration.
4. Select **Save integration**. Adding it to a team means alerts are routed to that team's on-call schedule.
## Map fields
Open **Advanced** to change how incoming fields map to the alert: message, priority, tags and responders. For example, map a \`severity=critical\` label to priority **P1**.
## Test
Most integrations have a **Send test alert** button. Check that the alert appears, that the right person is notified, and that closing it in the tool closes it in Opsgenie.
## Good practice
Integrate at the team level, not globally, so each team owns its alerts. Filter noise at the source: an alert nobody acts on trains people to ignore alerts.
`,
          },
          {
            slug: 'notification-rules',
            title: 'Set up notification rules',
            metaDescription: 'Choose how and when Opsgenie notifies you about alerts.',
            body: `
Notification rules decide how you are told about an alert: push, SMS, voice call or email, and how quickly each follows the other.
## Default rules
Every user starts with rules for new alerts, on-call schedule changes and alert updates. Open your profile and select **Notifications** to see them.
## Create a rule
1. Select **Add rule** under *New alert*.
2. Name it, such as *P1 at night*.
3. Add conditions: priority equals P1.
4. Add time restrictions: 22:00 to 07:00.
5. Add steps: **Mobile app** immediately, **Voice call** after 2 minutes if not acknowledged.
## Contact methods
Add and verify your phone number and email in **Contact methods**. Opsgenie sends a test notification to each; a method is only used once it is verified.
## Mobile app settings
The Opsgenie app can override the phone's silent mode for critical alerts. See the [Opsgenie mobile apps](/opsgenie-apps/resources/) page.
## Quiet hours
Use time restrictions, not muting, when you are off call. Muted notifications are lost; schedules and rules keep alerts flowing to whoever is on call instead.
`,
          },
          {
            slug: 'configure-heartbeats',
            title: 'Configure heartbeats',
            metaDescription: 'Get alerted when a scheduled job or system stops checking in.',
            body: `
A heartbeat monitors something that should happen regularly, like a nightly backup. If Opsgenie does not hear from it in time, it creates an alert.
## Create a heartbeat
1. Go to *Settings > Heartbeats* and select **Add heartbeat**.
2. Name it, such as \`nightly-backup\`.
3. Set the **interval**: how often a ping is expected, for example 24 hours.
4. Choose the owner team and the alert message and priority.
## Send pings
Call the heartbeat's ping url at the end of the job:
[[block:code-opsgenie-heartbeat-ping]]
Put the ping after the job's success check, so a job that runs but fails still triggers the alert.
## States
| State | Meaning |
| Active | Pings are arriving on time |
| Expired | No ping within the interval; an alert was created |
| Disabled | Monitoring is paused |
When pings resume, the heartbeat becomes active again and the alert closes automatically.
Choose an interval a little longer than the job's normal schedule, so a job that starts a few minutes late does not wake anyone up.
`,
          },
          {
            slug: 'alert-policies',
            title: 'Use alert policies',
            metaDescription: 'Modify, deduplicate or suppress alerts with policies.',
            body: `
Alert policies change alerts as they arrive, before anyone is notified. Use them to reduce noise and to add context.
## Policy types
- **Modify**: change priority, add tags, add responders or rewrite the message.
- **Deduplicate**: combine alerts with the same alias into one, with a count.
- **Auto-close**: close alerts after a period, for self-healing checks.
- **Delay or suppress**: hold notifications for low-priority alerts during business hours.
## Create a policy
1. Go to *Settings > Policies* (global) or your team's **Policies** tab.
2. Select **Add alert policy** and choose a type.
3. Add conditions, such as *tags contains staging*.
4. Configure the action and save.
Policies run in order; drag them to change the order. Team policies run after global ones.
## Examples
| Goal | Policy |
| Staging never pages anyone | Suppress alerts tagged staging |
| Disk alerts are actionable | Modify: add the runbook link to the description |
| Flapping checks | Deduplicate by alias with a 10 minute window |
Review policies every few months. A policy that suppressed noise last year may now hide a real problem.
`,
          },
        ],
      },
      {
        slug: 'on-call-schedules',
        title: 'On-call schedules',
        subhead: 'Who is on call, and who is next',
        description: 'Build rotations, escalations and overrides so alerts always reach someone.',
        pageType: 'Overview',
        children: [
          {
            slug: 'create-an-on-call-schedule',
            title: 'Create an on-call schedule',
            metaDescription: 'Create rotations for your team and handle time zones.',
            body: `
A schedule says who is on call at any moment. Schedules belong to teams and are made of one or more **rotations**.
## Create a rotation
1. Open your team and select **On-call > Add rotation**.
2. Add participants in order.
3. Choose the rotation type: **daily**, **weekly** or a custom length.
4. Set the handover time, such as Monday 09:00.
5. Optionally restrict the rotation to certain hours, such as working hours only.
## Follow the sun
For teams in several time zones, create one rotation per region with time restrictions for its working hours. Opsgenie combines them into a single schedule without gaps.
## Check for gaps
The schedule timeline shows gaps in red. A gap means alerts in that period reach nobody except through escalation.
## Overrides
When someone is sick or swaps a shift, select **Add override** on the timeline, choose the person and the period. Overrides do not change the rotation, so the normal order resumes afterwards.
`,
          },
          {
            slug: 'set-up-escalations',
            title: 'Set up escalations',
            metaDescription: 'Escalate unacknowledged alerts to the next person or team.',
            body: `
An escalation policy says what happens when nobody acknowledges an alert. Without one, an alert that the on-call person misses is missed entirely.
## A typical policy
1. Immediately: notify the **on-call user** of the team schedule.
2. After 5 minutes: notify the **next on-call user**.
3. After 15 minutes: notify **all members** of the team.
4. After 30 minutes: notify the team's **manager**.
## Create it
Open the team, select **Escalations > Add escalation**, and add rules with their delays. Choose whether the escalation repeats if still unacknowledged after the last rule.
## Route alerts to the escalation
Team **routing rules** decide which escalation an alert uses. For example, P1 and P2 alerts use the urgent escalation, everything else the business-hours one.
## Test it
Create a test alert and do not acknowledge it. Check that each step notifies the expected person at the expected time.
Run the test again after schedule changes and when people join or leave the team, because an escalation is only as good as the schedule it points at.
`,
          },
        ],
      },
    ],
  },
  {
    key: 'statuspage',
    context: { kind: 'product', slug: 'statuspage' },
    title: 'Statuspage documentation',
    tagline: 'Keep customers informed during incidents and maintenance.',
    deployment: 'Cloud',
    collections: [
      {
        slug: 'incidents-and-components',
        title: 'Incidents and components',
        subhead: 'Communicate clearly when things go wrong',
        description: 'Set up components, report incidents and schedule maintenance.',
        pageType: 'Reference',
        children: [
          {
            slug: 'add-components',
            title: 'Add components',
            metaDescription: 'Add the components of your service to your status page.',
            body: `
Components are the parts of your service that customers recognise, such as *Website*, *API* and *Email delivery*. Each has its own status.
## Add a component
1. Go to **Components** and select **Add component**.
2. Enter a name customers understand, and an optional description.
3. Choose a **group** if you have many components, such as *Europe* and *North America*.
4. Select **Save**.
## Statuses
| Status | Use when |
| Operational | Working normally |
| Degraded performance | Slow but working |
| Partial outage | Failing for some customers |
| Major outage | Failing for everyone |
| Under maintenance | During scheduled maintenance |
## Automate status
Connect monitoring through **component automation**: each component has an email address that changes its status when your monitoring tool sends a message. Opsgenie and other tools can update components directly.
## Keep it small
Ten to fifteen components are enough for most companies. Customers should find the part they use in seconds.
You can hide a component from the public page while you set it up, and show it once its automation is tested.
`,
          },
          {
            slug: 'create-an-incident',
            title: 'Create an incident',
            metaDescription: 'Report an incident and post updates until it is resolved.',
            body: `
An incident tells customers something is wrong and that you are working on it. Post early, even before you know the cause.
## Create it
1. Select **Incidents > Create incident**.
2. Write a name customers understand: *Delayed email notifications*, not *SMTP queue saturation*.
3. Choose the status: **Investigating**, **Identified**, **Monitoring** or **Resolved**.
4. Select the affected components and their status.
5. Write the message and choose whether to notify subscribers.
6. Select **Create**.
## Update it
Post an update whenever something changes, and at least every hour. Say what you know, what you are doing and when the next update will be.
## From the API
[[block:code-statuspage-create-incident]]
## Templates
Create **incident templates** for common problems so the first post takes seconds. Templates can preselect components and statuses.
## After it is resolved
Add a **postmortem** to the incident for significant outages. Customers value knowing what you will change.
Resolved incidents stay in the incident history on your page, which shows customers a track record of honest communication.
`,
          },
          {
            slug: 'manage-subscribers',
            title: 'Manage subscribers',
            metaDescription: 'Let customers subscribe to updates by email, SMS, webhook or Slack.',
            options: { draft: true },
            body: `
Subscribers receive incident and maintenance updates without visiting your page. Turn on the channels your customers use.
## Channels
| Channel | Notes |
| Email | The default; customers confirm their address before they receive updates |
| SMS | Available in most countries; counts toward your plan's SMS allowance |
| Webhook | Sends a JSON payload to a url, for customers who automate |
| Slack | Posts updates in a Slack channel the customer chooses |
Turn channels on in *Subscribers > Settings*.
## Component subscriptions
Customers can subscribe to only the components they use, so someone who only uses the API is not notified about the website. Turn on **Allow component subscriptions** in the subscriber settings.
## Import subscribers
Select **Import subscribers** and upload a CSV with email addresses and, optionally, components. Imported subscribers do not need to confirm, so only import people who asked to be notified.
## Quarantined subscribers
Addresses that bounce are quarantined so you do not keep sending to them. Review the quarantine list monthly; some bounces are temporary.
## Privacy
Subscriber lists contain personal data. Only page owners and team members with the right role can export them.
`,
          },
          {
            slug: 'schedule-maintenance',
            title: 'Schedule maintenance',
            metaDescription: 'Announce planned maintenance and let it start and finish automatically.',
            body: `
Scheduled maintenance tells customers about planned work in advance, so they can plan around it.
## Schedule it
1. Select **Incidents > Maintenances > Schedule maintenance**.
2. Enter a name and a description of what will be affected and for how long.
3. Choose the start and end time. Times are shown to each visitor in their own time zone.
4. Select the affected components.
5. Choose reminders: subscribers can be notified when it is scheduled, one hour before, when it starts and when it ends.
## Automatic transitions
Tick **Automatically transition** so the maintenance starts and completes on time, and components move to *Under maintenance* and back without anyone watching the clock.
## Good practice
- Announce at least 72 hours ahead for customer-facing work.
- Keep windows short and realistic. Overrunning is worse than a longer window.
- If the work causes unexpected impact, create an incident rather than editing the maintenance.
If the work finishes early, complete the maintenance manually so components return to *Operational* straight away.
`,
          },
        ],
      },
    ],
  },
];
