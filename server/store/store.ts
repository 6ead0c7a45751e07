/**
 * The user-data store (ARCHITECTURE.md section 3): SQLite under DATA_DIR by default, PostgreSQL when
 * DATABASE_URL is set. Opening it runs the migrations; every write runs in a transaction.
 */
import { randomInt } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import { Pool } from 'pg';
import type { Config } from '../../config/config';
import { migrationProvider } from './migrations';
import type { Database, Dialect, FeedbackReason, SupportForm, TicketType } from './schema';

export const SQLITE_FILE_NAME = 'help-centre.sqlite';

export interface NewSupportRequest {
  form: SupportForm;
  ticketType?: TicketType;
  product?: string;
  summary?: string;
  description?: string;
  company?: string;
  name: string;
  email: string;
  pageUrl?: string;
}

export interface NewFeedback {
  entryId: string;
  pageUrl: string;
  helpful: boolean;
  reason?: FeedbackReason;
}

export interface HelpfulCount {
  helpful: number;
  notHelpful: number;
}

export interface NewSignInToken {
  tokenHash: string;
  email: string;
  continueTo: string;
  createdAt: Date;
  expiresAt: Date;
}

export interface SignInTokenUse {
  email: string;
  continueTo: string;
  expiresAt: Date;
}

export interface StoredSession {
  email: string;
  createdAt: Date;
  lastSeenAt: Date;
}

export interface Store {
  readonly dialect: Dialect;
  /** Saves a request and returns its reference ('HC-12345678'), unique across all requests. */
  createSupportRequest(request: NewSupportRequest): Promise<{ reference: string }>;
  recordFeedback(feedback: NewFeedback): Promise<void>;
  /** Yes and No answers per entry id; ids without answers are absent. */
  helpfulCounts(entryIds: readonly string[]): Promise<Map<string, HelpfulCount>>;
  saveSignInToken(token: NewSignInToken): Promise<void>;
  /**
   * Marks a token used and returns what it was issued for, or undefined when it is unknown or was
   * used before. Single use holds under concurrency: only one caller's update matches the unused row.
   * Expiry is the caller's check, so it can tell an expired link from an unknown one.
   */
  useSignInToken(tokenHash: string, usedAt: Date): Promise<SignInTokenUse | undefined>;
  createSession(idHash: string, email: string, createdAt: Date): Promise<void>;
  findSession(idHash: string): Promise<StoredSession | undefined>;
  touchSession(idHash: string, lastSeenAt: Date): Promise<void>;
  deleteSession(idHash: string): Promise<void>;
  close(): Promise<void>;
}

const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

export type StoreConfig = Pick<Config, 'dataDir' | 'databaseUrl'>;

/** Reference digits: 90 million values, so a clash is rare and simply retried. */
const REFERENCE_MIN = 10_000_000;
const REFERENCE_MAX = 100_000_000;
const REFERENCE_ATTEMPTS = 5;

export function newReference(): string {
  return `HC-${randomInt(REFERENCE_MIN, REFERENCE_MAX)}`;
}

function openDatabase(config: StoreConfig): { db: Kysely<Database>; dialect: Dialect } {
  if (config.databaseUrl) {
    const pool = new Pool({ connectionString: config.databaseUrl, max: 10 });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  mkdirSync(config.dataDir, { recursive: true });
  const database = new BetterSqlite3(path.join(config.dataDir, SQLITE_FILE_NAME));
  database.pragma('journal_mode = WAL');
  database.pragma('busy_timeout = 5000');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }), dialect: 'sqlite' };
}

export async function migrateToLatest(db: Kysely<Database>, dialect: Dialect): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider(dialect) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined || failed) {
    const cause = error instanceof Error ? error.message : 'unknown error';
    const name = failed ? `migration ${failed.migrationName}` : 'migration';
    throw new Error(`Database ${name} failed: ${cause}`);
  }
}

