/**
 * The user-data store (ARCHITECTURE.md section 3): SQLite under DATA_DIR by default, PostgreSQL when
 * DATABASE_URL is set. Opening it runs the migrations; every write runs in a transaction.
 */
import { randomInt } from 'node:crypto';
import { accessSync, constants as fsConstants, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Insertable, type Transaction } from 'kysely';
import type { Config } from '../../config/config';
import { onFirstUse } from '../lazy-module';
import { migrationProvider } from './migrations';
import {
  aggregateEvents,
  CONTEXT_EVENTS,
  DAY_MS,
  receivedDay,
  startOfDay,
  type ContextRow,
  type RawEventRow,
} from './daily-aggregates';
import { readRolledUpTo, unindexed } from './roll-up-state';
import {
  readInsights,
  readInsightsFacets,
  type InsightsFacets,
  type InsightsFilters,
  type InsightsReport,
} from '../analytics/insights';
import type { AnalyticsEvent } from '../../shared/analytics/events';
import type { TicketType } from '../../shared/support/ticket-types';
import type { Database, Dialect, FeedbackReason, RequestStatus, SupportForm } from './schema';

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
  /** The signed-in account filing it, if any. */
  ownerEmail?: string;
}

export interface RequestSummary {
  reference: string;
  summary: string;
  product: string | null;
  status: RequestStatus;
  form: SupportForm;
  email: string;
  createdAt: Date;
  /** Last reply or status change, or the filing time. */
  updatedAt: Date;
}

export interface RequestMessage {
  authorEmail: string;
  fromStaff: boolean;
  body: string;
  createdAt: Date;
}

export interface RequestDetail extends RequestSummary {
  ownerEmail: string | null;
  name: string;
  description: string | null;
  /** The page the form was sent from, if it said; its locale is the language of the request's mails. */
  pageUrl: string | null;
  messages: RequestMessage[];
}

export interface RequestQuery {
  /** Only this account's requests; undefined: every request (the staff queue). */
  ownerEmail?: string;
  status?: RequestStatus;
  product?: string;
  offset: number;
  limit: number;
}

export interface NewFeedback {
  entryId: string;
  pageUrl: string;
  helpful: boolean;
  reason?: FeedbackReason;
  /** The browser's id of the page view's answer, kept for reference. */
  answerId?: string;
  /**
   * Who answers (schema.ts `FeedbackTable.voter`): a later answer of the same voter to the same entry
   * replaces this one, so counts count voters, not clicks (docs/adr/054-one-answer-per-visitor.md).
   */
  voter: string;
  /**
   * Another voter whose answer to the entry this one takes over, in the same transaction: the browser's
   * anonymous answer when its visitor answers again signed in, so the account's answer is the one kept.
   */
  replacesVoter?: string;
}

/** Per entry: 'Yes' answers and page views, which search shows and ranks by. */
export interface EntryTrust {
  helpfulCount: number;
  numViews: number;
}

/** What one roll-up did: the days it rolled, the events it counted into them and the raw events it deleted. */
export interface RollUpResult {
  days: string[];
  rolled: number;
  events: number;
}

export interface RollUpOptions {
  /**
   * Also roll up, keeping their raw rows, the events received before this later time, so the
   * insights read those days from the aggregates (ADR 038).
   */
  keepRawFrom?: Date;
  /** Called inside each day's transaction before it commits; a throw rolls that day back. */
  onDay?: (day: string, events: number) => void | Promise<void>;
}

/** Which daily aggregates to read: UTC days `from` to `to` (YYYY-MM-DD, both included). */
export interface DailyQuery {
  from: string;
  to: string;
  /** Only these events; all by default. */
  names?: readonly string[];
}

