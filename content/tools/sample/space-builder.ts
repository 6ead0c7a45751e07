/**
 * Builds a `contentful-export` file in memory: the same shape `contentful space export` writes,
 * so the sample space can be imported into a real Contentful space and read back by the loader.
 */
import type { ContentTypeDefinition } from '../../model/content-types';

export type LocaleCode = 'en-US' | 'ja-JP';

/** A value given in several locales; a plain value is stored under en-US only. */
export interface Localized<T> {
  readonly localized: { 'en-US': T; 'ja-JP'?: T };
}

export function translated<T>(en: T, ja?: T): Localized<T> {
  return { localized: ja === undefined ? { 'en-US': en } : { 'en-US': en, 'ja-JP': ja } };
}

/**
 * A brand or product name that every locale writes in English ('Team Playbook', 'Jira Software'):
 * its Japanese value is the English one, so an editor sees it was kept on purpose, and a Japanese
 * page marks it `lang="en"`, as it does any text equal to its English value (docs/adr/047).
 */
export function brand(name: string): Localized<string> {
  return translated(name, name);
}

export interface LinkObject {
  sys: { type: 'Link'; linkType: 'Entry' | 'Asset'; id: string };
}

export const entryLink = (id: string): LinkObject => ({ sys: { type: 'Link', linkType: 'Entry', id } });
export const assetLink = (id: string): LinkObject => ({ sys: { type: 'Link', linkType: 'Asset', id } });

export interface ExportSys {
  id: string;
  type: 'Entry' | 'Asset';
  createdAt: string;
  updatedAt: string;
  version: number;
  publishedVersion?: number;
  publishedAt?: string;
  firstPublishedAt?: string;
  publishedCounter?: number;
  space: LinkObject | { sys: { type: 'Link'; linkType: 'Space'; id: string } };
  environment: { sys: { type: 'Link'; linkType: 'Environment'; id: string } };
  contentType?: { sys: { type: 'Link'; linkType: 'ContentType'; id: string } };
}

export interface ExportEntry {
  sys: ExportSys;
  metadata: { tags: { sys: { type: 'Link'; linkType: 'Tag'; id: string } }[] };
  fields: Record<string, Partial<Record<LocaleCode, unknown>>>;
}

export interface ContentfulExport {
  contentTypes: ContentTypeDefinition[];
  entries: ExportEntry[];
  assets: ExportEntry[];
  locales: { code: LocaleCode; name: string; default: boolean; fallbackCode: LocaleCode | null; optional: boolean }[];
  tags: { sys: { id: string; type: 'Tag' }; name: string }[];
  editorInterfaces: unknown[];
  webhooks: unknown[];
  roles: unknown[];
}

export interface EntryOptions {
  /** A draft was never published: preview shows it, the published site does not. */
  draft?: boolean;
  /** Published with later unpublished changes (publishedVersion < version). */
  changedSincePublish?: boolean;
  /** ISO date of the last publication; defaults to a date derived from the entry id. */
  publishedAt?: string;
  tags?: string[];
}

export interface AssetSpec {
  title: string | Localized<string>;
  description?: string | Localized<string>;
  fileName: string;
  contentType: string;
  width?: number;
  height?: number;
  size?: number;
}

export const SPACE_ID = 'helpcentre';
export const ENVIRONMENT_ID = 'master';
/** Asset files of the sample space live in content/assets/ and are served under this path. */
export const ASSET_URL_PREFIX = '/content-assets/';

function isLocalized(value: unknown): value is Localized<unknown> {
  return typeof value === 'object' && value !== null && 'localized' in value && Object.keys(value).length === 1;
}

/** Stable pseudo-dates so the generated file does not change between runs. */
function dateFor(id: string, offsetDays = 0): string {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const base = Date.UTC(2025, 0, 1) + (hash % 600) * 86_400_000 + offsetDays * 86_400_000;
  return new Date(base).toISOString();
}

export class SpaceBuilder {
  private readonly entries = new Map<string, ExportEntry>();
  private readonly assets = new Map<string, ExportEntry>();
  private readonly tags = new Set<string>();

