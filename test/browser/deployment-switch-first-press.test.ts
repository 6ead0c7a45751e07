/**
 * The visitor's first press on the Data Center version menu while the switch's code arrives
 * (docs/adr/045-hydration-on-intent.md, addendum 'a press across the swap'). The switch is hydrated
 * on intent: the pointer coming over it, a press or focus fetches its code, and once that has
 * arrived the scripted menu button replaces the native `<details>`. The code is held back here so
 * that the press lands in each phase: before the code arrives, across its arrival (pressed before,
 * released after), and after the scripted button is in. Whatever the phase, one press leaves the list
 * open on the scripted button, with focus on it, and the next press closes it.
 */
import type { CDPSession, Page } from 'playwright-core';
import { focusedElement, holdRequests, visit, browserForFile } from './support/browser';
import { poll } from './support/poll';

/** The page of the report: a Data Center topic with a version menu. */
const TOPIC = '/jira-software-data-center/9.12/docs/upgrade-jira/';
const LABEL = 'Data Center 9.12';

let page: Page;
const session = browserForFile();

const toggle = () => page.locator('.hc-deployment-switch__menu > button');
const summary = () => page.locator('.hc-deployment-switch summary');
const versions = () => page.locator('.hc-deployment-switch__versions');

/** What a person finds: whether the list shows, what the toggle announces, and where focus is. */
async function menu(): Promise<{ listed: boolean; expanded: string | null; focus: string }> {
  const focused = await focusedElement(page);
  return {
    listed: await versions().isVisible(),
    expanded: (await toggle().count()) === 1 ? await toggle().getAttribute('aria-expanded') : null,
    focus: `${focused.tag} ${focused.text}`,
  };
}

const OPEN = { listed: true, expanded: 'true', focus: `button ${LABEL}` };
const CLOSED = { listed: false, expanded: 'false', focus: `button ${LABEL}` };

/** Opens the topic with the switch's code held back; the returned function lets it arrive. */
async function openHoldingCode(options: { hasTouch?: boolean } = {}): Promise<() => void> {
  ({ page } = await session.open(options));
  const { release } = await holdRequests(page, /\/intent-deployment-switch\.[^/]*\.js$/);
  await visit(page, TOPIC);
  return release;
}

/**
 * Waits until the switch's code has arrived and React has hydrated it, and then until its scripted
 * button is in, or a second has passed: a press still held on the native menu keeps it a little longer.
 */
async function codeArrived(): Promise<void> {
  await page.waitForFunction(
    () => {
      const element = document.querySelector('.hc-deployment-switch summary');
      return !element || Object.keys(element).some((key) => key.startsWith('__reactProps$'));
    },
    undefined,
    { timeout: 15_000 },
  );
  await poll(() => toggle().count(), 1, 1_000);
}

/** The middle of the version menu's toggle, whichever form it is in. */
async function toggleCentre(): Promise<{ x: number; y: number }> {
  const box = await toggle().or(summary()).boundingBox();
  if (!box) throw new Error('the version menu has no box');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A mouse press on the toggle, released after a pause as a person's is. */
async function click(): Promise<void> {
  const { x, y } = await toggleCentre();
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.waitForTimeout(80);
  await page.mouse.up();
}

async function touch(cdp: CDPSession, type: 'touchStart' | 'touchEnd'): Promise<void> {
  const { x, y } = await toggleCentre();
  await cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchStart' ? [{ x, y }] : [] });
}

/** A finger on the toggle, lifted after a pause. */
async function tap(cdp: CDPSession): Promise<void> {
  await touch(cdp, 'touchStart');
  await page.waitForTimeout(80);
  await touch(cdp, 'touchEnd');
}

describe('a mouse click on the version menu right after the page loads', () => {
  it('opens the list when the click comes before the switch’s code', async () => {
    const release = await openHoldingCode();

    await click();
    const beforeCode = await versions().isVisible();
    release();
    await codeArrived();

    expect(beforeCode).toBe(true);
    expect(await poll(menu, OPEN)).toEqual(OPEN);
    await click();
    expect(await poll(menu, CLOSED)).toEqual(CLOSED);
  });

  it('opens the list when the code arrives and hydrates the switch between the press and the release', async () => {
    const release = await openHoldingCode();
    const { x, y } = await toggleCentre();
    await page.mouse.move(x, y);

    await page.mouse.down();
    release();
    await codeArrived();
    await page.mouse.up();

    expect(await poll(menu, OPEN)).toEqual(OPEN);
    await click();
    expect(await poll(menu, CLOSED)).toEqual(CLOSED);
  });

  it('opens the list when the click comes right after the scripted button is in', async () => {
    const release = await openHoldingCode();
    const { x, y } = await toggleCentre();
    await page.mouse.move(x, y);
    release();
    await toggle().waitFor();

    await click();

    expect(await poll(menu, OPEN)).toEqual(OPEN);
    await click();
    expect(await poll(menu, CLOSED)).toEqual(CLOSED);
  });
});

describe('a tap on the version menu right after the page loads', () => {
  it('opens the list when the tap comes before the switch’s code', async () => {
    const release = await openHoldingCode({ hasTouch: true });
    const cdp = await page.context().newCDPSession(page);

    await tap(cdp);
    const beforeCode = await poll(() => versions().isVisible(), true);
    release();
    await codeArrived();

    expect(beforeCode).toBe(true);
    expect(await poll(menu, OPEN)).toEqual(OPEN);
    await tap(cdp);
    expect(await poll(menu, CLOSED)).toEqual(CLOSED);
  });

  it('opens the list when the code arrives and hydrates the switch while the finger is down', async () => {
    const release = await openHoldingCode({ hasTouch: true });
    const cdp = await page.context().newCDPSession(page);

    await touch(cdp, 'touchStart');
    release();
    await codeArrived();
    await touch(cdp, 'touchEnd');

    expect(await poll(menu, OPEN)).toEqual(OPEN);
    await tap(cdp);
    expect(await poll(menu, CLOSED)).toEqual(CLOSED);
  });
});

describe('the keyboard on the version menu right after the page loads', () => {
  /** Tabs from the Cloud link to the menu's summary, which fetches the switch's code. */
  async function tabToMenu(): Promise<void> {
    await page.getByRole('group', { name: 'Deployment' }).getByRole('link', { name: 'Cloud' }).focus();
    await page.keyboard.press('Tab');
  }

  it('opens the list with Enter on the summary before the switch’s code, and Enter closes it after', async () => {
    const release = await openHoldingCode();
    await tabToMenu();

    await page.keyboard.press('Enter');
    const beforeCode = await versions().isVisible();
    release();
    await codeArrived();

    expect(beforeCode).toBe(true);
    expect(await poll(menu, OPEN)).toEqual(OPEN);
    await page.keyboard.press('Enter');
    expect(await poll(menu, CLOSED)).toEqual(CLOSED);
  });

  it('opens the list with a Space held while the code arrives and hydrates the switch, and Space closes it after', async () => {
    const release = await openHoldingCode();
    await tabToMenu();

    await page.keyboard.down(' ');
    release();
    await codeArrived();
    await page.keyboard.up(' ');

    expect(await poll(menu, OPEN)).toEqual(OPEN);
    // Reached by the keyboard, so the focus ring shows.
    expect(await toggle().evaluate((element) => element.matches(':focus-visible'))).toBe(true);
    await page.keyboard.press(' ');
    expect(await poll(menu, CLOSED)).toEqual(CLOSED);
  });
});