/** A row of the daily aggregates: events of one day and key (schema.ts `AnalyticsDailyTable`). */
export interface DailyAggregate {
  day: string;
  name: string;
  entryId: string;
  contentType: string;
  locale: string;
  /** '' when the events had none. */
  deployment: string;
  version: string;
  detail: string;
  count: number;
  zeroResults: number;
  clicked: number;
  exits: number;
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

/** A session of an address as its account page counts them: the hash of its id, never the id. */
export interface ListedSession extends StoredSession {
  idHash: string;
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

/** The answer a write API gave, kept with its Idempotency-Key and given again to a repeat of the key. */
export interface StoredResponse {
  status: number;
  /** The body as sent ('' for none). */
  body: string;
}

/** A write made under an Idempotency-Key (docs/adr/040-idempotent-writes-and-browser-retries.md). */
export interface IdempotencyClaim<T> {
  /** The API the key belongs to. */
  scope: string;
  key: string;
  /** A hash of the call's validated input: the same key with other input is refused. */
  fingerprint: string;
  at: Date;
  /** After this the key is forgotten, and may be used again. */
  expiresAt: Date;
  /** The answer to the write's result, stored with the key in the write's own transaction. */
  respond: (value: T) => StoredResponse;
}

export type IdempotentOutcome<T> =
  { replayed: false; value: T; response: StoredResponse } | { replayed: true; response: StoredResponse };

/** A key repeated with input other than its first call's; nothing was written. */
export class IdempotencyKeyReusedError extends Error {
  readonly status = 422;
  constructor() {
    super('Idempotency-Key: was already used for a different request');
    this.name = 'IdempotencyKeyReusedError';
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
  /** Keeps a voter's answer to an entry, replacing the voter's earlier one (an upsert, in one transaction). */
  recordFeedback(feedback: NewFeedback): Promise<void>;
  /**
   * createSupportRequest under an Idempotency-Key: the first call saves the request and the key with
   * its answer in one transaction; a repeat of the key (concurrent ones included) saves nothing and
   * gets that answer back. Other input under the same key rejects with IdempotencyKeyReusedError.
   */
  createSupportRequestOnce(
    request: NewSupportRequest,
    claim: IdempotencyClaim<{ reference: string }>,
  ): Promise<IdempotentOutcome<{ reference: string }>>;
  /** recordFeedback under an Idempotency-Key, as createSupportRequestOnce. */
  recordFeedbackOnce(feedback: NewFeedback, claim: IdempotencyClaim<void>): Promise<IdempotentOutcome<void>>;
  /** Deletes the keys that expired at or before `at`; answers how many. */
  purgeIdempotencyKeys(at: Date): Promise<number>;
  /** Appends analytics events in one transaction, stamped with the server's receive time. */
  recordEvents(events: readonly AnalyticsEvent[], receivedAt: Date): Promise<void>;
  /** 'Yes' answers (one per voter) and page views (raw and rolled up) of every entry that has either. */
  entryTrust(): Promise<Map<string, EntryTrust>>;
  /**
   * Rolls raw events received before `before` (or `options.keepRawFrom`, when later) into daily
   * aggregates, one UTC day per transaction, oldest first, then deletes the raw events received
   * before `before`. Idempotent: `analytics_roll_up` records what was rolled, so a second run finds
   * nothing new; events that arrive late for a rolled day are added on the next run.
   */
  rollUpEvents(before: Date, options?: RollUpOptions): Promise<RollUpResult>;
  /** Daily aggregates of a period (events received before `analytics_roll_up` says, whether purged or not). */
  dailyEvents(query: DailyQuery): Promise<DailyAggregate[]>;
  /** The editor insights of a period (server/analytics/insights.ts). */
  insights(filters: InsightsFilters): Promise<InsightsReport>;
  /** The deployments and versions the period's page views carry, for the insights filters. */
  insightsFacets(period: Pick<InsightsFilters, 'from' | 'to'>): Promise<InsightsFacets>;
  /** Yes and No answers per entry id, one per voter; ids without answers are absent. */
  helpfulCounts(entryIds: readonly string[]): Promise<Map<string, HelpfulCount>>;
  /** Gives the requests filed with `email` and no owner to that account; answers how many. */
  claimSupportRequests(email: string): Promise<number>;
  listSupportRequests(query: RequestQuery): Promise<{ requests: RequestSummary[]; total: number }>;
  findSupportRequest(reference: string): Promise<RequestDetail | undefined>;
  /** Adds a reply and, when given, a new status, in one transaction; false when the request is unknown. */
  replyToSupportRequest(
    reference: string,
    message: { authorEmail: string; fromStaff: boolean; body: string; status?: RequestStatus },
    at: Date,
  ): Promise<boolean>;
  setSupportRequestStatus(reference: string, status: RequestStatus, at: Date): Promise<boolean>;
  /** The organisation's named contacts, by address. */
  listNamedContacts(organisation: string): Promise<string[]>;
  /** Adds a contact; false when the organisation already has that address. */
  addNamedContact(organisation: string, email: string, addedBy: string, at: Date): Promise<boolean>;
  removeNamedContact(organisation: string, email: string): Promise<void>;
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
  /** The sessions of an address, ended ones included (a row is deleted when next seen), newest first. */
  listSessions(email: string): Promise<ListedSession[]>;
  /** Deletes every session of an address but the one whose id hashes to `keepIdHash`. */
  deleteOtherSessions(email: string, keepIdHash: string): Promise<void>;
  close(): Promise<void>;
}

const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

interface SummaryRow {
  reference: string;
  summary: string | null;
  product: string | null;
  status: RequestStatus;
  form: SupportForm;
  email: string;
  created_at: Date | string;
  updated_at: Date | string | null;
}

function summaryOf(row: SummaryRow): RequestSummary {
  return {
    reference: row.reference,
    // File-download requests have no summary; their form names them.
    summary: row.summary ?? row.form,
    product: row.product,
    status: row.status,
    form: row.form,
    email: row.email,
    createdAt: asDate(row.created_at),
    updatedAt: asDate(row.updated_at ?? row.created_at),
  };
}

export type StoreConfig = Pick<Config, 'dataDir' | 'databaseUrl'>;

/** Reference digits: 90 million values, so a clash is rare and simply retried. */
const REFERENCE_MIN = 10_000_000;
const REFERENCE_MAX = 100_000_000;
const REFERENCE_ATTEMPTS = 5;
const EVENT_INSERT_CHUNK = 500;
/** 12 parameters a daily row. */
const DAILY_INSERT_CHUNK = 500;

/** Expired keys are deleted in passing by a keyed write, at most this often. */
export const IDEMPOTENCY_PURGE_INTERVAL_MS = 60 * 60_000;

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
  'locking_mode = EXCLUSIVE',
  'journal_mode = WAL',
  'mmap_size = 0',
  'synchronous = FULL',
  // Set last, so that the pragmas above fail at once on a file locked elsewhere instead of waiting.
  `busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`,
];

/** How long a PostgreSQL statement waits for a lock held by another client before the write is refused. */
export const POSTGRES_LOCK_TIMEOUT_MS = 2000;
/** The longest any PostgreSQL statement may run. */
const POSTGRES_STATEMENT_TIMEOUT_MS = 15_000;
/** How long taking a connection from the pool may take. */
const POSTGRES_CONNECT_TIMEOUT_MS = 5000;

interface OpenedDatabase {
  db: Kysely<Database>;
  dialect: Dialect;
  /** The SQLite file and the identity it had when opened; undefined for PostgreSQL. */
  file?: { path: string; dev: number; ino: number };
  /** The SQLite connection itself, for the one hot path that skips the query builder. */
  sqlite?: BetterSqlite3.Database;
}

// The PostgreSQL driver is loaded only when DATABASE_URL asks for it: the SQLite default never needs it.
const loadPg = onFirstUse('pg', () => import('pg'));

async function openDatabase(config: StoreConfig): Promise<OpenedDatabase> {
  if (config.databaseUrl) {
    const { Pool } = await loadPg();
    const pool = new Pool({
      connectionString: config.databaseUrl,
      max: 10,
      // A row or table lock held by another client fails a write after this long instead of holding
      // the request (and a pool connection) until the lock is released (ADR 037).
      lock_timeout: POSTGRES_LOCK_TIMEOUT_MS,
      statement_timeout: POSTGRES_STATEMENT_TIMEOUT_MS,
      connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
    });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  mkdirSync(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, SQLITE_FILE_NAME);
  // Opening does not wait for a lock held elsewhere (better-sqlite3's default would wait 5 s with the
  // event loop stopped): a locked file fails at once, and the store tries again later (ADR 037).
  const database = new BetterSqlite3(file, { timeout: 0 });
  try {
    for (const pragma of SQLITE_PRAGMAS) database.pragma(pragma);
  } catch (error) {
    // A connection left open would keep its own lock and stop every later attempt.
    database.close();
    throw error;
  }
  const { dev, ino } = statSync(file);
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }),
    dialect: 'sqlite',
    file: { path: file, dev, ino },
    sqlite: database,
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

/**
 * Error codes that mean the write could not be kept: refuse with 503, never crash. SQLite result codes,
 * and PostgreSQL's lock timeout (55P03), statement timeout (57014), shutdown (57P0x), connection
 * (08xxx) and resource (53xxx) classes, and a refused or dropped connection.
 */
const UNAVAILABLE_CODES =
  /^(SQLITE_(READONLY|IOERR|FULL|CANTOPEN|BUSY|LOCKED|PERM|NOTADB|CORRUPT)|55P03$|57014$|57P0\d$|08...$|53...$|ECONNREFUSED$|ECONNRESET$)/;

/** Whether a failure to open SQLite means only that another connection holds its lock now. */
function lockedElsewhere(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return /^SQLITE_(BUSY|LOCKED)/.test(code);
  // Kysely's migrator reports a failed migration as a plain Error naming the code in its message.
  return error instanceof Error && /database is locked|SQLITE_BUSY/.test(error.message);
}

function unavailable(error: unknown): StoreUnavailableError | undefined {
  if (error instanceof StoreUnavailableError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && UNAVAILABLE_CODES.test(code)) {
    return new StoreUnavailableError(`${code}: ${(error as Error).message}`, { cause: error });
  }
  // pg-pool's own timeout has no code.
  if (error instanceof Error && error.message === 'timeout exceeded when trying to connect') {
    return new StoreUnavailableError(`the database did not answer: ${error.message}`, { cause: error });
  }
  return undefined;
}

type EventRow = Omit<Insertable<Database['analytics_events']>, 'id'>;

const EVENT_COLUMNS = [
  'received_at',
  'occurred_at',
  'name',
  'anonymous_id',
  'session_id',
  'content_type',
  'content_ari',
  'entry_id',
  'locale',
  'deployment',
  'version',
  'logged_in',
  'attributes',
] as const satisfies readonly (keyof EventRow)[];

function sqliteEventInserter(database: BetterSqlite3.Database): (rows: EventRow[]) => void {
  const statement = database.prepare(
    `insert into analytics_events (${EVENT_COLUMNS.join(', ')}) values (${EVENT_COLUMNS.map((column) => `@${column}`).join(', ')})`,
  );
  return database.transaction((rows: EventRow[]) => {
    for (const row of rows) statement.run(row);
  });
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

/**
 * Opens the store. A SQLite file that another connection holds locked (a backup, a second process on
 * the same DATA_DIR) does not stop the server: the store starts closed and opens on a later call
 * (`reopeningStore`), refusing writes with StoreUnavailableError until then.
 */
export async function createStore(config: StoreConfig): Promise<Store> {
  try {
    return await openStore(config);
  } catch (error) {
    if (config.databaseUrl || !lockedElsewhere(error)) throw error;
    return reopeningStore(() => openStore(config), lockedReason(error));
  }
}

/** How long a store that found its file locked waits before trying to open it again. */
export const SQLITE_REOPEN_INTERVAL_MS = 200;

function lockedReason(error: unknown): string {
  return `the database file is locked by another connection (${error instanceof Error ? error.message : String(error)})`;
}

/**
 * A SQLite store whose file was locked when it was opened. Every call tries to open it again, at most
 * once per SQLITE_REOPEN_INTERVAL_MS and one attempt at a time; an attempt does not wait for the lock,
 * so it never holds up the event loop. Until one succeeds, calls reject with StoreUnavailableError and
 * health() says why; then every call goes to the opened store.
 */
function reopeningStore(open: () => Promise<Store>, firstReason: string): Store {
  let opened: Store | undefined;
  let attempt: Promise<Store> | undefined;
  let reason = firstReason;
  let lastAttemptAt = performance.now();
  let closed = false;
  const ready = (): Promise<Store> => {
    if (opened) return Promise.resolve(opened);
    if (closed) return Promise.reject(new StoreUnavailableError('the store is closed'));
    if (attempt) return attempt;
    if (performance.now() - lastAttemptAt < SQLITE_REOPEN_INTERVAL_MS) {
      return Promise.reject(new StoreUnavailableError(reason));
    }
    lastAttemptAt = performance.now();
    attempt = open().then(
      (store) => {
        attempt = undefined;
        if (closed) {
          void store.close();
          throw new StoreUnavailableError('the store is closed');
        }
        opened = store;
        return store;
      },
      (error: unknown) => {
        attempt = undefined;
        if (!lockedElsewhere(error)) throw error;
        reason = lockedReason(error);
        throw new StoreUnavailableError(reason, { cause: error });
      },
    );
    return attempt;
  };
  const delegated = Object.fromEntries(
    DELEGATED_METHODS.map((name) => [
      name,
      async (...args: unknown[]) => {
        const store = await ready();
        return (store[name] as (...values: unknown[]) => Promise<unknown>)(...args);
      },
    ]),
  ) as Pick<Store, DelegatedMethod>;
  return {
    ...delegated,
    dialect: 'sqlite',
    health: () => (opened ? opened.health() : { ok: false, reason }),
    close: async () => {
      closed = true;
      await attempt?.catch(() => undefined);
      await opened?.close();
    },
  };
}

type DelegatedMethod = Exclude<keyof Store, 'dialect' | 'health' | 'close'>;

/** Every async method of Store; the type check below fails when one is added and not listed here. */
const DELEGATED_METHODS = [
  'createSupportRequest',
  'recordFeedback',
  'createSupportRequestOnce',
  'recordFeedbackOnce',
  'purgeIdempotencyKeys',
  'recordEvents',
  'entryTrust',
  'rollUpEvents',
  'dailyEvents',
  'insights',
  'insightsFacets',
  'helpfulCounts',
  'claimSupportRequests',
  'listSupportRequests',
  'findSupportRequest',
  'replyToSupportRequest',
  'setSupportRequestStatus',
  'listNamedContacts',
  'addNamedContact',
  'removeNamedContact',
  'saveSignInToken',
  'useSignInToken',
  'createSession',
  'findSession',
  'touchSession',
  'deleteSession',
  'listSessions',
  'deleteOtherSessions',
] as const satisfies readonly DelegatedMethod[];
const everyMethodDelegated: Exclude<DelegatedMethod, (typeof DELEGATED_METHODS)[number]> extends never ? true : never =
  true;
void everyMethodDelegated;

async function openStore(config: StoreConfig): Promise<Store> {
  const { db, dialect, file, sqlite } = await openDatabase(config);
  try {
    await migrateToLatest(db, dialect);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const stamp = (date: Date): Date | string => (dialect === 'postgres' ? date : date.toISOString());
  const now = (): Date | string => stamp(new Date());
  let lastFailure: string | undefined;
  let insertEventsSqlite: ((rows: EventRow[]) => void) | undefined;
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

  /** Inserts a request under `reference`; undefined when another request already has it. */
  const insertSupportRequest = async (
    trx: Transaction<Database>,
    request: NewSupportRequest,
    reference: string,
  ): Promise<string | undefined> => {
    const inserted = await trx
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
        owner_email: request.ownerEmail ?? null,
      })
      .onConflict((conflict) => conflict.column('reference').doNothing())
      .returning('reference')
      .executeTakeFirst();
    return inserted?.reference;
  };

  const upsertFeedback = async (trx: Transaction<Database>, feedback: NewFeedback): Promise<void> => {
    const helpful = dialect === 'postgres' ? feedback.helpful : Number(feedback.helpful);
    const reason = feedback.reason ?? null;
    const at = now();
    const answerId = feedback.answerId ?? null;
    // The voter's answer to this entry, whichever it was, is replaced: a reason after 'No', a change
    // of mind, or the same answer again after a reload all leave one row (docs/adr/054).
    await trx
      .insertInto('feedback')
      .values({
        entry_id: feedback.entryId,
        page_url: feedback.pageUrl,
        helpful,
        reason,
        created_at: at,
        answer_id: answerId,
        voter: feedback.voter,
        updated_at: null,
      })
      .onConflict((conflict) =>
        conflict
          .columns(['entry_id', 'voter'])
          .doUpdateSet({ helpful, reason, page_url: feedback.pageUrl, answer_id: answerId, updated_at: at }),
      )
      .execute();
    if (feedback.replacesVoter !== undefined && feedback.replacesVoter !== feedback.voter) {
      await trx
        .deleteFrom('feedback')
        .where('entry_id', '=', feedback.entryId)
        .where('voter', '=', feedback.replacesVoter)
        .execute();
    }
  };

  let lastPurge = 0;
  /**
   * Claims the key and runs the write in one transaction, or answers the key's first response. On
   * PostgreSQL a concurrent claim of the same key waits in its insert until the first transaction
   * ends, then finds the committed key; SQLite runs one transaction at a time.
   */
  const keyedWrite = <T>(
    claim: IdempotencyClaim<T>,
    write: (trx: Transaction<Database>) => Promise<T>,
  ): Promise<IdempotentOutcome<T>> =>
    guardedWrite(() =>
      db.transaction().execute(async (trx): Promise<IdempotentOutcome<T>> => {
        const at = stamp(claim.at);
        const sameKey = trx
          .deleteFrom('idempotency_keys')
          .where('scope', '=', claim.scope)
          .where('idempotency_key', '=', claim.key);
        if (claim.at.getTime() - lastPurge >= IDEMPOTENCY_PURGE_INTERVAL_MS) {
          lastPurge = claim.at.getTime();
          await trx.deleteFrom('idempotency_keys').where('expires_at', '<=', at).execute();
        } else {
          // An expired key is free again, even between purges.
          await sameKey.where('expires_at', '<=', at).execute();
        }
        const claimed = await trx
          .insertInto('idempotency_keys')
          .values({
            scope: claim.scope,
            idempotency_key: claim.key,
            fingerprint: claim.fingerprint,
            status: null,
            body: null,
            created_at: at,
            expires_at: stamp(claim.expiresAt),
          })
          .onConflict((conflict) => conflict.columns(['scope', 'idempotency_key']).doNothing())
          .returning('fingerprint')
          .executeTakeFirst();
        if (!claimed) {
          const first = await trx
            .selectFrom('idempotency_keys')
            .select(['fingerprint', 'status', 'body'])
            .where('scope', '=', claim.scope)
            .where('idempotency_key', '=', claim.key)
            .executeTakeFirstOrThrow();
          if (first.fingerprint !== claim.fingerprint) throw new IdempotencyKeyReusedError();
          // The claiming transaction sets the answer before it commits, so a visible key has one.
          if (first.status === null) throw new Error(`Idempotency key ${claim.scope}/${claim.key} has no answer`);
          return { replayed: true, response: { status: first.status, body: first.body ?? '' } };
        }
        const value = await write(trx);
        const response = claim.respond(value);
        await trx
          .updateTable('idempotency_keys')
          .set({ status: response.status, body: response.body })
          .where('scope', '=', claim.scope)
          .where('idempotency_key', '=', claim.key)
          .execute();
        return { replayed: false, value, response };
      }),
    );

  return {
    dialect,
    health,

    createSupportRequest: (request) =>
      guardedWrite(async () => {
        for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt += 1) {
          const inserted = await db.transaction().execute((trx) => insertSupportRequest(trx, request, newReference()));
          if (inserted) return { reference: inserted };
        }
        throw new Error(`No free support request reference after ${REFERENCE_ATTEMPTS} attempts`);
      }),

    recordFeedback: (feedback) => guardedWrite(() => db.transaction().execute((trx) => upsertFeedback(trx, feedback))),

    createSupportRequestOnce: (request, claim) =>
      keyedWrite(claim, async (trx) => {
        // A clash of references does not abort the transaction (on conflict do nothing): try another.
        for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt += 1) {
          const inserted = await insertSupportRequest(trx, request, newReference());
          if (inserted) return { reference: inserted };
        }
        throw new Error(`No free support request reference after ${REFERENCE_ATTEMPTS} attempts`);
      }),

