/**
 * The editor insights queries (docs/adr/038-editor-insights.md): helpful rates with the 'No'
 * reasons, the content-gap searches, the most-read and most-exited articles and the daily trends,
 * over a period of whole UTC days and an optional deployment and version. Each query adds the
 * daily aggregates (`analytics_daily`) of the events rolled up so far, whether their raw rows are
 * kept or were purged by retention, to the raw events not rolled up yet (today and yesterday, and
 * any that arrived late), aggregated here by the same function as the roll-up; `analytics_roll_up`
 * says which is which, so no event counts twice.
 */
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { FEEDBACK_REASONS } from '../../shared/analytics/events';
import { CONTENT_PAGE_KINDS } from '../../shared/types/page';
import {
  aggregateEvents,
  CONTEXT_EVENTS,
  DAY_MS,
  dayOf,
  receivedDay,
  startOfDay,
  type ContextRow,
  type DailyRow,
  type RawEventRow,
} from '../store/daily-aggregates';
import { readRolledUpTo, stampFor, unindexed, type RolledUpTo } from '../store/roll-up-state';
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

type Db = Kysely<Database>;
type DailyQuery = SelectQueryBuilder<Database, 'analytics_daily', object>;

const ARTICLE_KINDS: readonly string[] = CONTENT_PAGE_KINDS;
const REASONS: readonly string[] = FEEDBACK_REASONS;
const count = (value: unknown): number => Number(value ?? 0);
/** Code-point order, as the databases' binary collation sorts. */
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The first and last UTC day of a period whose `to` is exclusive. */
function daysOf(filters: Pick<InsightsFilters, 'from' | 'to'>): { first: string; last: string } {
  return { first: dayOf(filters.from), last: dayOf(new Date(filters.to.getTime() - 1)) };
}

/** Daily aggregates of one event name in the period, narrowed to the deployment and version when given. */
function dailyOf(db: Db, name: string, filters: InsightsFilters): DailyQuery {
  const { first, last } = daysOf(filters);
  let query = db
    .selectFrom('analytics_daily')
    .where('name', '=', name)
    .where('day', '>=', first)
    .where('day', '<=', last);
  // Absent deployments and versions are '' in the aggregates; a filter always names one.
  if (filters.deployment !== undefined) query = query.where('deployment', '=', filters.deployment);
  if (filters.version !== undefined) query = query.where('version', '=', filters.version);
  return query;
}

const articlesOnly = (query: DailyQuery): DailyQuery => query.where('content_type', 'in', [...ARTICLE_KINDS]);

/**
 * The columns of raw events the aggregation reads. Page views are read from the insights index alone
 * (ADR 038): their attributes and locale break nothing down that the insights show.
 */
const EVENT_COLUMNS = [
  'id',
  'received_at',
  'name',
  'session_id',
  'entry_id',
  'content_type',
  'deployment',
  'version',
] as const;

interface RawRange {
  from: Date;
  to: Date;
  /** Only the events stored after the roll-up mark, found by id. */
  afterId?: number;
}

/** Raw events of `names` received in a range; page views without the columns outside the index. */
async function readRaw(db: Db, dialect: Dialect, names: readonly string[], range: RawRange): Promise<RawEventRow[]> {
  const stamp = (date: Date) => stampFor(dialect, date);
  const select = (pageViews: boolean) => {
    const wanted = names.filter((name) => (name === 'page.init') === pageViews);
    if (wanted.length === 0) return Promise.resolve([]);
    let query = db.selectFrom('analytics_events').select(EVENT_COLUMNS);
    if (range.afterId === undefined) {
      query = query
        .where('name', 'in', wanted)
        .where('received_at', '>=', stamp(range.from))
        .where('received_at', '<', stamp(range.to));
    } else {
      query = query
        .where('id', '>', range.afterId)
        .where(unindexed(dialect, 'name'), 'in', wanted)
        .where(unindexed(dialect, 'received_at'), '>=', stamp(range.from))
        .where(unindexed(dialect, 'received_at'), '<', stamp(range.to));
    }
    return pageViews
      ? query.select([sql.lit('').as('locale'), sql.lit('{}').as('attributes')]).execute()
      : query.select(['locale', 'attributes']).execute();
  };
  const [views, others] = await Promise.all([select(true), select(false)]);
  return [...views, ...others];
}

