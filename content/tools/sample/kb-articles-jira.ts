/**
 * Knowledge-base articles for Jira Software Data Center and Jira Software Cloud. The indexing
 * troubleshooting article is a parent with more than five children, one of which has a child of
 * its own, so the 'Explore more' lists and two-level nesting have content.
 */
import type { KbAssets } from './kb-assets';
import {
  bold,
  bulletList,
  code,
  document,
  entryHyperlink,
  h2,
  h3,
  h4,
  hr,
  hyperlink,
  italic,
  listItem,
  orderedList,
  paragraph,
  quote,
  table,
  underline,
} from './kb-rich-text';
import { cloud, dataCenter } from './kb-writer';
import type { KbHome, KbWriter } from './kb-writer';
import { translated } from './space-builder';

const JSW = 'Jira Software';

export function addJiraSoftwareArticles(
  kb: KbWriter,
  homes: { dataCenter: KbHome; cloud: KbHome },
  assets: KbAssets,
): void {
  addJiraDataCenterArticles(kb, homes.dataCenter, assets);
  addJiraCloudArticles(kb, homes.cloud);
}

function addJiraDataCenterArticles(kb: KbWriter, home: KbHome, assets: KbAssets): void {
  const link = (key: string): ReturnType<KbWriter['articleLink']> => kb.articleLink(home, key);

  const lockLog = kb.codeBlock(
    'jira-home-lock-log',
    'Plain text',
    'atlassian-jira.log',
    `2025-02-11 07:42:18,331+0000 localhost-startStop-1 ERROR      [c.a.jira.startup.JiraHomeStartupCheck] The jira.home directory '/var/atlassian/application-data/jira' is validated and locked for exclusive use by this instance.
2025-02-11 07:42:18,334+0000 localhost-startStop-1 FATAL      [c.a.jira.startup.JiraStartupLogger]

    ***********************************************************************************************************************
    Unable to create and acquire lock file for jira.home directory '/var/atlassian/application-data/jira'
    ***********************************************************************************************************************`,
  );
  const lockFix = kb.codeBlock(
    'jira-home-lock-fix',
    'Bash',
    'Remove a stale lock file',
    `# Confirm that no Jira process still holds the home directory
ps -ef | grep -i '[c]atalina.base=/opt/atlassian/jira'

# Remove the stale lock left by the crashed process, then start Jira
sudo -u jira rm /var/atlassian/application-data/jira/.jira-home.lock
sudo systemctl start jira`,
  );
  kb.migrated(home, {
    key: 'jira-home-lock',
    title: translated(
      "Jira server fails to start with 'Unable to create and acquire lock file for jira.home directory'",
      'Jira サーバーが「Unable to create and acquire lock file for jira.home directory」で起動しない',
    ),
    slug: 'jira-fails-to-start-unable-to-acquire-jira-home-lock-file',
    platform: 'Data Center only',
    products: [dataCenter(JSW, '9.4', 'and later')],
    lastPublished: '2025-02-14',
    metaDescription:
      'Jira does not start because another process, or a crashed one, still holds the jira.home lock file.',
    body: translated(
      document(
        h2('Problem'),
        paragraph(
          'After a restart, Jira stops during startup and the browser shows ',
          italic('Jira startup failed, Jira has been locked'),
          '. The ',
          code('atlassian-jira.log'),
          ' file contains:',
        ),
        lockLog,
        h2('Cause'),
        paragraph(
          'Jira creates ',
          code('.jira-home.lock'),
          ' in the home directory so that two instances never write to the same home. ',
          'If Jira was killed (for example by the out-of-memory killer or a host reboot) the lock file stays behind, ',
          'or a second Jira process is still running against the same directory.',
        ),
        h2('Solution'),
        kb.callout('jira-home-lock-caution', 'Caution', 'Never delete the lock while Jira is running', [
          paragraph(
            'Two Jira processes sharing one home directory corrupt the index and the plugin cache. ',
            'Check for a running process first.',
          ),
        ]),
        orderedList(
          ['Stop Jira and check that no Jira java process remains. ', kb.backupNotice()],
          ['Remove the stale lock file and start Jira:'],
        ),
        lockFix,
        paragraph(
          'If the file comes back at once and startup still fails, the home directory is on a network file system ',
          'without lock support. See ',
          entryHyperlink(link('cluster-node-offline'), 'Cluster node shows OFFLINE after restart'),
          ' for the supported shared home set-up.',
        ),
      ),
      document(
        h2('問題'),
        paragraph(
          '再起動後、Jira が起動処理の途中で停止し、ブラウザーに ',
          italic('Jira startup failed, Jira has been locked'),
          ' と表示されます。',
          code('atlassian-jira.log'),
          ' には次のように記録されます。',
        ),
        lockLog,
        h2('原因'),
        paragraph(
          'Jira は 2 つのインスタンスが同じホーム ディレクトリに書き込まないよう、',
          code('.jira-home.lock'),
          ' を作成します。Jira が強制終了された場合（OOM キラーやホストの再起動など）にロック ファイルが残るか、',
          '同じディレクトリを使う別の Jira プロセスがまだ動作しています。',
        ),
        h2('解決策'),
        kb.callout(
          'jira-home-lock-caution-ja',
          'Caution',
          translated(
            'Never delete the lock while Jira is running',
            'Jira の実行中にロック ファイルを削除しないでください',
          ),
          translated(
            document(
              paragraph('Two Jira processes sharing one home directory corrupt the index and the plugin cache.'),
            ),
            document(
              paragraph(
                '2 つの Jira プロセスが同じホーム ディレクトリを共有すると、インデックスとプラグイン キャッシュが破損します。',
              ),
            ),
          ),
        ),
        orderedList(
          ['Jira を停止し、Jira の java プロセスが残っていないことを確認します。', kb.backupNotice()],
          ['古いロック ファイルを削除して Jira を起動します。'],
        ),
        lockFix,
        paragraph(
          'ファイルがすぐに再作成され起動に失敗する場合は、ホーム ディレクトリがロックに対応していないネットワーク ファイル システム上にあります。',
        ),
      ),
    ),
  });

  kb.migrated(home, {
    key: 'indexing-troubleshooting',
    title: 'Troubleshoot indexing problems in Jira Data Center',
    slug: 'troubleshoot-indexing-problems-in-jira-data-center',
    platform: 'Data Center only',
    products: [dataCenter(JSW, '9.0', 'and later')],
    lastPublished: '2025-06-03',
    metaDescription:
      'Find the article for your indexing symptom: failed re-index, missing search results, stale nodes.',
    body: document(
      paragraph(
        'Jira keeps a Lucene index on every node so that JQL searches, boards and dashboards do not query the database. ',
        'When the index and the database disagree, issues go missing from filters and boards. ',
        'Use the table to find the article that matches what you see.',
      ),
      kb.callout('indexing-discovery', 'Discovery', 'Check index health first', [
        paragraph(
          'Open ',
          bold('Administration > System > Troubleshooting and support tools'),
          ' and run the ',
          italic('Lucene index files'),
          ' and ',
          italic('Cluster index replication'),
          ' checks. They name the node and the index that is behind.',
        ),
      ]),
      table(
        ['Symptom', 'Log message', 'Article'],
        [
          [
            'Re-index stops at once',
            code('LockObtainFailedException'),
            [entryHyperlink(link('index-lock-timeout'), 'Lock obtain timed out')],
          ],
          [
            'Searches return nothing',
            code('CorruptIndexException'),
            [entryHyperlink(link('index-corrupted'), 'Corrupted index')],
          ],
          [
            'Re-index dies after hours',
            code('GC overhead limit exceeded'),
            [entryHyperlink(link('reindex-oom'), 'Re-index out of memory')],
          ],
          [
            'Re-index never finishes',
            'Progress stays at 99%',
            [entryHyperlink(link('reindex-stuck'), 'Background re-index stuck')],
          ],
          [
            'New nodes start without an index',
            code('Unable to create index snapshot'),
            [entryHyperlink(link('index-snapshot-fails'), 'Index snapshot not created')],
          ],
          [
            'Edits show up late on other nodes',
            code('replication queue size'),
            [entryHyperlink(link('index-replication-lag'), 'Index replication delayed')],
          ],
        ],
      ),
      h2('When nothing matches'),
      paragraph(
        'A full re-index rebuilds every index from the database and fixes most inconsistencies. Follow ',
        entryHyperlink(link('rebuild-index'), 'How to rebuild the Jira index from the database'),
        '.',
      ),
    ),
  });

  kb.migrated(home, {
    key: 'rebuild-index',
    parent: 'indexing-troubleshooting',
    title: 'How to rebuild the Jira index from the database',
    slug: 'how-to-rebuild-the-jira-index-from-the-database',
    platform: 'Data Center only',
    products: [dataCenter(JSW, '8.20', 'and later')],
    apps: [dataCenter('Jira Service Management', '5.4', 'and later')],
    lastPublished: '2025-03-17',
    metaDescription:
      'Run a full re-index on one node and let the other cluster nodes pick up the fresh index snapshot.',
    body: document(
      h2('Before you begin'),
      paragraph(
        kb.anchor('rebuild-index-before', 'before-you-begin'),
        'A full re-index locks the node it runs on. In a cluster, take that node out of the load balancer first. ',
        kb.backupNotice(),
      ),
      kb.callout('rebuild-index-warning', 'Warning', 'Plan for downtime on single-node installations', [
        paragraph('On a single node, users cannot work in Jira while a full re-index runs. Schedule it out of hours.'),
      ]),
      h2('Estimate the duration'),
      paragraph(
        'Count the issues, comments and worklogs; each million issues takes roughly an hour on typical hardware.',
      ),
      kb.codeBlock(
        'rebuild-index-count',
        'SQL',
        'Count indexed records',
        `SELECT (SELECT count(*) FROM jiraissue) AS issues,
       (SELECT count(*) FROM jiraaction WHERE actiontype = 'comment') AS comments,
       (SELECT count(*) FROM worklog) AS worklogs,
       (SELECT count(*) FROM changegroup) AS change_histories;`,
      ),
      h2('Run the full re-index'),
      orderedList(
        ['Go to ', bold('Administration'), ' and select the ', bold('System'), ' tab.'],
        ['In the sidebar, under ', bold('Advanced'), ', select ', bold('Indexing'), '.'],
        ['Select ', bold('Full re-index'), ', then ', bold('Re-index'), '.'],
      ),
      kb.image(
        'rebuild-index-menu',
        'Administration, System tab, with Indexing highlighted in the sidebar',
        assets.adminSystemMenu,
      ),
      kb.image('rebuild-index-options', 'Indexing page with Full re-index selected', assets.indexingOptions),
      kb.image('rebuild-index-progress', 'Re-indexing progress bar at 45 percent', assets.indexingProgress),
      h3('Follow progress in the log'),
      kb.codeBlock(
        'rebuild-index-log',
        'Plain text',
        'atlassian-jira.log',
        `2025-03-14 00:26:03,114+0000 IssueIndexer:thread-1 INFO admin 26x1204x1 [c.a.j.index.request.DefaultReindexRequestManager] Reindex requested: FULL
2025-03-14 01:14:15,870+0000 IssueIndexer:thread-1 INFO admin [c.a.j.util.index.DefaultIndexManager] ReindexAll in foreground: 45% complete. Current index: Issue
2025-03-14 02:13:08,402+0000 IssueIndexer:thread-1 INFO admin [c.a.j.util.index.DefaultIndexManager] ReindexAll in foreground took: 6425713ms`,
      ),
      h3('After the re-index'),
      bulletList(
        'Put the node back into the load balancer.',
        [
          'The other nodes restore the new snapshot on their next start, or see ',
          entryHyperlink(link('index-replication-lag'), 'index replication delayed'),
          ' if they fall behind.',
        ],
        listItem(
          paragraph('To refresh one project only, use a project re-index instead:'),
          bulletList([entryHyperlink(link('reindex-single-project'), 'How to re-index a single project')]),
        ),
      ),
      kb.video(
        'rebuild-index-walkthrough',
        'https://www.youtube.com/watch?v=Kp3dW9xqT2s',
        'Rebuilding the Jira index in a cluster',
        'A five-minute walkthrough of a full re-index on one node and index recovery on the others.',
      ),
    ),
  });

  kb.legacy(home, {
    key: 'reindex-single-project',
    parent: 'rebuild-index',
    title: 'How to re-index a single project',
    slug: 'how-to-re-index-a-single-project',
    platform: 'Data Center only',
    products: [dataCenter(JSW, '8.20', 'and later')],
    lastPublished: '2024-09-26',
    metaDescription: 'Re-index one project after a bulk import instead of running a full re-index.',
    summary:
      '<p>After a CSV import, a bulk move or a direct database fix, the issues of one project can be missing from JQL results. A project re-index refreshes that project only and keeps Jira available.</p>',
    solution: `<ol>
<li>Open the project and go to <strong>Project settings &gt; Re-index project</strong>.</li>
<li>Select <strong>Re-index</strong>. The project is read-only until the re-index completes.</li>
<li>To script it, call the REST API as a Jira administrator:
<pre><code>curl -u admin:$TOKEN -X POST -H 'Content-Type: application/json' \\
  'https://jira.example.com/rest/api/2/reindex/request' \\
  -d '{"projectIds": [10422]}'</code></pre></li>
</ol>
<p>The response contains a request id; poll <code>/rest/api/2/reindex/request/{id}</code> until <code>status</code> is <code>COMPLETE</code>.</p>`,
  });

  kb.legacy(home, {
    key: 'index-lock-timeout',
    parent: 'indexing-troubleshooting',
    title: "Re-index fails with 'LockObtainFailedException: Lock obtain timed out'",
    slug: 're-index-fails-with-lock-obtain-timed-out',
    platform: 'Data Center only',
    products: [dataCenter(JSW, '9.4', 'and later')],
    lastPublished: '2024-11-08',
    metaDescription: 'A leftover write.lock in the index directory stops Lucene from opening the index for writing.',
    summary: '<p>A full or background re-index stops within seconds and the Indexing page shows an error.</p>',
    diagnosis: `<p>The <code>atlassian-jira.log</code> file contains:</p>
<pre><code>2024-11-05 22:01:44,019+0000 IssueIndexer:thread-3 ERROR admin [c.a.jira.index.AtlassianDocumentIndexer] Error indexing issue PAY-88120
org.apache.lucene.store.LockObtainFailedException: Lock obtain timed out: NativeFSLock@/var/atlassian/application-data/jira/caches/indexesV2/issues/write.lock
	at org.apache.lucene.store.Lock.obtain(Lock.java:89)
	at org.apache.lucene.index.IndexWriter.&lt;init&gt;(IndexWriter.java:755)</code></pre>`,
    cause:
      '<p>A previous re-index was interrupted and left <code>write.lock</code> behind, or antivirus software holds the index files open.</p>',
    solution: `<ol>
<li>Stop Jira on the affected node.</li>
<li>Delete every <code>write.lock</code> under <code>&lt;jira-local-home&gt;/caches/indexesV2</code>:
<pre><code>find /var/atlassian/application-data/jira/caches/indexesV2 -name write.lock -delete</code></pre></li>
<li>Exclude the <code>caches</code> directory from antivirus scans.</li>
<li>Start Jira and run the re-index again.</li>
</ol>`,
  });

  kb.legacy(home, {
    key: 'index-corrupted',
    parent: 'indexing-troubleshooting',
    title: "Searches return no results after 'CorruptIndexException: checksum failed'",
    slug: 'searches-return-no-results-after-corrupt-index-exception',
    platform: 'Data Center only',
    products: [dataCenter(JSW, '9.12', 'and earlier')],
    lastPublished: '2024-05-21',
    metaDescription: 'A corrupted Lucene segment makes JQL searches return nothing until the index is rebuilt.',
    summary:
      '<p>Boards are empty and every JQL search returns <strong>No issues were found to match your search</strong>, although the issues open directly by key.</p>',
    diagnosis: `<pre><code>org.apache.lucene.index.CorruptIndexException: checksum failed (hardware problem?) : expected=5b1e7a0c actual=91d3f2aa (resource=BufferedChecksumIndexInput(MMapIndexInput(path="/var/atlassian/application-data/jira/caches/indexesV2/issues/_4f1q.cfs")))
	at org.apache.lucene.codecs.CodecUtil.checkFooter(CodecUtil.java:419)</code></pre>`,
    cause:
      '<p>The index was written while the disk filled up, or it was copied from another node while that node was still writing to it.</p>',
    solution:
      '<p>Free disk space on the local home (keep at least 20% free), then <a href="/search-results/?searchTerm=rebuild%20the%20Jira%20index%20from%20the%20database">rebuild the index from the database</a>. Never copy <code>caches/indexesV2</code> between running nodes; use index snapshots instead.</p>',
  });

  kb.migrated(home, {
    key: 'reindex-oom',
    parent: 'indexing-troubleshooting',
    title: 'Full re-index fails with java.lang.OutOfMemoryError: GC overhead limit exceeded',
    slug: 'full-re-index-fails-with-outofmemoryerror-gc-overhead-limit-exceeded',
    platform: 'Data Center only',
    products: [dataCenter(JSW, '9.4', 'and later')],
    lastPublished: '2025-08-29',
    metaDescription: 'Re-indexing issues with very many comments or change histories needs more heap than daily use.',
    body: document(
      h2('Problem'),
      paragraph('A full re-index runs for several hours and then fails. The node becomes unresponsive and logs:'),
      kb.codeBlock(
        'reindex-oom-trace',
        'Plain text',
        'catalina.out',
        `Exception in thread "IssueIndexer:thread-7" java.lang.OutOfMemoryError: GC overhead limit exceeded
	at java.base/java.util.Arrays.copyOf(Arrays.java:3537)
	at org.apache.lucene.document.Document.add(Document.java:60)
	at com.atlassian.jira.issue.index.DefaultIssueDocumentFactory$Builder.addAllIndexers(DefaultIssueDocumentFactory.java:154)
	at com.atlassian.jira.issue.index.DefaultIssueIndexer.reindexIssues(DefaultIssueIndexer.java:412)`,
      ),
      h2('Cause'),
      paragraph(
        'Each indexing thread holds an issue with all its comments and change history in memory. ',
        'A few issues with tens of thousands of comments (often created by automation) exhaust the heap.',
      ),
      h2('Solution'),
      h3('Raise the heap for the re-index'),
      kb.codeBlock(
        'reindex-oom-setenv',
        'Bash',
        '<jira-install>/bin/setenv.sh',
        `JVM_MINIMUM_MEMORY="8192m"
JVM_MAXIMUM_MEMORY="8192m"
# Fewer indexing threads hold fewer large issues at once
JVM_SUPPORT_RECOMMENDED_ARGS="-Djira.index.issue.threads=8 -XX:+HeapDumpOnOutOfMemoryError"`,
      ),
      h3('Find the issues that are too large'),
      kb.codeBlock(
        'reindex-oom-sql',
        'SQL',
        'Issues with the most comments',
        `SELECT p.pkey || '-' || i.issuenum AS issue_key, count(a.id) AS comments
FROM jiraaction a
JOIN jiraissue i ON i.id = a.issueid
JOIN project p ON p.id = i.project
WHERE a.actiontype = 'comment'
GROUP BY p.pkey, i.issuenum
ORDER BY comments DESC
LIMIT 20;`,
      ),
      kb.callout('reindex-oom-tip', 'Tip', 'Limit comments indexed per issue', [
        paragraph(
          'Set ',
          code('jira.index.max.comments'),
          ' in ',
          code('jira-config.properties'),
          ' (for example to 5000) so runaway automation cannot stop re-indexing again.',
        ),
      ]),
    ),
  });

  kb.legacy(home, {
    key: 'index-snapshot-fails',
    parent: 'indexing-troubleshooting',
    title: "Index snapshot is not created: 'Unable to create index snapshot: No space left on device'",
    slug: 'index-snapshot-is-not-created-no-space-left-on-device',
    platform: 'Data Center only',
    products: [dataCenter(JSW, '9.12', 'and later')],
    lastPublished: '2024-03-12',
    metaDescription: 'New cluster nodes start with an empty index because the shared home has no room for snapshots.',
    summary:
      '<p>A node added to the cluster starts without an index and performs a slow local re-index instead of restoring a snapshot.</p>',
    diagnosis: `<pre><code>2024-03-08 03:00:12,551+0000 index-snapshot-scheduler ERROR [c.a.j.index.ha.DefaultIndexSnapshotService] Unable to create index snapshot: No space left on device
java.io.IOException: No space left on device
	at java.base/java.io.FileOutputStream.writeBytes(Native Method)
	at org.apache.commons.compress.archivers.tar.TarArchiveOutputStream.write(TarArchiveOutputStream.java:457)</code></pre>`,
    solution: `<ol>
<li>Check <code>&lt;shared-home&gt;/export/indexsnapshots</code>; Jira keeps three snapshots by default.</li>
<li>Lower the number kept with <code>jira.index.snapshot.count=2</code> in <code>jira-config.properties</code>, or grow the volume.</li>
<li>Create a snapshot on demand from <strong>Administration &gt; System &gt; Indexing &gt; Create index snapshot</strong>.</li>
</ol>`,
  });

  kb.legacy(home, {
    key: 'index-replication-lag',
    parent: 'indexing-troubleshooting',
    title: 'Issue changes made on one node are not visible on other nodes',
    slug: 'issue-changes-made-on-one-node-are-not-visible-on-other-nodes',
    platform: 'Data Center only',
    products: [dataCenter(JSW, '9.4', 'and later')],
    lastPublished: '2025-10-02',
    metaDescription:
      'Index replication falls behind when a node cannot reach the others over the cache replication port.',
    summary:
      '<p>An issue edited on one node keeps its old values in search results and boards on other nodes for minutes or hours.</p>',
    diagnosis: `<p>Compare the replication queue on each node:</p>
<pre><code>2025-09-30 14:22:07,990+0000 localq-reader-2 WARN [c.a.j.c.distribution.localq.LocalQCacheManager] [LOCALQ] [VIA-INVALIDATION] Checked exception: RecoverableFailure occurred when processing: LocalQCacheOp{cacheName='com.atlassian.jira.cluster.dbr.DBRMessage', action=PUT} from cache replication queue: [queueId=queue_node2_4_f3b1c8, queuePath=/var/atlassian/application-data/jira/localq/queue_node2_4_f3b1c8], failuresCount: 184/200. Will retry indefinitely.
java.rmi.ConnectException: Connection refused to host: 10.0.4.12; nested exception is: java.net.ConnectException: Connection refused</code></pre>`,
    cause:
      '<p>The firewall between nodes blocks the EhCache RMI ports (40001 and 40011 by default), so replication messages queue up.</p>',
    solution: `<p>Open ports 40001 and 40011 between all nodes, or set fixed ports in <code>cluster.properties</code>:</p>
<pre><code>ehcache.listener.port=40001
ehcache.object.port=40011</code></pre>
<p>The queues drain on their own once nodes can reach each other.</p>`,
  });

  kb.migrated(home, {
    key: 'reindex-stuck',
    parent: 'indexing-troubleshooting',
    title: 'Background re-index stays at 99% and never completes',
    slug: 'background-re-index-stays-at-99-percent',
    platform: 'Data Center only',
    products: [dataCenter(JSW, '9.4', 'and later'), dataCenter(JSW, '10.3', 'only')],
    lastPublished: '2026-01-19',
    metaDescription:
      'A background re-index waits forever on an issue that an app locks; find the thread and the issue.',
    body: document(
      h2('Problem'),
      paragraph(
        'The Indexing page shows ',
        italic('Re-indexing is 99% complete'),
        ' for hours. Cancelling it has no effect.',
      ),
      h2('Diagnosis'),
      paragraph('Take three thread dumps ten seconds apart and look for an indexing thread that does not move:'),
      kb.codeBlock(
        'reindex-stuck-jstack',
        'Bash',
        'Collect thread dumps',
        `JIRA_PID=$(pgrep -f 'catalina.base=/opt/atlassian/jira')
for i in 1 2 3; do
  jstack -l "$JIRA_PID" > "/tmp/jira_threads.$(date +%s).txt"
  sleep 10
done
grep -A 12 '"IssueIndexer:thread' /tmp/jira_threads.*.txt | grep -m 5 'BLOCKED\\|WAITING'`,
      ),
      quote(
        paragraph(
          code('"IssueIndexer:thread-2" #412 daemon prio=5 WAITING (parking)'),
          ' on ',
          code('java.util.concurrent.locks.ReentrantLock$NonfairSync@3e2a91f'),
          ' held by ',
          code('"Caesium-1-3"'),
        ),
      ),
      h2('Solution'),
      paragraph(
        'The lock is held by a scheduled job of a third-party app. Disable the app from ',
        bold('Administration > Manage apps'),
        ', restart the node and start the re-index again.',
      ),
      hr(),
      paragraph(
        underline('Still stuck?'),
        ' Collect a support zip with thread dumps and contact support from the ',
        hyperlink('/contact/', 'support portal'),
        '.',
      ),
    ),
  });

  kb.migrated(home, {
    key: 'db-pool-exhaustion',
    title: 'Slow performance caused by database connection pool exhaustion',
    slug: 'slow-performance-caused-by-database-connection-pool-exhaustion',
    platform: 'Data Center only',
    products: [dataCenter(JSW, '9.4', 'and later'), dataCenter('Jira Service Management', '5.4', 'and later')],
    lastPublished: '2025-05-06',
    metaDescription: 'Every page hangs when all pooled database connections are busy and threads queue for one.',
    body: document(
      h2('Problem'),
      paragraph('Jira becomes very slow under load, then pages time out. The log repeats:'),
      kb.codeBlock(
        'db-pool-log',
        'Plain text',
        'atlassian-jira.log',
        `2025-05-02 10:17:44,203+0000 http-nio-8080-exec-131 ERROR anonymous 617x88213x4 - 10.0.8.20 /rest/api/2/search [c.a.jira.ofbiz.ConnectionPoolHealthSqlInterceptor] Dangerous use of multiple connections: taken => count=2; marks=[1-0]
org.apache.commons.dbcp2.PoolingDataSource$PoolGuardConnectionWrapper: Cannot get a connection, pool error Timeout waiting for idle object, borrowMaxWaitDuration=PT30S`,
      ),
      kb.image(
        'db-pool-diagram',
        'HTTP threads queueing for an exhausted pool of 60 connections',
        assets.connectionPool,
      ),
      h2('Cause'),
      paragraph(
        'The pool in ',
        code('dbconfig.xml'),
        ' allows fewer connections than the HTTP connector has threads, and a few slow queries keep connections busy.',
      ),
      h2('Solution'),
      h3('Size the pool to the connector'),
      kb.codeBlock(
        'db-pool-dbconfig',
        'XML',
        '<jira-home>/dbconfig.xml',
        `<jdbc-datasource>
  <url>jdbc:postgresql://db.example.com:5432/jiradb</url>
  <driver-class>org.postgresql.Driver</driver-class>
  <pool-min-size>40</pool-min-size>
  <pool-max-size>120</pool-max-size>
  <pool-max-wait>30000</pool-max-wait>
  <validation-query>select 1</validation-query>
  <remove-abandoned>true</remove-abandoned>
  <remove-abandoned-timeout>300</remove-abandoned-timeout>
</jdbc-datasource>`,
      ),
      kb.callout('db-pool-information', 'Information', 'Check the database limit too', [
        paragraph(
          'The database must accept the pool size of every node plus a margin: four nodes with 120 connections each need ',
          code('max_connections'),
          ' of at least 500 on PostgreSQL.',
        ),
      ]),
      table(
        ['Nodes', 'HTTP maxThreads', 'pool-max-size', 'PostgreSQL max_connections'],
        [
          ['1', '150', '100', '150'],
          ['2', '200', '120', '300'],
          ['4', '200', '120', '500'],
        ],
      ),
      h3('Find the slow queries'),
      kb.codeBlock(
        'db-pool-pg-activity',
        'SQL',
        'Long-running statements on PostgreSQL',
        `SELECT pid, now() - query_start AS running_for, state, left(query, 120) AS query
FROM pg_stat_activity
WHERE datname = 'jiradb' AND state <> 'idle'
ORDER BY running_for DESC;`,
      ),
      h4('Related'),
      bulletList([entryHyperlink(link('reindex-oom'), 'Full re-index fails with OutOfMemoryError')]),
    ),
  });

  kb.legacy(home, {
    key: 'upgrade-duplicate-column',
    title: 'Jira upgrade fails with \'ERROR: column "archived" of relation "project" already exists\'',
    slug: 'jira-upgrade-fails-with-column-archived-already-exists',
    platform: 'Data Center only',
    products: [dataCenter(JSW, '9.12', 'only')],
    lastPublished: '2024-07-15',
    metaDescription: 'An upgrade task fails because a previous failed upgrade already added the column.',
    summary: '<p>After upgrading to Jira 9.12, startup stops with <strong>Jira upgrade failed</strong>.</p>',
    diagnosis: `<pre><code>2024-07-12 06:03:51,712+0000 JIRA-Bootstrap ERROR [c.a.j.upgrade.tasks.UpgradeTask_Build912001] Upgrade task failed
org.postgresql.util.PSQLException: ERROR: column "archived" of relation "project" already exists
	at org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2713)</code></pre>`,
    cause:
      '<p>An earlier upgrade attempt was stopped after the schema change but before the upgrade history was written, so Jira runs the task again.</p>',
    solution: `<p>Restore the database backup taken before the first attempt and upgrade again. If no backup exists, mark the task as done:</p>
<pre><code>INSERT INTO upgradehistory (id, upgradeclass, targetbuild, status)
VALUES ((SELECT max(id) + 1 FROM upgradehistory),
        'com.atlassian.jira.upgrade.tasks.UpgradeTask_Build912001', '912001', 'complete');</code></pre>
<p>Contact <a href="/contact/">support</a> before changing the upgrade history on production.</p>`,
  });

  kb.legacy(home, {
    key: 'mail-handler-pkix',
    title: "Incoming mail handler fails with 'SSLHandshakeException: PKIX path building failed'",
    slug: 'incoming-mail-handler-fails-with-pkix-path-building-failed',
    platform: 'Data Center and Cloud by request',
    products: [dataCenter(JSW, '8.20', 'and later')],
    lastPublished: '2024-02-27',
    metaDescription: 'Jira does not trust the mail server certificate; import it into the Java trust store.',
    summary:
      '<p>Emails are no longer turned into issues or comments after the mail server certificate was renewed.</p>',
    diagnosis: `<pre><code>2024-02-20 09:15:00,004+0000 Caesium-1-2 ERROR ServiceRunner imap-handler [c.a.jira.service.ServiceRunner] An error occurred while trying to run service 'imap-handler'.
javax.mail.MessagingException: sun.security.validator.ValidatorException: PKIX path building failed: sun.security.provider.certpath.SunCertPathBuilderException: unable to find valid certification path to requested target</code></pre>`,
    solution: `<ol>
<li>Download the certificate chain: <code>openssl s_client -connect mail.example.com:993 -showcerts</code>.</li>
<li>Import the issuing CA into the trust store Jira uses:
<pre><code>keytool -importcert -alias example-mail-ca -file example-ca.pem \\
  -keystore /opt/atlassian/jira/jre/lib/security/cacerts -storepass changeit</code></pre></li>
<li>Restart Jira.</li>
</ol>`,
  });

  kb.migrated(home, {
    key: 'cluster-node-offline',
    title: "Cluster node shows OFFLINE after restart: 'Node is not heartbeating'",
    slug: 'cluster-node-shows-offline-after-restart',
    platform: 'Data Center only',
    products: [dataCenter(JSW, '9.4', 'and later')],
    lastPublished: '2024-12-09',
    metaDescription: 'A node that cannot write its heartbeat to the database is marked offline by the other nodes.',
    body: document(
      h2('Problem'),
      paragraph(
        'The ',
        bold('Clustering'),
        ' page lists a node as ',
        code('OFFLINE'),
        ' although it serves requests. Other nodes log:',
      ),
      kb.codeBlock(
        'cluster-offline-log',
        'Plain text',
        'atlassian-jira.log',
        `2024-12-03 18:40:21,009+0000 ClusterMessageHandlerServiceThread WARN [c.a.j.cluster.heartbeat.DefaultClusterNodeHeartBeatService] Node is not heartbeating: node3 (last heartbeat 2024-12-03T18:33:58Z, 383 seconds ago). Moving node to OFFLINE state.`,
      ),
      kb.callout('cluster-offline-new', 'New', 'Automatic stale node removal', [
        paragraph(
          'From Jira 9.1, nodes offline for more than two days are removed from the cluster table automatically. ',
          'Set ',
          code('jira.not.alive.active.nodes.retention.period.in.hours'),
          ' to change the period.',
        ),
      ]),
      h2('Solution'),
      orderedList(
        ['Check that the node clock is in sync: ', code('timedatectl show --property=NTPSynchronized')],
        ['Check that the shared home is mounted with the same path on every node.'],
        ['Restart the node; it re-registers with the cluster when its first heartbeat is written.'],
      ),
    ),
  });

  kb.migrated(home, {
    key: 'bulk-delete-custom-fields',
    draft: true,
    title: 'How to find and delete unused custom fields with the REST API',
    slug: 'how-to-find-and-delete-unused-custom-fields',
    platform: 'Data Center only',
    products: [dataCenter(JSW, '9.12', 'and later')],
    lastPublished: '2026-02-02',
    metaDescription: 'List custom fields with no values and no screens, then delete them in bulk.',
    body: document(
      h2('Find unused fields'),
      paragraph(
        'Jira 9.12 reports a last-used date for each custom field. The script lists fields unused for a year. ',
        kb.backupNotice(),
      ),
      kb.codeBlock(
        'custom-fields-python',
        'Python',
        'list_unused_fields.py',
        `import datetime as dt
import requests

BASE = "https://jira.example.com"
session = requests.Session()
session.headers["Authorization"] = "Bearer " + open(".jira-token").read().strip()

cutoff = dt.datetime.now(dt.timezone.utc) - dt.timedelta(days=365)
fields = session.get(f"{BASE}/rest/api/2/customFields", params={"maxResults": 1000}).json()["values"]
for field in fields:
    last = field.get("lastValueUpdate")
    if last is None or dt.datetime.fromisoformat(last.replace("Z", "+00:00")) < cutoff:
        print(field["id"], field["name"], last or "never")`,
      ),
      h2('Delete them'),
      kb.codeBlock(
        'custom-fields-powershell',
        'PowerShell',
        'Remove-UnusedFields.ps1',
        `$headers = @{ Authorization = "Bearer $(Get-Content .jira-token)" }
Get-Content unused-fields.txt | ForEach-Object {
    $id = ($_ -split ' ')[0]
    Invoke-RestMethod -Method Delete -Headers $headers -Uri "https://jira.example.com/rest/api/2/customFields?ids=$id"
    Write-Host "Deleted $id"
}`,
      ),
    ),
  });
}

