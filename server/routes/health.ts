/**
 * Probes for the orchestrator and the load balancer. /healthz: the process answers. /readyz: a
 * content snapshot is loaded, so pages can be served (503 until then).
 */
import express, { type Router } from 'express';

export interface Readiness {
  readonly ready: boolean;
}

export function createHealthRouter(readiness: Readiness, version: () => string | undefined): Router {
  const router = express.Router();
  router.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  router.get('/readyz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (!readiness.ready) {
      res.status(503).json({ status: 'starting' });
      return;
    }
    res.json({ status: 'ready', contentVersion: version() });
  });
  return router;
}