/**
 * The period's events of `names` that are not rolled up yet, aggregated as the roll-up would; with
 * `withContext`, the clicks and page views of their days and the next are read too, for the
 * `clicked` and `exits` counts. The deployment and version are applied after, as on the aggregates.
 */
async function rawDaily(
  db: Db,
  dialect: Dialect,
  filters: InsightsFilters,
  rolled: RolledUpTo,
  names: readonly string[],
  withContext: boolean,
): Promise<DailyRow[]> {
  const from = filters.from > rolled.before ? filters.from : rolled.before;
  const rows: RawEventRow[] = [
    ...(from < filters.to ? await readRaw(db, dialect, names, { from, to: filters.to }) : []),
    // Events stored after the roll-up passed their receive time, not counted in the aggregates yet.
    ...(filters.from < rolled.before
      ? await readRaw(db, dialect, names, {
          from: filters.from,
          to: filters.to < rolled.before ? filters.to : rolled.before,
          afterId: rolled.id,
        })
      : []),
  ];
  if (rows.length === 0) return [];
  const context: ContextRow[] = [];
  if (withContext) {
    // Contiguous days are read as one range.
    const days = [...new Set(rows.map(receivedDay))].sort();
    let start = startOfDay(days[0]!);
    let end = new Date(start.getTime() + 2 * DAY_MS);
    const ranges: [Date, Date][] = [];
    for (const day of days.slice(1)) {
      const dayStart = startOfDay(day);
      if (dayStart.getTime() <= end.getTime()) end = new Date(dayStart.getTime() + 2 * DAY_MS);
      else {
        ranges.push([start, end]);
        start = dayStart;
        end = new Date(dayStart.getTime() + 2 * DAY_MS);
      }
    }
    ranges.push([start, end]);
    for (const [rangeStart, rangeEnd] of ranges) {
      context.push(...(await readRaw(db, dialect, CONTEXT_EVENTS, { from: rangeStart, to: rangeEnd })));
    }
  }
  return aggregateEvents(rows, context).filter(
    (row) =>
      (filters.deployment === undefined || row.deployment === filters.deployment) &&
      (filters.version === undefined || row.version === filters.version),
  );
}

/** Which side of the helpful table a feedback detail ('yes', 'no', 'no/unclear') counts on. */
function answerOf(detail: string): 'yes' | 'no' | InsightsReason | undefined {
  const [answer = '', reason = ''] = detail.split('/');
  if (answer === 'yes') return 'yes';
  // A reason amends its 'No', so it is counted beside the answers rather than as one.
  if (REASONS.includes(reason)) return reason as InsightsReason;
  return answer === 'no' ? 'no' : undefined;
}

