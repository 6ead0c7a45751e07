/**
 * Static files. The client bundle's names carry a content hash, so they never change and are cached
 * for a year as immutable; content assets keep their names across edits, so they are cached for a day.
 * The bundle's scripts and stylesheets are sent as the brotli or gzip copy the build wrote beside them
 * (webpack/precompress-plugin.mjs) to a browser that accepts it.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler, type Router } from 'express';
import { negotiatedCoding } from '../middleware/content-coding';

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const CONTENT_ASSET_CACHE_CONTROL = 'public, max-age=86400';

/** The favicon set at the site's root, where browsers and home screens look for it. */
export const BRAND_FILES: Readonly<Record<string, string>> = {
  '/favicon.ico': 'favicon.ico',
  '/favicon.svg': 'favicon.svg',
  '/apple-touch-icon.png': 'apple-touch-icon.png',
  '/icon-192.png': 'icon-192.png',
  '/icon-512.png': 'icon-512.png',
};

export interface StaticRouterOptions {
  clientDistDir: string;
  contentAssetsDir: string;
  brandDir: string;
  /**
   * Whether /static/*.map is served. Production builds emit hidden source maps for error reports;
   * they map the bundle back to the source, so a production server answers 404 for them.
   */
  serveSourceMaps?: boolean;
}

const COPY_SUFFIX = { br: '.br', gzip: '.gz' } as const;
const COMPRESSIBLE = /^\/([\w.-]+\.(js|css))$/;

/**
 * Sends the precompressed copy of a script or stylesheet in the coding the compression middleware
 * would have picked for the request (it leaves a response that has a coding alone). The files are read
 * once: the build's directory does not change while the server runs. A request whose file has no copy,
 * or that accepts neither coding, goes on to the plain file.
 */
function precompressed(dir: string): RequestHandler {
  let files: Set<string>;
  try {
    files = new Set(readdirSync(dir));
  } catch {
    files = new Set();
  }
  return (req, res, next) => {
    const match = COMPRESSIBLE.exec(req.path);
    if (!match || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const [, file, extension] = match as unknown as [string, string, 'js' | 'css'];
    res.vary('Accept-Encoding');
    const coding = negotiatedCoding(req.headers['accept-encoding']);
    const copy = coding === 'br' || coding === 'gzip' ? `${file}${COPY_SUFFIX[coding]}` : undefined;
    if (!copy || !files.has(copy)) return next();
    res.type(extension);
    res.setHeader('Content-Encoding', coding);
    res.sendFile(copy, { root: dir, headers: { 'Cache-Control': IMMUTABLE_CACHE_CONTROL } }, (error) => {
      if (error) next(error);
    });
  };
}

export function createStaticRouter(options: StaticRouterOptions): Router {
  const router = express.Router();
  if (options.serveSourceMaps === false) {
    router.use('/static', (req, res, next) => {
      if (!req.path.endsWith('.map')) return next();
      res.setHeader('Cache-Control', 'no-store');
      res.status(404).type('text/plain').send('Not found');
    });
  }
  router.use('/static', precompressed(path.resolve(options.clientDistDir)));
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
  for (const [url, file] of Object.entries(BRAND_FILES)) {
    router.get(url, (_req, res, next) => {
      res.sendFile(
        file,
        { root: options.brandDir, headers: { 'Cache-Control': CONTENT_ASSET_CACHE_CONTROL } },
        (error) => {
          if (error) next(error);
        },
      );
    });
  }
  return router;
}
