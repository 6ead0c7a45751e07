/**
 * Turns validated raw items into the Entry and Asset objects of shared/types/content.ts, one set
 * per locale: fields flattened with locale fallback, links replaced by the linked objects of the
 * same locale (cycles are plain object cycles). A link whose target is missing, skipped,
 * unpublished or of a content type the field does not allow is dropped with a problem. Rich-text
 * documents are kept whole; their links to missing targets are recorded for the renderer's error.
 */
import type { Asset, AssetFile, Entry, FieldValue, Locale } from '../../shared/types/content';
import { SpilledBody, defineField } from './body-spill';
import type { ExportFieldDefinition } from './export-schema';
import type { LoadedContent, RawItem } from './export-loader';
import { allowedLinkContentTypes, isLink, type LinkValue } from './field-validation';
import type {
  FieldPlan,
  GenerationLocale,
  LinkIndex,
  Report,
  ResolvedGeneration,
  SnapshotCache,
} from './snapshot-cache';
import type { ContentProblem } from './snapshot-types';

export interface ResolvedLocale {
  entries: ReadonlyMap<string, Entry>;
  assets: ReadonlyMap<string, Asset>;
}

export interface ResolvedContent {
  byLocale: ReadonlyMap<Locale, ResolvedLocale>;
  problems: ContentProblem[];
  /**
   * After a resolve that kept entries of the last one: the entries of the last resolve (default
   * locale) and the ids made anew in any locale, when the entries are the same ids in the same
   * order; undefined otherwise. The routing pass then compares only those (routes.ts).
   */
  delta?: { previous: ReadonlyMap<string, Entry>; reached: ReadonlySet<string> };
}

type MutableEntry = Entry & { fields: Record<string, FieldValue | undefined> };

const RICH_TEXT_LINK_NODES = new Set([
  'embedded-entry-block',
  'embedded-entry-inline',
  'entry-hyperlink',
  'embedded-asset-block',
  'asset-hyperlink',
]);

