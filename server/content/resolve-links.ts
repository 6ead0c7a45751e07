/**
 * Turns validated raw items into the Entry and Asset objects of shared/types/content.ts, one set
 * per locale: fields flattened with locale fallback, links replaced by the linked objects of the
 * same locale (cycles are plain object cycles). A link whose target is missing, skipped,
 * unpublished or of a content type the field does not allow is dropped with a problem. Rich-text
 * documents are kept whole; their links to missing targets are recorded for the renderer's error.
 */
import type { Asset, AssetFile, Entry, FieldValue, Locale } from '../../shared/types/content';
import type { ExportFieldDefinition } from './export-schema';
import type { LoadedContent, RawItem } from './export-loader';
import { allowedLinkContentTypes, isLink, type LinkValue } from './field-validation';
import type { ContentProblem } from './snapshot-types';

export interface ResolvedLocale {
  entries: ReadonlyMap<string, Entry>;
  assets: ReadonlyMap<string, Asset>;
}

export interface ResolvedContent {
  byLocale: ReadonlyMap<Locale, ResolvedLocale>;
  problems: ContentProblem[];
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

export function resolveContent(loaded: LoadedContent): ResolvedContent {
  const { localeSettings, contentTypes } = loaded;
  const problems: ContentProblem[] = [];
  const reported = new Set<string>();
  const report = (raw: RawItem, field: string, reason: string) => {
    const message = `Entry ${raw.id} (${raw.contentType}) field ${field}: ${reason}`;
    if (reported.has(message)) return;
    reported.add(message);
    problems.push({ entryId: raw.id, contentType: raw.contentType, field, message });
  };
  const rawEntries = new Map(loaded.entries.map((raw) => [raw.id, raw]));
  const rawAssets = new Map(loaded.assets.map((raw) => [raw.id, raw]));

  const byLocale = new Map<Locale, ResolvedLocale>();
  for (const locale of localeSettings.locales) {
    const chain = localeSettings.chains.get(locale) ?? [localeSettings.defaultLocale];
    const assets = new Map(loaded.assets.map((raw) => [raw.id, toAsset(raw, chain)]));
    const entries = new Map<string, MutableEntry>(loaded.entries.map((raw) => [raw.id, entryShell(raw, locale)]));

    const target = (raw: RawItem, definition: ExportFieldDefinition, link: LinkValue): Entry | Asset | undefined => {
      const { id, linkType } = link.sys;
      if (linkType === 'Asset') {
        const asset = assets.get(id);
        if (!asset)
          report(raw, definition.id, `link to asset ${id} is dangling (missing, invalid or unpublished); dropped`);
        return asset;
      }
      const entry = entries.get(id);
      if (!entry) {
        report(raw, definition.id, `link to entry ${id} is dangling (missing, invalid or unpublished); dropped`);
        return undefined;
      }
      const allowed = allowedLinkContentTypes(definition);
      if (allowed && !allowed.includes(entry.contentType)) {
        report(
          raw,
          definition.id,
          `link to entry ${id} of type ${entry.contentType} is not allowed (expected ${allowed.join(', ')}); dropped`,
        );
        return undefined;
      }
      return entry;
    };

    for (const raw of loaded.entries) {
      const entry = entries.get(raw.id) as MutableEntry;
      const contentType = contentTypes.get(raw.contentType);
      for (const definition of contentType?.fields ?? []) {
        const values = raw.fields[definition.id];
        const value = definition.localized
          ? localizedValue(values, chain)
          : localizedValue(values, [localeSettings.defaultLocale]);
        if (value === undefined) continue;
        if (definition.type === 'Link' && isLink(value)) {
          const resolved = target(raw, definition, value);
          if (resolved) entry.fields[definition.id] = resolved;
        } else if (definition.type === 'Array' && definition.items?.type === 'Link' && Array.isArray(value)) {
          const resolved = value.filter(isLink).map((link) => target(raw, definition, link));
          entry.fields[definition.id] = Object.freeze(
            resolved.filter((item): item is Entry | Asset => item !== undefined),
          ) as readonly Entry[] | readonly Asset[];
        } else if (definition.type === 'RichText') {
          for (const link of richTextLinks(value)) {
            const exists = link.sys.linkType === 'Asset' ? rawAssets.has(link.sys.id) : rawEntries.has(link.sys.id);
            if (!exists) {
              report(
                raw,
                definition.id,
                `rich text links to missing ${link.sys.linkType.toLowerCase()} ${link.sys.id}`,
              );
            }
          }
          entry.fields[definition.id] = value as FieldValue;
        } else {
          entry.fields[definition.id] = value as FieldValue;
        }
      }
      Object.freeze(entry.fields);
      Object.freeze(entry);
    }
    byLocale.set(locale, { entries, assets });
  }
  return { byLocale, problems };
}
