// Builds with webpack when dist/ is missing or older than the sources (a cheap mtime walk), so
// `npm start` works on a fresh checkout and skips the build when nothing changed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUTPUTS = ['dist/server/start.js', 'dist/client/manifest.json'];
const SOURCE_DIRS = ['client', 'server', 'shared', 'config', 'webpack'];
const SOURCE_FILES = ['package.json', 'package-lock.json', 'babel.config.cjs'];
const SOURCE_EXTENSIONS = /\.(tsx?|mjs|cjs|js|css|json)$/;

function newestMtime(dir) {
  let newest = 0;
  for (const item of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, item.name);
    if (item.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else if (SOURCE_EXTENSIONS.test(item.name) && !/\.test\.tsx?$/.test(item.name))
      newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

export function buildIsStale() {
  const outputs = OUTPUTS.map((file) => path.join(root, file));
  if (!outputs.every((file) => existsSync(file))) return 'dist/ is missing';
  // One webpack run writes both, and leaves an output whose content did not change as it was, so the
  // newer of the two tells when the last build ran (the older would ask for a build after every one
  // that changed only the server).
  const built = Math.max(...outputs.map((file) => statSync(file).mtimeMs));
  const sources = Math.max(
    ...SOURCE_DIRS.map((dir) => path.join(root, dir))
      .filter((dir) => existsSync(dir))
      .map(newestMtime),
    ...SOURCE_FILES.map((file) => path.join(root, file))
      .filter((file) => existsSync(file))
      .map((file) => statSync(file).mtimeMs),
  );
  return sources > built ? 'sources changed since the last build' : undefined;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const reason = buildIsStale();
  if (reason === undefined) process.exit(0);
  console.log(`Building (${reason})…`);
  const cli = createRequire(import.meta.url).resolve('webpack-cli/bin/cli.js');
  const result = spawnSync(process.execPath, [cli, '--config', path.join(root, 'webpack/webpack.config.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  // A build that changed no output leaves every file as it was: mark the outputs as built now.
  if (result.status === 0) for (const file of OUTPUTS) utimesSync(path.join(root, file), new Date(), new Date());
  process.exit(result.status ?? 1);
}
