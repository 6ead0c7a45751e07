/**
 * A visitor without JavaScript files a support request on /contact/ as a person would: sends the form
 * with mistakes, is taken to the error summary, follows its links to the fields, fixes them, sends it
 * again, reads the confirmation with the request's reference and starts another from it. The form,
 * its error state and the confirmation pass axe, and nothing scrolls sideways on a 390 px phone. The
 * file-download form, with its consent box, works the same way.
 */
import type { Page } from 'playwright-core';
import { axeViolationsWithoutJavaScript as axeViolations, describeViolations } from './support/axe';
import { browserForFile, visit } from './support/browser';
import { contrast, over, parse, type Rgba } from './support/contrast';

const session = browserForFile();

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** The summary's edge and text against the page behind it, and whether it has focus with a visible ring. */
async function summaryLook(page: Page) {
  const look = await page.locator('.hc-error-summary').evaluate((summary) => {
    const style = getComputedStyle(summary);
    const link = getComputedStyle(summary.querySelector('a')!);
    return {
      focused: document.activeElement === summary,
      outline: style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth),
      border: style.borderTopColor,
      text: link.color,
      page: getComputedStyle(document.body).backgroundColor,
      top: summary.getBoundingClientRect().top,
    };
  });
  const canvas: Rgba = over(parse(look.page), [255, 255, 255, 1]);
  return {
    focused: look.focused,
    outline: look.outline,
    inView: look.top >= 0 && look.top < 900,
    edgeContrast: contrast(over(parse(look.border), canvas), canvas),
    textContrast: contrast(over(parse(look.text), canvas), canvas),
  };
}

describe.each([
  ['desktop', { width: 1280, height: 900 }, 'light'],
  ['phone', { width: 390, height: 844 }, 'dark'],
] as const)('the contact form without JavaScript on a %s', (_name, viewport, colorScheme) => {
  it('sends back mistakes with a focused summary, then files the fixed request and confirms its reference', async () => {
    const { page, reports } = await session.open({ javaScriptEnabled: false, viewport, colorScheme });
    await visit(page, '/contact/', { hydrate: false });
    const form = page.getByRole('form', { name: 'Create a support request' });

    // The form, with no spinner and no dead end.
    expect(await form.isVisible()).toBe(true);
    expect(await page.getByRole('status', { name: 'Loading' }).isVisible()).toBe(false);
    expect(await page.locator('.hc-external-app__noscript').textContent()).toMatch(/simpler version of the form/);
    expect(describeViolations(await axeViolations(page))).toBe('');
    expect(await sideways(page)).toBe(false);

    // Sent with a name, an address that is not one and nothing else.
    await form.getByLabel('Your name (required)').fill('Ada Lovelace');
    await form.getByLabel('E-mail address (required)').fill('ada-at-example');
    await form.getByLabel('Description (required)').fill('The board shows a blank page.');
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      form.getByRole('button', { name: 'Send request' }).click(),
    ]);
    await page.locator('.hc-error-summary').waitFor();

    const summary = page.getByRole('alert');
    expect(await page.title()).toMatch(/^Error: Contact support/);
    expect(await summary.getByRole('heading').textContent()).toBe('There is a problem');
    expect(await summary.getByRole('link').allTextContents()).toEqual([
      'E-mail address must be an e-mail address, like name@example.com.',
      'Request type is required.',
      'Summary is required.',
    ]);
    const look = await summaryLook(page);
    expect(look.focused).toBe(true);
    expect(look.outline).toBeGreaterThanOrEqual(2);
    expect(look.inView).toBe(true);
    expect(look.edgeContrast).toBeGreaterThanOrEqual(3);
    expect(look.textContrast).toBeGreaterThanOrEqual(4.5);
    // Nothing typed is lost, and each refused field says why, beside it.
    expect(await form.getByLabel('Your name (required)').inputValue()).toBe('Ada Lovelace');
    expect(await form.getByLabel('E-mail address (required)').inputValue()).toBe('ada-at-example');
    expect(await form.getByLabel('Description (required)').inputValue()).toBe('The board shows a blank page.');
    const email = form.getByLabel('E-mail address (required)');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await email.evaluate((input) => (input as HTMLInputElement).labels?.length)).toBe(1);
    expect(
      await email.evaluate((input) => document.getElementById(input.getAttribute('aria-describedby')!)?.textContent),
    ).toBe('E-mail address must be an e-mail address, like name@example.com.');
    expect(describeViolations(await axeViolations(page))).toBe('');
    expect(await sideways(page)).toBe(false);

    // The summary's links take the visitor to each field.
    await summary.getByRole('link', { name: 'Summary is required.' }).click();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('summary');
    await page.keyboard.type('The board does not load');
    await summary.getByRole('link', { name: /^E-mail address/ }).click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('ada@example.com');
    await form.getByLabel('Request type (required)').selectOption({ label: 'Bug' });
    await Promise.all([
      page.waitForURL('**/contact/sent/?reference=*'),
      form.getByRole('button', { name: 'Send request' }).click(),
    ]);

    const reference = new URL(page.url()).searchParams.get('reference');
    expect(reference).toMatch(/^HC-\d{8}$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Request sent');
    expect(await page.locator('.hc-request-sent__reference strong').textContent()).toBe(reference);
    expect(await page.getByRole('heading', { name: 'What happens next' }).isVisible()).toBe(true);
    expect(describeViolations(await axeViolations(page))).toBe('');
    expect(await sideways(page)).toBe(false);
    // Back or reload never sends the request again: the confirmation is its own address.
    await page.reload();
    expect(await page.locator('.hc-request-sent__reference strong').textContent()).toBe(reference);
    // The ways on are the scripted form's: the same form again, empty, and the support home.
    expect(await page.getByRole('link', { name: 'Go to the support home' }).isVisible()).toBe(true);
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/contact/' && url.search === ''),
      page.getByRole('link', { name: 'Send another request' }).click(),
    ]);
    expect(await form.isVisible()).toBe(true);
    expect(await form.getByLabel('Summary (required)').inputValue()).toBe('');
    // The one console line is Chromium's note of the 400 that sent the form back.
    expect(reports).toEqual({
      console: [expect.stringMatching(/status of 400 \(Bad Request\) \(http:\/\/[^)]+\/contact\/:0\)$/)],
      pageErrors: [],
    });
  });
});

