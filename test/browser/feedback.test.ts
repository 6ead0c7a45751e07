/**
 * 'Was this helpful?' in Chromium (SPEC.md section 4): Yes marks yes and closes the reasons list;
 * No marks no and toggles the list; picking a reason closes it.
 */
import type { Locator, Page } from 'playwright-core';
import { hydratePart, visit, type OpenedPage, browserForFile } from './support/browser';
import { poll } from './support/poll';

const TOPIC = '/jira-software-cloud/docs/configure-a-workflow/';
const REASONS = ["It wasn't accurate", "It wasn't clear", "It wasn't relevant"];

let opened: OpenedPage;
let page: Page;
const session = browserForFile();
let block: Locator;

beforeEach(async () => {
  opened = await session.open();
  page = opened.page;
  await visit(page, TOPIC);
  block = page.getByRole('region', { name: 'Was this helpful?' });
});

afterEach(() => {
  expect(opened.reports).toEqual({ console: [], pageErrors: [] });
});

interface FeedbackView {
  yes: string | null;
  no: string | null;
  reasonsExpanded: string | null;
  reasons: string[];
  status: string;
}

async function view(): Promise<FeedbackView> {
  const no = block.getByRole('button', { name: 'No', exact: true });
  const reasons = page.locator(`[id="${await no.getAttribute('aria-controls')}"]`);
  return {
    yes: await block.getByRole('button', { name: 'Yes', exact: true }).getAttribute('aria-pressed'),
    no: await no.getAttribute('aria-pressed'),
    reasonsExpanded: await no.getAttribute('aria-expanded'),
    reasons: (await reasons.isVisible()) ? await reasons.getByRole('button').allTextContents() : [],
    status: ((await block.getByRole('status').textContent()) ?? '').trim(),
  };
}

const UNANSWERED: FeedbackView = { yes: 'false', no: 'false', reasonsExpanded: 'false', reasons: [], status: '' };

it('starts unanswered with the reasons hidden', async () => {
  expect(await view()).toEqual(UNANSWERED);
});

it('marks Yes and thanks the visitor, also when Yes is pressed before the question has been hydrated', async () => {
  const unhydrated = await block
    .getByRole('button', { name: 'Yes', exact: true })
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')));

  await block.getByRole('button', { name: 'Yes', exact: true }).click();

  expect(unhydrated).toBe(false);
  const answered = { ...UNANSWERED, yes: 'true', status: 'Thanks for your feedback.' };
  expect(await poll(view, answered)).toEqual(answered);
});

it('marks No and toggles the reasons list', async () => {
  await hydratePart(block);
  const no = block.getByRole('button', { name: 'No', exact: true });

  await no.click();
  const opened = await view();
  await no.click();

  expect(opened).toEqual({ ...UNANSWERED, no: 'true', reasonsExpanded: 'true', reasons: REASONS });
  expect(await view()).toEqual({ ...UNANSWERED, no: 'true' });
});

it('closes the reasons list and thanks the visitor when a reason is picked', async () => {
  await hydratePart(block);
  await block.getByRole('button', { name: 'No', exact: true }).click();

  await block.getByRole('button', { name: "It wasn't clear" }).click();

  expect(await view()).toEqual({ ...UNANSWERED, no: 'true', status: 'Thanks for your feedback.' });
});

it('closes an open reasons list when Yes is chosen instead', async () => {
  await hydratePart(block);
  await block.getByRole('button', { name: 'No', exact: true }).click();

  await block.getByRole('button', { name: 'Yes', exact: true }).click();

  expect(await view()).toEqual({ ...UNANSWERED, yes: 'true', status: 'Thanks for your feedback.' });
});

it('is operable from the keyboard', async () => {
  await hydratePart(block);
  await block.getByRole('button', { name: 'No', exact: true }).focus();

  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');

  expect(await poll(view, { ...UNANSWERED, no: 'true', status: 'Thanks for your feedback.' })).toEqual({
    ...UNANSWERED,
    no: 'true',
    status: 'Thanks for your feedback.',
  });
});
