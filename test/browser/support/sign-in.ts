/**
 * Signs in through the local sign-in of a development server, as a visitor does: the header's Sign in
 * link, the e-mail form, the sign-in link the development page shows instead of mailing it, and the
 * confirmation button. The page ends where the Sign in link's continue target leads.
 */
import type { Page } from 'playwright-core';
import { waitForHydration } from './browser';

export async function signInLocally(page: Page, email: string): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/login\/\?application=sac&continue=/);
  await waitForHydration(page);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send sign-in link' }).click();
  const link = page.getByTestId('local-sign-in-link');
  await link.waitFor();
  await page.goto(String(await link.getAttribute('href')), { waitUntil: 'load' });
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Continue signing in' }).click();
}
