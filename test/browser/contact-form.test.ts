/**
 * The support request form on /contact/ as a visitor meets it when they send it empty: every field
 * the form refuses is drawn in the error colour, and the messages beside them widen nothing.
 */
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
  expect(refused.filter(({ border }) => border !== 'rgb(191, 38, 0)')).toEqual([]);
  expect(widthAfter).toBe(widthBefore);
  expect(reports).toEqual({ console: [], pageErrors: [] });
});
