/**
 * Typed reads of entry fields. The loader has validated every field against its content type, so
 * these only distinguish the shapes a field can hold; a missing or differently shaped value is
 * treated as absent.
 */
import type { Document } from '@contentful/rich-text-types';
import type { Asset, Entry, FieldValue, JsonValue } from '../../../shared/types/content';
import type { ImageView } from '../../../shared/types/page';
import { safeHref } from '../../../shared/richtext/escape';
import { noteAsset, noteEntries, noteEntry } from '../read-record';

function isEntry(value: FieldValue | undefined): value is Entry {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && 'kind' in value && value.kind === 'Entry'
  );
}

function isAsset(value: FieldValue | undefined): value is Asset {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && 'kind' in value && value.kind === 'Asset'
  );
}

function isDocument(value: FieldValue | undefined): value is Document {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    'nodeType' in value &&
    value.nodeType === 'document'
  );
}

/** A text field, or undefined when it is missing or blank. */
export function textField(entry: Entry, field: string): string | undefined {
  const value = entry.fields[field];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * A link target from content (menus, cards, related and featured links): http(s), mailto, tel or a
 * relative url. Any other scheme (javascript:, data:, vbscript:) is treated as no url, so the link
 * is left out instead of written into an href.
 */
export function urlField(entry: Entry, field: string): string | undefined {
  const value = textField(entry, field);
  return value === undefined ? undefined : safeHref(value);
}

export function boolField(entry: Entry, field: string): boolean {
  return entry.fields[field] === true;
}

export function numberField(entry: Entry, field: string): number | undefined {
  const value = entry.fields[field];
  return typeof value === 'number' ? value : undefined;
}

// Following a link is a read of the linked entry for the page's record (read-record.ts).
export function linkField(entry: Entry, field: string): Entry | undefined {
  const value = entry.fields[field];
  if (!isEntry(value)) return undefined;
  noteEntry(value.id);
  return value;
}

export function linksField(entry: Entry, field: string): Entry[] {
  const value = entry.fields[field];
  if (!Array.isArray(value)) return [];
  const linked = (value as readonly FieldValue[]).filter(isEntry);
  noteEntries(linked);
  return linked;
}

export function assetField(entry: Entry, field: string): Asset | undefined {
  const value = entry.fields[field];
  if (!isAsset(value)) return undefined;
  noteAsset(value.id);
  return value;
}

export function richTextField(entry: Entry, field: string): Document | undefined {
  const value = entry.fields[field];
  return isDocument(value) && value.content.length > 0 ? value : undefined;
}

export function jsonField(entry: Entry, field: string): JsonValue | undefined {
  const value = entry.fields[field];
  if (value === undefined || isEntry(value) || isAsset(value) || isDocument(value)) return undefined;
  return value as JsonValue;
}

/** A JSON object field as a record of strings (deploymentUrls and similar). */
export function stringRecordField(entry: Entry, field: string): Record<string, string> {
  const value = jsonField(entry, field);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const record: Record<string, string> = {};
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'string' && item !== '') record[key] = item;
  }
  return record;
}

export function imageOf(asset: Asset | undefined): ImageView | undefined {
  if (!asset) return undefined;
  const image: ImageView = { url: asset.file.url, alt: asset.description || asset.title || '' };
  if (asset.file.width !== undefined) image.width = asset.file.width;
  if (asset.file.height !== undefined) image.height = asset.file.height;
  return image;
}

/** Drops undefined properties so the embedded state carries no `"x": undefined` noise. */
export function compact<T extends object>(value: T): T {
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item !== undefined) result[key] = item;
  }
  return result as T;
}

/**
 * Where the display title of an entry comes from: the entry (its own field, or the product or app
 * name it links to) and the field. Undefined when it has none.
 */
export function titleSource(entry: Entry): { entry: Entry; field: string } | undefined {
  // Both names are read whichever field gives the title, as a page's reads always were.
  const productName = linkField(entry, 'productNameReference');
  const appName = linkField(entry, 'appNameReference');
  for (const field of ['title', 'topicTitle', 'hubName']) {
    if (textField(entry, field) !== undefined) return { entry, field };
  }
  if (productName && textField(productName, 'productName') !== undefined) {
    return { entry: productName, field: 'productName' };
  }
  if (appName && textField(appName, 'appName') !== undefined) return { entry: appName, field: 'appName' };
  for (const field of ['linkLabel', 'internalTitle']) {
    if (textField(entry, field) !== undefined) return { entry, field };
  }
  return undefined;
}

/** The display title of any page-like entry. */
export function titleOf(entry: Entry): string {
  const source = titleSource(entry);
  return (source && textField(source.entry, source.field)) ?? '';
}
