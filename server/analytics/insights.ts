/**
 * The editor insights queries (docs/adr/038-editor-insights.md): helpful rates with the 'No'
 * reasons, the content-gap searches, the most-read and most-exited articles and the daily trends,
 * over a period and an optional deployment and version. Every query reads the raw
 * `analytics_events` table and lives in this one module, so that a later daily aggregates table
 * can be joined in here, in one place, for the days whose raw events retention has deleted.
 */
import { sql, type Expression, type Kysely, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { FEEDBACK_REASONS } from '../../shared/analytics/events';
import { CONTENT_PAGE_KINDS } from '../../shared/types/page';
import type { Database, Dialect } from '../store/schema';

/** The period and the filters an editor picked; `to` is exclusive. */
export interface InsightsFilters {
  from: Date;
  to: Date;
  deployment?: string;
  version?: string;
}

export type InsightsReason = (typeof FEEDBACK_REASONS)[number];

/** 'Was this helpful?' answers of one article in one deployment and version. */
export interface HelpfulRow {
  entryId: string;
  deployment: string | null;
  version: string | null;
  yes: number;
  no: number;
  /** Reasons picked after 'No'; a reason amends its 'No', so they are counted beside it, not in it. */
  reasons: Record<InsightsReason, number>;
}

/** One search text that found nothing, or whose results nobody opened. */
export interface SearchGapRow {
  query: string;
  searches: number;
  zeroResults: number;
  noClick: number;
}

export interface ArticleCountRow {
  entryId: string;
  count: number;
}

/** One UTC day of the trend lines. */
export interface TrendDay {
  /** YYYY-MM-DD (UTC). */
  day: string;
  views: number;
  yes: number;
  no: number;
  zeroResults: number;
}

export interface InsightsReport {
  helpful: HelpfulRow[];
  searchGaps: SearchGapRow[];
  mostRead: ArticleCountRow[];
  mostExited: ArticleCountRow[];
  trend: TrendDay[];
}

/** The deployments and versions seen in events, for the filter form. */
export interface InsightsFacets {
  deployments: string[];
  versions: string[];
}

/** Rows per table: editors act on the top of each list; the CSV carries the same rows. */
export const INSIGHTS_ROW_LIMIT = 50;
const FACET_LIMIT = 100;
const DAY_MS = 86_400_000;

type Db = Kysely<Database>;
type EventsQuery = SelectQueryBuilder<Database, 'analytics_events', object>;

/** Attribute keys read by the queries; fixed names, so they are written into the SQL as literals. */
type AttributeKey = 'answer' | 'reason' | 'query' | 'queryId' | 'total';

function attribute(dialect: Dialect, key: AttributeKey): RawBuilder<string | null> {
  // The same literal text in select and group by, so PostgreSQL sees one expression.
  return dialect === 'postgres'
    ? sql<string | null>`(attributes::jsonb ->> ${sql.lit(key)})`
    : sql<string | null>`json_extract(attributes, ${sql.lit(`$.${key}`)})`;
}

function resultCount(dialect: Dialect): RawBuilder<number> {
  return dialect === 'postgres'
    ? sql<number>`(attributes::jsonb ->> 'total')::bigint`
    : sql<number>`json_extract(attributes, '$.total')`;
}

function dayOf(dialect: Dialect): RawBuilder<string> {
  return dialect === 'postgres'
    ? sql<string>`to_char(received_at at time zone 'UTC', 'YYYY-MM-DD')`
    : sql<string>`substr(received_at, 1, 10)`;
}

const stamp = (dialect: Dialect, date: Date): Date | string => (dialect === 'postgres' ? date : date.toISOString());

/** Events of one name in the period, narrowed to the deployment and version when given. */
function eventsOf(db: Db, dialect: Dialect, name: string, filters: InsightsFilters): EventsQuery {
  let query = db
    .selectFrom('analytics_events')
    .where('name', '=', name)
    .where('received_at', '>=', stamp(dialect, filters.from))
    .where('received_at', '<', stamp(dialect, filters.to));
  if (filters.deployment !== undefined) query = query.where('deployment', '=', filters.deployment);
  if (filters.version !== undefined) query = query.where('version', '=', filters.version);
  return query;
}

const articlesOnly = (query: EventsQuery): EventsQuery => query.where('content_type', 'in', [...CONTENT_PAGE_KINDS]);

const count = (value: unknown): number => Number(value ?? 0);

export async function helpfulRates(db: Db, dialect: Dialect, filters: InsightsFilters): Promise<HelpfulRow[]> {
  const answer = attribute(dialect, 'answer');
  const reason = attribute(dialect, 'reason');
  const rows = await articlesOnly(eventsOf(db, dialect, 'feedback.clicked', filters))
    .select(['entry_id', 'deployment', 'version', answer.as('answer'), reason.as('reason')])
    .select((eb) => eb.fn.countAll().as('answers'))
    .groupBy(['entry_id', 'deployment', 'version', answer, reason])
    .execute();
  const byArticle = new Map<string, HelpfulRow>();
  for (const row of rows) {
    const key = JSON.stringify([row.entry_id, row.deployment, row.version]);
    let found = byArticle.get(key);
    if (!found) {
      found = {
        entryId: row.entry_id,
        deployment: row.deployment,
        version: row.version,
        yes: 0,
        no: 0,
        reasons: { inaccurate: 0, unclear: 0, irrelevant: 0 },
      };
      byArticle.set(key, found);
    }
    const answers = count(row.answers);
    if (row.answer === 'yes') found.yes += answers;
    else if (row.reason !== null && (FEEDBACK_REASONS as readonly string[]).includes(row.reason)) {
      found.reasons[row.reason as InsightsReason] += answers;
    } else if (row.answer === 'no') found.no += answers;
  }
  // The articles that fail readers most come first.
  return [...byArticle.values()]
    .sort((a, b) => b.no - a.no || b.no + b.yes - (a.no + a.yes) || a.entryId.localeCompare(b.entryId))
    .slice(0, INSIGHTS_ROW_LIMIT);
}

export async function searchGaps(db: Db, dialect: Dialect, filters: InsightsFilters): Promise<SearchGapRow[]> {
  const text = sql<string>`lower(trim(${attribute(dialect, 'query')}))`;
  const total = resultCount(dialect);
  // A click may come a little after the period's end; any click of the same answer counts.
  const clicked = db
    .selectFrom('analytics_events')
    .select(attribute(dialect, 'queryId').as('query_id'))
    .where('name', '=', 'search.result.clicked')
    .where('received_at', '>=', stamp(dialect, filters.from));
  const zero = sql<number>`sum(case when ${total} = 0 then 1 else 0 end)`;
  const noClick = sql<number>`sum(case when ${total} > 0 and ${attribute(dialect, 'queryId')} not in (${clicked}) then 1 else 0 end)`;
  const rows = await eventsOf(db, dialect, 'search.results.shown', filters)
    .select([text.as('query'), zero.as('zero_results'), noClick.as('no_click')])
    .select((eb) => eb.fn.countAll().as('searches'))
    .groupBy(text)
    .having(sql<SqlBool>`${zero} + ${noClick} > 0`)
    .orderBy(sql`${zero} + ${noClick}`, 'desc')
    .orderBy(text)
    .limit(INSIGHTS_ROW_LIMIT)
    .execute();
  return rows.map((row) => ({
    query: row.query,
    searches: count(row.searches),
    zeroResults: count(row.zero_results),
    noClick: count(row.no_click),
  }));
}

export async function mostRead(db: Db, dialect: Dialect, filters: InsightsFilters): Promise<ArticleCountRow[]> {
  const rows = await articlesOnly(eventsOf(db, dialect, 'page.init', filters))
    .select(['entry_id', (eb) => eb.fn.countAll().as('views')])
    .groupBy('entry_id')
    .orderBy('views', 'desc')
    .orderBy('entry_id')
    .limit(INSIGHTS_ROW_LIMIT)
    .execute();
  return rows.map((row) => ({ entryId: row.entry_id, count: count(row.views) }));
}

/** An exit is the last page view of a session in the period: the view with the session's highest id. */
export async function mostExited(db: Db, dialect: Dialect, filters: InsightsFilters): Promise<ArticleCountRow[]> {
  const lastViews = eventsOf(db, dialect, 'page.init', filters)
    .select((eb) => eb.fn.max('id').as('id'))
    .groupBy('session_id');
  const rows = await db
    .selectFrom('analytics_events')
    .where('id', 'in', lastViews as unknown as Expression<number>)
    .where('content_type', 'in', [...CONTENT_PAGE_KINDS])
    .select(['entry_id', (eb) => eb.fn.countAll().as('exits')])
    .groupBy('entry_id')
    .orderBy('exits', 'desc')
    .orderBy('entry_id')
    .limit(INSIGHTS_ROW_LIMIT)
    .execute();
  return rows.map((row) => ({ entryId: row.entry_id, count: count(row.exits) }));
}

/** Every day of the period, oldest first, with zeros for days without events. */
export async function dailyTrend(db: Db, dialect: Dialect, filters: InsightsFilters): Promise<TrendDay[]> {
  const day = dayOf(dialect);
  const answer = attribute(dialect, 'answer');
  const reason = attribute(dialect, 'reason');
  const [views, answers, zeros] = await Promise.all([
    articlesOnly(eventsOf(db, dialect, 'page.init', filters))
      .select([day.as('day'), (eb) => eb.fn.countAll().as('n')])
      .groupBy(day)
      .execute(),
    eventsOf(db, dialect, 'feedback.clicked', filters)
      .where(sql<SqlBool>`${reason} is null`)
      .select([day.as('day'), answer.as('answer'), (eb) => eb.fn.countAll().as('n')])
      .groupBy([day, answer])
      .execute(),
    eventsOf(db, dialect, 'search.results.shown', filters)
      .where(sql<SqlBool>`${resultCount(dialect)} = 0`)
      .select([day.as('day'), (eb) => eb.fn.countAll().as('n')])
      .groupBy(day)
      .execute(),
  ]);
  const days = new Map<string, TrendDay>();
  const first = Date.UTC(filters.from.getUTCFullYear(), filters.from.getUTCMonth(), filters.from.getUTCDate());
  for (let at = first; at < filters.to.getTime(); at += DAY_MS) {
    const key = new Date(at).toISOString().slice(0, 10);
    days.set(key, { day: key, views: 0, yes: 0, no: 0, zeroResults: 0 });
  }
  for (const row of views) {
    const found = days.get(row.day);
    if (found) found.views = count(row.n);
  }
  for (const row of answers) {
    const found = days.get(row.day);
    if (found && row.answer === 'yes') found.yes = count(row.n);
    if (found && row.answer === 'no') found.no = count(row.n);
  }
  for (const row of zeros) {
    const found = days.get(row.day);
    if (found) found.zeroResults = count(row.n);
  }
  return [...days.values()];
}

export async function readInsights(db: Db, dialect: Dialect, filters: InsightsFilters): Promise<InsightsReport> {
  const [helpful, gaps, read, exited, trend] = await Promise.all([
    helpfulRates(db, dialect, filters),
    searchGaps(db, dialect, filters),
    mostRead(db, dialect, filters),
    mostExited(db, dialect, filters),
    dailyTrend(db, dialect, filters),
  ]);
  return { helpful, searchGaps: gaps, mostRead: read, mostExited: exited, trend };
}

/** The deployments and versions of the period's page views, whatever the other filters. */
export async function readInsightsFacets(
  db: Db,
  dialect: Dialect,
  period: Pick<InsightsFilters, 'from' | 'to'>,
): Promise<InsightsFacets> {
  // Only the period: the choices stay the same whichever deployment or version is picked.
  const rows = await eventsOf(db, dialect, 'page.init', { from: period.from, to: period.to })
    .select(['deployment', 'version'])
    .distinct()
    .limit(FACET_LIMIT * FACET_LIMIT)
    .execute();
  const sorted = (values: (string | null)[]) =>
    [...new Set(values.filter((value): value is string => value !== null))]
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
      .slice(0, FACET_LIMIT);
  return { deployments: sorted(rows.map((row) => row.deployment)), versions: sorted(rows.map((row) => row.version)) };
}
