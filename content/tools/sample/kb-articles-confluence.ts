/** Knowledge-base articles for Confluence Data Center and Confluence Cloud. */
import type { KbAssets } from './kb-assets';
import {
  bold,
  bulletList,
  code,
  document,
  entryHyperlink,
  h2,
  h3,
  hyperlink,
  italic,
  orderedList,
  paragraph,
  quote,
} from './kb-rich-text';
import { cloud, dataCenter } from './kb-writer';
import type { KbHome, KbWriter } from './kb-writer';

const CONFLUENCE = 'Confluence';

export function addConfluenceArticles(
  kb: KbWriter,
  homes: { dataCenter: KbHome; cloud: KbHome },
  assets: KbAssets,
): void {
  addConfluenceDataCenterArticles(kb, homes.dataCenter, assets);
  addConfluenceCloudArticles(kb, homes.cloud);
}

function addConfluenceDataCenterArticles(kb: KbWriter, home: KbHome, assets: KbAssets): void {
  const link = (key: string): ReturnType<KbWriter['articleLink']> => kb.articleLink(home, key);

  kb.migrated(home, {
    key: 'pdf-export-oom',
    title: 'Confluence page export to PDF fails with OutOfMemoryError',
    slug: 'confluence-page-export-to-pdf-fails-with-outofmemoryerror',
    platform: 'Data Center only',
    products: [dataCenter(CONFLUENCE, '8.5', 'and later')],
    lastPublished: '2025-04-22',
    metaDescription: 'Large pages with many images exhaust the heap of the PDF export sandbox.',
    body: document(
      h2('Problem'),
      paragraph(
        'Exporting a long page or a space to PDF shows ',
        italic('Export failed'),
        ' and the node slows down for several minutes. The log shows:',
      ),
      kb.codeBlock(
        'pdf-oom-trace',
        'Plain text',
        'atlassian-confluence.log',
        `2025-04-17 13:02:55,781 ERROR [http-nio-8090-exec-24] [confluence.importexport.actions.ExportPageAsPdfAction] doExecute Error exporting page PAY-Runbook to PDF
com.atlassian.confluence.util.sandbox.SandboxCrashedException: Sandbox process crashed: java.lang.OutOfMemoryError: Java heap space
	at com.atlassian.confluence.impl.util.sandbox.SandboxProcess.execute(SandboxProcess.java:118)
	at com.atlassian.confluence.importexport.impl.PdfExporterService.createPdfForPage(PdfExporterService.java:251)
	at org.xhtmlrenderer.pdf.ITextRenderer.layout(ITextRenderer.java:196)`,
      ),
      h2('Cause'),
      paragraph(
        'PDF export runs in a separate sandbox JVM with its own, smaller heap. Full-size images are decoded in memory ',
        'before they are scaled, so a page with many screenshots can need more than the default 512 MB.',
      ),
      h2('Solution'),
      paragraph(kb.anchor('pdf-oom-solution', 'raise-the-sandbox-heap'), 'Raise the heap of the export sandbox.'),
      kb.callout('pdf-oom-warning', 'Warning', 'Every sandbox takes memory', [
        paragraph(
          'The node runs one sandbox per CPU core by default. Raising the sandbox heap multiplies by that count, ',
          'so check free memory on the host first.',
        ),
      ]),
      kb.codeBlock(
        'pdf-oom-setenv',
        'Bash',
        '<confluence-install>/bin/setenv.sh',
        `CATALINA_OPTS="-Dconversion.sandbox.jvm.options=-Xmx1536m \${CATALINA_OPTS}"
CATALINA_OPTS="-Dpdf.export.sandbox.pool.size=2 \${CATALINA_OPTS}"
export CATALINA_OPTS`,
      ),
      paragraph(
        'Restart the node and export the page again. Pages with hundreds of images are better split into child pages.',
      ),
    ),
  });

  kb.migrated(home, {
    key: 'ldap-directory-order',
    title: "Users can't log in after changing the LDAP directory order",
    slug: 'users-cant-log-in-after-changing-the-ldap-directory-order',
    platform: 'Data Center only',
    products: [dataCenter(CONFLUENCE, '7.19', 'and later'), dataCenter('Jira Software', '9.4', 'and later')],
    lastPublished: '2024-10-14',
    metaDescription: 'The first directory that holds a username wins, so reordering directories can shadow accounts.',
    body: document(
      h2('Problem'),
      paragraph(
        'After moving the LDAP directory above the internal directory, some users get ',
        italic('Sorry, your username and password are incorrect'),
        ', and others lose their group memberships.',
      ),
      kb.codeBlock(
        'ldap-order-log',
        'Plain text',
        'atlassian-confluence.log',
        `2024-10-09 08:14:33,016 WARN [http-nio-8090-exec-5] [atlassian.crowd.manager.ApplicationServiceGeneric] authenticateUser Could not authenticate user 'mchen' in directory 'Corporate LDAP': com.atlassian.crowd.exception.InvalidAuthenticationException: Account is disabled in directory 'Corporate LDAP' (userAccountControl=514)`,
      ),
      h2('Cause'),
      paragraph(
        'Confluence looks each username up in the directories in order and uses the first match only. ',
        'When a user exists in both directories, the one higher in the list now decides the password and the groups.',
      ),
      kb.image('ldap-order-directories', 'User Directories with Corporate LDAP listed first', assets.userDirectories),
      h2('Solution'),
      orderedList(
        ['Go to ', bold('Administration > User management > User Directories'), '.'],
        'Find duplicate usernames with the query below.',
        'Rename or remove the duplicate in the directory that should not win, or move the directories back.',
      ),
      kb.codeBlock(
        'ldap-order-sql',
        'SQL',
        'Usernames present in more than one directory',
        `SELECT u.lower_user_name, string_agg(d.directory_name, ', ' ORDER BY d.directory_position) AS directories
FROM cwd_user u
JOIN cwd_directory d ON d.id = u.directory_id
GROUP BY u.lower_user_name
HAVING count(*) > 1;`,
      ),
      kb.callout('ldap-order-tip', 'Tip', undefined, [
        paragraph(
          'Keep one administrator account in the internal directory only, so you can still log in when LDAP is unreachable.',
        ),
      ]),
      kb.video(
        'ldap-order-video',
        'https://youtu.be/R4hT8mW2cQk',
        'How directory order affects logins',
        'Shows two directories with the same user and what happens when you reorder them.',
      ),
    ),
  });

  kb.migrated(home, {
    key: 'synchrony-not-running',
    title: "Collaborative editing unavailable: 'Synchrony is not running'",
    slug: 'collaborative-editing-unavailable-synchrony-is-not-running',
    platform: 'Data Center only',
    products: [dataCenter(CONFLUENCE, '8.5', 'and later')],
    lastPublished: '2025-07-08',
    metaDescription: 'Editors cannot open pages when the Synchrony service fails its health check.',
    body: document(
      h2('Problem'),
      paragraph(
        'Editing a page shows ',
        italic("Something's gone wrong. Try reloading the page"),
        ', and the log has:',
      ),
      kb.codeBlock(
        'synchrony-log',
        'Plain text',
        'atlassian-synchrony.log',
        `2025-07-03 11:45:09,302 ERROR [synchrony-heartbeat] [c.a.confluence.plugins.synchrony.SynchronyProcessManager] Synchrony is not running: health check https://confluence.example.com/synchrony/heartbeat returned HTTP 502 Bad Gateway
2025-07-03 11:45:09,305 WARN  [synchrony-heartbeat] [c.a.confluence.plugins.synchrony.SynchronyProcessManager] Synchrony failed to start: Address already in use (Bind failed) on port 8091`,
      ),
      h2('Solution'),
      h3('On Kubernetes'),
      paragraph('Give Synchrony its own pods and ingress path in the Helm chart values:'),
      kb.codeBlock(
        'synchrony-helm',
        'YAML',
        'values.yaml',
        `synchrony:
  enabled: true
  replicaCount: 2
  ingressUrl: https://confluence.example.com/synchrony
  resources:
    jvm:
      maxHeap: "2g"
      minHeap: "1g"
ingress:
  create: true
  host: confluence.example.com
  path: /`,
      ),
      h3('On virtual machines'),
      paragraph('Free port 8091 or set another one with ', code('-Dsynchrony.port=8095'), ', then restart Confluence.'),
    ),
  });

  kb.legacy(home, {
    key: 'unknown-attachment',
    title: "Attachments show 'Unknown attachment' after moving the attachments folder",
    slug: 'attachments-show-unknown-attachment-after-moving-the-attachments-folder',
    platform: 'Data Center only',
    products: [dataCenter(CONFLUENCE, '7.19', 'and later')],
    lastPublished: '2024-01-29',
    metaDescription: 'Confluence finds attachments by a path built from ids; a partial copy breaks the lookup.',
    summary:
      '<p>After moving the shared home to new storage, images show a broken icon and attachment links say <strong>Unknown attachment</strong>.</p>',
    diagnosis: `<pre><code>2024-01-24 16:20:41,133 WARN [http-nio-8090-exec-19] [confluence.pages.persistence.dao.FileSystemAttachmentDataDao] getDataForAttachment Could not find data for attachment: Attachment: screenshot-login.png v.1 (221380612) admin
 -- file: /var/atlassian/application-data/confluence/shared-home/attachments/ver003/142/211/221380612/221380612/1</code></pre>`,
    cause:
      '<p>Only part of the attachments tree was copied, or the copy changed the owner so Confluence cannot read it.</p>',
    solution: `<p>Compare the two locations and copy what is missing, keeping owners and permissions:</p>
<pre><code>rsync -aHv --ignore-existing /mnt/old-shared/attachments/ /var/atlassian/application-data/confluence/shared-home/attachments/
chown -R confluence:confluence /var/atlassian/application-data/confluence/shared-home/attachments</code></pre>
<table>
<thead><tr><th>Path part</th><th>Comes from</th></tr></thead>
<tbody>
<tr><td><code>ver003</code></td><td>Attachment storage layout version</td></tr>
<tr><td><code>142/211</code></td><td>Hash of the space id</td></tr>
<tr><td><code>221380612</code></td><td>Content id of the page, then of the attachment</td></tr>
<tr><td><code>1</code></td><td>Attachment version</td></tr>
</tbody>
</table>`,
  });

  kb.migrated(home, {
    key: 'db-collation',
    title: "Confluence fails to start: 'Collation of the database is not supported'",
    slug: 'confluence-fails-to-start-collation-of-the-database-is-not-supported',
    platform: 'Data Center only',
    products: [dataCenter(CONFLUENCE, '8.5', 'and later')],
    lastPublished: '2024-08-05',
    metaDescription: 'MySQL databases must use utf8mb4 with the utf8mb4_bin collation.',
    body: document(
      h2('Problem'),
      paragraph('Startup stops at the database health check with:'),
      quote(
        paragraph(
          code(
            'Collation of the database is not supported. Expected: utf8mb4_bin. Found: utf8mb4_0900_ai_ci. ' +
              'See the documentation to change the collation.',
          ),
        ),
      ),
      h2('Solution'),
      paragraph(kb.backupNotice(), ' Then convert the database and every table:'),
      kb.codeBlock(
        'collation-sql',
        'SQL',
        'MySQL 8',
        `ALTER DATABASE confluence CHARACTER SET utf8mb4 COLLATE utf8mb4_bin;

SELECT CONCAT('ALTER TABLE \`', table_name, '\` CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_bin;')
FROM information_schema.tables
WHERE table_schema = 'confluence' AND table_collation <> 'utf8mb4_bin';`,
      ),
      kb.callout('collation-information', 'Information', 'Why binary collation', [
        paragraph(
          'Page titles in a space must be unique. A case-insensitive collation treats ',
          code('Runbook'),
          ' and ',
          code('runbook'),
          ' as equal and breaks that check.',
        ),
      ]),
    ),
  });

  kb.legacy(home, {
    key: 'space-export-timeout',
    title: "Space export fails with 'ImportExportException: Timed out waiting for export'",
    slug: 'space-export-fails-with-timed-out-waiting-for-export',
    platform: 'Data Center only',
    products: [dataCenter(CONFLUENCE, '8.5', 'and later')],
    lastPublished: '2025-12-01',
    metaDescription: 'Large space exports exceed the proxy timeout; run them on a node without user traffic.',
    summary: '<p>Exporting a large space to XML stops with a 504 error page after 60 seconds.</p>',
    diagnosis:
      '<pre><code>com.atlassian.confluence.importexport.ImportExportException: Timed out waiting for export of space PAY after 3600000 ms</code></pre>',
    solution: `<ol>
<li>Raise the proxy read timeout for <code>/spaces/doexportspace.action</code> (for example <code>proxy_read_timeout 3600s;</code> in nginx).</li>
<li>Run the export on a node that is out of the load balancer.</li>
<li>Exclude unused attachments by choosing <strong>Custom export</strong>.</li>
</ol>`,
  });

  kb.legacy(home, {
    key: 'jira-macro-timeout',
    title: "Page shows 'Error rendering macro 'jira': java.net.SocketTimeoutException: Read timed out'",
    slug: 'error-rendering-macro-jira-sockettimeoutexception',
    platform: 'Data Center only',
    products: [dataCenter(CONFLUENCE, '7.19', 'and later')],
    lastPublished: '2024-06-10',
    metaDescription: 'The Jira issues macro gives up when the linked Jira answers slower than the macro timeout.',
    summary:
      "<p>Pages with Jira issues macros show <strong>Error rendering macro 'jira': com.atlassian.sal.api.net.ResponseException: java.net.SocketTimeoutException: Read timed out</strong>.</p>",
    cause:
      '<p>The JQL in the macro is slow in Jira, or the application link goes through a proxy that buffers the response.</p>',
    solution: `<p>Raise the timeouts in <code>setenv.sh</code> and restart Confluence:</p>
<pre><code>CATALINA_OPTS="-Dhttp.socket.timeout=30000 -Dhttp.connection.timeout=10000 ${'$'}{CATALINA_OPTS}"</code></pre>
<p>Then simplify the macro JQL, for example by adding <code>project = PAY</code> before <code>text ~ "outage"</code>.</p>`,
  });

  kb.migrated(home, {
    key: 'rebuild-content-index',
    title: 'How to rebuild the Confluence content index from scratch',
    slug: 'how-to-rebuild-the-confluence-content-index-from-scratch',
    platform: 'Data Center only',
    products: [dataCenter(CONFLUENCE, '8.5', 'and later')],
    lastPublished: '2025-09-30',
    metaDescription: 'Delete the index files and let Confluence rebuild them when search results are wrong.',
    body: document(
      paragraph(
        'Rebuild the index when search misses pages that exist, or when ',
        entryHyperlink(link('index-queue-growing'), 'the index queue keeps growing'),
        '. ',
        kb.backupNotice(),
      ),
      h2('Steps'),
      orderedList(
        'Stop Confluence on all nodes.',
        ['Move ', code('<local-home>/index'), ' and ', code('<local-home>/journal'), ' aside on one node.'],
        [
          'Start that node and go to ',
          bold('Administration > General configuration > Content indexing'),
          ', then select ',
          bold('Rebuild'),
          '.',
        ],
        'When it finishes, start the other nodes; they recover the index from the shared snapshot.',
      ),
      h2('Related'),
      bulletList(
        [entryHyperlink(link('index-cluster-mismatch'), 'Cluster nodes show different search results')],
        [hyperlink('https://confluence.example.com/admin/indexing/', 'Content indexing administration')],
      ),
    ),
  });

  kb.legacy(home, {
    key: 'index-queue-growing',
    parent: 'rebuild-content-index',
    title: 'Content index queue keeps growing and search results are out of date',
    slug: 'content-index-queue-keeps-growing',
    platform: 'Data Center only',
    products: [dataCenter(CONFLUENCE, '8.5', 'and later')],
    lastPublished: '2025-03-03',
    metaDescription: 'An index task that fails repeatedly blocks the queue behind it.',
    summary:
      '<p>The <strong>Content indexing</strong> page shows a queue of tens of thousands of items that never goes down.</p>',
    diagnosis:
      '<pre><code>2025-02-27 10:01:17,554 ERROR [Caesium-1-4] [confluence.search.lucene.DefaultConfluenceIndexManager] flushQueue Error while indexing: Unable to extract text from attachment quarterly-report.pdf: org.apache.pdfbox.pdmodel.encryption.InvalidPasswordException: Cannot decrypt PDF, the password is incorrect</code></pre>',
    cause: '<p>A password-protected attachment fails text extraction on every attempt and is retried indefinitely.</p>',
    solution:
      '<p>Upgrade to 8.5.6 or later, where failing attachments are skipped, or remove the attachment. Then flush the queue from <strong>Content indexing &gt; Queue contents</strong>.</p>',
  });

  kb.migrated(home, {
    key: 'index-cluster-mismatch',
    parent: 'rebuild-content-index',
    title: 'Cluster nodes show different search results after a node restart',
    slug: 'cluster-nodes-show-different-search-results-after-a-node-restart',
    platform: 'Data Center only',
    products: [dataCenter(CONFLUENCE, '8.5', 'and later')],
    lastPublished: '2026-02-16',
    metaDescription: 'Compare index sizes on every node and recover the stale one from a fresh snapshot.',
    body: document(
      h2('Diagnosis'),
      paragraph('Ask each node how many documents its index holds; a stale node reports far fewer:'),
      kb.codeBlock(
        'index-mismatch-python',
        'Python',
        'compare_index_sizes.py',
        `import requests

NODES = ["http://10.0.4.11:8090", "http://10.0.4.12:8090", "http://10.0.4.13:8090"]
for node in NODES:
    stats = requests.get(f"{node}/rest/api/search/index/stats", auth=("admin", "app-password"), timeout=10).json()
    print(f"{node}: {stats['documentCount']:>10} documents, last updated {stats['lastModified']}")`,
      ),
      h2('Solution'),
      paragraph(
        'Stop the stale node, delete its ',
        code('index'),
        ' directory and start it again. It restores the newest snapshot from the shared home.',
      ),
    ),
  });

  kb.legacy(home, {
    key: 'license-user-limit',
    title: "Users can't be added: 'You have exceeded the number of users allowed by your license'",
    slug: 'you-have-exceeded-the-number-of-users-allowed-by-your-license',
    platform: 'Data Center only',
    products: [dataCenter(CONFLUENCE, '7.19', 'and later')],
    lastPublished: '2024-03-28',
    metaDescription: 'Deactivated LDAP users still count if they stay in a group with Confluence access.',
    summary:
      '<p>New users cannot log in and administrators see <strong>You have exceeded the number of users allowed by your license</strong>.</p>',
    cause:
      '<p>Users who left the company are still in <code>confluence-users</code> because the LDAP filter does not exclude disabled accounts.</p>',
    solution: `<p>Exclude disabled Active Directory accounts in the directory's user filter:</p>
<pre><code>(&amp;(objectCategory=Person)(sAMAccountName=*)(!(userAccountControl:1.2.840.113556.1.4.803:=2)))</code></pre>
<p>Synchronise the directory; the licensed user count updates at once.</p>`,
  });

  kb.legacy(home, {
    key: 'xml-backup-fails',
    title: "Site XML backup fails with 'Unable to write to backups directory'",
    slug: 'site-xml-backup-fails-unable-to-write-to-backups-directory',
    platform: 'Data Center only',
    products: [dataCenter(CONFLUENCE, '7.19', 'and earlier')],
    lastPublished: '2024-05-02',
    metaDescription: 'The scheduled XML backup needs a writable backups directory in the shared home.',
    summary: '<p>The daily backup job fails and no new zip files appear in the backups directory.</p>',
    solution: `<ol>
<li>Check that <code>&lt;shared-home&gt;/backups</code> exists and belongs to the user that runs Confluence.</li>
<li>For sites over 10 GB, disable the XML backup and use database and file-system snapshots instead.</li>
</ol>`,
  });
}

