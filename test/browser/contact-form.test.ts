/**
 * The support request form on /contact/ as a visitor meets it when they send it empty: every field
 * the form refuses is drawn in the error colour, and the messages beside them widen nothing; as they
 * meet it from the site's links that choose its product or request type; and once it has filed their
 * request, when the confirmation takes its place and offers a way on.
 */
import type { Locator } from 'playwright-core';
import { axeViolations, describeViolations } from './support/axe';
import { browserForFile, visit } from './support/browser';

const session = browserForFile();

it('marks every refused field in red and keeps its width when it is sent empty', async () => {
  const { page, reports } = await session.open();
  await visit(page, '/contact/');
  const form = page.getByRole('form', { name: 'Create a support request' });
  await form.waitFor();
  const widthBefore = await form.evaluate((element) => element.getBoundingClientRect().width);

  await form.getByRole('button', { name: 'Send request' }).click();
  await form.locator('[aria-invalid="true"]').first().waitFor();
  const refused = await form
    .locator('[aria-invalid="true"]')
    .evaluateAll((fields) =>
      fields.map((field) => ({ name: field.getAttribute('name'), border: getComputedStyle(field).borderTopColor })),
    );
  const widthAfter = await form.evaluate((element) => element.getBoundingClientRect().width);

  expect(refused.map(({ name }) => name)).toEqual(expect.arrayContaining(['name', 'email', 'summary']));
  expect(refused.filter(({ border }) => border !== 'rgb(174, 46, 36)')).toEqual([]);
  expect(widthAfter).toBe(widthBefore);
  expect(reports).toEqual({ console: [], pageErrors: [] });
});

describe('a link to the form that names what it is about', () => {
  const KB_ARTICLE = '/jira-service-management-data-center/kb/customer-portal-shows-a-blank-page-after-upgrade/';
  const PRODUCT_PAGE = '/jira-software-cloud/resources/';

  /** What the visitor sees in a drop-down: the text of its selected option, and whether it shows. */
  async function shownChoice(form: Locator, label: string): Promise<{ text: string; visible: boolean }> {
    const select = form.getByLabel(label);
    return {
      text: await select.evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.textContent ?? ''),
      visible: await select.isVisible(),
    };
  }

  it("opens the form on the Bug request type and the article's product from a KB article's 'Report a problem' link, with no axe violations", async () => {
    const { page, reports } = await session.open();
    await visit(page, KB_ARTICLE);

    await Promise.all([
      page.waitForURL((url) => url.pathname === '/contact/'),
      page.getByRole('link', { name: 'Report a problem' }).click(),
    ]);
    const form = page.getByRole('form', { name: 'Create a support request' });
    await form.waitFor();

    expect(new URL(page.url()).searchParams.get('ticketType')).toBe('bug');
    expect(new URL(page.url()).searchParams.get('product')).toBe('jira-service-management');
    expect(await shownChoice(form, 'Request type (required)')).toEqual({ text: 'Bug', visible: true });
    expect(await shownChoice(form, 'Product')).toEqual({ text: 'Jira Service Management', visible: true });
    const violations = await axeViolations(page);
    expect(describeViolations(violations)).toBe('');
    expect(reports).toEqual({ console: [], pageErrors: [] });
  });

  it('opens the Statuspage form on Statuspage, its own product, when its address names none', async () => {
    const { page, reports } = await session.open();
    await visit(page, '/statuspage-contact/');
    const form = page.getByRole('form', { name: 'Contact Statuspage support' });
    await form.waitFor();

    expect(await shownChoice(form, 'Product')).toEqual({ text: 'Statuspage', visible: true });
    expect(reports).toEqual({ console: [], pageErrors: [] });
  });

  it("opens the form on the product, by its name, from a product page's contact link, and sends that product", async () => {
    const { page, reports } = await session.open();
    await visit(page, PRODUCT_PAGE);

    await Promise.all([
      page.waitForURL((url) => url.pathname === '/contact/'),
      page.getByRole('link', { name: 'Submit support request without logging in' }).click(),
    ]);
    const form = page.getByRole('form', { name: 'Create a support request' });
    await form.waitFor();

    expect(new URL(page.url()).searchParams.get('product')).toBe('jira-software');
    expect(await shownChoice(form, 'Product')).toEqual({ text: 'Jira Software', visible: true });
    expect(await shownChoice(form, 'Request type (required)')).toEqual({ text: 'Choose one', visible: true });
    const violations = await axeViolations(page);
    expect(describeViolations(violations)).toBe('');

    await form.getByLabel('Your name (required)').fill('Ada Lovelace');
    await form.getByLabel('E-mail address (required)').fill('ada@example.com');
    await form.getByLabel('Request type (required)').selectOption({ label: 'Suggestion' });
    await form.getByLabel('Summary (required)').fill('Boards load slowly');
    await form.getByLabel('Description (required)').fill('The board takes a minute to open.');
    const [request] = await Promise.all([
      page.waitForRequest((sent) => sent.url().endsWith('/gateway/api/support-requests')),
      form.getByRole('button', { name: 'Send request' }).click(),
    ]);
    await page.getByRole('region', { name: 'Request sent' }).waitFor();

    expect(request.postDataJSON()).toMatchObject({ product: 'Jira Software', ticketType: 'suggestion' });
    expect(reports).toEqual({ console: [], pageErrors: [] });
  });

  it('leaves the product unchosen for a value it does not know, and the form still sends', async () => {
    const { page, reports } = await session.open();
    await visit(page, '/contact/?product=no-such-product&ticketType=complaint');
    const form = page.getByRole('form', { name: 'Create a support request' });
    await form.waitFor();

    expect(await shownChoice(form, 'Product')).toEqual({ text: 'Choose one', visible: true });
    expect(await shownChoice(form, 'Request type (required)')).toEqual({ text: 'Choose one', visible: true });
    expect(await form.getByLabel('Product').locator('option').allTextContents()).toEqual(
      expect.arrayContaining(['Jira Software', 'Confluence', 'Jira Cloud for mobile']),
    );

    await form.getByLabel('Your name (required)').fill('Ada Lovelace');
    await form.getByLabel('E-mail address (required)').fill('ada@example.com');
    await form.getByLabel('Request type (required)').selectOption({ label: 'Suggestion' });
    await form.getByLabel('Summary (required)').fill('Dark mode for boards');
    await form.getByLabel('Description (required)').fill('Please add one.');
    await form.getByRole('button', { name: 'Send request' }).click();
    await page.getByRole('region', { name: 'Request sent' }).waitFor();

    expect(reports).toEqual({ console: [], pageErrors: [] });
  });
});