    recordFeedbackOnce: (feedback, claim) => keyedWrite(claim, (trx) => upsertFeedback(trx, feedback)),

    purgeIdempotencyKeys: (at) =>
      guardedWrite(async () => {
        const result = await db
          .transaction()
          .execute((trx) => trx.deleteFrom('idempotency_keys').where('expires_at', '<=', stamp(at)).executeTakeFirst());
        return Number(result.numDeletedRows);
      }),

    recordEvents: (events, receivedAt) =>
      guardedWrite(async () => {
        if (events.length === 0) return;
        const received = stamp(receivedAt);
        const rows = events.map((event) => ({
          received_at: received,
          occurred_at: stamp(new Date(event.at)),
          name: event.name,
          anonymous_id: event.context.anonymousId,
          session_id: event.context.sessionId,
          content_type: event.context.contentType,
          content_ari: event.context.contentAri,
          entry_id: event.context.entryId,
          locale: event.context.locale,
          deployment: event.context.deployment ?? null,
          version: event.context.version ?? null,
          logged_in: dialect === 'postgres' ? event.context.loggedIn : Number(event.context.loggedIn),
          attributes: JSON.stringify(event.attributes),
        }));
        if (sqlite) {
          // Analytics is the write-heavy path: one prepared statement run per row inside one
          // transaction is many times faster than compiling a multi-row insert.
          // The prepared transaction would become a savepoint inside a query-builder transaction still
          // open (the roll-up's, whose rollback would take these rows with it): refuse, and the ingest retries.
          if (sqlite.inTransaction) throw new StoreUnavailableError('another transaction is open on the database');
          insertEventsSqlite ??= sqliteEventInserter(sqlite);
          insertEventsSqlite(rows);
          return;
        }
        await db.transaction().execute(async (trx) => {
          // 13 parameters a row: chunks stay far below both databases' parameter limits.
          for (let start = 0; start < rows.length; start += EVENT_INSERT_CHUNK) {
            await trx
              .insertInto('analytics_events')
              .values(rows.slice(start, start + EVENT_INSERT_CHUNK))
              .execute();
          }
        });
      }),

