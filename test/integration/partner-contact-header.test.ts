import request from 'supertest';
import { resolverExport } from '../../server/content/resolvers/resolver-fixtures';
import { buildSnapshot } from '../../server/content/snapshot';
import { loadTemplate } from '../../shared/registry';
import { buildTestApp, parseHtml } from './support';

const snapshot = buildSnapshot(resolverExport(), { logger: { error: () => undefined } });

async function headerLinkTexts(path: string): Promise<string[]> {
  const { app } = buildTestApp(snapshot, { loadTemplate });
  const response = await request(app).get(path);
  expect(response.status).toBe(200);
  const header = parseHtml(response.text).querySelector('header')!;
  return [...header.querySelectorAll('a')].map((link) => link.textContent.trim());
}

describe('the header on the contact pages', () => {
  it('hides the contact link on the partner contact page, which shows its own Partner Portal button', async () => {
    // Act
    const links = await headerLinkTexts('/partnercontact/');
    // Assert
    expect(links).not.toContain('Log in to contact support');
    expect(links).not.toContain('Contact support');
  });

  it('keeps the contact link on the other contact pages', async () => {
    // Act
    const links = await headerLinkTexts('/hot-contact/');
    // Assert
    expect(links).toContain('Log in to contact support');
  });
});