describe.each([
  ['desktop', { width: 1280, height: 900 }, 'light'],
  ['phone', { width: 390, height: 844 }, 'dark'],
] as const)('a filed request on a %s', (_name, viewport, colorScheme) => {
  async function fileRequest(form: Locator): Promise<void> {
    await form.getByLabel('Your name (required)').fill('Ada Lovelace');
    await form.getByLabel('E-mail address (required)').fill('ada@example.com');
    await form.getByLabel('Request type (required)').selectOption({ label: 'Bug' });
    await form.getByLabel('Summary (required)').fill('Boards load slowly');
    await form.getByLabel('Description (required)').fill('The board takes a minute to open.');
    await form.getByRole('button', { name: 'Send request' }).click();
  }

  it('puts the confirmation, focused, in the form’s place, and brings back an empty form for another request', async () => {
    const { page, reports } = await session.open({ viewport, colorScheme });
    await visit(page, '/hot-contact/');
    const form = page.getByRole('form', { name: 'Describe the critical problem' });
    await form.waitFor();
    await fileRequest(form);
    const confirmation = page.getByRole('region', { name: 'Request sent' });
    await confirmation.waitFor();

    // The confirmation alone, where the form was, under the page's heading; it has focus, with a ring.
    const look = await confirmation.evaluate((section) => {
      const style = getComputedStyle(section);
      const box = section.getBoundingClientRect();
      return {
        focused: document.activeElement === section,
        outline: style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth),
        top: box.top,
        left: box.left,
        heading: document.querySelector('main h1')!.getBoundingClientRect(),
        sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
      };
    });
    expect(await form.count()).toBe(0);
    expect(look.focused).toBe(true);
    expect(look.outline).toBeGreaterThanOrEqual(2);
    expect(look.top).toBeGreaterThan(look.heading.bottom);
    expect(look.top).toBeLessThan(viewport.height);
    expect(look.left).toBeCloseTo(look.heading.left, 0);
    expect(look.sideways).toBe(false);
    expect(await confirmation.locator('strong').textContent()).toMatch(/^HC-\d{8}$/);
    expect(await confirmation.getByRole('heading', { name: 'What happens next' }).isVisible()).toBe(true);
    const again = confirmation.getByRole('button', { name: 'Send another request' });
    const home = confirmation.getByRole('link', { name: 'Go to the support home' });
    expect(await again.isVisible()).toBe(true);
    expect(await home.isVisible()).toBe(true);
    expect(await home.getAttribute('href')).toBe('/');
    expect(describeViolations(await axeViolations(page))).toBe('');

    // Another request starts from the same form, empty, with focus on its first field.
    await again.click();
    await form.waitFor();
    expect(await page.getByRole('region', { name: 'Request sent' }).count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    for (const label of ['Your name (required)', 'E-mail address (required)', 'Summary (required)'])
      expect(await form.getByLabel(label).inputValue()).toBe('');
    expect(await shownText(form, 'Request type (required)')).toBe('Choose one');
    expect(await form.getByRole('status').isVisible()).toBe(false);

    // And is filed as a request of its own.
    await fileRequest(form);
    await confirmation.waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-labelledby'))).toBe(
      'hc-support-sent-heading',
    );
    expect(reports).toEqual({ console: [], pageErrors: [] });
  });
});

/** The text of a drop-down's selected option. */
function shownText(form: Locator, label: string): Promise<string> {
  return form
    .getByLabel(label)
    .evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.textContent ?? '');
}