    async entryTrust() {
      const trust = new Map<string, EntryTrust>();
      const entry = (id: string) => {
        let found = trust.get(id);
        if (!found) trust.set(id, (found = { helpfulCount: 0, numViews: 0 }));
        return found;
      };
      const [helpful, views, rolledViews] = await Promise.all([
        db
          .selectFrom('feedback')
          .select(['entry_id', (eb) => eb.fn.countAll().as('answers')])
          .where('helpful', '=', dialect === 'postgres' ? true : 1)
          .groupBy('entry_id')
          .execute(),
        readRolledUpTo(db).then((rolled) =>
          db
            .selectFrom('analytics_events')
            .select(['entry_id', (eb) => eb.fn.countAll().as('views')])
            .where('name', '=', 'page.init')
            // Raw views already counted in the aggregates are kept until retention purges them.
            .where((eb) => eb.or([eb('received_at', '>=', stamp(rolled.before)), eb('id', '>', rolled.id)]))
            .groupBy('entry_id')
            .execute(),
        ),
        db
          .selectFrom('analytics_daily')
          .select(['entry_id', (eb) => eb.fn.sum<number | string>('count').as('views')])
          .where('name', '=', 'page.init')
          .groupBy('entry_id')
          .execute(),
      ]);
      for (const row of helpful) entry(row.entry_id).helpfulCount = Number(row.answers);
      for (const row of views) entry(row.entry_id).numViews = Number(row.views);
      for (const row of rolledViews) entry(row.entry_id).numViews += Number(row.views ?? 0);
      return trust;
    },

