/**
 * Migration 0010 (docs/adr/054-one-answer-per-visitor.md) on a database holding answers written
 * before voters were kept: every answer stays and counts as it did, and the new key applies after.
 */
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, sql } from 'kysely';
import { migrationProvider } from './migrations';
import { createStore, SQLITE_FILE_NAME } from './store';
import { storeTestDatabases } from '../../test/support/store-databases';

const { dataDir } = storeTestDatabases('feedback-migration', undefined);

/** A database migrated up to the last migration before voters, holding three earlier answers. */
async function databaseWithEarlierAnswers(): Promise<void> {
  const db = new Kysely<unknown>({
    dialect: new SqliteDialect({ database: new BetterSqlite3(path.join(dataDir(), SQLITE_FILE_NAME)) }),
  });
  const migrated = await new Migrator({ db, provider: migrationProvider('sqlite') }).migrateTo('0009-insights-roll-up');
  expect(migrated.error).toBeUndefined();
  const at = '2026-01-01T00:00:00.000Z';
  await sql`insert into feedback (entry_id, page_url, helpful, reason, created_at, answer_id) values
    ('restrict-a-page', '/a/', 1, null, ${at}, 'view-1'),
    ('restrict-a-page', '/a/', 0, 'unclear', ${at}, 'view-2'),
    ('restrict-a-page', '/a/', 1, null, ${at}, null)`.execute(db);
  await db.destroy();
}

describe('the migration to one answer per voter, on SQLite', () => {
  it('keeps every earlier answer as its own voter, so the counts stay what they were', async () => {
    // Arrange
    await databaseWithEarlierAnswers();

    // Act
    const store = await createStore({ dataDir: dataDir(), databaseUrl: undefined });
    const counts = await store.helpfulCounts(['restrict-a-page']);
    await store.close();

    // Assert
    expect(counts.get('restrict-a-page')).toEqual({ helpful: 2, notHelpful: 1 });
    const file = new BetterSqlite3(path.join(dataDir(), SQLITE_FILE_NAME));
    const voters = file.prepare('select voter from feedback order by id').pluck().all();
    file.close();
    expect(voters).toEqual(['answer:view-1', 'answer:view-2', 'row:3']);
  });

  it("replaces a voter's answer after the migration and takes an answer id seen before from another voter", async () => {
    // Arrange
    await databaseWithEarlierAnswers();
    const store = await createStore({ dataDir: dataDir(), databaseUrl: undefined });

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
