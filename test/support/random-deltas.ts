/**
 * Random content deltas for the tests that compare what a delta builds with a full rebuild: a
 * generated space (bench/large-space.ts) as delivery items, and one delta of each kind in turn
 * (changed, new and deleted entries, assets, an entry many link to, a taken slug, a moved page,
 * several at once), drawn from a seeded generator.
 */
import { largeSpace } from '../../bench/large-space';
import { deliveryToExport, type DeliveryItem, type SyncDelta } from '../../server/content/contentful-export';
import { buildSnapshot } from '../../server/content/snapshot';
import type { SnapshotCache } from '../../server/content/snapshot-cache';
import type { ContentSnapshot } from '../../server/content/snapshot-types';

const quiet = { error: () => undefined, warn: () => undefined, info: () => undefined };
const now = () => new Date('2026-01-01T00:00:00.000Z');

export type Space = ReturnType<typeof largeSpace>;

export interface State {
  space: Space;
  entries: Map<string, DeliveryItem>;
  assets: Map<string, DeliveryItem>;
}

export function build(state: State, cache: SnapshotCache): ContentSnapshot {
  const exported = deliveryToExport({
    contentTypes: state.space.contentTypes as unknown[],
    locales: state.space.locales as unknown[],
    entries: state.entries.values(),
    assets: state.assets.values(),
  });
  return buildSnapshot(exported, { logger: quiet, now, cache });
}

export function clone(item: DeliveryItem): DeliveryItem {
  return structuredClone(item);
}

export function pick<T>(next: () => number, list: readonly T[]): T {
  return list[Math.floor(next() * list.length)] as T;
}

interface MutableDelta {
  entries: DeliveryItem[];
  assets: DeliveryItem[];
  deletedEntries: { sys: { id: string } }[];
  deletedAssets: { sys: { id: string } }[];
}

export const empty = (): MutableDelta => ({ entries: [], assets: [], deletedEntries: [], deletedAssets: [] });
export const typeOf = (item: DeliveryItem) => (item.sys.contentType as { sys: { id: string } } | undefined)?.sys.id;

/** One random delta of a random kind, named for the failure message. */
export function randomDelta(state: State, next: () => number, step: number): { kind: string; delta: SyncDelta } {
  const delta = empty();
  const entries = [...state.entries.values()];
  const ofType = (...types: string[]) => entries.filter((item) => types.includes(typeOf(item) ?? ''));
  const kinds = ['change', 'new', 'delete', 'asset', 'linked', 'slug', 'relink', 'several'];
  // Every kind comes round in turn; what it changes is random.
  const kind = kinds[(step - 1) % kinds.length]!;
  const retitle = (item: DeliveryItem) => {
    const changed = clone(item);
    const fields = changed.fields as Record<string, Record<string, unknown>>;
    const field = fields.title ? 'title' : fields.name ? 'name' : Object.keys(fields)[0]!;
    fields[field] = { ...fields[field], 'en-US': `Changed ${step}`, ...(next() < 0.5 ? { ja: `変更 ${step}` } : {}) };
    return changed;
  };
  switch (kind) {
    case 'change':
      delta.entries.push(retitle(pick(next, entries)));
      break;
    case 'new': {
      const original = pick(next, ofType('pageKbArticle', 'topic'));
      const added = clone(original);
      added.sys.id = `added-${step}`;
      const fields = added.fields as Record<string, Record<string, unknown>>;
      fields.slug = { 'en-US': `added-${step}` };
      fields.title = { 'en-US': `Added ${step}` };
      delta.entries.push(added);
      break;
    }
    case 'delete':
      delta.deletedEntries.push({ sys: { id: pick(next, entries).sys.id } });
      break;
    case 'asset': {
      const asset = clone(pick(next, [...state.assets.values()]));
      const fields = asset.fields as Record<string, Record<string, unknown>>;
      fields.title = { 'en-US': `Asset ${step}` };
      if (next() < 0.3) delta.deletedAssets.push({ sys: { id: asset.sys.id } });
      else delta.assets.push(asset);
      break;
    }
    case 'linked':
      // Entries that many others link to: a change reaches every page that shows them.
      delta.entries.push(
        retitle(pick(next, ofType('pageKbHome', 'collection', 'product', 'documentedProduct', 'version'))),
      );
      break;
    case 'slug': {
      // A slug taken by another entry: the first in content order keeps the url.
      const [first, second] = [pick(next, ofType('pageKbArticle')), pick(next, ofType('pageKbArticle'))];
      const changed = clone(second);
      (changed.fields as Record<string, unknown>).slug = structuredClone(
        (first.fields as Record<string, unknown>).slug,
      );
      delta.entries.push(changed);
      break;
    }
    case 'relink': {
      // A topic moved to another collection, or an article to another parent (even one that loops).
      const topic = clone(pick(next, ofType('topic', 'pageKbArticle')));
      const fields = topic.fields as Record<string, Record<string, unknown>>;
      const target = pick(next, ofType(typeOf(topic) === 'topic' ? 'collection' : 'pageKbArticle'));
      const field = typeOf(topic) === 'topic' ? 'collection' : 'parent';
      fields[field] = { 'en-US': { sys: { type: 'Link', linkType: 'Entry', id: target.sys.id } } };
      delta.entries.push(topic);
      break;
    }
    default:
      for (let count = 0; count < 5; count += 1) delta.entries.push(retitle(pick(next, entries)));
      delta.deletedEntries.push({ sys: { id: pick(next, entries).sys.id } });
      break;
  }
  return { kind, delta };
}

export function initialState(entryCount: number): State {
  const space = largeSpace(entryCount);
  return {
    space,
    entries: new Map(space.entries.map((item) => [item.sys.id, item as unknown as DeliveryItem])),
    assets: new Map(space.assets.map((item) => [item.sys.id, item as unknown as DeliveryItem])),
  };
}
