/**
 * The chat assistant in Chromium (docs/adr/025-chat-assistant.md), on a server whose flags file turns
 * `csm-ai-agent-on-sac` on for signed-in visitors whose customer cohort says they are signed in, so
 * the cohort call is what decides. It must not load for an anonymous visitor or on the contact page
 * (no chat request, no chat script, nothing in the page), and where it loads it is used keyboard-only:
 * it answers a question from the sample space citing a real page, and hands the conversation over to
 * the contact form, at a phone's width and a desktop's.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import { ASSISTANT_PATH, COHORT_PATH, FLAGS_API_PATH } from '../../shared/constants';
import { enUS as messages } from '../../shared/i18n/messages/en-US';
import { axeViolations, describeViolations } from './support/axe';
import { browserForFile, DESKTOP_VIEWPORT, waitForHydration, type OpenedPage } from './support/browser';
import { spawnServer, type SpawnedServer } from './support/server-process';
import { signInLocally } from './support/sign-in';

const TOPIC = '/jira-software-cloud/docs/invite-your-team/';
const QUESTION = 'How do I set up SSH keys?';
const CITED_TITLE = 'Set up SSH keys';
const text = messages.assistant;

const FLAGS = {
  'csm-ai-agent-on-sac': {
    default: { agent_enabled: false },
    rules: [
      { when: { roles: ['authenticated'], attributes: { 'cohort.signedIn': true } }, value: { agent_enabled: true } },
    ],
  },
};

let server: SpawnedServer;
let flagsDir: string;
const session = browserForFile();
let opened: OpenedPage;
let page: Page;
let requests: Request[];

beforeAll(async () => {
  flagsDir = mkdtempSync(path.join(tmpdir(), 'help-centre-assistant-flags-'));
  const flagsFile = path.join(flagsDir, 'flags.json');
  writeFileSync(flagsFile, JSON.stringify(FLAGS));
  // Local sign-in is a development feature; the bundle is still the production build.
  server = await spawnServer({ NODE_ENV: 'development', LOG_LEVEL: 'silent', FLAGS_FILE: flagsFile });
}, 90_000);

afterAll(async () => {
  await server.stop();
  rmSync(flagsDir, { recursive: true, force: true });
});

beforeEach(async () => {
  opened = await session.open();
  page = opened.page;
  requests = [];
  page.on('request', (request) => requests.push(request));
});

afterEach(() => {
  expect(opened.reports).toEqual({ console: [], pageErrors: [] });
});

async function go(pathname: string): Promise<void> {
  await page.goto(`${server.baseUrl}${pathname}`, { waitUntil: 'load' });
  await waitForHydration(page);
}

/** What the page asked for that belongs to the chat assistant: its calls and its scripts. */
function chatTraffic(): string[] {
  return requests
    .map((request) => ({ method: request.method(), pathname: new URL(request.url()).pathname }))
    .filter(
      ({ method, pathname }) =>
        pathname === COHORT_PATH ||
        pathname === ASSISTANT_PATH ||
        (pathname === FLAGS_API_PATH && method === 'POST') ||
        /\/(chat-loader|assistant)\.[\w]+\.js$/.test(pathname),
    )
    .map(({ method, pathname }) => `${method} ${pathname}`);
}

async function expectNoAssistant(): Promise<void> {
  // The flag client's own call is the last thing the features start with; once the network is idle
  // any chat request would have been made.
  await page.waitForLoadState('networkidle');
  expect(chatTraffic()).toEqual([]);
  expect(await page.locator('#hc-assistant-root').count()).toBe(0);
  expect(await page.getByRole('button', { name: text.open }).count()).toBe(0);
}

async function focusName(): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    return (active?.getAttribute('aria-label') ?? active?.textContent ?? active?.id ?? '').trim();
  });
}

/**
 * Presses Shift+Tab until the named control has focus, as a keyboard user reaches it: the assistant's
 * launcher is the last control of the page, so from the top of the page that is the short way.
 */
async function shiftTabTo(name: string, limit = 40): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Shift+Tab');
    if ((await focusName()) === name) return;
  }
  throw new Error(`Shift+Tab never reached '${name}'`);
}

