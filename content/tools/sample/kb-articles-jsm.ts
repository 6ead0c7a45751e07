/** Knowledge-base articles for Jira Service Management Data Center. */
import {
  bold,
  bulletList,
  code,
  document,
  entryHyperlink,
  h2,
  h3,
  italic,
  orderedList,
  paragraph,
  table,
} from './kb-rich-text';
import { dataCenter } from './kb-writer';
import type { KbHome, KbWriter } from './kb-writer';

const JSM = 'Jira Service Management';

export function addServiceManagementArticles(kb: KbWriter, home: KbHome): void {
  const link = (key: string): ReturnType<KbWriter['articleLink']> => kb.articleLink(home, key);

  kb.migrated(home, {
    key: 'sla-not-starting',
    title: "SLA timer does not start on new requests: 'No matching goal found'",
    slug: 'sla-timer-does-not-start-no-matching-goal-found',
    platform: 'Data Center only',
    products: [dataCenter(JSM, '5.12', 'and later')],
    lastPublished: '2025-04-02',
    metaDescription: 'An SLA runs only when a goal JQL matches the request and a start condition fires.',
    body: document(
      h2('Problem'),
      paragraph('New requests show no ', italic('Time to first response'), ' SLA, and the SLA debug log shows:'),
      kb.codeBlock(
        'sla-debug-log',
        'Plain text',
        'atlassian-servicedesk.log',
        `2025-03-28 09:12:40,118+0000 http-nio-8080-exec-9 DEBUG customer 552x31x1 [c.a.s.internal.sla.goal.GoalMatcher] No matching goal found for issue ITSUP-20931 in SLA 'Time to first response' (goals evaluated: 3, calendar: 'EMEA business hours')`,
      ),
      h2('Cause'),
      paragraph(
        'The goals are evaluated in order and the last one has no catch-all JQL. Requests from a new request type match none of them.',
      ),
      h2('Solution'),
      paragraph(kb.anchor('sla-catch-all', 'add-a-catch-all-goal'), 'Add a goal that matches every remaining request:'),
      orderedList(
        ['Open ', bold('Project settings > SLAs'), ' and edit the SLA.'],
        ['Add a last goal with the JQL ', code('All remaining issues'), ' and a target such as 8h.'],
        'Recalculate the SLA for open requests from the SLA page.',
      ),
      kb.callout('sla-new', 'New', 'SLA goal preview', [
        paragraph(
          'From 5.12, the SLA editor shows how many open requests each goal matches, so gaps are visible before you save.',
        ),
      ]),
      kb.video(
        'sla-goals-vimeo',
        'https://vimeo.com/76979871',
        'Designing SLA goals that cover every request',
        'Walks through goal order, calendars and the catch-all goal.',
      ),
    ),
  });

  kb.migrated(home, {
    key: 'portal-blank-page',
    title: "Customer portal shows a blank page: 'Refused to execute script because its MIME type is not executable'",
    slug: 'customer-portal-shows-a-blank-page-after-upgrade',
    platform: 'Data Center only',
    products: [dataCenter(JSM, '5.4', 'and later')],
    lastPublished: '2024-11-20',
    metaDescription: 'A reverse proxy rewrites the portal script responses to text/html after an upgrade.',
    body: document(
      h2('Problem'),
      paragraph('After an upgrade, the help center and portals are white pages. The browser console shows:'),
      kb.codeBlock(
        'portal-console',
        'Plain text',
        'Browser console',
        `Refused to execute script from 'https://support.example.com/s/-7f3b2c/servicedesk/customer/portal.js' because its MIME type ('text/html') is not executable, and strict MIME type checking is enabled.
Uncaught ReferenceError: WRM is not defined
    at portal:1:37`,
      ),
      h2('Cause'),
      paragraph(
        'The proxy serves its own error page for the new static resource path ',
        code('/s/'),
        ', which it does not forward to Jira.',
      ),
      h2('Solution'),
      paragraph('Forward every path to Jira and check the response type from a browser console:'),
      kb.codeBlock(
        'portal-check-js',
        'JavaScript',
        'Run in the browser console on the portal',
        `const scripts = [...document.querySelectorAll('script[src]')].map((script) => script.src);
for (const src of scripts) {
  const response = await fetch(src, { method: 'HEAD' });
  console.log(response.status, response.headers.get('content-type'), src);
}`,
      ),
      paragraph('This recording from a customer shows the symptom on their site:'),
      kb.video(
        'portal-blank-dailymotion',
        'https://www.dailymotion.com/video/x8q2k7m',
        'Blank customer portal after upgrade',
        'A screen recording shared by a customer; hosted on a service the help centre does not embed.',
      ),
    ),
  });

  kb.migrated(home, {
    key: 'assets-import-not-unique',
    title: "Assets import fails with 'Object type attribute Name is not unique'",
    slug: 'assets-import-fails-object-type-attribute-name-is-not-unique',
    platform: 'Data Center only',
    products: [dataCenter(JSM, '5.12', 'and later')],
    lastPublished: '2025-10-15',
    metaDescription: 'A CSV import into Assets fails when two rows produce the same unique label.',
    body: document(
      h2('Problem'),
      paragraph('A scheduled CSV import of laptops stops and the import log shows:'),
      kb.codeBlock(
        'assets-import-log',
        'Plain text',
        'atlassian-insight.log',
        `2025-10-12 02:00:31,664+0000 insight-import-3 ERROR [c.r.j.p.i.services.imports.ImportModuleServiceImpl] Import 'Laptops from CMDB export' failed on row 1842: ValidationInsightException: Object type attribute Name is not unique (value 'LT-00417', object type 'Laptop', schema 'IT Assets')`,
      ),
      h2('Solution'),
      h3('Find the duplicates before importing'),
      kb.codeBlock(
        'assets-duplicates-groovy',
        'Groovy',
        'Script console',
        `import com.atlassian.jira.component.ComponentAccessor

def facade = ComponentAccessor.getOSGiComponentInstanceOfType(
    ComponentAccessor.pluginAccessor.classLoader.findClass('com.riadalabs.jira.plugins.insight.channel.external.api.facade.IQLFacade'))
def laptops = facade.findObjects('objectType = Laptop')
laptops.groupBy { it.label }.findAll { it.value.size() > 1 }.each { label, objects ->
    log.warn "Duplicate label \${label}: \${objects*.objectKey.join(', ')}"
}`,
      ),
      paragraph(
        'Change the import mapping so the identifier column is the serial number, not the host name. ',
        'After a large import, ',
        entryHyperlink(link('assets-reindex'), 're-index Assets'),
        '.',
      ),
    ),
  });

  kb.migrated(home, {
    key: 'customer-permission',
    title: "Customers can't raise requests: 'You don't have permission to create a request in this service project'",
    slug: 'customers-cant-raise-requests-no-permission-to-create-a-request',
    platform: 'Data Center only',
    products: [dataCenter(JSM, '5.4', 'and later')],
    lastPublished: '2024-02-06',
    metaDescription:
      'The project permission scheme must grant Create issues to Service Project Customer - Portal Access.',
    body: document(
      h2('Problem'),
      paragraph(
        'Customers see the portal but submitting a request shows ',
        italic("You don't have permission to create a request in this service project."),
      ),
      h2('Cause'),
      paragraph('The project was switched to a shared permission scheme that lacks the portal access grants.'),
      h2('Solution'),
      table(
        ['Permission', 'Must be granted to'],
        [
          ['Browse projects', 'Service Project Customer - Portal Access'],
          ['Create issues', 'Service Project Customer - Portal Access'],
          ['Add comments', 'Service Project Customer - Portal Access'],
          ['Create attachments', 'Service Project Customer - Portal Access'],
        ],
      ),
      kb.callout('customer-permission-caution', 'Caution', 'Shared schemes affect every project', [
        paragraph('Add the grants to a copy of the scheme used only by service projects, not to the default scheme.'),
      ]),
      bulletList(['See also ', entryHyperlink(link('approvals-stuck'), 'Requests stuck waiting for approval')]),
    ),
  });

  kb.legacy(home, {
    key: 'email-duplicate-requests',
    title: 'One customer email creates two requests',
    slug: 'one-customer-email-creates-two-requests',
    platform: 'Data Center only',
    products: [dataCenter(JSM, '5.4', 'and later')],
    lastPublished: '2025-01-13',
    metaDescription: 'Two cluster nodes polled the same mailbox because the email channel was configured twice.',
    summary: '<p>Every email sent to the support address creates two identical requests a few seconds apart.</p>',
    diagnosis: `<pre><code>2025-01-09 07:30:02,211+0000 node1 Caesium-1-1 INFO [c.a.s.internal.email.processor.MailProcessor] Processed message &lt;CAF3x9=q1@mail.example.com&gt; into ITSUP-19877
2025-01-09 07:30:04,947+0000 node2 Caesium-1-3 INFO [c.a.s.internal.email.processor.MailProcessor] Processed message &lt;CAF3x9=q1@mail.example.com&gt; into ITSUP-19878</code></pre>`,
    cause:
      '<p>The mailbox is set up both as a service project email channel and as a legacy incoming mail handler.</p>',
    solution:
      '<p>Delete the handler under <strong>Administration &gt; System &gt; Incoming mail</strong> and keep the email channel only.</p>',
  });

  kb.legacy(home, {
    key: 'approvals-stuck',
    title: "Requests stuck in 'Waiting for approval' after an approver leaves",
    slug: 'requests-stuck-in-waiting-for-approval-after-an-approver-leaves',
    platform: 'Data Center only',
    products: [dataCenter(JSM, '5.4', 'and later')],
    lastPublished: '2024-12-18',
    metaDescription: 'Approvals assigned to deactivated users never complete; replace the approver.',
    summary: '<p>Requests stay in <strong>Waiting for approval</strong> because the only approver was deactivated.</p>',
    solution: `<ol>
<li>Find the requests: <code>"Approvals" = pending() AND approver in inactiveUsers()</code>.</li>
<li>Edit the <strong>Approvers</strong> field of each request and add an active approver.</li>
<li>Use a group field for approvers so a leaver does not block requests again.</li>
</ol>`,
  });

  kb.legacy(home, {
    key: 'queue-count-mismatch',
    title: "Queue counts don't match the number of requests in the queue",
    slug: 'queue-counts-dont-match-the-number-of-requests-in-the-queue',
    platform: 'Data Center only',
    products: [dataCenter(JSM, '5.12', 'only')],
    lastPublished: '2025-08-04',
    metaDescription: 'Queue counts come from a cache that refreshes every few minutes.',
    summary: '<p>The sidebar says a queue has 42 requests but opening it lists 37.</p>',
    cause:
      '<p>Counts are cached per agent and refreshed every five minutes, or after an index update on the node that serves the agent.</p>',
    solution:
      '<p>No action is needed for small differences. If counts stay wrong for more than ten minutes, check <a href="/search-results/?searchTerm=index%20replication%20delayed">index replication</a> between the nodes.</p>',
  });

  kb.legacy(home, {
    key: 'assets-reindex',
    title: 'How to re-index Assets objects after restoring a backup',
    slug: 'how-to-re-index-assets-objects-after-restoring-a-backup',
    platform: 'Data Center only',
    products: [dataCenter(JSM, '5.12', 'and later')],
    lastPublished: '2026-03-11',
    metaDescription: 'Assets keeps its own index; rebuild it after a database restore or a large import.',
    summary: '<p>After restoring a database backup, Assets searches return objects that no longer exist.</p>',
    solution: `<ol>
<li>Go to <strong>Assets &gt; Configure &gt; Global configuration &gt; Re-index</strong>.</li>
<li>Select <strong>Clean re-index</strong>. Searches are unavailable until it finishes.</li>
<li>Or call <code>POST /rest/insight/1.0/index/reindex/start?clean=true</code> as an administrator.</li>
</ol>`,
  });
}
