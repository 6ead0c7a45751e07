/**
 * `npm run corpus:python`: the public benchmark corpus. Installs Debian's python3-doc when it is
 * missing (as root; otherwise says how and stops), imports its html documentation into
 * imports/python/export.json (git-ignored) and prints the counts, the skipped entries, the time
 * and every broken link.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, realpathSync } from 'node:fs';

import { AppError } from '../../shared/errors';
import { formatResult, runImport } from './cli';

const PACKAGE = 'python3-doc';
// The package installs its html under the versioned folder and links python3's to it.
const CANDIDATES = ['/usr/share/doc/python3/html', '/usr/share/doc/python3-doc/html'];
export const CORPUS_OUT = 'imports/python/export.json';
// Only what apt needs: the process environment is config/config.ts's to read.
const APT_ENV = {
  PATH: '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
  DEBIAN_FRONTEND: 'noninteractive',
};

function findDocs(): string | undefined {
  const versioned = existsSync('/usr/share/doc')
    ? readdirSync('/usr/share/doc')
        .filter((name) => /^python3\.\d+$/.test(name))
        .map((name) => `/usr/share/doc/${name}/html`)
    : [];
  const found = [...CANDIDATES, ...versioned].find((path) => existsSync(`${path}/index.html`));
  return found === undefined ? undefined : realpathSync(found);
}

function apt(...args: string[]): boolean {
  const result = spawnSync('apt-get', args, { stdio: 'inherit', env: APT_ENV });
  return result.status === 0;
}

function install(): boolean {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    process.stdout.write(
      `${PACKAGE} is not installed and only root can install it: run 'sudo apt-get install ${PACKAGE}', then npm run corpus:python again. Skipping the corpus.\n`,
    );
    return false;
  }
  process.stdout.write(`Installing ${PACKAGE} with apt-get…\n`);
  return (
    apt('install', '-y', '--no-install-recommends', PACKAGE) ||
    (apt('update') && apt('install', '-y', '--no-install-recommends', PACKAGE))
  );
}

async function main(): Promise<void> {
  let root = findDocs();
  if (root === undefined) {
    if (!install()) return;
    root = findDocs();
    if (root === undefined) {
      process.stderr.write(
        `${PACKAGE} is installed but no html documentation was found in ${CANDIDATES.join(' or ')}\n`,
      );
      process.exitCode = 1;
      return;
    }
  }
  const version = /python(3\.\d+)/.exec(root)?.[1] ?? '3';
  try {
    const result = await runImport({
      kind: 'html',
      root,
      out: CORPUS_OUT,
      product: `Python ${version}`,
      slug: 'python',
    });
    process.stdout.write(`${formatResult(result, root)}\n`);
    if (result.skipped > 0) process.exitCode = 1;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
  }
}

void main();
