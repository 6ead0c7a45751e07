/**
 * Graceful shutdown: on SIGTERM or SIGINT turn readiness off at once (`onDrain`: /readyz answers
 * 503), optionally keep serving for `drainDelayMs` so load balancers notice, then stop accepting
 * connections, close idle keep-alive sockets, and let in-flight requests finish, every response from
 * then on carrying `Connection: close` so no client reuses a socket that is about to close. Then run
 * the clean-up (`afterClose`, awaited) and exit 0. A timeout forces exit 1 so a stuck request cannot keep an orchestrator
 * waiting for ever.
 *
 * Closing a listening socket makes the kernel reset every connection still waiting in its accept
 * queue, and closing an idle keep-alive socket resets a request the client has just sent on it; a busy
 * event loop leaves both unread for a while. So the listener and the idle sockets close only once no
 * connection or request has arrived for `QUIET_MS` (the load balancer has seen /readyz answer 503 and
 * stopped sending, and nothing is queued), or when the timeout leaves no more time to wait.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

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
  /**
   * Runs once the server has closed and its last response is sent: closes what requests wrote to
   * (buffered analytics, the user-data store). The exit waits for it, within the timeout.
   */
  afterClose?: () => Promise<void>;
  /** Called first, at the signal: readiness turns off. */
  onDrain?: () => void;
  /** How long to keep accepting (with Connection: close) after readiness turned off. */
  drainDelayMs?: number;
  exit?: (code: number) => void;
  signals?: Pick<NodeJS.Process, 'once'>;
}

/** How long without a new connection before the listener may close without resetting a queued one. */
export const QUIET_MS = 100;

/** Installs the signal handlers and returns the shutdown function they call. */
export function installGracefulShutdown(server: Server, options: ShutdownOptions): (signal: NodeJS.Signals) => void {
  const { logger, timeoutMs, onStop, exit = (code) => process.exit(code), signals = process } = options;
  let stopping = false;
  let lastArrivalAt = 0;
  const arrived = () => {
    lastArrivalAt = Date.now();
  };
  server.on('connection', arrived);
  const open = new Set<ServerResponse>();
  const closeAfter = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };
  // Ahead of the app's handler, so the header is set before the app can send its response.
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    arrived();
    if (stopping) closeAfter(res);
    open.add(res);
    res.once('close', () => open.delete(res));
  });
  const stop = (deadline: number) => {
    const quietFor = Date.now() - lastArrivalAt;
    if (quietFor < QUIET_MS && Date.now() + QUIET_MS < deadline) {
      setTimeout(() => stop(deadline), QUIET_MS - quietFor).unref();
      return;
    }
    onStop();
    const timer = setTimeout(
      () => {
        logger.error({ timeoutMs }, 'shutdown timed out; exiting with open connections');
        exit(1);
      },
      Math.max(deadline - Date.now(), 0),
    );
    timer.unref();
    server.close((error) => {
      if (error) logger.error({ err: error }, 'error while closing the server');
      (options.afterClose?.() ?? Promise.resolve()).then(
        () => {
          clearTimeout(timer);
          logger.info('stopped');
          exit(0);
        },
        (cleanUpError: unknown) => {
          clearTimeout(timer);
          logger.error({ err: cleanUpError }, 'error while closing the stores');
          exit(1);
        },
      );
    });
    // Keep-alive connections with no request in flight would hold close() open until they time out.
    server.closeIdleConnections();
  };
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    options.onDrain?.();
    // Responses still being prepared close their socket when done instead of keeping it alive.
    for (const res of open) closeAfter(res);
    const delay = options.drainDelayMs ?? 0;
    // The timeout counts from the end of the drain, the wait for a quiet accept queue included.
    const deadline = Date.now() + delay + timeoutMs;
    if (delay > 0) setTimeout(() => stop(deadline), delay).unref();
    else stop(deadline);
  };
  signals.once('SIGTERM', shutdown);
  signals.once('SIGINT', shutdown);
  return shutdown;
}