  constructor(private readonly contentTypes: ContentTypeDefinition[]) {}

  /** Adds an entry and returns a link to it. Field values may be plain (en-US) or `translated(...)`. */
  entry(contentType: string, id: string, fields: Record<string, unknown>, options: EntryOptions = {}): LinkObject {
    if (this.entries.has(id)) throw new Error(`Duplicate sample entry id ${id}`);
    if (!this.contentTypes.some((type) => type.sys.id === contentType)) {
      throw new Error(`Unknown content type ${contentType} for entry ${id}`);
    }
    const localizedFields: ExportEntry['fields'] = {};
    for (const [fieldId, value] of Object.entries(fields)) {
      if (value === undefined) continue;
      localizedFields[fieldId] = isLocalized(value) ? { ...value.localized } : { 'en-US': value };
    }
    const created = dateFor(id, -30);
    const published = options.publishedAt ?? dateFor(id);
    const version = options.changedSincePublish ? 7 : 5;
    const sys: ExportSys = {
      id,
      type: 'Entry',
      createdAt: created,
      updatedAt: options.changedSincePublish ? dateFor(id, 3) : published,
      version,
      space: { sys: { type: 'Link', linkType: 'Space', id: SPACE_ID } },
      environment: { sys: { type: 'Link', linkType: 'Environment', id: ENVIRONMENT_ID } },
      contentType: { sys: { type: 'Link', linkType: 'ContentType', id: contentType } },
    };
    if (!options.draft) {
      sys.publishedVersion = 4;
      sys.publishedAt = published;
      sys.firstPublishedAt = created;
      sys.publishedCounter = 2;
    }
    for (const tag of options.tags ?? []) this.tags.add(tag);
    this.entries.set(id, {
      sys,
      metadata: { tags: (options.tags ?? []).map((tag) => ({ sys: { type: 'Link', linkType: 'Tag', id: tag } })) },
      fields: localizedFields,
    });
    return entryLink(id);
  }

  /** Adds an asset whose file is content/assets/{fileName}. */
  asset(id: string, spec: AssetSpec): LinkObject {
    if (this.assets.has(id)) throw new Error(`Duplicate sample asset id ${id}`);
    const published = dateFor(id);
    const file = {
      url: `${ASSET_URL_PREFIX}${spec.fileName}`,
      fileName: spec.fileName,
      contentType: spec.contentType,
      details: {
        size: spec.size ?? 2048,
        ...(spec.width && spec.height ? { image: { width: spec.width, height: spec.height } } : {}),
      },
    };
    const text = (value: string | Localized<string> | undefined): Partial<Record<LocaleCode, string>> =>
      value === undefined ? { 'en-US': '' } : typeof value === 'string' ? { 'en-US': value } : { ...value.localized };
    this.assets.set(id, {
      sys: {
        id,
        type: 'Asset',
        createdAt: published,
        updatedAt: published,
        version: 3,
        publishedVersion: 2,
        publishedAt: published,
        firstPublishedAt: published,
        publishedCounter: 1,
        space: { sys: { type: 'Link', linkType: 'Space', id: SPACE_ID } },
        environment: { sys: { type: 'Link', linkType: 'Environment', id: ENVIRONMENT_ID } },
      },
      metadata: { tags: [] },
      fields: { title: text(spec.title), description: text(spec.description), file: { 'en-US': file } },
    });
    return assetLink(id);
  }

  has(id: string): boolean {
    return this.entries.has(id) || this.assets.has(id);
  }

  toExport(): ContentfulExport {
    return {
      contentTypes: this.contentTypes,
      entries: [...this.entries.values()],
      assets: [...this.assets.values()],
      locales: [
        { code: 'en-US', name: 'English (United States)', default: true, fallbackCode: null, optional: false },
        { code: 'ja-JP', name: 'Japanese (Japan)', default: false, fallbackCode: 'en-US', optional: true },
      ],
      tags: [...this.tags].sort().map((tag) => ({ sys: { id: tag, type: 'Tag' as const }, name: tag })),
      editorInterfaces: [],
      webhooks: [],
      roles: [],
    };
  }
}
