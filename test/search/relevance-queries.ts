/**
 * Relevance set over the sample space (content/sample-space.json): queries people type or paste,
 * each with the page they should find first. The expected urls are real sample pages; KB articles
 * are found by the error strings their logs contain.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSnapshot } from '../../server/content/snapshot';
import type { SearchQuery } from '../../server/search/search-index';
import { SearchService, type SearchServiceOptions } from '../../server/search/search-service';

export const SAMPLE_SPACE_FILE = path.resolve(__dirname, '../../content/sample-space.json');

/** The search service over the sample space, as the server builds it (content problems not logged). */
export function sampleSpaceSearch(options: SearchServiceOptions = {}): SearchService {
  const snapshot = buildSnapshot(JSON.parse(readFileSync(SAMPLE_SPACE_FILE, 'utf8')) as unknown, {
    logger: { error: () => undefined },
  });
  return SearchService.fromSnapshot(snapshot, options);
}

export type RelevanceKind = 'title words' | 'product name' | 'misspelling' | 'pasted error' | 'Data Center version';

export interface RelevanceCase {
  kind: RelevanceKind;
  request: SearchQuery;
  expectedUrl: string;
}

const q = (
  kind: RelevanceKind,
  query: string,
  expectedUrl: string,
  extra: Partial<SearchQuery> = {},
): RelevanceCase => ({ kind, request: { query, ...extra }, expectedUrl });

/** The filter the site sends for a Data Center version: product, platform and version. */
const dc = (key: string, version: string): Partial<SearchQuery> => ({
  facetFilters: { products: [{ platform: 'data_center', key, versions: [version] }] },
});

