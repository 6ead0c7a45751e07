import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStore, SQLITE_FILE_NAME, type Store, type StoreConfig } from './store';

interface TestDatabase {
  name: string;
  config: () => StoreConfig;
}

let dataDir: string;

const databases: TestDatabase[] = [
  { name: 'SQLite', config: () => ({ dataDir, databaseUrl: undefined }) },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'PostgreSQL', config: () => ({ dataDir, databaseUrl: process.env.TEST_DATABASE_URL }) }]
    : []),
];

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'help-centre-store-'));
});

afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe.each(databases)('the store on $name', ({ config }) => {
  let store: Store;

  beforeEach(async () => {
    store = await createStore(config());
  });

  afterEach(async () => {
    await store.close();
  });

  it('saves a support request and answers with an HC reference', async () => {
    // Act
    const { reference } = await store.createSupportRequest({
      form: 'hot',
      ticketType: 'bug',
      product: 'Jira Software',
      summary: 'Board does not load',
      description: 'The board spins forever.',
      name: 'Ada',
      email: 'ada@example.com',
      pageUrl: '/hot-contact/',
    });

    // Assert
    expect(reference).toMatch(/^HC-\d{8}$/);
  });

  it('gives every support request its own reference', async () => {
    // Act
    const references = await Promise.all(
      Array.from({ length: 20 }, () =>
        store.createSupportRequest({ form: 'file-download', company: 'Acme', name: 'Ada', email: 'ada@example.com' }),
      ),
    );

    // Assert
    expect(new Set(references.map((created) => created.reference)).size).toBe(20);
  });

  it('counts yes and no answers per entry and leaves out entries without answers', async () => {
    // Arrange
    const [first, second, silent] = [randomUUID(), randomUUID(), randomUUID()];
    await store.recordFeedback({ entryId: first, pageUrl: '/a/', helpful: true });
    await store.recordFeedback({ entryId: first, pageUrl: '/a/', helpful: true });
    await store.recordFeedback({ entryId: first, pageUrl: '/a/', helpful: false, reason: 'unclear' });
    await store.recordFeedback({ entryId: second, pageUrl: '/b/', helpful: false, reason: 'inaccurate' });

    // Act
    const counts = await store.helpfulCounts([first, second, silent]);

    // Assert
    expect(counts.get(first)).toEqual({ helpful: 2, notHelpful: 1 });
    expect(counts.get(second)).toEqual({ helpful: 0, notHelpful: 1 });
    expect(counts.has(silent)).toBe(false);
  });

  it('answers no counts for no entry ids', async () => {
    // Act
    const counts = await store.helpfulCounts([]);

    // Assert
    expect(counts.size).toBe(0);
  });

  it('opens an already migrated database again', async () => {
    // Arrange
    const entryId = randomUUID();
    await store.recordFeedback({ entryId, pageUrl: '/a/', helpful: true });

    // Act: SQLite holds the file exclusively (no shared-memory wal-index), so the first closes.
    await store.close();
    store = await createStore(config());
    const counts = await store.helpfulCounts([entryId]);

    // Assert
    expect(counts.get(entryId)).toEqual({ helpful: 1, notHelpful: 0 });
  });
});

describe('the SQLite store', () => {
  it('creates its data directory and file', async () => {
    // Arrange
    const nested = path.join(dataDir, 'nested', 'data');

    // Act
    const store = await createStore({ dataDir: nested, databaseUrl: undefined });
    await store.close();

    // Assert
    expect(existsSync(path.join(nested, SQLITE_FILE_NAME))).toBe(true);
    expect(store.dialect).toBe('sqlite');
  });
});
