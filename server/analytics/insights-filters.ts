/**
 * The insights page's GET form read into a period and filters (pure, so the page and its CSV
 * downloads read the same query the same way), and the CSV encoding of its tables.
 */
import { INSIGHTS_PATH } from '../../shared/constants';
import { withLocale } from '../../shared/links/locale';
import type { Locale } from '../../shared/types/content';
import {
  INSIGHTS_PERIODS,
  INSIGHTS_TABLES,
  type InsightsFilterView,
  type InsightsPageData,
  type InsightsPeriod,
  type InsightsTable,
} from '../../shared/types/pages/other-pages';
import type { InsightsFilters } from './insights';

export type InsightsFilterProblem = 'badPeriod' | 'badDate' | 'badRange' | 'badFilter';

export type ParsedInsightsFilters =
  | { ok: true; filters: InsightsFilters; view: InsightsFilterView; first: string; last: string }
  | { ok: false; problem: InsightsFilterProblem; view: InsightsFilterView };

const DAY_MS = 86_400_000;
/** A custom period spans at most a year (a leap year's 366 days). */
export const MAX_PERIOD_DAYS = 366;
const FILTER_MAX = 50;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Midnight UTC of a YYYY-MM-DD date, or undefined when it is not a real date. */
function dayStart(value: string): number | undefined {
  if (!DATE.test(value)) return undefined;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(time) || isoDay(time) !== value ? undefined : time;
}

/**
 * Reads `period` (7, 30 or 90 days up to today), or `from` and `to` (inclusive dates), and the
 * optional `deployment` and `version`. Without a period or dates: the last 30 days.
 */
export function parseInsightsFilters(query: Record<string, unknown>, now: Date): ParsedInsightsFilters {
  // A repeated or nested parameter is not something the form sends: refuse it rather than guess.
  const repeated = (key: string) => query[key] !== undefined && typeof query[key] !== 'string';
  const empty: InsightsFilterView = { period: '30', from: '', to: '', deployment: '', version: '' };
  if (repeated('period')) return { ok: false, problem: 'badPeriod', view: empty };
  if (repeated('from') || repeated('to')) return { ok: false, problem: 'badDate', view: empty };
  if (repeated('deployment') || repeated('version')) return { ok: false, problem: 'badFilter', view: empty };
  const period = text(query.period);
  const from = text(query.from);
  const to = text(query.to);
  const deployment = text(query.deployment);
  const version = text(query.version);
  const custom = period === 'custom' || (period === '' && (from !== '' || to !== ''));
  const view: InsightsFilterView = {
    period: custom ? 'custom' : ((period || '30') as InsightsPeriod),
    from,
    to,
    deployment,
    version,
  };
  if (!custom && !(INSIGHTS_PERIODS as readonly string[]).includes(view.period)) {
    return { ok: false, problem: 'badPeriod', view: { ...view, period: '30' } };
  }
  if (deployment.length > FILTER_MAX || version.length > FILTER_MAX) return { ok: false, problem: 'badFilter', view };
  let start: number;
  let end: number;
  if (custom) {
    const first = dayStart(from);
    const last = dayStart(to);
    if (first === undefined || last === undefined) return { ok: false, problem: 'badDate', view };
    if (first > last || (last - first) / DAY_MS + 1 > MAX_PERIOD_DAYS) return { ok: false, problem: 'badRange', view };
    start = first;
    end = last + DAY_MS;
  } else {
    // Up to the end of today (UTC), so today's events are counted.
    end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY_MS;
    start = end - Number(view.period) * DAY_MS;
  }
  return {
    ok: true,
    filters: {
      from: new Date(start),
      to: new Date(end),
      ...(deployment ? { deployment } : {}),
      ...(version ? { version } : {}),
    },
    view,
    first: isoDay(start),
    last: isoDay(end - DAY_MS),
  };
}

/** The query string of the filters as the form would send them, for the CSV links. */
export function insightsQueryString(view: InsightsFilterView): string {
  const query = new URLSearchParams();
  query.set('period', view.period);
  if (view.period === 'custom') {
    query.set('from', view.from);
    query.set('to', view.to);
  }
  if (view.deployment) query.set('deployment', view.deployment);
  if (view.version) query.set('version', view.version);
  return query.toString();
}

/** The page's data before the store is read (or when the filters were refused): the form and empty tables. */
export function emptyInsightsData(view: InsightsFilterView, locale: Locale, error: string | null): InsightsPageData {
  const query = insightsQueryString(view);
  const csv = Object.fromEntries(
    INSIGHTS_TABLES.map((table) => [table, `${withLocale(`${INSIGHTS_PATH}${table}.csv`, locale)}?${query}`]),
  ) as Record<InsightsTable, string>;
  return {
    action: withLocale(INSIGHTS_PATH, locale),
    filters: view,
    deployments: [],
    versions: [],
    error,
    first: '',
    last: '',
    helpful: [],
    searchGaps: [],
    mostRead: [],
    mostExited: [],
    trend: [],
    csv,
  };
}

export type CsvValue = string | number | null;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. Text a spreadsheet
 * would run as a formula (search text is typed by anyone) gets a leading apostrophe.
 */
function csvField(value: CsvValue): string {
  if (value === null) return '';
  let field = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(field)) field = `'${field}`;
  return /[",\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
}

/** A whole CSV file: a byte-order mark (so spreadsheets read UTF-8), a header row, CRLF line ends. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
