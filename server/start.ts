/**
 * The process entry: read the config, start the server (server/serve.ts: it listens at once and
 * loads content in the background), and shut down cleanly. Start-up problems (bad config, an
 * unreadable content file, a database that cannot be opened, a port in use) end the process with
 * one clear message; Contentful being unreachable does not.
 */
import { ConfigError, readConfig, type Config } from '../config/config';
import type { FlagService } from './flags/flag-service';
import { FlagsStartError, loadFlagService } from './flags/load-flags';
import { serverLogger, startServer, type RunningServer } from './serve';
import { installGracefulShutdown } from './shutdown';

async function main(): Promise<void> {
  let config: Readonly<Config>;
  try {
    config = readConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
  const logger = serverLogger(config);
  let flags: FlagService;
  try {
    flags = await loadFlagService(config, logger);
  } catch (error) {
    // The message names the file, the flag and the problem; a stack would only bury it.
    logger.fatal(`Cannot start: ${error instanceof FlagsStartError ? error.message : (error as Error).message}`);
    process.exit(1);
  }

  let stopping = false;
  let running: RunningServer;
  try {
    running = await startServer(config, { logger, stopping: () => stopping, flags });
  } catch (error) {
    const where =
      (error as NodeJS.ErrnoException).syscall === 'listen'
        ? `listen on ${config.host}:${config.port}`
        : 'open the user-data store';
    const store = config.databaseUrl ? 'the PostgreSQL database at DATABASE_URL' : `SQLite under ${config.dataDir}`;
    logger.fatal(
      where === 'open the user-data store'
        ? `Cannot start: ${store} could not be opened: ${(error as Error).message}`
        : `Cannot ${where}: ${(error as Error).message}`,
    );
    process.exit(1);
  }
  running.ready.catch((error: unknown) => {
    // Only a content file that cannot be read or built gets here; a stack would only bury the cause.
    logger.fatal(
      `Cannot start: the content file ${config.contentFile} could not be loaded: ${(error as Error).message}`,
    );
    process.exit(1);
  });
  installGracefulShutdown(running.server, {
    logger,
    timeoutMs: config.shutdownTimeoutMs,
    drainDelayMs: config.shutdownDrainMs,
    onDrain: () => {
      stopping = true;
    },
    onStop: () => {
      running.source?.stop();
      void flags.close();
    },
    // The server is closed by then: this writes the buffered events and closes the stores.
    afterClose: () => running.close(),
  });
}

void main();
