/**
 * The databases a store test runs on: SQLite in a fresh temporary DATA_DIR for each test and, where
 * the caller passes TEST_DATABASE_URL, PostgreSQL. Call it at the top of a test file; it registers the
 * hooks that make and remove the directory.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StoreConfig } from '../../server/store/store';

export interface TestDatabase {
  name: string;
  config: () => StoreConfig;
}

export function storeTestDatabases(
  prefix: string,
  postgresUrl: string | undefined,
): { databases: TestDatabase[]; dataDir: () => string } {
  let dataDir = '';
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), `help-centre-${prefix}-`));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    databases: [
      { name: 'SQLite', config: () => ({ dataDir, databaseUrl: undefined }) },
      ...(postgresUrl ? [{ name: 'PostgreSQL', config: () => ({ dataDir, databaseUrl: postgresUrl }) }] : []),
    ],
    dataDir: () => dataDir,
  };
}