function addConfluenceCloudArticles(kb: KbWriter, home: KbHome): void {
  kb.migrated(home, {
    key: 'moved-page-restricted',
    title: "Can't see a page after it was moved to another space",
    slug: 'cant-see-a-page-after-it-was-moved-to-another-space',
    platform: 'Cloud only',
    products: [cloud(CONFLUENCE)],
    apps: [cloud('Confluence mobile app')],
    lastPublished: '2025-06-27',
    metaDescription: 'Moved pages keep their own restrictions and inherit those of the new parent.',
    body: document(
      h2('Problem'),
      paragraph(
        'After a page was moved, people who could see it before now get ',
        italic("This page is restricted and you don't have access"),
        '.',
      ),
      h2('Cause'),
      paragraph(
        'View restrictions are inherited from every ancestor. The new parent page, or the new space permissions, ',
        'do not include those users.',
      ),
      kb.callout('moved-page-discovery', 'Discovery', 'See who can view a page', [
        paragraph(
          'Open the page, select the lock icon and choose ',
          bold('Inspect permissions'),
          '. It explains which space permission or restriction grants or blocks access for a given person.',
        ),
      ]),
      kb.video(
        'moved-page-loom',
        'https://www.loom.com/embed/9a1b7c3d5e2f40819b6c2d4e8f0a1b3c',
        'Inspect permissions on a moved page',
        'A short recording of checking inherited restrictions after a move.',
      ),
    ),
  });

  kb.legacy(home, {
    key: 'jira-macro-unable-to-locate',
    title: "Jira issues macro shows 'Unable to locate Jira server for this macro'",
    slug: 'jira-issues-macro-unable-to-locate-jira-server',
    platform: 'Cloud and Data Center',
    products: [cloud(CONFLUENCE), dataCenter(CONFLUENCE, '8.5', 'and later')],
    lastPublished: '2024-09-09',
    metaDescription: 'Macros copied from another site point at a Jira that this site is not linked to.',
    summary:
      '<p>Pages imported from another site show <strong>Unable to locate Jira server for this macro. It may be due to Application Link configuration.</strong></p>',
    cause: '<p>The macro stores the server id of the original Jira site, which does not exist on this site.</p>',
    solution:
      '<p>Edit the page, open the macro and choose the Jira site again, or use <strong>Find and replace</strong> in the page storage format to swap the old server id.</p>',
  });

  kb.legacy(home, {
    key: 'export-space-permissions',
    title: 'How to export space permissions with the REST API',
    slug: 'how-to-export-space-permissions-with-the-rest-api',
    platform: 'Cloud only',
    products: [cloud(CONFLUENCE)],
    lastPublished: '2026-01-07',
    metaDescription: 'List who has which permission in every space, for an access review.',
    summary: '<p>Access reviews need a list of space permissions. The REST API returns them page by page.</p>',
    solution: `<pre><code>curl -s -u you@example.com:$API_TOKEN \\
  'https://example.atlassian.net/wiki/api/v2/spaces/98304/permissions?limit=250' \\
  | jq -r '.results[] | [.principal.type, .principal.id, .operation.key, .operation.targetType] | @csv'</code></pre>
<p>Follow the <code>_links.next</code> cursor until it is absent.</p>`,
  });
}