    rollUpEvents: (before, options = {}) =>
      guardedWrite(async () => {
        const result: RollUpResult = { days: [], rolled: 0, events: 0 };
        const until = options.keepRawFrom && options.keepRawFrom > before ? options.keepRawFrom : before;
        // Late events are looked for once a run: the search walks every id after the mark, which
        // before a long backlog is rolled up is most of the table.
        let lateChecked = false;
        for (;;) {
          const rolled = await readRolledUpTo(db);
          const next = await db
            .selectFrom('analytics_events')
            .select((eb) => eb.fn.min('received_at').as('first'))
            .where('received_at', '>=', stamp(rolled.before))
            .where('received_at', '<', stamp(until))
            .executeTakeFirst();
          const first = next?.first === null || next?.first === undefined ? undefined : asDate(next.first);
          // One UTC day at a time; with nothing left, the mark moves straight to `until`.
          const end = first
            ? new Date(Math.min(startOfDay(receivedDay({ received_at: first })).getTime() + DAY_MS, until.getTime()))
            : new Date(Math.max(rolled.before.getTime(), until.getTime()));
          // On SQLite every statement runs synchronously and Kysely awaits only promises between them,
          // so no timer (an ingest flush) runs inside this transaction unless onDay waits on one.
          const done = await db.transaction().execute(async (trx) => {
            const columns = [
              'id',
              'received_at',
              'name',
              'session_id',
              'entry_id',
              'content_type',
              'locale',
              'deployment',
              'version',
              'attributes',
            ] as const;
            const rows: RawEventRow[] = [
              ...(end > rolled.before
                ? await trx
                    .selectFrom('analytics_events')
                    .select(columns)
                    .where('received_at', '>=', stamp(rolled.before))
                    .where('received_at', '<', stamp(end))
                    .execute()
                : []),
              // Events stamped before the mark but stored after it moved: counted now, not lost. One
              // stored later gets a higher id than the rows counted here, so the next run finds it.
              ...(lateChecked
                ? []
                : await trx
                    .selectFrom('analytics_events')
                    .select(columns)
                    .where('id', '>', rolled.id)
                    .where(unindexed(dialect, 'received_at'), '<', stamp(rolled.before))
                    .execute()),
            ];
            if (rows.length === 0 && end <= rolled.before) return { days: [], moved: false };
            const lastId = rows.reduce((max, row) => Math.max(max, Number(row.id)), rolled.id);
            // Moving the mark first means two instances rolling up at once cannot both count a row:
            // the second one's update finds the mark moved and it rolls back.
            const moved = await trx
              .updateTable('analytics_roll_up')
              .set({ rolled_before: end.toISOString(), rolled_id: lastId })
              .where('id', '=', 1)
              .where('rolled_before', '=', rolled.before.toISOString())
              .where('rolled_id', '=', rolled.id)
              .executeTakeFirst();
            if (Number(moved.numUpdatedRows) !== 1) return { days: [], moved: true };
            const days = [...new Set(rows.map(receivedDay))].sort();
            // A search's click and a session's next view may come the day after; they are read raw.
            const context: ContextRow[] = [];
            for (const day of days) {
              const start = startOfDay(day);
              context.push(
                ...(await trx
                  .selectFrom('analytics_events')
                  .select(['id', 'received_at', 'name', 'session_id', 'attributes'])
                  .where('name', 'in', [...CONTEXT_EVENTS])
                  .where('received_at', '>=', stamp(start))
                  .where('received_at', '<', stamp(new Date(start.getTime() + 2 * DAY_MS)))
                  .execute()),
              );
            }
            const aggregates = aggregateEvents(rows, context);
            for (let at = 0; at < aggregates.length; at += DAILY_INSERT_CHUNK) {
              await trx
                .insertInto('analytics_daily')
                .values(aggregates.slice(at, at + DAILY_INSERT_CHUNK))
                // A day partly rolled up before (events of it that arrived late) gets the new counts added.
                .onConflict((conflict) =>
                  conflict
                    .columns(['day', 'name', 'entry_id', 'content_type', 'locale', 'deployment', 'version', 'detail'])
                    .doUpdateSet((eb) => ({
                      count: eb('analytics_daily.count', '+', eb.ref('excluded.count')),
                      zero_results: eb('analytics_daily.zero_results', '+', eb.ref('excluded.zero_results')),
                      clicked: eb('analytics_daily.clicked', '+', eb.ref('excluded.clicked')),
                      exits: eb('analytics_daily.exits', '+', eb.ref('excluded.exits')),
                    })),
                )
                .execute();
            }
            for (const day of days) await options.onDay?.(day, rows.filter((row) => receivedDay(row) === day).length);
            result.rolled += rows.length;
            return { days, moved: true };
          });
          lateChecked = true;
          result.days.push(...done.days.filter((day) => !result.days.includes(day)));
          if (!done.moved) break;
        }
        const rolled = await readRolledUpTo(db);
        // Only what the aggregates count is deleted: an event stored after the mark moved stays raw.
        const deleted = await db
          .deleteFrom('analytics_events')
          .where('received_at', '<', stamp(before < rolled.before ? before : rolled.before))
          .where('id', '<=', rolled.id)
          .executeTakeFirst();
        result.events = Number(deleted.numDeletedRows);
        return result;
      }),

