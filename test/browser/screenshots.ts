/**
 * `npm run screenshots`: full-page PNGs of every page kind at 390, 768 and 1,280 px, in the light and
 * the dark colour scheme, written to screenshots/ for people to look at. Starts the production
 * server from dist/ (build first with `npm run build`, which the npm script does when it is stale).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from './support/browser';
import { startServer, stopServer } from './support/server-process';
import { TEMPLATES } from './support/templates';

const OUT = path.resolve(__dirname, '../../screenshots');
const WIDTHS = [390, 768, 1280];

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const base = await startServer();
  const browser = await launchBrowser();
  try {
    for (const { kind, path: url } of TEMPLATES) {
      for (const scheme of ['light', 'dark'] as const) {
        for (const width of WIDTHS) {
          const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme });
          const page = await context.newPage();
          await page.goto(base + url, { waitUntil: 'networkidle' });
          const file = path.join(OUT, `${kind.replace(/\s+/g, '-')}-${width}-${scheme}.png`);
          await page.screenshot({ path: file, fullPage: true });
          await context.close();
        }
      }
      console.log(`${kind}: ${url}`);
    }
  } finally {
    await browser.close();
    await stopServer();
  }
  console.log(`screenshots: ${OUT}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
