/** Knowledge-base articles for Bitbucket Data Center. */
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
  italic,
  orderedList,
  paragraph,
  quote,
} from './kb-rich-text';
import { dataCenter } from './kb-writer';
import type { KbHome, KbWriter } from './kb-writer';

const BITBUCKET = 'Bitbucket';

export function addBitbucketArticles(kb: KbWriter, home: KbHome, assets: KbAssets): void {
  const link = (key: string): ReturnType<KbWriter['articleLink']> => kb.articleLink(home, key);

  kb.migrated(home, {
    key: 'pre-receive-declined',
    title: "Git push rejected: 'pre-receive hook declined'",
    slug: 'git-push-rejected-pre-receive-hook-declined',
    platform: 'Data Center only',
    products: [dataCenter(BITBUCKET, '8.9', 'and later')],
    apps: [dataCenter('Sourcetree', '3.4', 'and later')],
    lastPublished: '2025-05-19',
    metaDescription: 'A repository hook rejected the push; the lines before the rejection say which hook and why.',
    body: document(
      h2('Problem'),
      paragraph('A push fails and the client prints:'),
      kb.codeBlock(
        'pre-receive-output',
        'Plain text',
        'git push output',
        `remote: Push rejected.
remote:
remote: refs/heads/main: 4e8c1f2a9b3d7e6f0a1c2b3d4e5f6a7b8c9d0e1f: No Jira issue key found in commit message 'fix typo in payment retry'
remote:
To https://bitbucket.example.com/scm/pay/payments-service.git
 ! [remote rejected] main -> main (pre-receive hook declined)
error: failed to push some refs to 'https://bitbucket.example.com/scm/pay/payments-service.git'`,
      ),
      h2('Diagnosis'),
      paragraph(
        'Open ',
        bold('Repository settings > Hooks'),
        ' to see which pre-receive hooks are on. The text after the commit id is the message of the hook that declined.',
      ),
      kb.image('pre-receive-hooks', 'Repository hooks page with two pre-receive hooks enabled', assets.repositoryHooks),
      h2('Solution'),
      h3('Reword the commits'),
      paragraph(
        kb.anchor('pre-receive-reword', 'reword-commits'),
        'Rewrite the rejected commits so that each message starts with an issue key.',
      ),
      kb.codeBlock(
        'pre-receive-rebase',
        'Bash',
        'Add the issue key to the last three commits',
        `git rebase -i HEAD~3        # mark the commits as "reword"
# in each message, start with the key: "PAY-1042 fix typo in payment retry"
git push --force-with-lease origin main`,
      ),
      h3('What the hook checks'),
      paragraph('The hook is a repository hook plugin; its check is short:'),
      kb.codeBlock(
        'pre-receive-java',
        'Java',
        'RequireIssueKeyHook.java',
        `public class RequireIssueKeyHook implements PreRepositoryHook<RepositoryHookRequest> {
    private static final Pattern ISSUE_KEY = Pattern.compile("\\\\b[A-Z][A-Z0-9]+-\\\\d+\\\\b");

    @Nonnull
    @Override
    public RepositoryHookResult preUpdate(@Nonnull PreRepositoryHookContext context,
                                          @Nonnull RepositoryHookRequest request) {
        for (Commit commit : commitsIn(request)) {
            if (!ISSUE_KEY.matcher(commit.getMessage()).find()) {
                return RepositoryHookResult.rejected("Push rejected.",
                        commit.getId() + ": No Jira issue key found in commit message '" + commit.getMessage() + "'");
            }
        }
        return RepositoryHookResult.accepted();
    }
}`,
      ),
      kb.video(
        'pre-receive-youtube-embed',
        'https://www.youtube.com/embed/Vq7mB3xN2pE',
        'Understanding pre-receive hooks in Bitbucket',
        'How hooks run on the server and how to read their rejection messages.',
      ),
    ),
  });

  kb.migrated(home, {
    key: 'push-http-413',
    title: "Push fails with 'error: RPC failed; HTTP 413 curl 22 The requested URL returned error: 413'",
    slug: 'push-fails-with-rpc-failed-http-413',
    platform: 'Data Center only',
    products: [dataCenter(BITBUCKET, '8.9', 'and later')],
    lastPublished: '2024-08-21',
    metaDescription: 'The reverse proxy in front of Bitbucket limits the request body size.',
    body: document(
      h2('Problem'),
      kb.codeBlock(
        'push-413-output',
        'Plain text',
        'git push output',
        `Enumerating objects: 1841, done.
Writing objects: 100% (1841/1841), 212.48 MiB | 38.10 MiB/s, done.
error: RPC failed; HTTP 413 curl 22 The requested URL returned error: 413
send-pack: unexpected disconnect while reading sideband packet
fatal: the remote end hung up unexpectedly`,
      ),
      h2('Cause'),
      paragraph(
        'Bitbucket itself accepts large pushes. The ',
        italic('413 Request Entity Too Large'),
        ' comes from the proxy, which allows 1 MB bodies by default in nginx.',
      ),
      h2('Solution'),
      kb.codeBlock(
        'push-413-diff',
        'Diff',
        '/etc/nginx/conf.d/bitbucket.conf',
        ` server {
     server_name bitbucket.example.com;
+    client_max_body_size 0;
+    proxy_request_buffering off;
     location / {
         proxy_pass http://127.0.0.1:7990;
     }
 }`,
      ),
      paragraph('Reload nginx with ', code('nginx -s reload'), ' and push again.'),
    ),
  });

  kb.migrated(home, {
    key: 'mesh-unavailable',
    title: "Repository operations fail with 'Mesh node is unavailable'",
    slug: 'repository-operations-fail-with-mesh-node-is-unavailable',
    platform: 'Data Center only',
    products: [dataCenter(BITBUCKET, '8.12', 'and later')],
    apps: [dataCenter('Bitbucket Mesh', '2.4', 'and later')],
    lastPublished: '2025-11-03',
    metaDescription: 'Bitbucket cannot reach a Mesh node over gRPC; check ports, certificates and the Mesh process.',
    body: document(
      h2('Problem'),
      paragraph('Cloning or browsing some repositories fails; the Bitbucket log shows:'),
      kb.codeBlock(
        'mesh-log',
        'Plain text',
        'atlassian-bitbucket.log',
        `2025-10-30 15:08:12,447 WARN  [grpc-default-executor-12] c.a.b.i.m.DefaultMeshNodeHealthChecker Mesh node mesh-2 (https://mesh-2.internal:7777) is unavailable: io.grpc.StatusRuntimeException: UNAVAILABLE: io exception
Caused by: io.netty.channel.AbstractChannel$AnnotatedConnectException: Connection refused: mesh-2.internal/10.0.6.22:7777`,
      ),
      h2('Solution'),
      orderedList(
        ['On the Mesh node, check the process: ', code('systemctl status bitbucket-mesh')],
        ['Check that port 7777 is reachable from every Bitbucket node: ', code('nc -vz mesh-2.internal 7777')],
        'Restart Mesh and watch the node turn green in Administration > Mesh.',
      ),
      h4('Docker deployments'),
      kb.codeBlock(
        'mesh-compose',
        'YAML',
        'docker-compose.yml',
        `services:
  mesh-2:
    image: atlassian/bitbucket-mesh:2.4
    hostname: mesh-2.internal
    ports:
      - "7777:7777"
    environment:
      JVM_MAXIMUM_MEMORY: 4g
    volumes:
      - mesh-2-home:/var/atlassian/application-data/mesh
volumes:
  mesh-2-home:`,
      ),
      kb.callout('mesh-success', 'Success', 'Replicas catch up on their own', [
        paragraph(
          'Repositories keep working on their other two replicas while one Mesh node is down; ',
          'the node re-synchronises when it returns.',
        ),
      ]),
    ),
  });

  kb.legacy(home, {
    key: 'ssh-permission-denied',
    title: "SSH clone fails with 'Permission denied (publickey)'",
    slug: 'ssh-clone-fails-with-permission-denied-publickey',
    platform: 'Data Center and Cloud by request',
    products: [dataCenter(BITBUCKET, '8.9', 'and later')],
    lastPublished: '2024-04-02',
    metaDescription: 'Bitbucket does not know the key the client offers, or the client offers the wrong key.',
    summary: `<p>Cloning over SSH fails with:</p>
<pre><code>git@bitbucket.example.com: Permission denied (publickey).
fatal: Could not read from remote repository.</code></pre>`,
    diagnosis:
      '<p>Run <code>ssh -vT -p 7999 git@bitbucket.example.com</code> and check which keys are <strong>Offering public key</strong>.</p>',
    cause:
      '<p>The client offers a key that is not added to the Bitbucket profile, or an RSA key with SHA-1 signatures that Bitbucket 8.9 no longer accepts.</p>',
    solution: `<ol>
<li>Create an Ed25519 key: <code>ssh-keygen -t ed25519 -C "you@example.com"</code>.</li>
<li>Add the public key under <strong>Manage account &gt; SSH keys</strong>.</li>
<li>Pin it for the host in <code>~/.ssh/config</code>:
<pre><code>Host bitbucket.example.com
  Port 7999
  IdentityFile ~/.ssh/id_ed25519
  IdentitiesOnly yes</code></pre></li>
</ol>`,
  });

  kb.legacy(home, {
    key: 'https-local-issuer',
    title: "Git clone over HTTPS fails with 'SSL certificate problem: unable to get local issuer certificate'",
    slug: 'git-clone-fails-ssl-certificate-problem-unable-to-get-local-issuer-certificate',
    platform: 'Data Center only',
    products: [dataCenter(BITBUCKET, '7.21', 'and later')],
    lastPublished: '2025-02-24',
    metaDescription:
      'The Git client does not trust the internal certificate authority that signed the server certificate.',
    summary:
      "<p><code>git clone</code> fails with <strong>fatal: unable to access 'https://bitbucket.example.com/scm/pay/payments-service.git/': SSL certificate problem: unable to get local issuer certificate</strong>.</p>",
    cause:
      '<p>Git for Windows uses its own CA bundle, which does not contain the company root certificate installed in the Windows store.</p>',
    solution: `<p>Tell Git to use the Windows certificate store:</p>
<pre><code>git config --global http.sslBackend schannel</code></pre>
<p>On Linux and macOS, add the root certificate with <code>git config --global http.sslCAInfo /etc/ssl/certs/example-root-ca.pem</code>. Never set <code>http.sslVerify false</code>.</p>`,
  });

  kb.migrated(home, {
    key: 'search-connection-refused',
    title: "Code search unavailable: 'Could not connect to the search server: Connection refused'",
    slug: 'code-search-unavailable-could-not-connect-to-the-search-server',
    platform: 'Data Center only',
    products: [dataCenter(BITBUCKET, '8.12', 'and later')],
    lastPublished: '2026-01-26',
    metaDescription: 'Bitbucket cannot reach OpenSearch; check the service, the credentials and the index.',
    body: document(
      h2('Problem'),
      paragraph('The search page says ', italic('We could not connect to the search server'), '. The log shows:'),
      kb.codeBlock(
        'search-log',
        'Plain text',
        'atlassian-bitbucket.log',
        `2026-01-22 08:44:03,020 ERROR [search-indexing-1] c.a.b.s.i.opensearch.DefaultOpenSearchClient Could not connect to the search server at http://search.internal:9200: Connection refused
2026-01-22 08:44:03,021 WARN  [search-indexing-1] c.a.b.s.i.IndexingSynchronizer Indexing paused for 60 seconds after 5 consecutive failures`,
      ),
      h2('Solution'),
      h3('Check the search server'),
      kb.codeBlock(
        'search-health',
        'Bash',
        'Cluster health',
        `curl -s -u bitbucket:"$SEARCH_PASSWORD" http://search.internal:9200/_cluster/health?pretty`,
      ),
      kb.codeBlock(
        'search-health-json',
        'JSON',
        'Healthy response',
        `{
  "cluster_name" : "bitbucket-search",
  "status" : "green",
  "number_of_nodes" : 3,
  "active_shards_percent_as_number" : 100.0
}`,
      ),
      kb.callout('search-caution', 'Caution', 'Do not delete the bitbucket-* indexes on a live site', [
        paragraph('Deleting them starts a full re-index of every repository, which can take days on large sites.'),
      ]),
      paragraph(
        'If pushes are also slow, see ',
        entryHyperlink(link('mesh-unavailable'), 'Mesh node is unavailable'),
        '.',
      ),
    ),
  });

  kb.legacy(home, {
    key: 'merge-timeout',
    title: "Pull request merge fails with 'The merge could not be completed within 300 seconds'",
    slug: 'pull-request-merge-fails-could-not-be-completed-within-300-seconds',
    platform: 'Data Center only',
    products: [dataCenter(BITBUCKET, '8.9', 'and later')],
    lastPublished: '2024-10-30',
    metaDescription: 'Merging very large pull requests exceeds the default merge timeout.',
    summary: '<p>Merging a pull request with thousands of changed files fails after five minutes.</p>',
    solution: `<p>Raise the timeout in <code>bitbucket.properties</code> and restart:</p>
<pre><code>plugin.bitbucket-git.merge.timeout=900</code></pre>`,
  });

  kb.legacy(home, {
    key: 'repository-size-growing',
    title: 'Repository size keeps growing after deleting large files',
    slug: 'repository-size-keeps-growing-after-deleting-large-files',
    platform: 'Data Center only',
    products: [dataCenter(BITBUCKET, '8.9', 'and later')],
    lastPublished: '2025-07-22',
    metaDescription: 'Deleted files stay in history; rewrite history and let garbage collection reclaim space.',
    summary:
      '<p>A repository reached 8 GB after build artifacts were committed, and deleting them did not make it smaller.</p>',
    cause: '<p>Git keeps every version of every file in history. A delete commit adds to the repository.</p>',
    solution: `<ol>
<li>Rewrite history with <code>git filter-repo --strip-blobs-bigger-than 50M</code> on a fresh mirror clone.</li>
<li>Force-push all branches and tags, and ask everyone to clone again.</li>
<li>Bitbucket runs garbage collection on its own schedule; unreferenced objects are pruned after two weeks.</li>
</ol>`,
  });

  kb.migrated(home, {
    key: 'mirror-stuck-synchronizing',
    title: "Smart mirror stays in 'Synchronizing' after an upgrade",
    slug: 'smart-mirror-stays-in-synchronizing-after-an-upgrade',
    platform: 'Data Center only',
    products: [dataCenter(BITBUCKET, '8.19', 'only')],
    lastPublished: '2025-12-15',
    metaDescription: 'A mirror on a different version than the upstream cannot finish its initial synchronisation.',
    body: document(
      h2('Problem'),
      paragraph(
        'After upgrading the upstream, a mirror in another office stays in ',
        bold('Synchronizing'),
        ' and its log shows:',
      ),
      quote(
        paragraph(
          code(
            'Mirror synchronization failed for project PAY: Upstream 8.19.2 requires mirror version 8.19 or later (mirror is 8.9.14)',
          ),
        ),
      ),
      h2('Solution'),
      paragraph('Upgrade the mirror to the upstream version. On Windows mirrors, restart the service afterwards:'),
      kb.codeBlock(
        'mirror-powershell',
        'PowerShell',
        'Restart the mirror service',
        `Stop-Service -Name AtlassianBitbucket
Get-Content "C:\\Atlassian\\ApplicationData\\Bitbucket\\log\\atlassian-bitbucket.log" -Tail 50
Start-Service -Name AtlassianBitbucket
Get-Service -Name AtlassianBitbucket | Select-Object Status, StartType`,
      ),
      bulletList('Synchronisation resumes project by project; large projects take the longest.', [
        'Pushes to the mirror are proxied upstream, so ',
        entryHyperlink(link('pre-receive-declined'), 'hooks'),
        ' still apply.',
      ]),
    ),
  });
}
