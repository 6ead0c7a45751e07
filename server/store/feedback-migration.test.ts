/**
 * Migration 0010 (docs/adr/054-one-answer-per-visitor.md) on a database holding answers written
 * before voters were kept: every answer stays and counts as it did, and the new key applies after.
 * On PostgreSQL (TEST_DATABASE_URL) each test migrates a schema of its own, dropped after it, so the
 * test database's own tables are never migrated back.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { Pool } from 'pg';
import { migrationProvider } from './migrations';
import { createStore, SQLITE_FILE_NAME, type StoreConfig } from './store';
import type { Dialect } from './schema';
import { storeTestDatabases } from '../../test/support/store-databases';

const { dataDir } = storeTestDatabases('feedback-migration', undefined);
const postgresUrl = process.env.TEST_DATABASE_URL;

interface EarlierDatabase {
  config: StoreConfig;
  /** Reads one column of every feedback row, oldest first. */
  voters: () => Promise<unknown[]>;
  drop: () => Promise<void>;
}

/** A database migrated up to the last migration before voters, holding three earlier answers. */
async function databaseWithEarlierAnswers(dialect: Dialect): Promise<EarlierDatabase> {
  let config: StoreConfig = { dataDir: dataDir(), databaseUrl: undefined };
  let open: () => Kysely<unknown>;
  let drop = () => Promise.resolve();
  let schema: string | undefined;
  if (dialect === 'postgres') {
    schema = `feedback_migration_${randomUUID().replace(/-/g, '')}`;
    const url = new URL(postgresUrl ?? '');
    url.searchParams.set('options', `-c search_path=${schema}`);
    config = { dataDir: dataDir(), databaseUrl: url.toString() };
    open = () =>
      new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new Pool({ connectionString: url.toString() }) }) });
    const admin = open();
    await sql`create schema ${sql.id(schema)}`.execute(admin);
    await admin.destroy();
    drop = async () => {
      const dropping = open();
      await sql`drop schema ${sql.id(schema!)} cascade`.execute(dropping);
      await dropping.destroy();
    };
  } else {
    open = () =>
      new Kysely<unknown>({
        dialect: new SqliteDialect({ database: new BetterSqlite3(path.join(dataDir(), SQLITE_FILE_NAME)) }),
      });
  }
  const db = open();
  const migrated = await new Migrator({
    db,
    provider: migrationProvider(dialect),
    ...(schema ? { migrationTableSchema: schema } : {}),
  }).migrateTo('0009-insights-roll-up');
  expect(migrated.error).toBeUndefined();
  const [yes, no] = dialect === 'postgres' ? [sql`true`, sql`false`] : [sql`1`, sql`0`];
  const at = dialect === 'postgres' ? new Date('2026-01-01T00:00:00.000Z') : '2026-01-01T00:00:00.000Z';
  await sql`insert into feedback (entry_id, page_url, helpful, reason, created_at, answer_id) values
    ('restrict-a-page', '/a/', ${yes}, null, ${at}, 'view-1'),
    ('restrict-a-page', '/a/', ${no}, 'unclear', ${at}, 'view-2'),
    ('restrict-a-page', '/a/', ${yes}, null, ${at}, null)`.execute(db);
  await db.destroy();
  return {
    config,
    voters: async () => {
      const reading = open();
      const rows = await sql<{ voter: unknown }>`select voter from feedback order by id`.execute(reading);
      await reading.destroy();
      return rows.rows.map((row) => row.voter);
    },
    drop,
  };
}

const dialects: Dialect[] = postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];

describe.each(dialects)('the migration to one answer per voter, on %s', (dialect) => {
  let earlier: EarlierDatabase;

  beforeEach(async () => {
    earlier = await databaseWithEarlierAnswers(dialect);
  });

  afterEach(async () => {
    await earlier.drop();
  });

  it('keeps every earlier answer as its own voter, so the counts stay what they were', async () => {
    // Act
    const store = await createStore(earlier.config);
    const counts = await store.helpfulCounts(['restrict-a-page']);
    await store.close();

    // Assert
    expect(counts.get('restrict-a-page')).toEqual({ helpful: 2, notHelpful: 1 });
    expect(await earlier.voters()).toEqual(['answer:view-1', 'answer:view-2', 'row:3']);
  });

  it("replaces a voter's answer after the migration and takes an answer id seen before from another voter", async () => {
    // Arrange
    const store = await createStore(earlier.config);

    // Act
    await store.recordFeedback({
      entryId: 'restrict-a-page',
      pageUrl: '/a/',
      helpful: true,
      answerId: 'view-1',
      voter: 'ada',
    });
    await store.recordFeedback({
      entryId: 'restrict-a-page',
      pageUrl: '/a/',
      helpful: false,
      answerId: 'view-1',
      voter: 'ada',
    });
    const counts = await store.helpfulCounts(['restrict-a-page']);
    await store.close();

    // Assert
    expect(counts.get('restrict-a-page')).toEqual({ helpful: 2, notHelpful: 2 });
  });
});
