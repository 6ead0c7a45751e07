/**
 * llms.txt and the llms-full.txt files over the sample space, in both locales.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { buildSnapshot } from '../../server/content/snapshot';
import { buildTestApp } from './support';

const BASE = 'https://support.example.com';
const snapshot = buildSnapshot(
  JSON.parse(readFileSync(path.resolve(__dirname, '../../content/sample-space.json'), 'utf8')),
  { logger: { error: () => undefined } },
);

describe('llms.txt', () => {
  it('has the site name, a summary and a section per product linking to the Markdown twins', async () => {
    const { app } = buildTestApp(snapshot);
    const response = await request(app).get('/llms.txt').expect(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.text.split('\n');
    expect(lines[0]).toBe('# Atlassian Support');
    expect(lines[2]).toMatch(/^> \S/);
    expect(response.text).toMatch(/\n## Jira Software Cloud support\n/);
    const links = [...response.text.matchAll(/^- \[[^\]]+\]\(([^)]+)\)(: .+)?$/gm)].map((match) => match[1]!);
    expect(links.length).toBeGreaterThan(50);
    expect(links.some((link) => link.endsWith('/jira-software-cloud/docs/create-a-project.md'))).toBe(true);
    for (const link of links.slice(0, 40)) {
      expect(link.startsWith(`${BASE}/`)).toBe(true);
      const twin = await request(app).get(link.slice(BASE.length));
      expect({ link, status: twin.status, type: twin.headers['content-type'] }).toEqual({
        link,
        status: 200,
        type: 'text/markdown; charset=utf-8',
      });
    }
    // A Data Center page is listed once, in its product's current version.
    expect(new Set(links).size).toBe(links.length);
  }, 60_000);

  it('has a Japanese index with Japanese titles and /ja twins', async () => {
    const { app } = buildTestApp(snapshot);
    const response = await request(app).get('/ja/llms.txt').expect(200);
    expect(response.text.split('\n')[0]).toBe('# アトラシアン サポート');
    expect(response.text).toContain(`(${BASE}/ja/`);
    expect(response.text).not.toMatch(/\]\(https:\/\/support\.example\.com\/(?!ja\/)/);
  });

  it('is cached with an ETag', async () => {
    const { app } = buildTestApp(snapshot);
    const first = await request(app).get('/llms.txt').expect(200);
    await request(app).get('/llms.txt').set('If-None-Match', first.headers.etag!).expect(304);
  });
});

describe('llms-full.txt', () => {
  it('holds every twin of the site', async () => {
    const { app } = buildTestApp(snapshot);
    const index = (await request(app).get('/llms.txt')).text;
    const full = await request(app).get('/llms-full.txt').expect(200);
    const listed = [...index.matchAll(/^- \[/gm)].length;
    expect([...full.text.matchAll(/^url: "/gm)]).toHaveLength(listed);
    expect(full.text).toContain('# Create a project');
  }, 60_000);

  it('holds a product’s twins at /{product}/llms-full.txt, and nothing for an unknown product', async () => {
    const { app } = buildTestApp(snapshot);
    const product = await request(app).get('/jira-software-cloud/llms-full.txt').expect(200);
    const urls = [...product.text.matchAll(/^url: "([^"]+)"/gm)].map((match) => match[1]!);
    expect(urls.length).toBeGreaterThan(5);
    expect(urls.every((url) => url.startsWith(`${BASE}/jira-software-cloud/`))).toBe(true);
    const ja = await request(app).get('/ja/jira-software-cloud/llms-full.txt').expect(200);
    expect(ja.text).toContain(`url: "${BASE}/ja/jira-software-cloud/`);
    await request(app).get('/no-such-product/llms-full.txt').expect(404);
  });
});
