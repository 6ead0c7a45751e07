/**
 * Graceful shutdown: on SIGTERM or SIGINT stop accepting connections, let in-flight requests
 * finish, run the clean-up, then exit 0. A timeout forces exit 1 so a stuck request cannot keep an
 * orchestrator waiting for ever.
 */
import type { Server } from 'node:http';

interface ShutdownLogger {
  info(obj: object, msg?: string): void;
  info(msg: string): void;
  error(obj: object, msg?: string): void;
}

export interface ShutdownOptions {
  logger: ShutdownLogger;
  timeoutMs: number;
  /** Stops what the process started besides the server (content sync, search index). */
  onStop: () => void;
  exit?: (code: number) => void;
  signals?: Pick<NodeJS.Process, 'once'>;
}

/** Installs the signal handlers and returns the shutdown function they call. */
export function installGracefulShutdown(server: Server, options: ShutdownOptions): (signal: NodeJS.Signals) => void {
  const { logger, timeoutMs, onStop, exit = (code) => process.exit(code), signals = process } = options;
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    onStop();
    const timer = setTimeout(() => {
      logger.error({ timeoutMs }, 'shutdown timed out; exiting with open connections');
      exit(1);
    }, timeoutMs);
    timer.unref();
    server.close((error) => {
      clearTimeout(timer);
      if (error) logger.error({ err: error }, 'error while closing the server');
      logger.info('stopped');
      exit(0);
    });
    // Keep-alive connections with no request in flight would hold close() open until they time out.
    server.closeIdleConnections();
  };
  signals.once('SIGTERM', shutdown);
  signals.once('SIGINT', shutdown);
  return shutdown;
}