    async dailyEvents(query) {
      let select = db
        .selectFrom('analytics_daily')
        .selectAll()
        .where('day', '>=', query.from)
        .where('day', '<=', query.to);
      if (query.names !== undefined) {
        if (query.names.length === 0) return [];
        select = select.where('name', 'in', [...query.names]);
      }
      const rows = await select.orderBy('day').orderBy('name').orderBy('entry_id').orderBy('detail').execute();
      return rows.map((row) => ({
        day: row.day,
        name: row.name,
        entryId: row.entry_id,
        contentType: row.content_type,
        locale: row.locale,
        deployment: row.deployment,
        version: row.version,
        detail: row.detail,
        count: Number(row.count),
        zeroResults: Number(row.zero_results),
        clicked: Number(row.clicked),
        exits: Number(row.exits),
      }));
    },
    insights: (filters) => readInsights(db, dialect, filters),
    insightsFacets: (period) => readInsightsFacets(db, dialect, period),

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

    async claimSupportRequests(email) {
      const result = await db.transaction().execute((trx) =>
        trx
          .updateTable('support_requests')
          .set({ owner_email: email })
          .where('owner_email', 'is', null)
          .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
          .executeTakeFirst(),
      );
      return Number(result.numUpdatedRows);
    },
    async listSupportRequests(query) {
      let base = db.selectFrom('support_requests');
      if (query.ownerEmail !== undefined) base = base.where('owner_email', '=', query.ownerEmail);
      if (query.status !== undefined) base = base.where('status', '=', query.status);
      if (query.product !== undefined) base = base.where('product', '=', query.product);
      const [rows, count] = await Promise.all([
        base
          .select(['reference', 'summary', 'product', 'status', 'form', 'email', 'created_at', 'updated_at'])
          .orderBy((eb) => eb.fn.coalesce('updated_at', 'created_at'), 'desc')
          .orderBy('id', 'desc')
          .limit(query.limit)
          .offset(query.offset)
          .execute(),
        base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst(),
      ]);
      return { requests: rows.map(summaryOf), total: Number(count?.total ?? 0) };
    },
    async findSupportRequest(reference) {
      const row = await db
        .selectFrom('support_requests')
        .selectAll()
        .where('reference', '=', reference)
        .executeTakeFirst();
      if (!row) return undefined;
      const messages = await db
        .selectFrom('request_messages')
        .select(['author_email', 'from_staff', 'body', 'created_at'])
        .where('request_id', '=', row.id)
        .orderBy('id')
        .execute();
      return {
        ...summaryOf(row),
        ownerEmail: row.owner_email,
        name: row.name,
        description: row.description,
        pageUrl: row.page_url,
        messages: messages.map((message) => ({
          authorEmail: message.author_email,
          fromStaff: Boolean(message.from_staff),
          body: message.body,
          createdAt: asDate(message.created_at),
        })),
      };
    },
    async replyToSupportRequest(reference, message, at) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('support_requests')
          .select('id')
          .where('reference', '=', reference)
          .executeTakeFirst();
        if (!row) return false;
        await trx
          .insertInto('request_messages')
          .values({
            request_id: row.id,
            author_email: message.authorEmail,
            from_staff: dialect === 'postgres' ? message.fromStaff : Number(message.fromStaff),
            body: message.body,
            created_at: stamp(at),
          })
          .execute();
        await trx
          .updateTable('support_requests')
          .set(message.status ? { updated_at: stamp(at), status: message.status } : { updated_at: stamp(at) })
          .where('id', '=', row.id)
          .execute();
        return true;
      });
    },
    async setSupportRequestStatus(reference, status, at) {
      const result = await db.transaction().execute((trx) =>
        trx
          .updateTable('support_requests')
          .set({ status, updated_at: stamp(at) })
          .where('reference', '=', reference)
          .executeTakeFirst(),
      );
      return Number(result.numUpdatedRows) > 0;
    },
    async listNamedContacts(organisation) {
      const rows = await db
        .selectFrom('named_contacts')
        .select('email')
        .where('organisation', '=', organisation)
        .orderBy('email')
        .execute();
      return rows.map((row) => row.email);
    },
    async addNamedContact(organisation, email, addedBy, at) {
      const inserted = await db.transaction().execute((trx) =>
        trx
          .insertInto('named_contacts')
          .values({ organisation, email, added_by: addedBy, created_at: stamp(at) })
          .onConflict((conflict) => conflict.columns(['organisation', 'email']).doNothing())
          .returning('email')
          .executeTakeFirst(),
      );
      return inserted !== undefined;
    },
    async removeNamedContact(organisation, email) {
      await db
        .transaction()
        .execute((trx) =>
          trx
            .deleteFrom('named_contacts')
            .where('organisation', '=', organisation)
            .where('email', '=', email)
            .execute(),
        );
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
    async listSessions(email) {
      const rows = await db
        .selectFrom('sessions')
        .select(['id_hash', 'email', 'created_at', 'last_seen_at'])
        .where('email', '=', email)
        .orderBy('created_at', 'desc')
        .orderBy('id_hash')
        .execute();
      return rows.map((row) => ({
        idHash: row.id_hash,
        email: row.email,
        createdAt: asDate(row.created_at),
        lastSeenAt: asDate(row.last_seen_at),
      }));
    },
    async deleteOtherSessions(email, keepIdHash) {
      await db.deleteFrom('sessions').where('email', '=', email).where('id_hash', '<>', keepIdHash).execute();
    },
    close: () => db.destroy(),
  };
}