function addJiraCloudArticles(kb: KbWriter, home: KbHome): void {
  kb.migrated(home, {
    key: 'board-filter-missing-issues',
    title: 'Issues are missing from the board after changing the board filter',
    slug: 'issues-are-missing-from-the-board-after-changing-the-board-filter',
    platform: 'Cloud only',
    products: [cloud(JSW)],
    lastPublished: '2025-09-11',
    metaDescription: 'A board only shows issues its saved filter returns and whose status is mapped to a column.',
    body: document(
      h2('Problem'),
      paragraph('After editing the board filter, some issues no longer appear on the board or in the backlog.'),
      h2('Cause'),
      bulletList(
        'The saved filter excludes them, for example through an added project or component clause.',
        ['Their status is not mapped to any column (shown under ', bold('Unmapped statuses'), ').'],
        ['The filter has an ', code('ORDER BY'), ' clause on a field you cannot rank by.'],
      ),
      h2('Solution'),
      kb.codeBlock(
        'board-filter-jql',
        'Plain text',
        'A board filter that includes sub-tasks and ranks correctly',
        'project in (PAY, LEDGER) AND issuetype in standardIssueTypes() OR issuetype in subTaskIssueTypes() ORDER BY Rank ASC',
      ),
      kb.video(
        'board-filter-loom',
        'https://www.loom.com/share/3f9c2e71a8d44b0c9e6f1d2a7b5c8e40',
        'Fixing a board filter in two minutes',
        'Shows where the board filter lives and how to map a new status to a column.',
      ),
    ),
  });

  kb.legacy(home, {
    key: 'automation-limit',
    title: "Automation rule fails with 'Rule execution limit reached for this month'",
    slug: 'automation-rule-fails-with-rule-execution-limit-reached',
    platform: 'Cloud only',
    products: [cloud(JSW)],
    lastPublished: '2025-01-30',
    metaDescription: 'Rules stop running when the site uses up its monthly automation allowance.',
    summary:
      '<p>Automation rules stop running and the audit log shows <strong>LIMIT EXCEEDED</strong> for every execution.</p>',
    cause:
      '<p>Each plan includes a number of rule runs per month. Global and multi-project rules count against the same allowance.</p>',
    solution: `<ol>
<li>Go to <strong>Settings &gt; System &gt; Automation &gt; Usage</strong> to see which rules use the most runs.</li>
<li>Replace scheduled rules that run every few minutes with event-triggered rules.</li>
<li>Add a JQL condition such as <code>status changed AFTER -1d</code> so scheduled rules act only on recent changes.</li>
</ol>`,
  });

  kb.legacy(home, {
    key: 'jql-sprint-value',
    title: "JQL search fails with 'The value 'Sprint 42' does not exist for the field 'sprint''",
    slug: 'jql-search-fails-the-value-does-not-exist-for-the-field-sprint',
    platform: 'Cloud and Data Center',
    products: [cloud(JSW), dataCenter(JSW, '9.4', 'and later')],
    lastPublished: '2024-04-18',
    metaDescription: 'JQL matches sprints by id or exact name; renamed or deleted sprints fail the search.',
    summary: '<p>A saved filter or dashboard gadget that worked before now shows an error instead of results.</p>',
    diagnosis:
      "<p>The filter contains <code>sprint = \"Sprint 42\"</code> and the search shows: <strong>The value 'Sprint 42' does not exist for the field 'sprint'.</strong></p>",
    cause: '<p>The sprint was renamed or deleted. JQL looks sprints up by their current name.</p>',
    solution:
      '<p>Use the sprint id, which never changes: open the sprint report, copy the <code>sprint=</code> value from the url and write <code>sprint = 1842</code>. For the current sprint use <code>sprint in openSprints()</code>.</p>',
  });

  kb.migrated(home, {
    key: 'rest-api-rate-limit',
    title: "REST API calls fail with HTTP 429 'Rate limit exceeded'",
    slug: 'rest-api-calls-fail-with-http-429-rate-limit-exceeded',
    platform: 'Cloud only',
    products: [cloud(JSW), cloud('Jira Service Management')],
    lastPublished: '2025-11-24',
    metaDescription: 'Handle Retry-After in scripts and integrations that call the Jira Cloud REST API.',
    body: document(
      h2('Problem'),
      paragraph('An integration that syncs issues starts failing with this response:'),
      kb.codeBlock(
        'rate-limit-response',
        'JSON',
        'HTTP/1.1 429 Too Many Requests',
        `{
  "errorMessages": ["Rate limit exceeded."],
  "errors": {},
  "retryAfterSeconds": 37,
  "limitType": "cost-based",
  "requestId": "4c1de2f0-9a7b-4e21-b6d3-8f0e5a2c7d19"
}`,
      ),
      h2('Solution'),
      paragraph(
        'Read the ',
        code('Retry-After'),
        ' header and wait before retrying; add jitter so parallel workers do not retry together.',
      ),
      kb.codeBlock(
        'rate-limit-js',
        'JavaScript',
        'fetch-with-retry.js',
        `export async function fetchWithRetry(url, options, attempts = 5) {
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const response = await fetch(url, options);
    if (response.status !== 429) return response;
    const retryAfter = Number(response.headers.get('Retry-After') ?? 2 ** attempt);
    const jitter = Math.random() * 1000;
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000 + jitter));
  }
  throw new Error(\`Gave up on \${url} after \${attempts} rate-limited attempts\`);
}`,
      ),
      kb.callout('rate-limit-success', 'Success', 'What good looks like', [
        paragraph('After adding back-off, the audit shows no 429 responses and the sync finishes within its window.'),
      ]),
    ),
  });

  kb.legacy(home, {
    key: 'notifications-domain-change',
    title: 'Users do not receive email notifications after a domain change',
    slug: 'users-do-not-receive-email-notifications-after-a-domain-change',
    platform: 'Cloud only',
    products: [cloud(JSW)],
    lastPublished: '2026-03-05',
    metaDescription: 'Verify the new domain and update the notification sender before users get emails again.',
    summary:
      '<p>After the organization moved to a new email domain, users stopped receiving issue notifications. The notification log shows <code>550 5.7.1 Sender domain not allowed</code>.</p>',
    solution: `<ol>
<li>Verify the new domain in <strong>admin.example.com &gt; Settings &gt; Domains</strong>.</li>
<li>Update the default sender in <strong>Settings &gt; System &gt; Outgoing email</strong>.</li>
<li>Add the SPF record <code>include:_spf.example-mail.net</code> to the new domain.</li>
</ol>`,
  });
}
