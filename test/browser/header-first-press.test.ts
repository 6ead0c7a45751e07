/**
 * The visitor's first press on a header menu while the header's code arrives
 * (docs/adr/045-hydration-on-intent.md, addendum 'a press across the swap'). The header is hydrated
 * on intent: the pointer coming over it, a press or focus fetches its code, and once that has arrived
 * the scripted buttons replace the server's trigger links (`/menus/{type}/`) and the phone's native
 * menu `<summary>`. The code is held back here so that the press lands in each phase: before the code
 * arrives, across its arrival and the header's hydration (pressed before, released after), and right
 * after the scripted button is in. Whatever the phase, one press opens the menu on the scripted button,
 * with focus on it and the visitor still on the page, and the next press closes it.
 */
import type { BrowserContextOptions, CDPSession, Page } from 'playwright-core';
import { focusedElement, holdRequests, visit, browserForFile, type PageReports } from './support/browser';
import { poll } from './support/poll';

const TOPIC = '/jira-software-cloud/docs/invite-your-team/';

/** The header's own chunk, loaded on intent. */
const HEADER_CODE = /\/intent-header\.[\w]+\.js$/;

/** A menu's trigger in its server form and its scripted one, the panel it opens and the width it shows at. */
interface Trigger {
  name: string;
  viewport: { width: number; height: number };
  server: string;
  scripted: string;
  panel: string;
  /** What focus on the scripted trigger reads as. */
  focus: string;
}

const PRODUCTS: Trigger = {
  name: "the desktop 'Products' menu at 1,280 px",
  viewport: { width: 1280, height: 900 },
  server: 'a#hc-trigger-products',
  scripted: 'button#hc-trigger-products',
  panel: '#hc-dropdown-products',
  focus: 'button Products',
};

const PHONE_MENU: Trigger = {
  name: "the phone's menu button at 390 px",
  viewport: { width: 390, height: 844 },
  server: 'summary.hc-header__menu-button',
  scripted: 'button.hc-header__menu-button',
  panel: '#hc-mobile-menu',
  focus: 'button Menu',
};

let page: Page;
let reports: PageReports;
const session = browserForFile();

/** What a person finds: the menu shown or not, what its trigger announces, focus, and the page they are on. */
async function menu(
  trigger: Trigger,
): Promise<{ shown: boolean; expanded: string | null; focus: string; path: string }> {
  const scripted = page.locator(trigger.scripted);
  const focused = await focusedElement(page);
  return {
    shown: await page.locator(trigger.panel).isVisible(),
    expanded: (await scripted.count()) === 1 ? await scripted.getAttribute('aria-expanded') : null,
    focus: `${focused.tag} ${focused.text}`,
    path: new URL(page.url()).pathname,
  };
}

const opened = (trigger: Trigger) => ({ shown: true, expanded: 'true', focus: trigger.focus, path: TOPIC });
const closed = (trigger: Trigger) => ({ shown: false, expanded: 'false', focus: trigger.focus, path: TOPIC });

/** Opens the topic with the header's code held back; the returned function lets it arrive. */
async function openHoldingCode(trigger: Trigger, options: BrowserContextOptions = {}): Promise<() => void> {
  ({ page, reports } = await session.open({ viewport: trigger.viewport, ...options }));
  const { release } = await holdRequests(page, HEADER_CODE);
  await visit(page, TOPIC);
  return release;
}

/**
 * Waits until the header's code has arrived and React has hydrated the trigger's server form, and
 * then until the scripted trigger is in, or a second has passed: a press still held may keep it.
 */
async function codeArrived(trigger: Trigger): Promise<void> {
  await page.waitForFunction(
    (selector) => {
      const element = document.querySelector(selector);
      return !element || Object.keys(element).some((key) => key.startsWith('__reactProps$'));
    },
    trigger.server,
    { timeout: 15_000 },
  );
  await poll(() => page.locator(trigger.scripted).count(), 1, 1_000);
}

