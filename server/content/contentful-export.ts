/**
 * Turns what the Contentful Delivery API returns (Sync API items, content types, locales) into the
 * contentful-export shape `buildSnapshot` reads. Pure. Delivery items are published by definition
 * and carry `revision` instead of the management fields, so those are filled in from it:
 * sys.createdAt is the first publication and sys.updatedAt the latest one.
 */
import type { ContentLogger } from './logger';

/** A raw Sync API entry or asset: sys plus fields keyed by field id, then locale. */
export interface DeliveryItem {
  sys: { id: string; type: string; createdAt?: string; updatedAt?: string; revision?: number } & Record<
    string,
    unknown
  >;
  fields?: Record<string, unknown>;
  metadata?: unknown;
}

export interface DeliveryContent {
  contentTypes: readonly unknown[];
  locales: readonly unknown[];
  entries: Iterable<DeliveryItem>;
  assets: Iterable<DeliveryItem>;
}

/**
 * Export items made from delivery items: an unchanged delivery item keeps its export item object
 * from one build to the next, which is what keys the snapshot cache (snapshot-cache.ts).
 */
const exportItems = new WeakMap<DeliveryItem, Record<string, unknown>>();

function toExportItem(item: DeliveryItem): Record<string, unknown> {
  const known = exportItems.get(item);
  if (known) return known;
  const exported = exportItemOf(item);
  exportItems.set(item, exported);
  return exported;
}

function exportItemOf(item: DeliveryItem): Record<string, unknown> {
  const { sys } = item;
  const exportSys: Record<string, unknown> = { ...sys };
  if (typeof exportSys.publishedVersion !== 'number') {
    exportSys.publishedVersion = typeof sys.revision === 'number' ? sys.revision : 1;
    exportSys.publishedAt = sys.updatedAt;
    exportSys.firstPublishedAt = sys.createdAt;
  }
  return { sys: exportSys, metadata: item.metadata ?? { tags: [] }, fields: item.fields ?? {} };
}

/** The export document for the given delivery content, items in the order given. */
export function deliveryToExport(content: DeliveryContent): Record<string, unknown> {
  return {
    contentTypes: [...content.contentTypes],
    locales: [...content.locales],
    entries: [...content.entries].map(toExportItem),
    assets: [...content.assets].map(toExportItem),
    tags: [],
    editorInterfaces: [],
    webhooks: [],
    roles: [],
  };
}

/** Changes from one Sync API response, applied to the maps of raw items by id. */
export interface SyncDelta {
  entries: readonly DeliveryItem[];
  assets: readonly DeliveryItem[];
  deletedEntries: readonly { sys: { id: string } }[];
  deletedAssets: readonly { sys: { id: string } }[];
}

/** New maps with a delta applied; the given maps are left as they were (the last good state). */
export function applyDelta(
  entries: ReadonlyMap<string, DeliveryItem>,
  assets: ReadonlyMap<string, DeliveryItem>,
  delta: SyncDelta,
  logger?: ContentLogger,
): { entries: Map<string, DeliveryItem>; assets: Map<string, DeliveryItem> } {
  const nextEntries = new Map(entries);
  const nextAssets = new Map(assets);
  for (const entry of delta.entries) nextEntries.set(entry.sys.id, entry);
  for (const asset of delta.assets) nextAssets.set(asset.sys.id, asset);
  for (const deleted of delta.deletedEntries) {
    if (!nextEntries.delete(deleted.sys.id)) logger?.warn?.({ entryId: deleted.sys.id }, 'Deleted entry was not known');
  }
  for (const deleted of delta.deletedAssets) nextAssets.delete(deleted.sys.id);
  return { entries: nextEntries, assets: nextAssets };
}
