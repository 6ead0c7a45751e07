/**
 * How raw analytics events become rows of `analytics_daily` (retention, ADR 026; insights, ADR 038).
 * Pure, so the store runs it inside the transaction that records what it rolled up, and the
 * insights run it over the raw events not rolled up yet, with the same results on either database.
 */
import type { AnalyticsDailyTable } from './schema';

/** The columns of a raw event the roll-up reads. */
export interface RawEventRow {
  /** bigint on PostgreSQL, read as a string. */
  id: number | string;
  received_at: Date | string;
  name: string;
  session_id: string;
  entry_id: string;
  content_type: string;
  locale: string;
  deployment: string | null;
  version: string | null;
  attributes: string;
}

/** The result clicks and page views around some events, which decide their `clicked` and `exits`. */
export type ContextRow = Pick<RawEventRow, 'id' | 'received_at' | 'name' | 'session_id' | 'attributes'>;

/** The events whose views and clicks decide other events' counts, read around the rolled ones. */
export const CONTEXT_EVENTS = ['page.init', 'search.result.clicked'] as const;

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

/** The UTC day an event was received, YYYY-MM-DD; SQLite keeps ISO-8601 text, PostgreSQL a Date. */
export function receivedDay(row: Pick<RawEventRow, 'received_at'>): string {
  return typeof row.received_at === 'string' ? row.received_at.slice(0, 10) : dayOf(row.received_at);
}

/** The day after a YYYY-MM-DD day. */
export function nextDay(day: string): string {
  return dayOf(new Date(startOfDay(day).getTime() + DAY_MS));
}

/** Events whose detail is read from their attributes; the others are counted without parsing them. */
const DETAILED = new Set(['feedback.clicked', 'search.results.shown', 'scroll.depth', 'search.filter.changed']);

/**
 * `rows` summed per UTC day and key. A search counts as clicked when a result click of its query id
 * is received on its day or the next; a page view counts as an exit when its session has no later
 * view (a higher id) on its day or the next. `context` holds the clicks and page views of those days
 * that are not in `rows` themselves, so the same events give the same counts whether they are
 * rolled up in one piece or in several, and whether they are read rolled up or raw.
 */
export function aggregateEvents(rows: readonly RawEventRow[], context: readonly ContextRow[]): DailyRow[] {
  const clicks = new Map<string, Set<string>>();
  const lastViews = new Map<string, number>();
  for (const row of [...context, ...rows]) {
    if (row.name === 'search.result.clicked') {
      const id = textOf(attributesOf(row).queryId);
      if (id === '') continue;
      const day = receivedDay(row);
      let ids = clicks.get(day);
      if (!ids) clicks.set(day, (ids = new Set()));
      ids.add(id);
    } else if (row.name === 'page.init') {
      const key = `${receivedDay(row)} ${row.session_id}`;
      lastViews.set(key, Math.max(lastViews.get(key) ?? 0, Number(row.id)));
    }
  }
  const byKey = new Map<string, DailyRow>();
  for (const row of rows) {
    const day = receivedDay(row);
    const attributes = DETAILED.has(row.name) ? attributesOf(row) : {};
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
      exits: 0,
    };
    const key = JSON.stringify([
      day,
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
      const queryId = textOf(attributes.queryId);
      // A search that found nothing has no result to click, whatever a stray click says.
      if (attributes.total === 0) sum.zero_results += 1;
      else if (clicks.get(day)?.has(queryId) || clicks.get(nextDay(day))?.has(queryId)) sum.clicked += 1;
    } else if (row.name === 'page.init') {
      const id = Number(row.id);
      const later = Math.max(
        lastViews.get(`${day} ${row.session_id}`) ?? 0,
        lastViews.get(`${nextDay(day)} ${row.session_id}`) ?? 0,
      );
      if (later <= id) sum.exits += 1;
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
