/**
 * How one day of raw analytics events becomes rows of `analytics_daily` (retention, ADR 026). Pure,
 * so the store can run it inside the transaction that deletes the raw rows on either database.
 */
import type { AnalyticsDailyTable } from './schema';

/** The columns of a raw event the roll-up reads. */
export interface RawEventRow {
  name: string;
  entry_id: string;
  content_type: string;
  locale: string;
  deployment: string | null;
  version: string | null;
  attributes: string;
}

/** One row of `analytics_daily`, as the roll-up writes it. */
export type DailyRow = AnalyticsDailyTable;

/** Longest detail kept: a normalised query is cut to this many characters. */
export const DETAIL_MAX = 200;

/** A search as the insights group it: case, width and spacing ignored. */
export function normaliseQuery(query: string): string {
  return query.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim().slice(0, DETAIL_MAX);
}

function attributesOf(row: Pick<RawEventRow, 'attributes'>): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(row.attributes);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    // Rows were validated on the way in; an unreadable one still counts, without its detail.
    return {};
  }
}

const textOf = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** What an event's count is broken down by; '' when the insights need only the count. */
export function detailOf(name: string, attributes: Record<string, unknown>): string {
  switch (name) {
    case 'feedback.clicked': {
      const answer = textOf(attributes.answer);
      const reason = textOf(attributes.reason);
      return reason === '' ? answer : `${answer}/${reason}`;
    }
    case 'search.results.shown':
      return normaliseQuery(textOf(attributes.query));
    case 'scroll.depth':
      return textOf(attributes.percent);
    case 'search.filter.changed':
      return textOf(attributes.filter);
    default:
      return '';
  }
}

/** The query ids of result clicks, read from their attributes. */
export function clickedQueryIds(rows: readonly Pick<RawEventRow, 'attributes'>[]): Set<string> {
  const ids = new Set<string>();
  for (const row of rows) {
    const id = textOf(attributesOf(row).queryId);
    if (id !== '') ids.add(id);
  }
  return ids;
}

/**
 * One day's rows summed by key. `laterClicks` are the query ids clicked after the day ended (a
 * search just before midnight); clicks of the same day are read from `rows` themselves.
 */
export function aggregateDay(day: string, rows: readonly RawEventRow[], laterClicks: ReadonlySet<string>): DailyRow[] {
  const clicked = clickedQueryIds(rows.filter((row) => row.name === 'search.result.clicked'));
  for (const id of laterClicks) clicked.add(id);
  const byKey = new Map<string, DailyRow>();
  for (const row of rows) {
    const attributes = attributesOf(row);
    const aggregate: DailyRow = {
      day,
      name: row.name,
      entry_id: row.entry_id,
      content_type: row.content_type,
      locale: row.locale,
      deployment: row.deployment ?? '',
      version: row.version ?? '',
      detail: detailOf(row.name, attributes),
      count: 0,
      zero_results: 0,
      clicked: 0,
    };
    const key = JSON.stringify([
      aggregate.name,
      aggregate.entry_id,
      aggregate.content_type,
      aggregate.locale,
      aggregate.deployment,
      aggregate.version,
      aggregate.detail,
    ]);
    const sum = byKey.get(key) ?? aggregate;
    byKey.set(key, sum);
    sum.count += 1;
    if (row.name === 'search.results.shown') {
      if (attributes.total === 0) sum.zero_results += 1;
      if (clicked.has(textOf(attributes.queryId))) sum.clicked += 1;
    }
  }
  return [...byKey.values()];
}

/** The UTC day of a time, YYYY-MM-DD. */
export function dayOf(time: Date): string {
  return time.toISOString().slice(0, 10);
}

/** Midnight UTC at the start of a YYYY-MM-DD day. */
export function startOfDay(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

export const DAY_MS = 86_400_000;
