/**
 * A Data Center page in a version other than the newest says so above its content, and links to
 * the same page in the newest version (or, when the page is not in it, to that version's
 * documentation); a page in the newest version, a Cloud page and an unversioned page say nothing.
 * Read from the served html of every versioned page of the sample space, in both locales.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { createApp } from '../../server/app';
import { buildSnapshot } from '../../server/content/snapshot';
import { versionsNewestFirst } from '../../shared/search/versions';
import { collectingLogger, parseHtml, storeWith, testConfig } from './support';

const snapshot = buildSnapshot(
  JSON.parse(readFileSync(path.resolve(__dirname, '../../content/sample-space.json'), 'utf8')),
  { logger: { error: () => undefined } },
);
const app = createApp({ config: testConfig(), snapshotStore: storeWith(snapshot), logger: collectingLogger().logger });

const versioned = snapshot.routes().filter((route) => route.version !== undefined);
/** Each product's newest version, by the product's part of the url. */
const newestOf = new Map<string, string>();
for (const route of versioned) {
  const product = route.url.split('/')[1]!;
  newestOf.set(product, versionsNewestFirst([route.version!, newestOf.get(product) ?? route.version!])[0]!);
}

const noticeOf = (html: string) => parseHtml(html).querySelector('main .hc-version-notice');

describe('the notice of an older Data Center version', () => {
  it('has older and newest versions to read in the sample space', () => {
    const older = versioned.filter((route) => route.version !== newestOf.get(route.url.split('/')[1]!));
    expect(older.length).toBeGreaterThan(10);
    expect(versioned.length - older.length).toBeGreaterThan(10);
  });

  it('names the version read and leads to the newest, on every versioned page that is not in it', async () => {
    let linkedToSamePage = 0;
    for (const route of versioned) {
      const newest = newestOf.get(route.url.split('/')[1]!)!;
      const notice = noticeOf((await request(app).get(route.url).expect(200)).text);
      if (route.version === newest) {
        expect({ url: route.url, notice: notice?.textContent }).toEqual({ url: route.url, notice: undefined });
        continue;
      }
      expect({ url: route.url, text: notice?.textContent }).toEqual({
        url: route.url,
        text: expect.stringMatching(
          new RegExp(
            `^This is the documentation for version ${route.version!.replace('.', '\\.')}, which is not the latest\\. (View this page in|Go to the) version ${newest.replace('.', '\\.')}`,
          ),
        ),
      });
      const href = notice!.querySelector('a')!.getAttribute('href')!;
      expect(href).toContain(`/${newest}/`);
      if (href === route.url.replace(`/${route.version!}/`, `/${newest}/`)) linkedToSamePage += 1;
      expect({ href, status: (await request(app).get(href)).status }).toEqual({ href, status: 200 });
    }
    expect(linkedToSamePage).toBeGreaterThan(5);
  }, 240_000);

  it('speaks Japanese on a Japanese page', async () => {
    const older = versioned.find((route) => route.version !== newestOf.get(route.url.split('/')[1]!))!;
    const notice = noticeOf((await request(app).get(`/ja${older.url}`).expect(200)).text);
    expect(notice?.textContent).toMatch(
      new RegExp(`^これはバージョン ${older.version!.replace('.', '\\.')} のドキュメントです。`),
    );
    expect(notice?.querySelector('a')?.getAttribute('href')).toMatch(/^\/ja\//);
  });

  it('is not shown on Cloud or unversioned pages', async () => {
    for (const url of ['/jira-software-cloud/docs/configure-a-workflow/', '/jira-software-data-center/kb/']) {
      expect({ url, notice: noticeOf((await request(app).get(url).expect(200)).text) }).toEqual({ url, notice: null });
    }
  });
});