export const relevanceCases: RelevanceCase[] = [
  q('title words', 'create a board', '/jira-software-cloud/docs/create-a-board/'),
  q('title words', 'how do I start a sprint', '/jira-software-cloud/docs/start-a-sprint/'),
  q('title words', 'burndown chart', '/jira-software-cloud/docs/read-the-burndown-chart/'),
  q('title words', 'board columns', '/jira-software-cloud/docs/configure-board-columns/'),
  q('title words', 'search issues with jql', '/jira-software-cloud/docs/search-with-jql/'),
  q('title words', 'restrict a page', '/confluence-cloud/docs/restrict-a-page/'),
  q('title words', 'ssh keys', '/bitbucket-cloud/docs/set-up-ssh-keys/'),
  q('title words', 'on-call schedule', '/opsgenie/docs/create-an-on-call-schedule/'),
  q('title words', 'schedule maintenance', '/statuspage/docs/schedule-maintenance/'),
  q('title words', 'pre-migration checklist', '/migration/docs/pre-migration-checklist/'),

  q('product name', 'jira permissions', '/jira-software-cloud/docs/manage-project-permissions/'),
  q('product name', 'confluence space permissions', '/confluence-cloud/docs/set-space-permissions/'),
  q('product name', 'bitbucket pipelines variables', '/bitbucket-cloud/docs/use-pipeline-variables/'),
  q('product name', 'jira service management sla', '/jira-service-management-cloud/docs/set-up-slas/'),
  q('product name', 'opsgenie heartbeats', '/opsgenie/docs/configure-heartbeats/'),
  q('product name', 'jira cloud mobile app offline', '/jira-cloud-mobile-apps/docs/work-offline/'),

  q('misspelling', 'confluance restrict page', '/confluence-cloud/docs/restrict-a-page/'),
  q('misspelling', 'sprnit', '/jira-software-cloud/docs/start-a-sprint/'),
  q('misspelling', 'burndwon chart', '/jira-software-cloud/docs/read-the-burndown-chart/'),
  q('misspelling', 'bitbuckt pull request merge', '/bitbucket-cloud/docs/merge-a-pull-request/'),
  q(
    'misspelling',
    'synchorny not running',
    '/confluence-data-center/kb/collaborative-editing-unavailable-synchrony-is-not-running/',
  ),
  q('misspelling', 'escalatons', '/opsgenie/docs/set-up-escalations/'),

  q(
    'pasted error',
    "The jira.home directory '/var/atlassian/application-data/jira' is validated and locked for exclusive use by this instance.",
    '/jira-software-data-center/kb/jira-fails-to-start-unable-to-acquire-jira-home-lock-file/',
  ),
  q(
    'pasted error',
    'org.apache.lucene.store.LockObtainFailedException: Lock obtain timed out: NativeFSLock@/var/atlassian/application-data/jira/caches/indexesV2/issues/write.lock',
    '/jira-software-data-center/kb/troubleshoot-indexing-problems-in-jira-data-center/re-index-fails-with-lock-obtain-timed-out/',
  ),
  q(
    'pasted error',
    'Exception in thread "IssueIndexer:thread-7" java.lang.OutOfMemoryError: GC overhead limit exceeded',
    '/jira-software-data-center/kb/troubleshoot-indexing-problems-in-jira-data-center/full-re-index-fails-with-outofmemoryerror-gc-overhead-limit-exceeded/',
  ),
  q(
    'pasted error',
    'org.postgresql.util.PSQLException: ERROR: column "archived" of relation "project" already exists',
    '/jira-software-data-center/kb/jira-upgrade-fails-with-column-archived-already-exists/',
  ),
  q(
    'pasted error',
    'sun.security.validator.ValidatorException: PKIX path building failed: unable to find valid certification path to requested target',
    '/jira-software-data-center/kb/incoming-mail-handler-fails-with-pkix-path-building-failed/',
  ),
  q(
    'pasted error',
    '2024-12-03 18:40:21,009+0000 ClusterMessageHandlerServiceThread WARN Node is not heartbeating: node3',
    '/jira-software-data-center/kb/cluster-node-shows-offline-after-restart/',
  ),
  q(
    'pasted error',
    'Cannot get a connection, pool error Timeout waiting for idle object',
    '/jira-software-data-center/kb/slow-performance-caused-by-database-connection-pool-exhaustion/',
  ),
  q(
    'pasted error',
    "Error rendering macro 'jira': java.net.SocketTimeoutException: Read timed out",
    '/confluence-data-center/kb/error-rendering-macro-jira-sockettimeoutexception/',
  ),
  q(
    'pasted error',
    'ImportExportException: Timed out waiting for export of space PAY after 3600000 ms',
    '/confluence-data-center/kb/space-export-fails-with-timed-out-waiting-for-export/',
  ),
  q(
    'pasted error',
    'error: RPC failed; HTTP 413 curl 22 The requested URL returned error: 413',
    '/bitbucket-data-center/kb/push-fails-with-rpc-failed-http-413/',
  ),
  q(
    'pasted error',
    '! [remote rejected] main -> main (pre-receive hook declined)',
    '/bitbucket-data-center/kb/git-push-rejected-pre-receive-hook-declined/',
  ),
  q(
    'pasted error',
    'Permission denied (publickey)',
    '/bitbucket-data-center/kb/ssh-clone-fails-with-permission-denied-publickey/',
  ),
  q(
    'pasted error',
    "ValidationInsightException: Object type attribute Name is not unique (value 'LT-00417', object type 'Laptop', schema 'IT Assets')",
    '/jira-service-management-data-center/kb/assets-import-fails-object-type-attribute-name-is-not-unique/',
  ),
  q(
    'pasted error',
    '"errorMessages": ["Rate limit exceeded."]',
    '/jira-software-cloud/kb/rest-api-calls-fail-with-http-429-rate-limit-exceeded/',
  ),

  q('Data Center version', 'install jira on linux', '/jira-software-data-center/10.3/docs/install-jira-on-linux/', {
    ...dc('jira-software', '10.3'),
  }),
  q('Data Center version', 'jvm memory', '/jira-software-data-center/9.12/docs/configure-jvm-memory/', {
    ...dc('jira-software', '9.12'),
  }),
  q('Data Center version', 'upgrade jira', '/jira-software-data-center/11.1/docs/upgrade-jira/', {
    ...dc('jira-software', '11.1'),
  }),
  q('Data Center version', 'read-only mode', '/confluence-data-center/9.2/docs/enable-read-only-mode/', {
    ...dc('confluence', '9.2'),
  }),
  q('Data Center version', 'smart mirror', '/bitbucket-data-center/8.19/docs/set-up-a-smart-mirror/', {
    ...dc('bitbucket', '8.19'),
  }),
  q('Data Center version', 'rate limiting', '/jira-software-data-center/11.1/docs/enable-rate-limiting/', {
    ...dc('jira-software', '11.1'),
  }),
];
