/**
 * The support requests pages as a signed-in visitor sees them: the tabs, the list of requests as a
 * table on a wide screen and as cards on a phone, and one request's facts.
 */
import type { Page } from 'playwright-core';
import { axeViolations, describeViolations } from './support/axe';
import { browserForFile, waitForHydration, type OpenedPage } from './support/browser';
import { serverForFile } from './support/server-process';
import { signInLocally } from './support/sign-in';

const server = serverForFile({ NODE_ENV: 'development', LOG_LEVEL: 'silent' });
const session = browserForFile();
let opened: OpenedPage;
let page: Page;
let reference = '';
const SUMMARY = 'Sprint board stops loading after reordering issues in the backlog';

beforeEach(async () => {
  opened = await session.open();
  page = opened.page;
  await page.goto(`${server.baseUrl}/contact/`, { waitUntil: 'load' });
  await waitForHydration(page);
  await signInLocally(page, 'grace@example.com');
  await page.waitForURL(`${server.baseUrl}/contact/`);
  if (reference) return;
  await waitForHydration(page);
  await page.getByLabel('Your name (required)').fill('Grace');
  await page.getByLabel('E-mail address (required)').fill('grace@example.com');
  await page.getByLabel('Request type (required)').selectOption('bug');
  await page.getByLabel('Summary (required)').fill(SUMMARY);
  await page.getByLabel('Description (required)').fill('The spinner never stops after a drag and drop.');
  await page.getByRole('button', { name: 'Send request' }).click();
  // The confirmation takes the form's place and names the request's reference.
  const thanks = page.getByRole('region', { name: 'Request sent' }).locator('strong');
  await thanks.waitFor();
  reference = /HC-\d{8}/.exec(String(await thanks.textContent()))![0];
});

afterEach(() => {
  expect(opened.reports).toEqual({ console: [], pageErrors: [] });
});

async function openRequests(path: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'load' });
  await waitForHydration(page);
}

/** How the page's tabs look: list markers, and the current tab's underline and colour. */
function tabsLook() {
  return page.evaluate(() => {
    const list = document.querySelector('ul.hc-tabs')!;
    const current = list.querySelector('[aria-current="page"]')!;
    const other = list.querySelector('a:not([aria-current])')!;
    const link = getComputedStyle(current).color;
    return {
      markers: [...list.querySelectorAll('li')].map((item) => getComputedStyle(item).listStyleType),
      listPadding: getComputedStyle(list).paddingInlineStart,
      currentUnderline: getComputedStyle(current).borderBottomColor === link,
      currentWidth: getComputedStyle(current).borderBottomWidth,
      otherUnderline: getComputedStyle(other).borderBottomColor,
      currentColour: link,
      otherColour: getComputedStyle(other).color,
    };
  });
}

it('shows the requests as a table of one row each on a wide screen, under tabs that mark the current one', async () => {
  // Arrange
  await openRequests('/requests/', 1280);

  // Act
  const tabs = await tabsLook();
  const row = await page.evaluate((ref) => {
    const cells = [...document.querySelectorAll('.hc-requests tbody tr')]
      .find((tr) => tr.textContent?.includes(ref))!
      .querySelectorAll('td');
    const headers = [...document.querySelectorAll('.hc-requests th')].map((th) => th.getBoundingClientRect());
    return {
      tops: [...cells].map((cell) => Math.round(cell.getBoundingClientRect().top)),
      headersVisible: headers.every((box) => box.width > 20 && box.height > 10),
      labelsShown: [...cells].some((cell) => getComputedStyle(cell, '::before').content !== 'none'),
    };
  }, reference);

  // Assert
  expect(tabs.markers).toEqual(['none', 'none']);
  expect(tabs.listPadding).toBe('0px');
  expect(tabs.currentUnderline).toBe(true);
  expect(tabs.currentWidth).toBe('2px');
  expect(tabs.otherUnderline).toBe('rgba(0, 0, 0, 0)');
  expect(tabs.currentColour).not.toBe(tabs.otherColour);
  expect(new Set(row.tops).size).toBe(1);
  expect(row.headersVisible).toBe(true);
  expect(row.labelsShown).toBe(false);
  expect(describeViolations(await axeViolations(page))).toBe('');
});

it('shows each request on a phone as a card of labelled lines, with nothing past the screen edge', async () => {
  // Arrange
  await openRequests('/requests/', 390);

  // Act
  const card = await page.evaluate((ref) => {
    const tr = [...document.querySelectorAll('.hc-requests tbody tr')].find((row) => row.textContent?.includes(ref))!;
    const cells = [...tr.querySelectorAll('td')];
    const header = document.querySelector('.hc-requests thead tr')!.getBoundingClientRect();
    return {
      labels: cells.map((cell) => getComputedStyle(cell, '::before').content),
      lefts: cells.map((cell) => Math.round(cell.getBoundingClientRect().left)),
      rights: cells.map((cell) => Math.round(cell.getBoundingClientRect().right)),
      reference: tr.querySelector('a')!.getClientRects().length,
      headerArea: header.width * header.height,
      pageWidth: document.documentElement.scrollWidth,
    };
  }, reference);
  const table = await page.getByRole('table').count();
  const rows = await page.getByRole('row').count();

  // Assert: every value has its column's label beside it, one line under the other.
  expect(card.labels).toEqual(['"Reference"', '"Summary"', '"Product"', '"Status"', '"Last update"']);
  expect(new Set(card.lefts).size).toBe(1);
  expect(Math.max(...card.rights)).toBeLessThanOrEqual(390);
  expect(card.reference).toBe(1);
  expect(card.headerArea).toBeLessThanOrEqual(1);
  expect(card.pageWidth).toBeLessThanOrEqual(390);
  // Assistive technology still meets a table with its header row.
  expect(table).toBe(1);
  expect(rows).toBeGreaterThanOrEqual(2);
  expect(describeViolations(await axeViolations(page))).toBe('');
});

it("sets out a request's facts as label and value on one line each", async () => {
  // Arrange
  await openRequests(`/requests/${reference}/`, 390);

  // Act
  const facts = await page.evaluate(() =>
    [...document.querySelectorAll('.hc-request__facts dt')].map((dt) => {
      const dd = dt.nextElementSibling!;
      const term = dt.getBoundingClientRect();
      const value = dd.getBoundingClientRect();
      return { sameLine: Math.abs(term.top - value.top) < 2, valueRightOfTerm: value.left > term.right };
    }),
  );
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);

  // Assert
  expect(facts).toHaveLength(4);
  expect(facts.every((fact) => fact.sameLine && fact.valueRightOfTerm)).toBe(true);
  expect(pageWidth).toBeLessThanOrEqual(390);
});

it.each([
  ['', 'Enter your e-mail address.'],
  ['bob@other.org', 'Only people of example.com can be named contacts. Enter an address that ends in @example.com.'],
])('refuses the named contact "%s" with the reason and puts focus on the address field', async (email, reason) => {
  // Arrange
  await openRequests('/named-contact/', 1280);

  // Act
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Add contact' }).click();
  await page.waitForLoadState('load');
  await waitForHydration(page);

  // Assert
  await expect(page.getByRole('alert').textContent()).resolves.toBe(reason);
  const field = page.getByLabel('E-mail address');
  expect(await field.getAttribute('aria-invalid')).toBe('true');
  expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
  expect(await page.locator('.hc-named-contacts').getByText('bob@other.org').count()).toBe(0);
  expect(describeViolations(await axeViolations(page))).toBe('');
  // The form answered 400, which Chromium reports on the console for the document.
  opened.reports.console = opened.reports.console.filter((line) => !line.includes('status of 400'));
});
