/**
 * How far raw analytics events are rolled into `analytics_daily` (migration 0009, ADR 038): the
 * roll-up moves it forward and the insights read it, to take each event from the aggregates or from
 * the raw table, never from both.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database, Dialect } from './schema';

export interface RolledUpTo {
  /** Events received before this time... */
  before: Date;
  /** ...whose id is at most this one are counted in the aggregates; every other event is read raw. */
  id: number;
}

export async function readRolledUpTo(db: Kysely<Database>): Promise<RolledUpTo> {
  const row = await db
    .selectFrom('analytics_roll_up')
    .select(['rolled_before', 'rolled_id'])
    .where('id', '=', 1)
    .executeTakeFirst();
  // Migration 0009 writes the row; without it nothing has been rolled up.
  return row ? { before: new Date(row.rolled_before), id: Number(row.rolled_id) } : { before: new Date(0), id: 0 };
}

/** A time as the events table stores it: a Date for PostgreSQL's timestamptz, ISO-8601 text on SQLite. */
export function stampFor(dialect: Dialect, date: Date): Date | string {
  return dialect === 'postgres' ? date : date.toISOString();
}

/**
 * A column for a filter that must not pick an index: the events stored after the roll-up mark
 * (`id >` it) are few and found by id, while one event name or a range of receive times may hold
 * millions. SQLite's unary `+` keeps the value and hides the index; PostgreSQL's planner costs both.
 */
export function unindexed(dialect: Dialect, column: 'name' | 'received_at'): RawBuilder<Date | string> {
  return dialect === 'postgres' ? sql<Date | string>`${sql.ref(column)}` : sql<Date | string>`+${sql.ref(column)}`;
}
