/**
 * Retries in Chromium against a production server of its own (docs/adr/040): the first attempt of a
 * 'Was this helpful?' answer and of a support request reaches the server, which keeps the row, but its
 * answer is lost on the way back (the connection is reset). The visitor is told the answer will be
 * sent again, the retry carries the same Idempotency-Key, the visitor is thanked, and exactly one row
 * lands, read back once the server has stopped (SQLite is opened with exclusive locking while it runs).
 * The retry state passes axe in light and dark.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { Page, Route } from 'playwright-core';
import { FEEDBACK_PATH, SUPPORT_REQUESTS_PATH } from '../../server/routes/support-api';
import { SQLITE_FILE_NAME } from '../../server/store/store';
import { axeViolations, describeViolations } from './support/axe';
import { browserForFile, waitForHydration, type PageReports } from './support/browser';
import { spawnServer, type SpawnedServer } from './support/server-process';

const TOPIC = '/jira-software-cloud/docs/configure-a-workflow/';
const FEEDBACK_RETRYING = "We couldn't save your answer yet. We'll try again in a moment.";
const REQUEST_RETRYING = "We couldn't send your request yet. Your details are kept, and we'll try again in a moment.";

const session = browserForFile();
let server: SpawnedServer | undefined;
let dataDir: string;
/** What each test submitted: the answer ids and request summaries that must each land exactly once. */
const answerIds: string[] = [];
const summaries: string[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'help-centre-retry-'));
  server = await spawnServer({ DATA_DIR: dataDir });
}, 90_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

function serverUrl(pathname: string): string {
  if (!server) throw new Error('the retry server is started before the tests');
  return `${server.baseUrl}${pathname}`;
}

/**
 * Lets the first request to `pathname` reach the server and then resets its connection, so the
 * browser never sees the answer; holds the second until `release` is called, so the retry state can
 * be looked at; passes the rest through.
 */
async function loseFirstAnswer(page: Page, pathname: string) {
  const keys: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${pathname}`, async (route: Route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length === 1) {
      await route.fetch();
      await route.abort('connectionreset');
      return;
    }
    if (keys.length === 2) await released;
    await route.continue();
  });
  return { keys, release };
}

/** A failed request shows up in the console as a failed resource load; anything else is a fault. */
function unexpected(reports: PageReports): PageReports {
  return {
    console: reports.console.filter((line) => !/Failed to load resource/.test(line)),
    pageErrors: reports.pageErrors,
  };
}

describe.each(['light', 'dark'] as const)('in the %s theme', (colorScheme) => {
  it('keeps a rating whose answer was lost, says it will retry, and is thanked after the retry', async () => {
    const { page, reports } = await session.open({ colorScheme });
    const lost = await loseFirstAnswer(page, FEEDBACK_PATH);
    const posted: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === FEEDBACK_PATH) posted.push(request.postData() ?? '');
    });
    await page.goto(serverUrl(TOPIC));
    await waitForHydration(page);
    const block = page.getByRole('region', { name: 'Was this helpful?' });

    await block.getByRole('button', { name: 'Yes', exact: true }).click();
    await block.getByRole('status').filter({ hasText: FEEDBACK_RETRYING }).waitFor();
    const pressed = await block.getByRole('button', { name: 'Yes', exact: true }).getAttribute('aria-pressed');
    const violations = await axeViolations(page);
    lost.release();
    await block.getByRole('status').filter({ hasText: 'Thanks for your feedback.' }).waitFor();

    expect(pressed).toBe('true');
    expect(describeViolations(violations)).toBe('');
    expect(lost.keys).toHaveLength(2);
    expect(lost.keys[1]).toBe(lost.keys[0]);
    expect(lost.keys[0]).toMatch(/^[\w-]{8,128}$/);
    const bodies = new Set(posted);
    expect(bodies.size).toBe(1);
    answerIds.push((JSON.parse([...bodies][0]!) as { answerId: string }).answerId);
    expect(unexpected(reports)).toEqual({ console: [], pageErrors: [] });
  });

  it('keeps a support request whose answer was lost, says it will retry, and shows its reference', async () => {
    const { page, reports } = await session.open({ colorScheme });
    const lost = await loseFirstAnswer(page, SUPPORT_REQUESTS_PATH);
    const summary = `Retry check in the ${colorScheme} theme`;
    await page.goto(serverUrl('/contact/'));
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Create a support request' });
    await form.getByLabel('Your name (required)').fill('Ada Lovelace');
    await form.getByLabel('E-mail address (required)').fill('ada@example.com');
    await form.getByLabel('Request type (required)').selectOption('suggestion');
    await form.getByLabel('Summary (required)').fill(summary);
    await form.getByLabel('Description (required)').fill('The first answer never arrives.');

    await form.getByRole('button', { name: 'Send request' }).click();
    await form.getByRole('status').filter({ hasText: REQUEST_RETRYING }).waitFor();
    const kept = await form.getByLabel('Summary (required)').inputValue();
    const send = form.getByRole('button', { name: 'Send request' });
    const sendDisabled = await send.getAttribute('aria-disabled');
    // The pressed button keeps the focus while the retry waits: it is marked busy, not disabled.
    const sendFocused = await send.evaluate((button) => button === document.activeElement);
    const violations = await axeViolations(page);
    lost.release();
    await page
      .getByRole('region', { name: 'Request sent' })
      .filter({ hasText: /HC-\d{8}/ })
      .waitFor();

    expect(kept).toBe(summary);
    expect(sendDisabled).toBe('true');
    expect(sendFocused).toBe(true);
    expect(describeViolations(violations)).toBe('');
    expect(lost.keys).toHaveLength(2);
    expect(lost.keys[1]).toBe(lost.keys[0]);
    summaries.push(summary);
    expect(unexpected(reports)).toEqual({ console: [], pageErrors: [] });
  });
});

it('has exactly one row for each rating and each support request, once the server has stopped', async () => {
  await server?.stop();
  server = undefined;
  const database = new BetterSqlite3(path.join(dataDir, SQLITE_FILE_NAME), { readonly: true });
  try {
    const feedback = database.prepare('select answer_id from feedback').all() as { answer_id: string }[];
    const requests = database.prepare('select summary from support_requests').all() as { summary: string }[];

    expect(answerIds).toHaveLength(2);
    expect(feedback.map((row) => row.answer_id).sort()).toEqual([...answerIds].sort());
    expect(summaries).toHaveLength(2);
    expect(requests.map((row) => row.summary).sort()).toEqual([...summaries].sort());
  } finally {
    database.close();
  }
});