export async function helpfulRates(db: Db, dialect: Dialect, filters: InsightsFilters): Promise<HelpfulRow[]> {
  const rolled = await readRolledUpTo(db);
  const [daily, raw] = await Promise.all([
    articlesOnly(dailyOf(db, 'feedback.clicked', filters))
      .select(['entry_id', 'deployment', 'version', 'detail', (eb) => eb.fn.sum<number | string>('count').as('n')])
      .groupBy(['entry_id', 'deployment', 'version', 'detail'])
      .execute(),
    rawDaily(db, dialect, filters, rolled, ['feedback.clicked'], false),
  ]);
  const byArticle = new Map<string, HelpfulRow>();
  const rows = [
    ...daily,
    ...raw.filter((row) => ARTICLE_KINDS.includes(row.content_type)).map((row) => ({ ...row, n: row.count })),
  ];
  for (const row of rows) {
    const key = JSON.stringify([row.entry_id, row.deployment, row.version]);
    let found = byArticle.get(key);
    if (!found) {
      found = {
        entryId: row.entry_id,
        deployment: row.deployment === '' ? null : row.deployment,
        version: row.version === '' ? null : row.version,
        yes: 0,
        no: 0,
        reasons: { inaccurate: 0, unclear: 0, irrelevant: 0 },
      };
      byArticle.set(key, found);
    }
    const answer = answerOf(row.detail);
    if (answer === 'yes') found.yes += count(row.n);
    else if (answer === 'no') found.no += count(row.n);
    else if (answer !== undefined) found.reasons[answer] += count(row.n);
  }
  // The articles that fail readers most come first.
  return [...byArticle.values()]
    .sort((a, b) => b.no - a.no || b.no + b.yes - (a.no + a.yes) || byText(a.entryId, b.entryId))
    .slice(0, INSIGHTS_ROW_LIMIT);
}

/**
 * Searches grouped by their normalised text (case, width and spacing ignored). A search with results
 * counts as clicked when a result click of its answer comes on its day or the next.
 */
export async function searchGaps(db: Db, dialect: Dialect, filters: InsightsFilters): Promise<SearchGapRow[]> {
  const rolled = await readRolledUpTo(db);
  const [daily, raw] = await Promise.all([
    dailyOf(db, 'search.results.shown', filters)
      .select([
        'detail',
        (eb) => eb.fn.sum<number | string>('count').as('searches'),
        (eb) => eb.fn.sum<number | string>('zero_results').as('zero'),
        (eb) => eb.fn.sum<number | string>('clicked').as('clicked'),
      ])
      .groupBy('detail')
      .execute(),
    rawDaily(db, dialect, filters, rolled, ['search.results.shown'], true),
  ]);
  const byQuery = new Map<string, { searches: number; zero: number; clicked: number }>();
  const add = (query: string, searches: number, zero: number, clicked: number) => {
    const found = byQuery.get(query);
    if (found) {
      found.searches += searches;
      found.zero += zero;
      found.clicked += clicked;
    } else byQuery.set(query, { searches, zero, clicked });
  };
  for (const row of daily) add(row.detail, count(row.searches), count(row.zero), count(row.clicked));
  for (const row of raw) add(row.detail, row.count, row.zero_results, row.clicked);
  return [...byQuery.entries()]
    .map(([query, sums]) => ({
      query,
      searches: sums.searches,
      zeroResults: sums.zero,
      noClick: sums.searches - sums.zero - sums.clicked,
    }))
    .filter((row) => row.zeroResults + row.noClick > 0)
    .sort((a, b) => b.zeroResults + b.noClick - (a.zeroResults + a.noClick) || byText(a.query, b.query))
    .slice(0, INSIGHTS_ROW_LIMIT);
}

/** Per article, the sum of one aggregate column of page views; articles whose sum is 0 are left out. */
async function pageViewCounts(
  db: Db,
  dialect: Dialect,
  filters: InsightsFilters,
  column: 'count' | 'exits',
): Promise<ArticleCountRow[]> {
  const rolled = await readRolledUpTo(db);
  const [daily, raw] = await Promise.all([
    articlesOnly(dailyOf(db, 'page.init', filters))
      .select(['entry_id', (eb) => eb.fn.sum<number | string>(column).as('n')])
      .groupBy('entry_id')
      .execute(),
    rawDaily(db, dialect, filters, rolled, ['page.init'], column === 'exits'),
  ]);
  const byEntry = new Map<string, number>();
  for (const row of daily) byEntry.set(row.entry_id, (byEntry.get(row.entry_id) ?? 0) + count(row.n));
  for (const row of raw) {
    if (ARTICLE_KINDS.includes(row.content_type))
      byEntry.set(row.entry_id, (byEntry.get(row.entry_id) ?? 0) + row[column]);
  }
  return [...byEntry.entries()]
    .filter(([, n]) => n > 0)
    .map(([entryId, n]) => ({ entryId, count: n }))
    .sort((a, b) => b.count - a.count || byText(a.entryId, b.entryId))
    .slice(0, INSIGHTS_ROW_LIMIT);
}

