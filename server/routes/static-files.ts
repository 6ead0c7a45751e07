/**
 * Static files. The client bundle's names carry a content hash, so they never change and are cached
 * for a year as immutable; content assets keep their names across edits, so they are cached for a day.
 */
import express, { type Router } from 'express';

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const CONTENT_ASSET_CACHE_CONTROL = 'public, max-age=86400';

export function createStaticRouter(options: { clientDistDir: string; contentAssetsDir: string }): Router {
  const router = express.Router();
  router.use(
    '/static',
    express.static(options.clientDistDir, {
      index: false,
      fallthrough: false,
      setHeaders: (res, filePath) => {
        // The manifest is not hashed; it is for the server, never for long caching.
        res.setHeader('Cache-Control', filePath.endsWith('manifest.json') ? 'no-cache' : IMMUTABLE_CACHE_CONTROL);
      },
    }),
  );
  router.use(
    '/content-assets',
    express.static(options.contentAssetsDir, {
      index: false,
      fallthrough: false,
      setHeaders: (res) => res.setHeader('Cache-Control', CONTENT_ASSET_CACHE_CONTROL),
    }),
  );
  return router;
}