export async function createStore(config: StoreConfig): Promise<Store> {
  const { db, dialect } = openDatabase(config);
  try {
    await migrateToLatest(db, dialect);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const stamp = (date: Date): Date | string => (dialect === 'postgres' ? date : date.toISOString());
  const now = (): Date | string => stamp(new Date());

  return {
    dialect,

    async createSupportRequest(request) {
      for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt += 1) {
        const reference = newReference();
        const inserted = await db.transaction().execute((trx) =>
          trx
            .insertInto('support_requests')
            .values({
              reference,
              form: request.form,
              ticket_type: request.ticketType ?? null,
              product: request.product ?? null,
              summary: request.summary ?? null,
              description: request.description ?? null,
              company: request.company ?? null,
              name: request.name,
              email: request.email,
              page_url: request.pageUrl ?? null,
              created_at: now(),
            })
            .onConflict((conflict) => conflict.column('reference').doNothing())
            .returning('reference')
            .executeTakeFirst(),
        );
        if (inserted) return { reference: inserted.reference };
      }
      throw new Error(`No free support request reference after ${REFERENCE_ATTEMPTS} attempts`);
    },

    async recordFeedback(feedback) {
      await db.transaction().execute((trx) =>
        trx
          .insertInto('feedback')
          .values({
            entry_id: feedback.entryId,
            page_url: feedback.pageUrl,
            helpful: dialect === 'postgres' ? feedback.helpful : Number(feedback.helpful),
            reason: feedback.reason ?? null,
            created_at: now(),
          })
          .execute(),
      );
    },

    async helpfulCounts(entryIds) {
      const counts = new Map<string, HelpfulCount>();
      if (entryIds.length === 0) return counts;
      const rows = await db
        .selectFrom('feedback')
        .select(['entry_id', 'helpful', (eb) => eb.fn.countAll().as('answers')])
        .where('entry_id', 'in', [...entryIds])
        .groupBy(['entry_id', 'helpful'])
        .execute();
      for (const row of rows) {
        const count = counts.get(row.entry_id) ?? { helpful: 0, notHelpful: 0 };
        if (row.helpful) count.helpful += Number(row.answers);
        else count.notHelpful += Number(row.answers);
        counts.set(row.entry_id, count);
      }
      return counts;
    },

    async saveSignInToken(token) {
      await db.transaction().execute((trx) =>
        trx
          .insertInto('sign_in_tokens')
          .values({
            token_hash: token.tokenHash,
            email: token.email,
            continue_to: token.continueTo,
            created_at: stamp(token.createdAt),
            expires_at: stamp(token.expiresAt),
            used_at: null,
          })
          .execute(),
      );
    },
    async useSignInToken(tokenHash, usedAt) {
      const row = await db.transaction().execute((trx) =>
        trx
          .updateTable('sign_in_tokens')
          .set({ used_at: stamp(usedAt) })
          .where('token_hash', '=', tokenHash)
          .where('used_at', 'is', null)
          .returning(['email', 'continue_to', 'expires_at'])
          .executeTakeFirst(),
      );
      return row ? { email: row.email, continueTo: row.continue_to, expiresAt: asDate(row.expires_at) } : undefined;
    },
    async createSession(idHash, email, createdAt) {
      await db.transaction().execute((trx) =>
        trx
          .insertInto('sessions')
          .values({ id_hash: idHash, email, created_at: stamp(createdAt), last_seen_at: stamp(createdAt) })
          .execute(),
      );
    },
    async findSession(idHash) {
      const row = await db
        .selectFrom('sessions')
        .select(['email', 'created_at', 'last_seen_at'])
        .where('id_hash', '=', idHash)
        .executeTakeFirst();
      return row
        ? { email: row.email, createdAt: asDate(row.created_at), lastSeenAt: asDate(row.last_seen_at) }
        : undefined;
    },
    async touchSession(idHash, lastSeenAt) {
      await db
        .updateTable('sessions')
        .set({ last_seen_at: stamp(lastSeenAt) })
        .where('id_hash', '=', idHash)
        .execute();
    },
    async deleteSession(idHash) {
      await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
    },
    close: () => db.destroy(),
  };
}
