import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { validateRichTextDocument } from '@contentful/rich-text-types';
import type { Document } from '@contentful/rich-text-types';
import { plainText, wordCount } from './sample/rich-text';
import type { RichTextNode } from './sample/rich-text';
import { buildSampleSpace, serializeSampleSpace } from './sample/sample-space';
import type { ExportEntry } from './sample/space-builder';

const space = buildSampleSpace();
const byId = new Map<string, ExportEntry>([...space.entries, ...space.assets].map((item) => [item.sys.id, item]));
const typeOf = (entry: ExportEntry): string => entry.sys.contentType?.sys.id ?? '';
const ofType = (type: string): ExportEntry[] => space.entries.filter((entry) => typeOf(entry) === type);
const en = (entry: ExportEntry, field: string): unknown => entry.fields[field]?.['en-US'];
const linkId = (value: unknown): string => (value as { sys: { id: string } }).sys.id;
const linkIds = (value: unknown): string[] => ((value as { sys: { id: string } }[] | undefined) ?? []).map(linkId);

function collectLinks(value: unknown, found: { id: string; linkType: string }[] = []): typeof found {
  if (Array.isArray(value)) value.forEach((item) => collectLinks(item, found));
  else if (typeof value === 'object' && value !== null) {
    const sys = (value as { sys?: { type?: string; linkType?: string; id?: string } }).sys;
    if (sys?.type === 'Link' && (sys.linkType === 'Entry' || sys.linkType === 'Asset') && sys.id) {
      found.push({ id: sys.id, linkType: sys.linkType });
    }
    Object.values(value).forEach((item) => collectLinks(item, found));
  }
  return found;
}

const RESOURCE_ROUTES = [
  'accounts',
  'bitbucket-cloud',
  'confluence-cloud',
  'jira-cloud-admin',
  'jira-cloud-mobile-apps',
  'jira-work-management',
  'jira-service-management-cloud',
  'jira-software-cloud',
  'migration',
  'opsgenie',
  'opsgenie-apps',
  'organization-administration',
  'pre-migration',
  'post-migration',
  'provisioning-users',
  'security-and-access-policies',
  'statuspage',
  'subscriptions-and-billing',
  'user-management',
  'cloud-automation',
];