it('offers the partner form on /partnercontact/ and the Japanese form on /ja/contact/', async () => {
  const { page, reports } = await session.open({ javaScriptEnabled: false });

  await visit(page, '/partnercontact/', { hydrate: false });
  expect(await page.getByRole('form', { name: 'Create a partner support request' }).isVisible()).toBe(true);
  await visit(page, '/ja/contact/', { hydrate: false });
  expect(await page.getByRole('form', { name: 'サポート リクエストを作成' }).isVisible()).toBe(true);
  expect(await page.getByLabel('氏名 (必須)').isVisible()).toBe(true);
  expect(describeViolations(await axeViolations(page))).toBe('');
  expect(reports).toEqual({ console: [], pageErrors: [] });
});

it('files a file-download request without JavaScript: the unticked consent sent back beside its box, then the confirmation and the way back', async () => {
  const { page, reports } = await session.open({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  await visit(page, '/file-download/', { hydrate: false });
  const form = page.getByRole('form', { name: 'Request the download' });
  const consent = form.getByRole('checkbox');

  // The form, not a notice asking for JavaScript.
  expect(await form.isVisible()).toBe(true);
  expect(await page.getByText('Turn on JavaScript in your browser to use this form.').count()).toBe(0);
  expect(describeViolations(await axeViolations(page))).toBe('');
  await form.getByLabel('Your name (required)').fill('Ada Lovelace');
  await form.getByLabel('E-mail address (required)').fill('ada@example.com');
  await form.getByLabel('Company (required)').fill('Analytical Engines Ltd');
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST'),
    form.getByRole('button', { name: 'Request download' }).click(),
  ]);
  await page.locator('.hc-error-summary').waitFor();

  // Only the box is asked for; what was typed stays, and the box says why beside it.
  expect(await page.getByRole('alert').getByRole('link').allTextContents()).toEqual([
    expect.stringMatching(/please tick this box\.$/),
  ]);
  expect(await form.getByLabel('Company (required)').inputValue()).toBe('Analytical Engines Ltd');
  expect(await consent.getAttribute('aria-invalid')).toBe('true');
  expect(describeViolations(await axeViolations(page))).toBe('');
  expect(await sideways(page)).toBe(false);
  await consent.check();
  await Promise.all([
    page.waitForURL('**/contact/sent/?reference=*'),
    form.getByRole('button', { name: 'Request download' }).click(),
  ]);

  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Request sent');
  expect(await page.locator('.hc-request-sent__reference strong').textContent()).toMatch(/^HC-\d{8}$/);
  expect(describeViolations(await axeViolations(page))).toBe('');
  await Promise.all([
    page.waitForURL((url) => url.pathname === '/file-download/' && url.search === ''),
    page.getByRole('link', { name: 'Request another download' }).click(),
  ]);
  expect(await form.getByRole('checkbox').isChecked()).toBe(false);
  expect(reports.pageErrors).toEqual([]);
});
