// Two builds: the browser bundle (one chunk per page template, hashed names, a manifest) and the
// server bundle (one file, node_modules left to require at run time).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import { AssetManifestPlugin } from './manifest-plugin.mjs';
import { PrecompressPlugin } from './precompress-plugin.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const mode = process.env.NODE_ENV === 'development' ? 'development' : 'production';
const extensions = ['.tsx', '.ts', '.mjs', '.js', '.json'];
const reactDom = path.dirname(createRequire(import.meta.url).resolve('react-dom/package.json'));

/**
 * react-dom's entry points pick the production build and first run a check for React DevTools that
 * its minification removed dead code; the production bundle goes straight to the builds (about 300
 * bytes of gzip on every page, docs/adr/021-javascript-budget.md).
 */
const productionReactDom =
  mode === 'production'
    ? {
        'react-dom/client$': path.join(reactDom, 'cjs/react-dom-client.production.js'),
        'react-dom$': path.join(reactDom, 'cjs/react-dom.production.js'),
      }
    : {};

const babelRule = (target) => ({
  test: /\.[cm]?[jt]sx?$/,
  // The browser build never compiles a static or an intent module: it stands in for them with kept
  // regions and parts hydrated on intent.
  exclude: target === 'web' ? [/node_modules/, /\.static\.tsx$/, /\.intent\.tsx$/] : /node_modules/,
  use: { loader: 'babel-loader', options: { caller: { target }, cacheDirectory: true } },
});

/**
 * Dependencies published only as ES modules: the server bundle is CommonJS, and require() of an ES
 * module is still experimental on Node 20, so webpack bundles them (with their own dependencies).
 */
export const BUNDLED_DEPENDENCIES = ['openid-client'];

/** Runtime dependencies (package.json "dependencies") stay outside the server bundle, but for the ES-only ones. */
export function serverExternals({ request }, callback) {
  const dependencies = Object.keys(packageJson.dependencies ?? {}).filter(
    (name) => !BUNDLED_DEPENDENCIES.includes(name),
  );
  if (request && dependencies.some((name) => request === name || request.startsWith(`${name}/`))) {
    callback(null, `commonjs ${request}`);
    return;
  }
  callback();
}

/**
 * Built-in support-form and portal apps (client/external-apps/): each is one self-contained script
 * (its own runtime, nothing split out) that a page injects from /external-apps/{name}/manifest.json.
 */
export const EXTERNAL_APPS = ['support-form', 'customer-portal', 'static-forms'];
const isExternalApp = (chunk) => EXTERNAL_APPS.includes(chunk.name ?? '');
const externalAppEntries = Object.fromEntries(
  EXTERNAL_APPS.map((name) => [name, { import: `./client/external-apps/${name}.ts`, runtime: false }]),
);

export const clientConfig = {
  name: 'client',
  mode,
  target: 'web',
  context: root,
  entry: { main: './client/main.tsx', ...externalAppEntries },
  devtool: mode === 'production' ? 'hidden-source-map' : 'eval-cheap-module-source-map',
  output: {
    path: path.join(root, 'dist/client'),
    // Eight hex digits of content hash: with the chunk's name before them they tell versions apart,
    // and the runtime carries one hash per lazy chunk (twice with its stylesheet), which gzip cannot
    // shrink, so every digit counts on every page (docs/adr/021-javascript-budget.md).
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].js',
    publicPath: '/static/',
    clean: true,
  },
  resolve: { extensions, alias: productionReactDom },
  module: {
    rules: [
      babelRule('web'),
      // Static regions (docs/adr/044-static-regions.md): the browser keeps the server's markup of a
      // static module's components, so the module is replaced by kept regions and its stylesheets.
      {
        test: /\.static\.tsx$/,
        use: {
          loader: path.join(root, 'webpack/static-region-loader.cjs'),
          options: { keptRegionModule: path.join(root, 'shared/static/kept-region.tsx') },
        },
      },
      // Parts hydrated on intent (docs/adr/045-hydration-on-intent.md): the browser loads an intent
      // module's components when the visitor first turns to them, in chunks of their own.
      {
        test: /\.intent\.tsx$/,
        use: {
          loader: path.join(root, 'webpack/intent-region-loader.cjs'),
          options: { browserModule: path.join(root, 'shared/static/on-intent.browser.tsx') },
        },
      },
      { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
    ],
  },
  optimization: {
    runtimeChunk: 'single',
    moduleIds: 'deterministic',
    splitChunks: {
      chunks: (chunk) => !isExternalApp(chunk),
      cacheGroups: {
        framework: {
          test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-redux|@reduxjs|redux|immer|reselect|react-router|react-router-dom)[\\/]/,
          name: 'framework',
          chunks: (chunk) => chunk.canBeInitial() && !isExternalApp(chunk),
          priority: 20,
        },
      },
    },
  },
  plugins: [
    // Component stylesheets do not depend on each other's order, so chunk order conflicts are not errors.
    // The runtime loads no stylesheet (its loader and file map cost every page about 0.7 KB of gzip):
    // the server links a page's, and a chunk imported on a visitor's action links its own through
    // shared/chunk-stylesheets.ts (docs/adr/021-javascript-budget.md).
    new MiniCssExtractPlugin({
      filename: '[name].[contenthash:8].css',
      chunkFilename: '[name].[contenthash:8].css',
      ignoreOrder: true,
      runtime: false,
    }),
    new AssetManifestPlugin({ entry: 'main', apps: EXTERNAL_APPS }),
    new PrecompressPlugin(),
  ],
  performance: { hints: false },
};

export const serverConfig = {
  name: 'server',
  mode,
  target: 'node20.19',
  context: root,
  // The search shard worker is a script of its own: worker threads load it by path at run time.
  entry: { start: './server/start.ts', 'search-shard-worker': './server/search/shard-worker.ts' },
  devtool: 'source-map',
  output: { path: path.join(root, 'dist/server'), filename: '[name].js', clean: true },
  resolve: { extensions },
  externals: [serverExternals],
  externalsPresets: { node: true },
  node: { __dirname: false, __filename: false },
  module: {
    // The server renders markup only; stylesheets are the client build's business.
    rules: [babelRule('node'), { test: /\.css$/, type: 'asset/source' }],
  },
  optimization: { minimize: false },
  plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  performance: { hints: false },
};

export default [clientConfig, serverConfig];
