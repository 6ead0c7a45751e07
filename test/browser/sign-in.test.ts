/**
 * Sign-in in Chromium against a development server (the sign-in link is shown on the page there):
 * sign in from the header, see the chrome switch to the avatar menu in place, open the account menu,
 * and log out through the confirm form.
 */
import type { Page } from 'playwright-core';
import { axeViolations, describeViolations } from './support/axe';
import { browserForFile, waitForHydration, type OpenedPage } from './support/browser';
import { spawnServer, type SpawnedServer } from './support/server-process';

let server: SpawnedServer;
const session = browserForFile();
let opened: OpenedPage;
let page: Page;

beforeAll(async () => {
  server = await spawnServer({ NODE_ENV: 'development', LOG_LEVEL: 'silent' });
}, 90_000);

afterAll(async () => {
  await server.stop();
});

beforeEach(async () => {
  opened = await session.open();
  page = opened.page;
});

afterEach(() => {
  expect(opened.reports).toEqual({ console: [], pageErrors: [] });
});

async function go(path: string): Promise<void> {
  await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'load' });
  await waitForHydration(page);
}

async function accountBox() {
  const box = await page.locator('.hc-account').first().boundingBox();
  if (!box) throw new Error('No account box');
  return box;
}

async function signIn(email: string): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/login\/\?application=sac&continue=/);
  await waitForHydration(page);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send sign-in link' }).click();
  const link = page.getByTestId('local-sign-in-link');
  await link.waitFor();
  await page.goto(String(await link.getAttribute('href')), { waitUntil: 'load' });
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Continue signing in' }).click();
}

it('signs in from the header, switches the chrome in place, and logs out through the confirm form', async () => {
  // Arrange
  await go('/contact/');
  const anonymousBox = await accountBox();
  // Act: sign in and come back to the page the Sign in link was on.
  await signIn('ada@example.com');
  await page.waitForURL(`${server.baseUrl}/contact/`);
  await waitForHydration(page);
  const account = page.getByRole('button', { name: 'Account: ada' });
  await account.waitFor();
  const signedInBox = await accountBox();
  // Assert: the avatar took the Sign in button's box, nothing moved.
  expect(signedInBox).toEqual(anonymousBox);
  expect(await page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }).count()).toBe(0);

  // Act: open the account menu with the keyboard and close it with Escape.
  await account.focus();
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu');
  await menu.waitFor();
  const items = await menu.getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  // Assert
  expect(items).toEqual(['Manage account', 'Switch accountNew', 'View requests', 'Manage named contacts', 'Log out']);
  expect(await account.getAttribute('aria-expanded')).toBe('false');

  // Act: log out.
  await account.click();
  await menu.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL(/\/logout\/\?continue=/);
  await waitForHydration(page);
  expect(describeViolations(await axeViolations(page))).toBe('');
  await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL(`${server.baseUrl}/`);
  await waitForHydration(page);
  // Assert
  await page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }).waitFor();
  const heartbeat = await page.evaluate(
    async () => (await fetch('/gateway/api/session/heartbeat', { credentials: 'include' })).status,
  );
  expect(heartbeat).toBe(401);
  // The 401 above is the check itself; Chromium reports any 401 fetch on the console.
  opened.reports.console = opened.reports.console.filter((line) => !line.includes('status of 401'));
});

it('shows the sign-in form with zero axe violations and a clear message for a bad address', async () => {
  // Arrange
  await go('/login/?application=sac&continue=%2F');
  expect(describeViolations(await axeViolations(page))).toBe('');
  // Act
  await page.getByLabel('E-mail address').fill('not-an-address');
  await page.getByRole('button', { name: 'Send sign-in link' }).click();
  await page.waitForLoadState('load');
  await waitForHydration(page);
  // Assert
  await expect(page.getByRole('alert').textContent()).resolves.toBe(
    'Enter a valid e-mail address, like name@example.com.',
  );
  expect(describeViolations(await axeViolations(page))).toBe('');
  // The form answered 400, which Chromium reports on the console for the document.
  opened.reports.console = opened.reports.console.filter((line) => !line.includes('status of 400'));
});
