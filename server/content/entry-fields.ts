/** Small readers for resolved entry fields; the loader has validated the shapes they expect. */
import type { Entry } from '../../shared/types/content';
import { noteEntries, noteEntry } from './read-record';

export function stringField(entry: Entry | undefined, field: string): string | undefined {
  const value = entry?.fields[field];
  return typeof value === 'string' ? value : undefined;
}

// Following a link is a read of the linked entry for a page's record (read-record.ts).
export function entryField(entry: Entry | undefined, field: string): Entry | undefined {
  const value = entry?.fields[field];
  if (typeof value !== 'object' || value === null || Array.isArray(value) || (value as Entry).kind !== 'Entry') {
    return undefined;
  }
  noteEntry((value as Entry).id);
  return value as Entry;
}

export function entriesField(entry: Entry | undefined, field: string): readonly Entry[] {
  const value = entry?.fields[field];
  if (!Array.isArray(value)) return [];
  const linked = (value as unknown[]).filter(
    (item): item is Entry => typeof item === 'object' && item !== null && (item as Entry).kind === 'Entry',
  );
  noteEntries(linked);
  return linked;
}

/** The field `entryTitle` reads: `title`, `topicTitle` or the display field; undefined when the id stands in. */
export function entryTitleField(entry: Entry, displayField?: string): string | undefined {
  for (const field of ['title', 'topicTitle', displayField]) {
    if (field !== undefined && stringField(entry, field) !== undefined) return field;
  }
  return undefined;
}

/** The human title of an entry: `title`, `topicTitle`, or the value of its content type's display field. */
export function entryTitle(entry: Entry, displayField?: string): string {
  const field = entryTitleField(entry, displayField);
  return (field === undefined ? undefined : stringField(entry, field)) ?? entry.id;
}
