/**
 * A production site with no way to sign in (no OpenID Connect provider, LOCAL_SIGN_IN off), in
 * Chromium against a server of its own (docs/adr/010, addendum): the header offers no Sign in, the
 * contact links go straight to the form, and the page hydrates to the same markup, with no message
 * in the console, on a phone and on a desktop.
 */
import type { Page } from 'playwright-core';
import { axeViolations, describeViolations } from './support/axe';
import {
  browserForFile,
  DESKTOP_VIEWPORT,
  hydrateHeader,
  MOBILE_VIEWPORT,
  waitForHydration,
  type OpenedPage,
} from './support/browser';
import { spawnServer, type SpawnedServer } from './support/server-process';

const TOPIC = '/jira-software-cloud/docs/configure-board-columns/';

const session = browserForFile();
let server: SpawnedServer | undefined;

beforeAll(async () => {
  server = await spawnServer({ LOCAL_SIGN_IN: 'off' });
}, 90_000);

afterAll(async () => {
  await server?.stop();
});

async function open(viewport: { width: number; height: number }, path = TOPIC): Promise<OpenedPage> {
  if (!server) throw new Error('the server is started before the tests');
  const opened = await session.open({ viewport });
  await opened.page.goto(`${server.baseUrl}${path}`, { waitUntil: 'load' });
  await waitForHydration(opened.page);
  await hydrateHeader(opened.page);
  return opened;
}

/** The header's links and buttons a visitor can see, by their text. */
function shownHeaderControls(page: Page): Promise<string[]> {
  return page
    .getByRole('banner')
    .locator('a, button, summary')
    .evaluateAll((elements) =>
      elements
        .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden')
        .map((element) => element.getAttribute('aria-label') ?? (element as HTMLElement).innerText.trim()),
    );
}

describe('a site that offers no sign-in', () => {
  it('shows Contact support and no Sign in on a desktop, and the link opens the form', async () => {
    const { page, reports } = await open(DESKTOP_VIEWPORT);

    const controls = await shownHeaderControls(page);
    expect(controls).toContain('Contact support');
    expect(controls.some((text) => /sign in|log in/i.test(text))).toBe(false);
    // The contact link ends the row, clear of the search button before it.
    const contact = await page.getByRole('banner').getByRole('link', { name: 'Contact support' }).boundingBox();
    const search = await page
      .getByRole('banner')
      .getByRole('button', { name: /^Search/ })
      .boundingBox();
    expect(contact!.x).toBeGreaterThanOrEqual(search!.x + search!.width);
    expect(contact!.x + contact!.width).toBeLessThanOrEqual(DESKTOP_VIEWPORT.width);

    const violations = await axeViolations(page);
    expect(describeViolations(violations)).toBe('');
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/contact/'),
      page.getByRole('banner').getByRole('link', { name: 'Contact support' }).click(),
    ]);
    const form = page.getByRole('form', { name: 'Create a support request' });
    await form.waitFor();
    // The topic's product is chosen, as the page's own 'Still need help?' chooses it.
    expect(await form.getByRole('combobox', { name: 'Product' }).inputValue()).toBe('Jira Software');
    expect(reports).toEqual({ console: [], pageErrors: [] });
  });

  it("leaves 'Log in to account' out of a phone's menu, whose contact link goes to the page's product's form", async () => {
    const { page, reports } = await open(MOBILE_VIEWPORT);

    await page.getByRole('button', { name: 'Menu' }).click();
    const actions = page.locator('.hc-side-panel__actions');
    await actions.waitFor();
    expect(await actions.getByRole('link').allInnerTexts()).toEqual(['Contact support']);
    expect(await actions.getByRole('link').getAttribute('href')).toBe('/contact/?product=jira-software&anonymous=true');
    expect(reports).toEqual({ console: [], pageErrors: [] });
  });

  it("gives the home page's 'Not finding the help you need?' one button, to the form", async () => {
    const { page, reports } = await open(MOBILE_VIEWPORT, '/');

    const block = page.locator('.hc-contact-block');
    await block.scrollIntoViewIfNeeded();
    const links = block.getByRole('link');
    expect(await links.allInnerTexts()).toEqual(['Contact support']);
    expect(await links.first().isVisible()).toBe(true);
    expect(new URL((await links.first().getAttribute('href'))!, server!.baseUrl).pathname).toBe('/contact/');
    expect(reports).toEqual({ console: [], pageErrors: [] });
  });
});
