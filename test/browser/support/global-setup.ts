import { startServer } from './server-process';

/**
 * Jest global setup: the production server, once for every browser test file. Jest calls the
 * default export of this module, so it cannot be a named export.
 */
// eslint-disable-next-line no-restricted-syntax
export default async function globalSetup(): Promise<void> {
  await startServer();
}