export function mostRead(db: Db, dialect: Dialect, filters: InsightsFilters): Promise<ArticleCountRow[]> {
  return pageViewCounts(db, dialect, filters, 'count');
}

/**
 * An exit is a session's last page view: the view with the session's highest id, when the session
 * has no later view that day or the next (a session's views are kept for a day after its last one).
 */
export function mostExited(db: Db, dialect: Dialect, filters: InsightsFilters): Promise<ArticleCountRow[]> {
  return pageViewCounts(db, dialect, filters, 'exits');
}

/** Every day of the period, oldest first, with zeros for days without events. */
export async function dailyTrend(db: Db, dialect: Dialect, filters: InsightsFilters): Promise<TrendDay[]> {
  const rolled = await readRolledUpTo(db);
  const [views, answers, zeros, raw] = await Promise.all([
    articlesOnly(dailyOf(db, 'page.init', filters))
      .select(['day', (eb) => eb.fn.sum<number | string>('count').as('n')])
      .groupBy('day')
      .execute(),
    // Only answers without a reason: a reason amends a 'No' already counted.
    dailyOf(db, 'feedback.clicked', filters)
      .where('detail', 'in', ['yes', 'no'])
      .select(['day', 'detail', (eb) => eb.fn.sum<number | string>('count').as('n')])
      .groupBy(['day', 'detail'])
      .execute(),
    dailyOf(db, 'search.results.shown', filters)
      .select(['day', (eb) => eb.fn.sum<number | string>('zero_results').as('n')])
      .groupBy('day')
      .execute(),
    rawDaily(db, dialect, filters, rolled, ['page.init', 'feedback.clicked', 'search.results.shown'], false),
  ]);
  const days = new Map<string, TrendDay>();
  const { first } = daysOf(filters);
  for (let at = startOfDay(first).getTime(); at < filters.to.getTime(); at += DAY_MS) {
    const key = dayOf(new Date(at));
    days.set(key, { day: key, views: 0, yes: 0, no: 0, zeroResults: 0 });
  }
  for (const row of views) {
    const found = days.get(row.day);
    if (found) found.views += count(row.n);
  }
  for (const row of answers) {
    const found = days.get(row.day);
    if (found && row.detail === 'yes') found.yes += count(row.n);
    if (found && row.detail === 'no') found.no += count(row.n);
  }
  for (const row of zeros) {
    const found = days.get(row.day);
    if (found) found.zeroResults += count(row.n);
  }
  for (const row of raw) {
    const found = days.get(row.day);
    if (!found) continue;
    if (row.name === 'page.init' && ARTICLE_KINDS.includes(row.content_type)) found.views += row.count;
    if (row.name === 'feedback.clicked' && row.detail === 'yes') found.yes += row.count;
    if (row.name === 'feedback.clicked' && row.detail === 'no') found.no += row.count;
    if (row.name === 'search.results.shown') found.zeroResults += row.zero_results;
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
  const filters = { from: period.from, to: period.to };
  const rolled = await readRolledUpTo(db);
  const [daily, raw] = await Promise.all([
    dailyOf(db, 'page.init', filters)
      .select(['deployment', 'version'])
      .distinct()
      .limit(FACET_LIMIT * FACET_LIMIT)
      .execute(),
    rawDaily(db, dialect, filters, rolled, ['page.init'], false),
  ]);
  const sorted = (values: string[]) =>
    [...new Set(values.filter((value) => value !== ''))]
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
      .slice(0, FACET_LIMIT);
  const rows = [...daily, ...raw];
  return { deployments: sorted(rows.map((row) => row.deployment)), versions: sorted(rows.map((row) => row.version)) };
}
