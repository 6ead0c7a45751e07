import { stopServer } from './server-process';

/**
 * Jest global teardown: stops the server the global setup started (SIGTERM, then SIGKILL). Jest
 * calls the default export of this module, so it cannot be a named export.
 */
// eslint-disable-next-line no-restricted-syntax
export default async function globalTeardown(): Promise<void> {
  await stopServer();
}
