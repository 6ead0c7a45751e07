/**
 * The in-process render of one content page as the server does it (resolve, renderToString, shell)
 * with React's production build, timed over many runs; shared by bench:ssr and bench:scale. The
 * caller sets NODE_ENV to production before React is first required.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FeatureFlags } from '../shared/types/page';

// Templates import their stylesheets; in-process (as on the server bundle) a stylesheet is nothing.

require.extensions['.css'] = () => undefined;

export type RenderModules = Awaited<ReturnType<typeof loadRenderModules>>;
export type RenderSnapshot = ReturnType<RenderModules['buildSnapshot']>;
export interface RenderFlags {
  evaluate(): FeatureFlags;
}

export async function loadRenderModules() {
  const [
    { resolveContentPage },
    { buildSnapshot },
    { readFlagsFile, defaultsOf },
    { readAssetManifest },
    { renderPage },
    { loadTemplate },
  ] = await Promise.all([
    import('../server/content/resolvers/resolve-page'),
    import('../server/content/snapshot'),
    import('../server/flags/flags'),
    import('../server/render/asset-manifest'),
    import('../server/render/render-page'),
    import('../shared/registry'),
  ]);
  return { resolveContentPage, buildSnapshot, readFlagsFile, defaultsOf, readAssetManifest, renderPage, loadTemplate };
}

/** The flags file's defaults, as the server evaluates them for an anonymous visitor. */
export function fileFlags(modules: RenderModules, root: string): RenderFlags {
  const flags = modules.defaultsOf(modules.readFlagsFile(path.join(root, 'config/flags.json')));
  return { evaluate: () => flags };
}

export interface RenderTiming {
  median: number;
  p95: number;
  p99: number;
  pageBytes: number;
}

/** `runs` uncached renders of the topic page at `url` after 50 to warm up; milliseconds. */
export async function timeRender(
  modules: RenderModules,
  snapshot: RenderSnapshot,
  url: string,
  flags: RenderFlags,
  root: string,
  runs: number,
): Promise<RenderTiming> {
  const { resolveContentPage, readAssetManifest, renderPage, loadTemplate } = modules;
  const route = snapshot.route(url)!;
  const manifest = readAssetManifest(path.join(root, 'dist/client'));
  const featureFlags = flags.evaluate();
  const Template = await loadTemplate('topic');
  const once = () => {
    const page = resolveContentPage(snapshot, route, 'en-US', {
      preview: false,
      currentYear: 2025,
      flags: featureFlags,
    });
    return renderPage(
      Template,
      { entry: page.entry, pageTree: page.pageTree, featureFlags, contentVersion: snapshot.version },
      {
        publicBaseUrl: 'http://localhost:3000',
        manifest,
        browserConfig: {
          publicBaseUrl: 'http://localhost:3000',
          environment: 'production',
          flagsClientKey: 'client-help-centre',
          sacBaseUrl: '',
          chatWidgetUrl: '',
          chatWidgetIntegrity: '',

          analyticsConsent: false,
        },
        canonicalUrl: `http://localhost:3000${url}`,
        alternates: [],
      },
    );
  };
  const pageBytes = Buffer.byteLength(once());
  for (let i = 0; i < 50; i += 1) once();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    once();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(times.length * share))]!;
  return { median: at(0.5), p95: at(0.95), p99: at(0.99), pageBytes };
}
