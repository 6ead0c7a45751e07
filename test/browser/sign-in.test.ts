/**
 * Sign-in in Chromium against a development server (the sign-in link is shown on the page there):
 * sign in from the header, see the chrome switch to the avatar menu in place, open the account menu,
 * and log out through the confirm form.
 */
import type { Page } from 'playwright-core';
import { axeViolations, describeViolations } from './support/axe';
import { browserForFile, waitForHydration, type OpenedPage } from './support/browser';
import { contrast, over, parse } from './support/contrast';
import { serverForFile } from './support/server-process';
import { signInLocally } from './support/sign-in';

const MANAGE_ACCOUNT = 'https://id.example.com/manage-profile';
const server = serverForFile({
  NODE_ENV: 'development',
  LOG_LEVEL: 'silent',
  STAFF_EMAILS: '@support.example',
  MANAGE_ACCOUNT_URL: MANAGE_ACCOUNT,
});
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

async function go(path: string): Promise<void> {
  await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'load' });
  await waitForHydration(page);
}

async function accountBox() {
  const box = await page.locator('.hc-account').first().boundingBox();
  if (!box) throw new Error('No account box');
  return box;
}

function signIn(email: string, on: Page = page): Promise<void> {
  return signInLocally(on, email);
}

it('edges the avatar button in forced colours, which drop its fill, without moving it', async () => {
  // Arrange
  await go('/contact/');
  await signIn('grace@example.com');
  await page.waitForURL(`${server.baseUrl}/contact/`);
  await waitForHydration(page);
  const avatar = page.getByRole('button', { name: 'Account: grace' }).locator('.hc-account__avatar');
  await avatar.waitFor();
  const before = await avatar.boundingBox();
  // Act
  await page.emulateMedia({ forcedColors: 'active' });
  const look = await avatar.evaluate((element) => {
    const style = getComputedStyle(element);
    const header = getComputedStyle(element.closest('header')!).backgroundColor;
    return {
      borders: ['top', 'right', 'bottom', 'left'].map((side) => ({
        width: parseFloat(style.getPropertyValue(`border-${side}-width`)),
        style: style.getPropertyValue(`border-${side}-style`),
      })),
      edge: style.borderTopColor,
      header,
    };
  });
  const after = await avatar.boundingBox();
  // Assert: an edge all round that stands out from the header at 3:1, and the same box.
  expect(look.borders.every((border) => border.width >= 1 && border.style === 'solid')).toBe(true);
  const header = over(parse(look.header), [255, 255, 255, 1]);
  expect(contrast(over(parse(look.edge), header), header)).toBeGreaterThanOrEqual(3);
  expect(after).toEqual(before);
});

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
  const manage = await menu.getByRole('menuitem', { name: 'Manage account' }).getAttribute('href');
  await page.keyboard.press('Escape');
  // Assert
  expect(items).toEqual(['Manage account', 'Switch accountNew', 'View requests', 'Manage named contacts', 'Log out']);
  expect(manage).toBe(MANAGE_ACCOUNT);
  expect(await account.getAttribute('aria-expanded')).toBe('false');

  // Act: log out.
  await account.click();
  await menu.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL(/\/logout\/\?continue=/);
  await waitForHydration(page);
  expect(describeViolations(await axeViolations(page))).toBe('');
  await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
  // Back on the page she logged out from.
  await page.waitForURL(`${server.baseUrl}/contact/`);
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
  // The refused field has the focus and is drawn in the error colour.
  const field = page.getByLabel('E-mail address');
  expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
  expect(await field.evaluate((input) => getComputedStyle(input).borderTopWidth)).toBe('2px');
  expect(describeViolations(await axeViolations(page))).toBe('');
  // The form answered 400, which Chromium reports on the console for the document.
  opened.reports.console = opened.reports.console.filter((line) => !line.includes('status of 400'));
});

it('files a request signed in, finds it under /requests, gets a staff reply, and signs out', async () => {
  // Arrange: Ada signs in from the contact page and files a request through the support form.
  await go('/contact/');
  await signIn('ada@example.com');
  await page.waitForURL(`${server.baseUrl}/contact/`);
  await waitForHydration(page);
  // The form knows her address from her session; she writes her name the way she likes.
  await page.waitForFunction(
    () => document.querySelector<HTMLInputElement>('#hc-support-form input[name="email"]')?.value === 'ada@example.com',
  );
  await page.getByLabel('Your name (required)').fill('Ada');
  await page.getByLabel('Request type (required)').selectOption('suggestion');
  await page.getByLabel('Summary (required)').fill('The board does not load');
  await page.getByLabel('Description (required)').fill('It spins forever.');
  await page.getByRole('button', { name: 'Send request' }).click();
  // The confirmation takes the form's place and names the request's reference.
  const thanks = page.getByRole('region', { name: 'Request sent' }).locator('strong');
  await thanks.waitFor();
  const reference = /HC-\d{8}/.exec(String(await thanks.textContent()))![0];

  // Act: she finds it under /requests through the account menu.
  await page.getByRole('button', { name: 'Account: ada' }).click();
  await page.getByRole('menuitem', { name: 'View requests' }).click();
  await page.waitForURL(`${server.baseUrl}/requests/`);
  await waitForHydration(page);
  await page.getByRole('link', { name: reference }).click();
  await page.waitForURL(`${server.baseUrl}/requests/${reference}/`);
  await waitForHydration(page);
  expect(describeViolations(await axeViolations(page))).toBe('');

  // Act: staff reply from the queue in a browser of their own.
  const staff = await session.open();
  await staff.page.goto(`${server.baseUrl}/`, { waitUntil: 'load' });
  await waitForHydration(staff.page);
  await signIn('sam@support.example', staff.page);
  await staff.page.goto(`${server.baseUrl}/requests/queue/?status=open`, { waitUntil: 'load' });
  await waitForHydration(staff.page);
  expect(describeViolations(await axeViolations(staff.page))).toBe('');
  await staff.page.getByRole('link', { name: reference }).click();
  await waitForHydration(staff.page);
  await staff.page.getByLabel('Your reply').fill('Which browser do you use?');
  await staff.page.getByRole('button', { name: 'Send reply' }).click();
  await staff.page.getByText('Which browser do you use?').waitFor();
  expect(staff.reports).toEqual({ console: [], pageErrors: [] });

  // Assert: Ada sees the reply and the new status.
  await page.reload({ waitUntil: 'load' });
  await waitForHydration(page);
  await page.getByText('Which browser do you use?').waitFor();
  await expect(page.getByTestId('request-status').textContent()).resolves.toBe('Waiting on customer');

  // Act: she signs out.
  await page.getByRole('button', { name: 'Account: ada' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL(/\/logout\/\?continue=/);
  // As a person does, she confirms once the page has settled, showing her account: a confirmation
  // that ends the session while the page is still asking who she is gets a 401 for that question.
  await page.getByRole('button', { name: 'Account: ada' }).waitFor();
  await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
  // A request's page shows nothing once logged out: she is taken to the home page instead.
  await page.waitForURL(`${server.baseUrl}/`);
  // Assert: the requests page now sends her to sign in.
  await page.goto(`${server.baseUrl}/requests/${reference}/`, { waitUntil: 'load' });
  expect(new URL(page.url()).pathname).toBe('/login/');
});
