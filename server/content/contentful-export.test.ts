import { applyDelta, deliveryToExport, type DeliveryItem } from './contentful-export';

const item = (id: string, revision = 1): DeliveryItem => ({
  sys: { id, type: 'Entry', createdAt: '2025-01-01T00:00:00Z', updatedAt: '2025-02-01T00:00:00Z', revision },
  fields: { title: { 'en-US': id } },
});

describe('deliveryToExport', () => {
  it('marks delivery items as published, dated by their first and latest publication', () => {
    const exported = deliveryToExport({ contentTypes: [], locales: [], entries: [item('a', 3)], assets: [] });
    expect((exported.entries as { sys: Record<string, unknown> }[])[0]?.sys).toMatchObject({
      id: 'a',
      publishedVersion: 3,
      firstPublishedAt: '2025-01-01T00:00:00Z',
      publishedAt: '2025-02-01T00:00:00Z',
    });
  });

  it('keeps the publication fields an item already has', () => {
    const withSys = {
      ...item('a'),
      sys: { ...item('a').sys, publishedVersion: 9, publishedAt: '2024-01-01T00:00:00Z' },
    };
    const exported = deliveryToExport({ contentTypes: [], locales: [], entries: [withSys], assets: [] });
    expect((exported.entries as { sys: Record<string, unknown> }[])[0]?.sys).toMatchObject({
      publishedVersion: 9,
      publishedAt: '2024-01-01T00:00:00Z',
    });
  });
});

describe('applyDelta', () => {
  it('adds, replaces and deletes items without changing the maps it was given', () => {
    const entries = new Map([
      ['a', item('a')],
      ['b', item('b')],
    ]);
    const assets = new Map([['x', item('x')]]);
    const next = applyDelta(entries, assets, {
      entries: [item('b', 2), item('c')],
      assets: [],
      deletedEntries: [{ sys: { id: 'a' } }],
      deletedAssets: [{ sys: { id: 'x' } }],
    });
    expect([...next.entries.keys()]).toEqual(['b', 'c']);
    expect(next.entries.get('b')?.sys.revision).toBe(2);
    expect(next.assets.size).toBe(0);
    expect([...entries.keys()]).toEqual(['a', 'b']);
    expect(assets.size).toBe(1);
  });
});