function localizedValue(values: Record<string, unknown> | undefined, chain: readonly string[]): unknown {
  if (!values) return undefined;
  for (const code of chain) {
    const value = values[code];
    if (value !== undefined && value !== null) return value;
  }
  return undefined;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function toAsset(raw: RawItem, chain: readonly string[]): Asset {
  const file = localizedValue(raw.fields.file, chain) as Record<string, unknown>;
  const details = (file.details ?? {}) as { size?: unknown; image?: { width?: unknown; height?: unknown } };
  const assetFile: AssetFile = {
    url: text(file.url),
    contentType: text(file.contentType),
    fileName: text(file.fileName),
  };
  if (typeof details.size === 'number') assetFile.size = details.size;
  if (typeof details.image?.width === 'number') assetFile.width = details.image.width;
  if (typeof details.image?.height === 'number') assetFile.height = details.image.height;
  return Object.freeze({
    kind: 'Asset' as const,
    id: raw.id,
    title: text(localizedValue(raw.fields.title, chain)),
    description: text(localizedValue(raw.fields.description, chain)),
    file: Object.freeze(assetFile),
  });
}

function entryShell(raw: RawItem, locale: Locale): MutableEntry {
  const entry: MutableEntry = {
    kind: 'Entry',
    id: raw.id,
    contentType: raw.contentType,
    locale,
    createdAt: raw.sys.createdAt,
    updatedAt: raw.sys.updatedAt,
    fields: {},
  };
  if (raw.sys.firstPublishedAt) entry.firstPublishedAt = raw.sys.firstPublishedAt;
  if (raw.sys.publishedAt) entry.publishedAt = raw.sys.publishedAt;
  return entry;
}

/** Collects the link targets of a rich-text document (embedded entries, assets and hyperlinks). */
export function richTextLinks(node: unknown, found: LinkValue[] = []): LinkValue[] {
  if (typeof node !== 'object' || node === null) return found;
  const { nodeType, data, content } = node as { nodeType?: unknown; data?: { target?: unknown }; content?: unknown };
  if (typeof nodeType === 'string' && RICH_TEXT_LINK_NODES.has(nodeType) && isLink(data?.target)) {
    found.push(data.target);
  }
  if (Array.isArray(content)) for (const child of content) richTextLinks(child, found);
  return found;
}

/**
 * How each field of an entry is filled in a locale: its value after fallback, with links still to be
 * looked up. It depends on the entry and the model only, so a cache keeps it across builds.
 */
function fieldPlans(
  raw: RawItem,
  definitions: readonly ExportFieldDefinition[],
  chain: readonly string[],
  defaultLocale: string,
): FieldPlan[] {
  const plans: FieldPlan[] = [];
  for (const definition of definitions) {
    const values = raw.fields[definition.id];
    const value = definition.localized ? localizedValue(values, chain) : localizedValue(values, [defaultLocale]);
    if (value === undefined) continue;
    if (definition.type === 'Link' && isLink(value)) {
      plans.push({ kind: 'link', definition, link: value });
    } else if (definition.type === 'Array' && definition.items?.type === 'Link' && Array.isArray(value)) {
      plans.push({ kind: 'links', definition, links: value.filter(isLink) });
    } else if (definition.type === 'RichText') {
      // A document already written out (body-spill.ts) had its links found before it was.
      const links = value instanceof SpilledBody ? value.links : richTextLinks(value);
      plans.push({ kind: 'rich', definition, value: value as FieldValue, links });
    } else {
      plans.push({ kind: 'value', definition, value: value as FieldValue });
    }
  }
  return plans;
}

/** The cached value for `key` under `raw`, made by `make` on a miss. */
function memo<T>(cache: WeakMap<RawItem, Map<string, T>> | undefined, raw: RawItem, key: string, make: () => T): T {
  if (!cache) return make();
  let perKey = cache.get(raw);
  if (!perKey) {
    perKey = new Map();
    cache.set(raw, perKey);
  }
  let value = perKey.get(key);
  if (value === undefined) {
    value = make();
    perKey.set(key, value);
  }
  return value;
}

/** Ids of the entries and assets `plans` link to, rich-text embeds and hyperlinks included. */
function linkedIds(plans: readonly FieldPlan[], into: (id: string) => void): void {
  for (const plan of plans) {
    if (plan.kind === 'link') into(plan.link.sys.id);
    else if (plan.kind === 'links' || plan.kind === 'rich') for (const link of plan.links) into(link.sys.id);
  }
}

/** The ids of entries and assets added, changed or removed since the last resolve (by identity of the item). */
function changedIds(
  rawEntries: ReadonlyMap<string, RawItem>,
  rawAssets: ReadonlyMap<string, RawItem>,
  generation: ResolvedGeneration,
): Set<string> {
  const changed = new Set<string>();
  const compare = (now: ReadonlyMap<string, RawItem>, before: ReadonlyMap<string, RawItem>) => {
    for (const [id, raw] of now) if (before.get(id) !== raw) changed.add(id);
    for (const id of before.keys()) if (!now.has(id)) changed.add(id);
  };
  compare(rawEntries, generation.rawEntries);
  compare(rawAssets, generation.rawAssets);
  return changed;
}

/** Whether `now` lists the same entry ids as `before`, in the same order. */
function sameIdsInOrder(before: ReadonlyMap<string, RawItem>, now: readonly RawItem[]): boolean {
  if (before.size !== now.length) return false;
  let index = 0;
  for (const id of before.keys()) {
    if (now[index]?.id !== id) return false;
    index += 1;
  }
  return true;
}

/** Which entries link to each id (fields and rich text), made whole for a first resolve. */
function linkIndex(entries: readonly RawItem[], plansOf: (raw: RawItem) => readonly FieldPlan[]): LinkIndex {
  const index: LinkIndex = new Map();
  for (const raw of entries) addLinks(index, raw, plansOf(raw));
  return index;
}

function addLinks(index: LinkIndex, raw: RawItem, plans: readonly FieldPlan[]): void {
  linkedIds(plans, (id) => {
    const sources = index.get(id);
    if (sources) sources.add(raw.id);
    else index.set(id, new Set([raw.id]));
  });
}

function removeLinks(index: LinkIndex, raw: RawItem, plans: readonly FieldPlan[]): void {
  linkedIds(plans, (id) => {
    const sources = index.get(id);
    sources?.delete(raw.id);
    if (sources?.size === 0) index.delete(id);
  });
}

/**
 * The ids whose entry objects cannot be kept from the last resolve: every entry or asset added,
 * changed or removed, and every entry that links to one of those, transitively, since it holds the
 * linked object (or its rich text's check of it). The link index is brought up to date on the way,
 * for the changed entries only, so a delta does not walk the links of every entry.
 */
function reachedByChange(
  changed: ReadonlySet<string>,
  rawEntries: ReadonlyMap<string, RawItem>,
  previous: ResolvedGeneration,
  index: LinkIndex,
  plansOf: (raw: RawItem) => readonly FieldPlan[],
): Set<string> {
  const reached = new Set(changed);
  for (const id of changed) {
    const before = previous.rawEntries.get(id);
    const now = rawEntries.get(id);
    if (before === now) continue;
    if (before) removeLinks(index, before, plansOf(before));
    if (now) addLinks(index, now, plansOf(now));
  }
  const queue = [...changed];
  while (queue.length > 0) {
    for (const source of index.get(queue.pop() as string) ?? []) {
      if (!reached.has(source)) {
        reached.add(source);
        queue.push(source);
      }
    }
  }
  return reached;
}

/**
 * Resolves every locale. With a cache that holds the last resolve under the same model, an entry
 * that no change reaches keeps its object (its fields and everything it links to are unchanged),
 * and only the reached ones are made anew: the result is the same as without the cache.
 */
export function resolveContent(loaded: LoadedContent, cache?: SnapshotCache): ResolvedContent {
  const { localeSettings, contentTypes } = loaded;
  const problems: ContentProblem[] = [];
  const reported = new Set<string>();
  const report = (raw: RawItem, { field, message }: Report) => {
    if (reported.has(message)) return;
    reported.add(message);
    problems.push({ entryId: raw.id, contentType: raw.contentType, field, message });
  };
  const rawEntries = new Map<string, RawItem>();
  for (const raw of loaded.entries) rawEntries.set(raw.id, raw);
  const rawAssets = new Map<string, RawItem>();
  for (const raw of loaded.assets) rawAssets.set(raw.id, raw);
  const previous = cache?.generation;
  // The link indexes are updated in place: until this resolve ends, the cache holds no generation, so
  // a build that fails part way leaves a cold cache rather than a half-updated one.
  if (cache) cache.generation = undefined;
  const changed = previous ? changedIds(rawEntries, rawAssets, previous) : undefined;
  const allReached = new Set<string>();
  const generationLocales: Map<Locale, GenerationLocale> = new Map();

  const byLocale = new Map<Locale, ResolvedLocale>();
  for (const locale of localeSettings.locales) {
    const chain = localeSettings.chains.get(locale) ?? [localeSettings.defaultLocale];
    const chainKey = chain.join(',');
    const plansOf = (raw: RawItem) =>
      memo(cache?.plans, raw, chainKey, () =>
        fieldPlans(raw, contentTypes.get(raw.contentType)?.fields ?? [], chain, localeSettings.defaultLocale),
      );
    const before = previous?.locales.get(locale);
    const assets = new Map<string, Asset>();
    for (const raw of loaded.assets) {
      // An unchanged asset keeps its object without a look into the per-item cache.
      const kept = changed?.has(raw.id) === false ? before?.assets.get(raw.id) : undefined;
      assets.set(raw.id, kept ?? memo(cache?.assets, raw, chainKey, () => toAsset(raw, chain)));
    }
    const links = before && changed ? before.links : linkIndex(loaded.entries, plansOf);
    const reached =
      before && previous && changed ? reachedByChange(changed, rawEntries, previous, links, plansOf) : undefined;
    if (reached) for (const id of reached) allReached.add(id);
    const entries = new Map<string, MutableEntry>();
    // The entries to make anew: every one on a first resolve, the reached ones after.
    const made: RawItem[] = [];
    for (const raw of loaded.entries) {
      const kept = reached && before && !reached.has(raw.id) ? before.entries.get(raw.id) : undefined;
      if (kept) entries.set(raw.id, kept);
      else {
        entries.set(raw.id, entryShell(raw, locale));
        made.push(raw);
      }
    }
    // Only entries with a problem are listed; a kept entry keeps the problems it had.
    const reports = new Map<string, readonly Report[]>();
    if (reached && before) {
      for (const [id, found] of before.reports) if (!reached.has(id) && rawEntries.has(id)) reports.set(id, found);
    }

    const target = (found: Report[], definition: ExportFieldDefinition, link: LinkValue): Entry | Asset | undefined => {
      const { id, linkType } = link.sys;
      const prefix = (raw: string) => ({ field: definition.id, message: raw });
      if (linkType === 'Asset') {
        const asset = assets.get(id);
        if (!asset) found.push(prefix(`link to asset ${id} is dangling (missing, invalid or unpublished); dropped`));
        return asset;
      }
      const entry = entries.get(id);
      if (!entry) {
        found.push(prefix(`link to entry ${id} is dangling (missing, invalid or unpublished); dropped`));
        return undefined;
      }
      const allowed = allowedLinkContentTypes(definition);
      if (allowed && !allowed.includes(entry.contentType)) {
        found.push(
          prefix(
            `link to entry ${id} of type ${entry.contentType} is not allowed (expected ${allowed.join(', ')}); dropped`,
          ),
        );
        return undefined;
      }
      return entry;
    };

    for (const raw of made) {
      const entry = entries.get(raw.id) as MutableEntry;
      const found: Report[] = [];
      for (const plan of plansOf(raw)) {
        const { definition } = plan;
        if (plan.kind === 'link') {
          const resolved = target(found, definition, plan.link);
          if (resolved) entry.fields[definition.id] = resolved;
        } else if (plan.kind === 'links') {
          const resolved = plan.links.map((link) => target(found, definition, link));
          entry.fields[definition.id] = Object.freeze(
            resolved.filter((item): item is Entry | Asset => item !== undefined),
          ) as readonly Entry[] | readonly Asset[];
        } else if (plan.kind === 'rich') {
          for (const link of plan.links) {
            const exists = link.sys.linkType === 'Asset' ? rawAssets.has(link.sys.id) : rawEntries.has(link.sys.id);
            if (!exists) {
              found.push({
                field: definition.id,
                message: `rich text links to missing ${link.sys.linkType.toLowerCase()} ${link.sys.id}`,
              });
            }
          }
          defineField(entry.fields, definition.id, plan.value);
        } else {
          defineField(entry.fields, definition.id, plan.value);
        }
      }
      Object.freeze(entry.fields);
      Object.freeze(entry);
      if (found.length > 0) reports.set(raw.id, found);
    }
    for (const raw of loaded.entries) {
      if (reports.size === 0) break;
      for (const found of reports.get(raw.id) ?? []) {
        report(raw, {
          field: found.field,
          message: `Entry ${raw.id} (${raw.contentType}) field ${found.field}: ${found.message}`,
        });
      }
    }
    byLocale.set(locale, { entries, assets });
    generationLocales.set(locale, { entries, assets, reports, links });
  }
  if (cache) cache.generation = { rawEntries, rawAssets, locales: generationLocales };
  const previousEntries = previous?.locales.get(localeSettings.defaultLocale)?.entries;
  if (previous && previousEntries && sameIdsInOrder(previous.rawEntries, loaded.entries)) {
    return { byLocale, problems, delta: { previous: previousEntries, reached: allReached } };
  }
  return { byLocale, problems };
}