describe('the sample space', () => {
  it('is the same as the committed content/sample-space.json', () => {
    const committed = readFileSync(resolve(__dirname, '../sample-space.json'), 'utf8');
    expect(committed).toBe(serializeSampleSpace(space));
  });

  it('builds the same export every time', () => {
    expect(serializeSampleSpace(buildSampleSpace())).toBe(serializeSampleSpace(space));
  });

  it('holds at least 200 entries', () => {
    expect(space.entries.length).toBeGreaterThanOrEqual(200);
  });

  it('has at least 8 products across Cloud and Data Center', () => {
    const products = ofType('product');
    expect(products.length).toBeGreaterThanOrEqual(8);
    expect(products.filter((product) => en(product, 'deployment') === 'Cloud').length).toBeGreaterThanOrEqual(4);
    expect(products.filter((product) => en(product, 'deployment') === 'Data Center').length).toBeGreaterThanOrEqual(4);
  });

  it('gives every Data Center product at least three listed versions', () => {
    for (const product of ofType('product').filter((entry) => en(entry, 'deployment') === 'Data Center')) {
      const listed = linkIds(en(product, 'productVersions')).filter((id) => en(byId.get(id)!, 'showInList') === true);
      expect(listed.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('has one home page linking a header and a version 2 footer', () => {
    const [home, ...others] = ofType('homePage');
    expect(others).toHaveLength(0);
    expect(typeOf(byId.get(linkId(en(home!, 'header')))!)).toBe('header');
    expect(en(byId.get(linkId(en(home!, 'footer')))!, 'version')).toBe('v2');
    expect(en(home!, 'searchPlaceholder')).toBe("Tell us what you're looking for");
  });

  it('has a resources page for every resources route', () => {
    const routes = new Set<string>();
    for (const page of ofType('productLandingPage')) {
      routes.add(en(byId.get(linkId(en(page, 'product')))!, 'slug') as string);
    }
    for (const context of [...ofType('contextTheme'), ...ofType('contextApp')])
      routes.add(en(context, 'slug') as string);
    for (const route of RESOURCE_ROUTES) expect(routes).toContain(route);
  });

  it('has docs homes, guide and non-guide collections, topic sets and topics', () => {
    const collections = ofType('collection');
    expect(ofType('documentedProduct').length).toBeGreaterThanOrEqual(9);
    expect(collections.some((collection) => en(collection, 'pageType') === 'Guide')).toBe(true);
    expect(collections.some((collection) => en(collection, 'pageType') !== 'Guide')).toBe(true);
    expect(
      collections.some(
        (collection) =>
          en(collection, 'pageType') !== 'Guide' && linkIds(en(collection, 'childrenReferences')).length > 5,
      ),
    ).toBe(true);
    expect(ofType('topicSet').length).toBeGreaterThanOrEqual(10);
    expect(ofType('topic').length).toBeGreaterThanOrEqual(90);
  });

  it('has Japanese titles on a topic, a collection and the home page', () => {
    for (const [type, field] of [
      ['topic', 'topicTitle'],
      ['collection', 'title'],
      ['homePage', 'title'],
    ] as const) {
      expect(ofType(type).some((entry) => typeof entry.fields[field]?.['ja-JP'] === 'string')).toBe(true);
    }
  });

  it('has draft entries and an entry changed since it was published', () => {
    expect(space.entries.some((entry) => entry.sys.publishedVersion === undefined)).toBe(true);
    expect(space.entries.some((entry) => (entry.sys.publishedVersion ?? 0) + 1 < entry.sys.version)).toBe(true);
  });

  it('only uses field ids that the content type declares', () => {
    const declared = new Map(space.contentTypes.map((type) => [type.sys.id, new Set(type.fields.map((f) => f.id))]));
    for (const entry of space.entries) {
      const fields = declared.get(typeOf(entry));
      expect(fields).toBeDefined();
      for (const field of Object.keys(entry.fields))
        expect(`${entry.sys.id}.${field}: ${fields!.has(field)}`).toMatch(/true$/);
    }
  });

  it('sets every required field in en-US', () => {
    for (const entry of space.entries) {
      const type = space.contentTypes.find((definition) => definition.sys.id === typeOf(entry))!;
      for (const field of type.fields.filter((definition) => definition.required)) {
        expect(`${entry.sys.id}.${field.id}: ${en(entry, field.id) !== undefined}`).toMatch(/true$/);
      }
    }
  });

  it('only links to entries and assets that exist', () => {
    for (const item of [...space.entries, ...space.assets]) {
      for (const link of collectLinks(item.fields)) {
        const target = byId.get(link.id);
        expect(`${item.sys.id} -> ${link.id}: ${target?.sys.type === link.linkType}`).toMatch(/true$/);
      }
    }
  });

  it('writes every topic body as valid rich text without a heading 1, between 150 and 800 words', () => {
    for (const topic of ofType('topic')) {
      for (const body of Object.values(topic.fields.body ?? {})) {
        expect(validateRichTextDocument(body as Document)).toEqual([]);
        expect(JSON.stringify(body)).not.toContain('"heading-1"');
      }
      const body = en(topic, 'body') as RichTextNode | undefined;
      const html = en(topic, 'bodyHtml') as string | undefined;
      const words = body ? wordCount(plainText(body)) : wordCount((html ?? '').replace(/<[^>]+>/g, ' '));
      expect(`${topic.sys.id}: ${words >= 150 && words <= 800}`).toMatch(/true$/);
    }
  });

  it('never gives two pages the same url', () => {
    const seen = new Map<string, string>();
    const listed = (contextId: string): string[] =>
      linkIds(en(byId.get(contextId)!, 'productVersions')).filter((id) => en(byId.get(id)!, 'showInList') === true);
    for (const page of [...ofType('collection'), ...ofType('topicSet'), ...ofType('topic')]) {
      const collection = typeOf(page) === 'collection' ? page : byId.get(linkId(en(page, 'collection')))!;
      const contextId = linkId(en(collection, 'context'));
      const own = linkIds(en(page, 'versions'));
      const versions = own.length > 0 ? own : listed(contextId);
      for (const version of versions.length > 0 ? versions : ['']) {
        const key = `${contextId}/${version}/${en(page, 'slug') as string}`;
        expect(`${key}: ${seen.get(key) ?? page.sys.id}`).toBe(`${key}: ${page.sys.id}`);
        seen.set(key, page.sys.id);
      }
    }
  });
});