/** The middle of the trigger, whichever form it is in. */
async function centre(trigger: Trigger): Promise<{ x: number; y: number }> {
  const box = await page.locator(trigger.scripted).or(page.locator(trigger.server)).boundingBox();
  if (!box) throw new Error(`${trigger.name} has no box`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A mouse press on the trigger, released after a pause as a person's is. */
async function click(trigger: Trigger): Promise<void> {
  const { x, y } = await centre(trigger);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.waitForTimeout(80);
  await page.mouse.up();
}

async function touch(cdp: CDPSession, trigger: Trigger, type: 'touchStart' | 'touchEnd'): Promise<void> {
  const { x, y } = await centre(trigger);
  await cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchStart' ? [{ x, y }] : [] });
}

/** A finger on the trigger, lifted after a pause. */
async function tap(cdp: CDPSession, trigger: Trigger): Promise<void> {
  await touch(cdp, trigger, 'touchStart');
  await page.waitForTimeout(80);
  await touch(cdp, trigger, 'touchEnd');
}

describe.each([PRODUCTS, PHONE_MENU])('a mouse click on $name right after the page loads', (trigger) => {
  it("opens the menu when the click comes before the header's code", async () => {
    const release = await openHoldingCode(trigger);

    await click(trigger);
    release();
    await codeArrived(trigger);

    expect(await poll(() => menu(trigger), opened(trigger))).toEqual(opened(trigger));
    await click(trigger);
    expect(await poll(() => menu(trigger), closed(trigger))).toEqual(closed(trigger));
    expect(reports).toEqual({ console: [], pageErrors: [] });
  });

  it('opens the menu when the code arrives and hydrates the header between the press and the release', async () => {
    const release = await openHoldingCode(trigger);
    const { x, y } = await centre(trigger);
    await page.mouse.move(x, y);

    await page.mouse.down();
    release();
    await codeArrived(trigger);
    await page.mouse.up();

    expect(await poll(() => menu(trigger), opened(trigger))).toEqual(opened(trigger));
    await click(trigger);
    expect(await poll(() => menu(trigger), closed(trigger))).toEqual(closed(trigger));
    expect(reports).toEqual({ console: [], pageErrors: [] });
  });

  it('opens the menu when the click comes right after the scripted button is in', async () => {
    const release = await openHoldingCode(trigger);
    const { x, y } = await centre(trigger);
    await page.mouse.move(x, y);
    release();
    await page.locator(trigger.scripted).waitFor({ timeout: 15_000 });

    await click(trigger);

    expect(await poll(() => menu(trigger), opened(trigger))).toEqual(opened(trigger));
    await click(trigger);
    expect(await poll(() => menu(trigger), closed(trigger))).toEqual(closed(trigger));
  });
});

describe.each([PRODUCTS, PHONE_MENU])('a tap on $name right after the page loads', (trigger) => {
  it("opens the menu when the tap comes before the header's code", async () => {
    const release = await openHoldingCode(trigger, { hasTouch: true });
    const cdp = await page.context().newCDPSession(page);

    await tap(cdp, trigger);
    release();
    await codeArrived(trigger);

    expect(await poll(() => menu(trigger), opened(trigger))).toEqual(opened(trigger));
    await tap(cdp, trigger);
    expect(await poll(() => menu(trigger), closed(trigger))).toEqual(closed(trigger));
    expect(reports).toEqual({ console: [], pageErrors: [] });
  });

  it('opens the menu when the code arrives and hydrates the header while the finger is down', async () => {
    const release = await openHoldingCode(trigger, { hasTouch: true });
    const cdp = await page.context().newCDPSession(page);

    await touch(cdp, trigger, 'touchStart');
    release();
    await codeArrived(trigger);
    await touch(cdp, trigger, 'touchEnd');

    expect(await poll(() => menu(trigger), opened(trigger))).toEqual(opened(trigger));
    await tap(cdp, trigger);
    expect(await poll(() => menu(trigger), closed(trigger))).toEqual(closed(trigger));
    expect(reports).toEqual({ console: [], pageErrors: [] });
  });

  it('opens the menu when the tap comes right after the scripted button is in', async () => {
    const release = await openHoldingCode(trigger, { hasTouch: true });
    const cdp = await page.context().newCDPSession(page);
    await page.locator(trigger.server).dispatchEvent('pointerover');
    release();
    await page.locator(trigger.scripted).waitFor({ timeout: 15_000 });

    await tap(cdp, trigger);

    expect(await poll(() => menu(trigger), opened(trigger))).toEqual(opened(trigger));
    await tap(cdp, trigger);
    expect(await poll(() => menu(trigger), closed(trigger))).toEqual(closed(trigger));
  });
});

describe.each([
  { name: PRODUCTS.name, trigger: PRODUCTS, key: 'Enter', keyName: 'Enter' },
  { name: PHONE_MENU.name, trigger: PHONE_MENU, key: 'Enter', keyName: 'Enter' },
  { name: PHONE_MENU.name, trigger: PHONE_MENU, key: ' ', keyName: 'Space' },
])('$keyName on $name right after the page loads', ({ trigger, key, keyName }) => {
  it(`opens the menu with ${keyName} before the header's code, and ${keyName} closes it after`, async () => {
    const release = await openHoldingCode(trigger);
    // Focus coming to the trigger is what fetches the header's code.
    await page.locator(trigger.server).focus();

    await page.keyboard.press(key);
    release();
    await codeArrived(trigger);

    expect(await poll(() => menu(trigger), opened(trigger))).toEqual(opened(trigger));
    await page.keyboard.press(key);
    expect(await poll(() => menu(trigger), closed(trigger))).toEqual(closed(trigger));
    expect(reports).toEqual({ console: [], pageErrors: [] });
  });

  it(`opens the menu with ${keyName} held while the code arrives and hydrates the header`, async () => {
    const release = await openHoldingCode(trigger);
    await page.locator(trigger.server).focus();

    await page.keyboard.down(key);
    release();
    await codeArrived(trigger);
    await page.keyboard.up(key);

    expect(await poll(() => menu(trigger), opened(trigger))).toEqual(opened(trigger));
    // Reached by the keyboard, so the focus ring shows.
    expect(await page.locator(trigger.scripted).evaluate((element) => element.matches(':focus-visible'))).toBe(true);
    await page.keyboard.press(key);
    expect(await poll(() => menu(trigger), closed(trigger))).toEqual(closed(trigger));
    expect(reports).toEqual({ console: [], pageErrors: [] });
  });

  it(`opens the menu with ${keyName} right after the scripted button is in`, async () => {
    const release = await openHoldingCode(trigger);
    await page.locator(trigger.server).focus();
    release();
    await page.locator(trigger.scripted).waitFor({ timeout: 15_000 });

    await page.keyboard.press(key);

    expect(await poll(() => menu(trigger), opened(trigger))).toEqual(opened(trigger));
    await page.keyboard.press(key);
    expect(await poll(() => menu(trigger), closed(trigger))).toEqual(closed(trigger));
  });
});
