/**
 * Probes for the orchestrator and the load balancer. /healthz: the process answers. /readyz: a
 * content snapshot is loaded and searchable, so pages can be served (503 with the reason until then).
 */
import express, { type Router } from 'express';

export interface Readiness {
  readonly ready: boolean;
  /** While not ready: what is being waited for (and the last failure), for /readyz. */
  readonly reason?: string | undefined;
}

/**
 * /readyz also reports the user-data store. A store that cannot keep writes leaves the instance
 * ready (pages still serve) but says 'degraded' with the reason, for alerts and dashboards.
 */
export function createHealthRouter(
  readiness: Readiness,
  version: () => string | undefined,
  storeHealth?: () => { ok: boolean; reason?: string },
  /** True once shutdown began: /readyz answers 503 at once so the load balancer stops sending. */
  stopping?: () => boolean,
): Router {
  const router = express.Router();
  router.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  router.get('/readyz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (stopping?.()) {
      res.status(503).json({ status: 'stopping' });
      return;
    }
    if (!readiness.ready) {
      res.status(503).json({ status: 'starting', ...(readiness.reason ? { reason: readiness.reason } : {}) });
      return;
    }
    const store = storeHealth?.();
    if (store && !store.ok) {
      res.json({ status: 'degraded', contentVersion: version(), store: { status: 'degraded', reason: store.reason } });
      return;
    }
    res.json({ status: 'ready', contentVersion: version(), ...(store ? { store: { status: 'ok' } } : {}) });
  });
  return router;
}
