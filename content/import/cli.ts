/**
 * `npm run import -- html|markdown <dir> [--out file] [--assets dir] [--product name] [--slug slug] [--strict]`:
 * imports a documentation tree into a contentful-export file (docs/importing.md), checks it with
 * the site's own loader and prints what it did, the skipped entries and every broken link.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';

import { buildSnapshot } from '../../server/content/snapshot';
import { loadExport, parseExport } from '../../server/content/export-loader';
import { AppError } from '../../shared/errors';
import { describeBrokenLink, ImportUsageError } from './errors';
import { importTree, slugify, type ImportReport, type SourceKind } from './import-tree';

const USAGE =
  'Usage: npm run import -- html|markdown <dir> [--out file] [--assets dir] [--product name] [--slug slug] [--strict]';

export interface CliResult {
  out: string;
  assetsDir: string;
  report: ImportReport;
  /** Entries and assets the site's loader skipped (0 when the import is sound). */
  skipped: number;
  /** Every problem the snapshot build reported, skipped entries included. */
  problems: string[];
  seconds: number;
}

export interface CliOptions {
  kind: SourceKind;
  root: string;
  out?: string;
  assetsDir?: string;
  product?: string;
  slug?: string;
}

export async function runImport(options: CliOptions): Promise<CliResult> {
  const started = performance.now();
  const base = join(
    'imports',
    options.slug ?? slugify(options.product ?? (options.root.replace(/\/+$/, '').split('/').pop() || 'docs')),
  );
  const out = options.out ?? join(base, 'export.json');
  const assetsDir = options.assetsDir ?? join(dirname(out), 'assets');
  const { exportFile, report } = await importTree({
    kind: options.kind,
    root: options.root,
    assetsDir,
    ...(options.product ? { product: options.product } : {}),
    ...(options.slug ? { slug: options.slug } : {}),
  });
  const json = JSON.stringify(exportFile, null, 2);
  await mkdir(dirname(out), { recursive: true });
  await writeFile(out, `${json}\n`);
  // The same checks the server runs at start: validation, then the snapshot with its routes.
  const parsed = JSON.parse(json) as unknown;
  const loaded = loadExport(parseExport(parsed));
  const skipped = exportFile.entries.length + exportFile.assets.length - loaded.entries.length - loaded.assets.length;
  const problems: string[] = [];
  const snapshot = buildSnapshot(parsed, { logger: { error: (_details, message) => problems.push(message ?? '') } });
  return {
    out,
    assetsDir,
    report,
    skipped,
    problems: snapshot.problems.map((problem) => problem.message),
    seconds: (performance.now() - started) / 1000,
  };
}

export function formatResult(result: CliResult, root: string): string {
  const { report } = result;
  const lines = [
    `Imported ${report.pages} pages from ${root} into ${result.out} (assets in ${result.assetsDir}) in ${result.seconds.toFixed(1)} s`,
    `  entries ${report.entries} (topics ${report.topics}, collections ${report.collections}), assets ${report.assets}`,
    `  skipped entries ${result.skipped}, content problems ${result.problems.length}`,
  ];
  if (report.outsideToc > 0) lines.push(`  pages not in the table of contents, added by folder: ${report.outsideToc}`);
  if (report.generatorPages.length > 0) {
    lines.push(`  generator pages not imported: ${report.generatorPages.join(', ')}`);
  }
  if (report.emptyPages.length > 0) {
    lines.push(`  pages with only a title (their section stands for them): ${report.emptyPages.join(', ')}`);
  }
  for (const problem of result.problems) lines.push(`  content problem: ${problem}`);
  lines.push(`  broken links: ${report.brokenLinks.length}`);
  for (const link of report.brokenLinks) lines.push(`    ${describeBrokenLink(link)}`);
  return lines.join('\n');
}

export function parseCliArguments(argv: readonly string[]): CliOptions & { strict: boolean } {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      assets: { type: 'string' },
      product: { type: 'string' },
      slug: { type: 'string' },
      strict: { type: 'boolean', default: false },
    },
  });
  const [kind, root, ...extra] = positionals;
  if ((kind !== 'html' && kind !== 'markdown') || root === undefined || extra.length > 0) {
    throw new ImportUsageError(USAGE);
  }
  return {
    kind,
    root,
    strict: values.strict ?? false,
    ...(values.out ? { out: values.out } : {}),
    ...(values.assets ? { assetsDir: values.assets } : {}),
    ...(values.product ? { product: values.product } : {}),
    ...(values.slug ? { slug: values.slug } : {}),
  };
}

async function main(): Promise<void> {
  let options;
  try {
    options = parseCliArguments(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
    process.exitCode = 1;
    return;
  }
  try {
    const result = await runImport(options);
    process.stdout.write(`${formatResult(result, options.root)}\n`);
    const failed = result.skipped > 0 || (options.strict && result.report.brokenLinks.length > 0);
    if (failed) process.exitCode = 1;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
  }
}

if (process.argv[1] !== undefined && /content[/\\]import[/\\]cli\.ts$/.test(process.argv[1])) void main();
