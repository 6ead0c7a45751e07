/**
 * The account page in Chromium (docs/adr/010-sessions-and-local-sign-in.md): reached from the
 * account menu's Manage account, it says who is signed in and where else, and 'Log out everywhere
 * else' ends the other browser's session and keeps this one.
 */
import type { Page } from 'playwright-core';
import { axeViolations, describeViolations } from './support/axe';
import { browserForFile, waitForHydration, type OpenedPage } from './support/browser';
import { contrast, over, parse } from './support/contrast';
import { serverForFile } from './support/server-process';
import { signInLocally } from './support/sign-in';

const server = serverForFile({ NODE_ENV: 'development', LOG_LEVEL: 'silent' });
const session = browserForFile();
let opened: OpenedPage;
let page: Page;

beforeEach(async () => {
  opened = await session.open();
  page = opened.page;
});

afterEach(() => {
  expect(opened.reports).toEqual({ console: [], pageErrors: [] });
});

/** Signs `on` in as `email` from the contact page, and leaves it there. */
async function signedIn(on: Page, email: string): Promise<void> {
  await on.goto(`${server.baseUrl}/contact/`, { waitUntil: 'load' });
  await waitForHydration(on);
  await signInLocally(on, email);
  await on.waitForURL(`${server.baseUrl}/contact/`);
  await waitForHydration(on);
}

it('is Manage account in the account menu, and says who is signed in and where else', async () => {
  // Arrange: the same address signed in on another browser first.
  const other = await session.open();
  await signedIn(other.page, 'ada@example.com');
  await signedIn(page, 'ada@example.com');

  // Act
  await page.getByRole('button', { name: 'Account: ada' }).click();
  await page.getByRole('menuitem', { name: 'Manage account' }).click();
  await page.waitForURL(`${server.baseUrl}/account/`);
  await waitForHydration(page);

  // Assert
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Your account');
  await expect(main.getByText('You are signed in as ada@example.com.').isVisible()).resolves.toBe(true);
  await expect(main.getByText('You are also signed in on one other browser or device.').isVisible()).resolves.toBe(
    true,
  );
  const button = main.getByRole('button', { name: 'Log out everywhere else' });
  await expect(button.isVisible()).resolves.toBe(true);
  expect(describeViolations(await axeViolations(page))).toBe('');
  expect(other.reports).toEqual({ console: [], pageErrors: [] });
});

it("logs the other browser out, keeps this one and says so in a notice a phone's reader can read", async () => {
  // Arrange: another address than the first test's, whose sessions are still live on the server.
  const other = await session.open();
  await signedIn(other.page, 'grace@example.com');
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, 'grace@example.com');
  await page.goto(`${server.baseUrl}/account/`, { waitUntil: 'load' });
  await waitForHydration(page);

  // Act
  await page.getByRole('button', { name: 'Log out everywhere else' }).click();
  await page.waitForURL(`${server.baseUrl}/account/?ended=1`);
  await waitForHydration(page);
  await other.page.goto(`${server.baseUrl}/account/`, { waitUntil: 'load' });

  // Assert: the notice is visible, readable and within the phone's width; this browser is still signed in.
  const notice = page.getByRole('status').filter({ hasText: 'You were logged out of one other browser or device.' });
  const look = await notice.evaluate((element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return { color: style.color, background: style.backgroundColor, right: box.right, width: box.width };
  });
  expect(contrast(parse(look.color), over(parse(look.background), parse('rgb(255, 255, 255)')))).toBeGreaterThanOrEqual(
    4.5,
  );
  expect(look.right).toBeLessThanOrEqual(390);
  expect(look.width).toBeGreaterThan(200);
  await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
  await expect(page.getByRole('button', { name: 'Log out everywhere else' }).count()).resolves.toBe(0);
  await expect(page.getByRole('button', { name: 'Account: grace' }).isVisible()).resolves.toBe(true);
  expect(other.page.url()).toBe(`${server.baseUrl}/login/?application=sac&continue=%2Faccount%2F`);
  expect(describeViolations(await axeViolations(page))).toBe('');
});