it('never loads the assistant for an anonymous visitor: no cohort call, no evaluation, no chat script', async () => {
  // Arrange and act
  await go(TOPIC);

  // Assert
  await expectNoAssistant();
});

it.each([
  ['a desktop', DESKTOP_VIEWPORT.width],
  ['a phone', 390],
])(
  'on %s, loads only where allowed, answers with a citation of a real page and hands over to the prefilled contact form, keyboard only',
  async (_device, width) => {
    // Arrange: sign in from the contact page, where the assistant never loads.
    await go('/contact/');
    await signInLocally(page, 'ada@example.com');
    await page.waitForURL(`${server.baseUrl}/contact/`);
    await waitForHydration(page);
    await expectNoAssistant();
    await page.setViewportSize({ width, height: 844 });
    requests = [];

    // Act: a documentation page, where the cohort and the evaluation let it load.
    await go(TOPIC);
    const launcher = page.getByRole('button', { name: text.open });
    await launcher.waitFor();

    // Assert: the cohort came first, with the session, and its attributes went with the evaluation.
    const traffic = chatTraffic();
    expect(traffic[0]).toMatch(/^GET \/static\/chat-loader\./);
    expect(traffic.filter((line) => !line.endsWith('.js')).slice(0, 2)).toEqual([
      `GET ${COHORT_PATH}`,
      `POST ${FLAGS_API_PATH}`,
    ]);
    const cohortCall = requests.find((request) => new URL(request.url()).pathname === COHORT_PATH)!;
    expect(await cohortCall.headerValue('cookie')).toMatch(/hc_session=/);
    const evaluation = requests.find(
      (request) => new URL(request.url()).pathname === FLAGS_API_PATH && request.method() === 'POST',
    )!;
    expect(evaluation.postDataJSON()).toMatchObject({ path: TOPIC, cohort: { signedIn: true } });

    // Act: open it from the keyboard, close it with Escape, open it again.
    await shiftTabTo(text.open);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: text.title });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await focusName()).toBe(text.open);
    await page.keyboard.press('Enter');
    await dialog.waitFor();

    // Assert: the open dialog passes axe and nothing scrolls sideways.
    const violations = await axeViolations(page);
    expect(describeViolations(violations)).toBe('');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // Act: ask a question the sample space answers.
    await page.keyboard.type(QUESTION);
    await page.keyboard.press('Enter');
    const citation = dialog.getByRole('link', { name: `[${CITED_TITLE}]` }).first();
    await citation.waitFor();

    // Assert: the citation links to a real page of the sample space.
    const href = String(await citation.getAttribute('href'));
    expect(href).toMatch(/^\/[^\s]*\/$/);
    const cited = await page.request.get(`${server.baseUrl}${href}`);
    expect(cited.status()).toBe(200);
    expect(await cited.text()).toContain(`<h1`);
    expect(await cited.text()).toContain(CITED_TITLE);

    // Act: ask for a person, then take the offer from the keyboard.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    await page.keyboard.type('Can I talk to a person please?');
    await page.keyboard.press('Enter');
    const handoff = dialog.getByRole('button', { name: text.handoffOffer });
    await handoff.waitFor();
    await page.keyboard.press('Shift+Tab');
    expect(await focusName()).toBe(text.handoffOffer);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.baseUrl}/contact/`);
    await waitForHydration(page);

    // Assert: the contact form holds the conversation, and the assistant stays away from it.
    const summary = page.getByLabel(messages.forms.summary);
    await summary.waitFor();
    expect(await summary.inputValue()).toBe(text.handoffSummary.replace('{question}', QUESTION));
    const description = await page.getByLabel(messages.forms.description).inputValue();
    expect(description).toContain(text.handoffTranscript);
    expect(description).toContain(`${text.you}: ${QUESTION}`);
    expect(description).toContain(`${text.you}: Can I talk to a person please?`);
    expect(await page.locator('#hc-assistant-root').count()).toBe(0);
  },
  // Signing in, two page loads, two answers and axe take a while on a loaded machine.
  180_000,
);
