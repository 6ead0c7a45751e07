/**
 * Chromium for the browser tests, and the page helpers every test file shares: open a page on the
 * test server, record what the page reports (console errors and warnings, uncaught errors, Content
 * Security Policy violations), and wait until React has hydrated the server's markup.
 */
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
  type Response,
} from 'playwright-core';
import { BASE_URL_VARIABLE } from './server-process';

/** Debian's Chromium; CHROMIUM_PATH points elsewhere on machines that keep it somewhere else. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Root needs --no-sandbox; without the networking flags Chromium's own outbound connections are
// refused on a machine that only has loopback, and they would show up as noise.
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const DESKTOP_VIEWPORT = { width: 1280, height: 900 } as const;
export const MOBILE_VIEWPORT = { width: 375, height: 812 } as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export function baseUrl(): string {
  const value = process.env[BASE_URL_VARIABLE];
  if (!value) throw new Error(`${BASE_URL_VARIABLE} is not set: run the browser tests through their Jest config.`);
  return value;
}

/** What a page reported while a test drove it; every list should stay empty. */
export interface PageReports {
  /** Console messages of type error or warning, with where they came from. */
  console: string[];
  /** Uncaught exceptions and unhandled rejections. */
  pageErrors: string[];
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  reports: PageReports;
}

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Records every securitypolicyviolation event, whatever the console shows. Playwright injects init
 * scripts through the DevTools protocol, so the page's own CSP does not block this one.
 */
function recordCspViolations(): void {
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__cspViolations?.push(
      `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
    );
  });
}

/** A new context (a new session: empty storage) with one page whose reports are recorded. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT, ...options });
  // There is no network beyond loopback: anything else (video players, external links) fails fast
  // and the same way on every machine.
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort('internetdisconnected'),
  );
  if (options.javaScriptEnabled !== false) await context.addInitScript(recordCspViolations);
  const page = await context.newPage();
  const reports: PageReports = { console: [], pageErrors: [] };
  page.on('console', (message) => {
    const type = message.type();
    if (type !== 'error' && type !== 'warning') return;
    const { url, lineNumber } = message.location();
    reports.console.push(`${type}: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
  });
  page.on('pageerror', (error) => reports.pageErrors.push(`${error.name}: ${error.message}`));
  return { context, page, reports };
}

/**
 * Pages for the tests of a file: one Chromium launched before them and closed after them, and
 * `open` for a new context, closed after the test that opened it.
 */
export function browserForFile(): {
  browser: () => Browser;
  open: (options?: BrowserContextOptions) => Promise<OpenedPage>;
} {
  let launched: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    launched = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await launched?.close();
  });
  const browser = (): Browser => {
    if (!launched) throw new Error('Chromium is launched before the tests of the file run');
    return launched;
  };
  return {
    browser,
    open: async (options = {}) => {
      const opened = await openPage(browser(), options);
      contexts.push(opened.context);
      return opened;
    },
  };
}

export async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__cspViolations ?? []);
}

/**
 * Waits until React owns the page: hydration attaches a fiber to every element it adopts, the main
 * region and the footer among the last, and effects run right after the commit. The footer is a
 * static region (docs/adr/044-static-regions.md), so React adopts its wrapper and not the footer
 * itself. Two animation frames later the effects of the first commit have run too.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      ['#maincontent', 'footer'].every((selector) => {
        const found = document.querySelector(selector);
        const element = found?.closest('hc-static') ?? found;
        return element != null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
      }),
    undefined,
    { timeout: 15_000 },
  );
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * Turns to a part hydrated on intent (docs/adr/045-hydration-on-intent.md), as a visitor does by
 * moving the pointer over it, and waits until React has hydrated it: its code has arrived and React
 * owns the element `locator` finds. Before that the part is its server markup, which works as it does
 * without JavaScript.
 */
export async function hydratePart(locator: Locator): Promise<void> {
  await locator.hover();
  await locator.evaluate(
    (element) =>
      new Promise<void>((resolve, reject) => {
        const deadline = Date.now() + 15_000;
        const check = () => {
          if (Object.keys(element).some((key) => key.startsWith('__reactProps$'))) resolve();
          else if (Date.now() > deadline) reject(new Error('the part was not hydrated within 15 s'));
          else setTimeout(check, 20);
        };
        check();
      }),
  );
}

/**
 * Turns to the site header, which is hydrated on intent (shared/components/chrome/header.intent.tsx),
 * and waits until its scripted controls have replaced the menus' links and the menu's disclosure.
 */
export async function hydrateHeader(page: Page): Promise<void> {
  await hydratePart(page.locator('header.hc-header'));
  await page.locator('button.hc-header__menu-button').waitFor({ state: 'attached', timeout: 15_000 });
}

/**
 * Holds every request of `page` for `url` until `release` is called, as on a slow network, so a
 * test can act while a script or file is on its way, the same on a fast machine and a slow one.
 * `requested` says whether one has been asked for.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
): Promise<{ release: () => void; requested: () => boolean }> {
  let release: () => void = () => undefined;
  let requested = false;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  return { release, requested: () => requested };
}

/** Opens `path` on the test server and, unless JavaScript is off, waits for hydration. */
export async function visit(page: Page, path: string, { hydrate = true } = {}): Promise<Response> {
  const response = await page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' });
  if (!response) throw new Error(`No response for ${path}`);
  if (hydrate) await waitForHydration(page);
  return response;
}

/** The element that has focus, described for assertions: tag, id, class and accessible text. */
export async function focusedElement(page: Page): Promise<{ tag: string; id: string; text: string }> {
  return page.evaluate(() => {
    const active = document.activeElement;
    return {
      tag: active?.tagName.toLowerCase() ?? '',
      id: active?.id ?? '',
      text: (active?.getAttribute('aria-label') ?? active?.textContent ?? '').trim(),
    };
  });
}
