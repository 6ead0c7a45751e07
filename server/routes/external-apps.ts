/**
 * The built-in support-form and portal apps (ARCHITECTURE.md section 3): GET
 * /external-apps/{app}/manifest.json answers the app's script and stylesheet from the client build's
 * asset manifest (its `apps` part, written by webpack/manifest-plugin.mjs). The scripts themselves are
 * hashed files under /static/. The manifest is revalidated on every use; pages add ?t= as well.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import type { ChunkFiles } from '../render/asset-manifest';

export const EXTERNAL_APP_NAMES = ['support-form', 'customer-portal', 'static-forms'] as const;
export type ExternalAppName = (typeof EXTERNAL_APP_NAMES)[number];

export interface ExternalAppAssets {
  publicPath: string;
  apps: Partial<Record<ExternalAppName, ChunkFiles>>;
}

/** What a page's ExternalApp component reads (shared/components/ExternalApp.tsx). */
export interface ExternalAppManifest {
  'index.js': string;
  'index.css'?: string;
}

export const NO_EXTERNAL_APPS: ExternalAppAssets = Object.freeze({ publicPath: '/static/', apps: {} });

/** Reads the apps from dist/client/manifest.json; a missing or older build means none. */
export function readExternalAppAssets(clientDistDir: string): ExternalAppAssets {
  let parsed: { publicPath?: unknown; apps?: unknown };
  try {
    parsed = JSON.parse(readFileSync(path.join(clientDistDir, 'manifest.json'), 'utf8')) as typeof parsed;
  } catch {
    return NO_EXTERNAL_APPS;
  }
  return {
    publicPath: typeof parsed.publicPath === 'string' ? parsed.publicPath : '/static/',
    apps: typeof parsed.apps === 'object' && parsed.apps !== null ? parsed.apps : {},
  };
}

export function externalAppManifest(assets: ExternalAppAssets, name: ExternalAppName): ExternalAppManifest | undefined {
  const files = assets.apps[name];
  const script = files?.js[0];
  if (!files || !script) return undefined;
  const css = files.css[0];
  return {
    'index.js': `${assets.publicPath}${script}`,
    ...(css ? { 'index.css': `${assets.publicPath}${css}` } : {}),
  };
}

function isExternalAppName(name: string): name is ExternalAppName {
  return (EXTERNAL_APP_NAMES as readonly string[]).includes(name);
}

export function createExternalAppsRouter(options: { assets: () => ExternalAppAssets }): Router {
  const router = express.Router();
  router.get('/external-apps/:app/manifest.json', (req, res, next) => {
    const { app } = req.params;
    const manifest = isExternalAppName(app) ? externalAppManifest(options.assets(), app) : undefined;
    if (!manifest) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.json(manifest);
  });
  return router;
}
