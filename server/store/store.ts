/**
 * The user-data store (ARCHITECTURE.md section 3): SQLite under DATA_DIR by default, PostgreSQL when
 * DATABASE_URL is set. Opening it runs the migrations; every write runs in a transaction.
 */
import { randomInt } from 'node:crypto';
import { accessSync, constants as fsConstants, mkdirSync, statSync } from 'node:fs';
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

/** The store cannot keep a write now (file gone, read-only, full, locked); nothing was written. */
export class StoreUnavailableError extends Error {
  readonly status = 503;
  constructor(
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`The store cannot save data: ${reason}`, options);
    this.name = 'StoreUnavailableError';
  }
}

export interface StoreHealth {
  ok: boolean;
  /** Why writes are refused, when they are. */
  reason?: string;
}

export interface Store {
  readonly dialect: Dialect;
  /** Whether a write would be kept now; checked before every write and by /readyz. */
  health(): StoreHealth;
  /** Saves a request and returns its reference ('HC-12345678'), unique across all requests. */
  createSupportRequest(request: NewSupportRequest): Promise<{ reference: string }>;
  recordFeedback(feedback: NewFeedback): Promise<void>;
  /** Yes and No answers per entry id; ids without answers are absent. */
  helpfulCounts(entryIds: readonly string[]): Promise<Map<string, HelpfulCount>>;
  close(): Promise<void>;
}

export type StoreConfig = Pick<Config, 'dataDir' | 'databaseUrl'>;

/** Reference digits: 90 million values, so a clash is rare and simply retried. */
const REFERENCE_MIN = 10_000_000;
const REFERENCE_MAX = 100_000_000;
const REFERENCE_ATTEMPTS = 5;

export function newReference(): string {
  return `HC-${randomInt(REFERENCE_MIN, REFERENCE_MAX)}`;
}

/**
 * SQLite settings for a store that never acknowledges what it did not keep and never takes the
 * process down (docs/adr/013-sqlite-durability-and-failure.md): exclusive locking before WAL, so the
 * wal-index lives in heap memory instead of a memory-mapped -shm file (a write to a mapping whose
 * file became unwritable is a SIGBUS); no memory-mapped I/O; fsync on every commit; and a short busy
 * timeout, since better-sqlite3 blocks the event loop while it waits.
 */
export const SQLITE_BUSY_TIMEOUT_MS = 25;

export const SQLITE_PRAGMAS = [
  `busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`,
  'locking_mode = EXCLUSIVE',
  'journal_mode = WAL',
  'mmap_size = 0',
  'synchronous = FULL',
];

interface OpenedDatabase {
  db: Kysely<Database>;
  dialect: Dialect;
  /** The SQLite file and the identity it had when opened; undefined for PostgreSQL. */
  file?: { path: string; dev: number; ino: number };
}

function openDatabase(config: StoreConfig): OpenedDatabase {
  if (config.databaseUrl) {
    const pool = new Pool({ connectionString: config.databaseUrl, max: 10 });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  mkdirSync(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, SQLITE_FILE_NAME);
  // better-sqlite3's own busy timeout (5 s by default) applies before any pragma runs.
  const database = new BetterSqlite3(file, { timeout: SQLITE_BUSY_TIMEOUT_MS });
  for (const pragma of SQLITE_PRAGMAS) database.pragma(pragma);
  const { dev, ino } = statSync(file);
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }),
    dialect: 'sqlite',
    file: { path: file, dev, ino },
  };
}

/** Whether the SQLite file opened is still the file at its path, and writable. */
export function sqliteFileHealth(file: { path: string; dev: number; ino: number }): StoreHealth {
  let stats;
  try {
    stats = statSync(file.path);
  } catch {
    return { ok: false, reason: `the database file ${file.path} no longer exists` };
  }
  // Deleted and re-created, or replaced: writes would go to the old, unlinked inode and be lost.
  if (stats.ino !== file.ino || stats.dev !== file.dev) {
    return { ok: false, reason: `the database file ${file.path} was replaced` };
  }
  try {
    accessSync(file.path, fsConstants.W_OK);
    accessSync(path.dirname(file.path), fsConstants.W_OK);
  } catch (error) {
    return {
      ok: false,
      reason: `the database file ${file.path} is not writable (${(error as NodeJS.ErrnoException).code})`,
    };
  }
  return { ok: true };
}

/** SQLite result codes that mean the write could not be kept: refuse with 503, never crash. */
const UNAVAILABLE_CODES = /^SQLITE_(READONLY|IOERR|FULL|CANTOPEN|BUSY|LOCKED|PERM|NOTADB|CORRUPT)/;

function unavailable(error: unknown): StoreUnavailableError | undefined {
  if (error instanceof StoreUnavailableError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && UNAVAILABLE_CODES.test(code)) {
    return new StoreUnavailableError(`${code}: ${(error as Error).message}`, { cause: error });
  }
  return undefined;
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
  const { db, dialect, file } = openDatabase(config);
  try {
    await migrateToLatest(db, dialect);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const now = (): Date | string => (dialect === 'postgres' ? new Date() : new Date().toISOString());
  let lastFailure: string | undefined;
  const health = (): StoreHealth => {
    const fileHealth = file ? sqliteFileHealth(file) : { ok: true };
    if (!fileHealth.ok) return fileHealth;
    return lastFailure ? { ok: false, reason: lastFailure } : { ok: true };
  };
  /** Checks the file before a write and turns a write the database refused into StoreUnavailableError. */
  const guardedWrite = async <T>(write: () => Promise<T>): Promise<T> => {
    const before = file ? sqliteFileHealth(file) : { ok: true };
    if (!before.ok) throw new StoreUnavailableError(before.reason ?? 'unknown');
    try {
      const result = await write();
      lastFailure = undefined;
      return result;
    } catch (error) {
      const refused = unavailable(error);
      if (!refused) throw error;
      lastFailure = refused.reason;
      throw refused;
    }
  };

  return {
    dialect,
    health,

    createSupportRequest: (request) =>
      guardedWrite(async () => {
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
      }),

    recordFeedback: (feedback) =>
      guardedWrite(async () => {
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
      }),

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

    close: () => db.destroy(),
  };
}
