/** Typed reads of the entry fields the body renderers use; a value of the wrong shape reads as absent. */
import type { Document } from '@contentful/rich-text-types';
import type { Asset, Entry } from '../types/content';

export function textField(entry: Entry, field: string): string | undefined {
  const value = entry.fields[field];
  return typeof value === 'string' ? value : undefined;
}

export function documentField(entry: Entry, field: string): Document | undefined {
  const value = entry.fields[field];
  return isDocument(value) ? value : undefined;
}

export function assetField(entry: Entry, field: string): Asset | undefined {
  const value = entry.fields[field];
  return isAsset(value) ? value : undefined;
}

export function isDocument(value: unknown): value is Document {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { nodeType?: unknown }).nodeType === 'document' &&
    Array.isArray((value as { content?: unknown }).content)
  );
}

function isAsset(value: unknown): value is Asset {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'Asset';
}
