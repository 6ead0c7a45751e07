/**
 * The support request form on /contact/ as a visitor meets it when they send it empty: every field
 * the form refuses is drawn in the error colour, and the messages beside them widen nothing; and as
 * they meet it from the site's links that choose its product or request type.
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
    await form.getByRole('status').filter({ hasText: 'has been received' }).waitFor();

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
    await form.getByRole('status').filter({ hasText: 'has been received' }).waitFor();

    expect(reports).toEqual({ console: [], pageErrors: [] });
  });
});
