/**
 * Drafts through the Contentful Preview API, read per request (docs/adr/023-live-preview.md). The
 * base content (the published snapshot, or the export file's drafts) maps a url to its entry; the
 * entry is then fetched with its links (include depth 10, every locale), laid over the base export
 * and run through the same `buildSnapshot` as both other sources, so the page resolves through the
 * same resolvers and the article body is rendered again from the draft. Answers are cached in
 * memory for at most 2 s, and a snapshot per distinct draft, so a reload without edits rebuilds
 * nothing. An unreachable or garbled API gives the editor the preview error page (logged once per
 * outage, never with the token); it never rejects.
 */
import { createClient } from 'contentful';

import { AppError } from '../../shared/errors';
import { contentHash } from './canonical-hash';
import { deliveryToExport, type DeliveryItem } from './contentful-export';
import { consoleContentLogger, type ContentLogger } from './logger';
import { checkPreviewPage, type PreviewContent, type PreviewPage } from './preview-content';
import { redactingLogger } from './redact';
import { buildSnapshot } from './snapshot';
import type { ContentSnapshot } from './snapshot-types';

/** The Preview API could not be read, or its answer is not what the API documents. */
export class PreviewSourceError extends AppError {}

/** The longest an answer of the Preview API is reused: an editor's save shows on the next reload after it. */
export const MAX_PREVIEW_CACHE_MS = 2_000;
/** How deep the Preview API resolves links from the page entry (its maximum). */
const INCLUDE_DEPTH = 10;
/** Distinct drafts kept as built snapshots per base; an edit makes a new one, a reload reuses it. */
const OVERLAYS_KEPT = 8;

/** The content drafts are laid over: a snapshot for url lookup and the export document it came from. */
export interface PreviewBase {
  snapshot: ContentSnapshot;
  exportDocument: unknown;
}

export interface ContentfulPreviewOptions {
  space: string;
  environment?: string;
  accessToken: string;
  /** `preview.contentful.com` by default; `host:port` is accepted. */
  host?: string;
  /** Plain http (a loopback stand-in in tests). */
  insecure?: boolean;
  /** Request timeout of one API call; an editor waits on it. */
  timeout?: number;
  /** How long an answer is reused, at most MAX_PREVIEW_CACHE_MS. */
  cacheMs?: number;
  /** The current base; called per request, so a new published snapshot is picked up. */
  base: () => PreviewBase;
  logger?: ContentLogger;
  /** Clock of the answer cache, in ms. */
  now?: () => number;
}

interface Fetched {
  entry: DeliveryItem | undefined;
  entries: DeliveryItem[];
  assets: DeliveryItem[];
  /** Ids the API says are linked but do not exist (deleted or archived). */
  unresolvable: string[];
}

interface Model {
  contentTypes: unknown[];
  locales: unknown[];
}

interface Cached<T> {
  at: number;
  value: Promise<T>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isItem(value: unknown, type: 'Entry' | 'Asset'): value is DeliveryItem {
  if (!isRecord(value) || !isRecord(value.sys)) return false;
  const { sys } = value;
  return (
    typeof sys.id === 'string' &&
    sys.id !== '' &&
    sys.type === type &&
    (value.fields === undefined || isRecord(value.fields))
  );
}

function itemsOf(response: unknown, what: string): unknown[] {
  if (!isRecord(response) || !Array.isArray(response.items)) {
    throw new PreviewSourceError(`The Contentful Preview API answered ${what} without an items list`);
  }
  return response.items;
}

function checkedItems(values: readonly unknown[], type: 'Entry' | 'Asset', what: string): DeliveryItem[] {
  for (const value of values) {
    if (!isItem(value, type))
      throw new PreviewSourceError(`The Contentful Preview API answered ${what} with a malformed ${type}`);
  }
  return values as DeliveryItem[];
}

/** The entries response: the page entry, its included links, and the ids of links that cannot be resolved. */
export function parseEntriesResponse(response: unknown): Fetched {
  const items = checkedItems(itemsOf(response, 'the entry query'), 'Entry', 'the entry query');
  const includes = isRecord(response) && isRecord(response.includes) ? response.includes : {};
  const included = (key: 'Entry' | 'Asset') => {
    const list = includes[key];
    if (list === undefined) return [];
    if (!Array.isArray(list))
      throw new PreviewSourceError(`The Contentful Preview API answered includes.${key} that is not a list`);
    return checkedItems(list, key, `includes.${key}`);
  };
  const errors = isRecord(response) && Array.isArray(response.errors) ? response.errors : [];
  const unresolvable = errors.flatMap((error) => {
    const details = isRecord(error) && isRecord(error.details) ? error.details : undefined;
    return details?.type === 'Link' && typeof details.id === 'string' ? [details.id] : [];
  });
  return { entry: items[0], entries: [...items, ...included('Entry')], assets: included('Asset'), unresolvable };
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

type PreviewClient = ReturnType<typeof createClient>['withAllLocales']['withoutLinkResolution'];

export class ContentfulPreviewSource implements PreviewContent {
  private readonly client: PreviewClient;
  private readonly logger: ContentLogger;
  private readonly cacheMs: number;
  private readonly now: () => number;
  private readonly answers = new Map<string, Cached<Fetched>>();
  private model: Cached<Model> | undefined;
  private readonly overlays = new WeakMap<object, Map<string, ContentSnapshot>>();
  private readonly loggedProblems = new Set<string>();
  private failing = false;

  constructor(private readonly options: ContentfulPreviewOptions) {
    // The preview token rides on every SDK error (request headers); it never reaches a log.
    this.logger = redactingLogger(options.logger ?? consoleContentLogger, [options.accessToken]);
    this.cacheMs = Math.min(options.cacheMs ?? MAX_PREVIEW_CACHE_MS, MAX_PREVIEW_CACHE_MS);
    this.now = options.now ?? Date.now;
    this.client = createClient({
      space: options.space,
      environment: options.environment ?? 'master',
      accessToken: options.accessToken,
      host: options.host ?? 'preview.contentful.com',
      ...(options.insecure !== undefined ? { insecure: options.insecure } : {}),
      // An editor is waiting: a failed call is reported at once, and the next reload tries again.
      retryOnError: false,
      timeout: options.timeout ?? 10_000,
      // Failures are logged once per outage by `page()`; the SDK's own lines would repeat them per request.
      logHandler: () => undefined,
    }).withAllLocales.withoutLinkResolution;
  }

  snapshot(): ContentSnapshot {
    return this.options.base().snapshot;
  }

  async page(url: string): Promise<PreviewPage> {
    const base = this.options.base();
    const route = base.snapshot.route(url);
    if (!route) return { kind: 'notFound', snapshot: base.snapshot };
    let fetched: Fetched;
    let model: Model;
    try {
      [fetched, model] = await Promise.all([this.fetchEntry(route.entryId), this.fetchModel()]);
    } catch (error) {
      if (!this.failing) {
        this.failing = true;
        this.logger.error(
          { err: error, entryId: route.entryId },
          `Contentful Preview API cannot be read; preview pages show the error page until it answers: ${message(error)}`,
        );
      }
      return { kind: 'error', snapshot: base.snapshot, reason: 'unavailable', status: 503, entryId: route.entryId };
    }
    if (this.failing) {
      this.failing = false;
      this.logger.info?.({}, 'Contentful Preview API answers again');
    }
    // Deleted or archived since the base was built: the draft no longer exists.
    if (!fetched.entry) return { kind: 'notFound', snapshot: base.snapshot };
    try {
      const overlay = this.overlay(base, fetched, model);
      const contentType = (fetched.entry.sys.contentType as { sys?: { id?: string } } | undefined)?.sys?.id;
      return checkPreviewPage(overlay, route.entryId, contentType ?? route.contentType, route.version);
    } catch (error) {
      // Content types or locales the loader cannot use: the draft cannot be built, the editor is told so.
      this.logger.error(
        { err: error, entryId: route.entryId },
        `Preview of entry ${route.entryId} cannot be built: ${message(error)}`,
      );
      return { kind: 'error', snapshot: base.snapshot, reason: 'requiredFields', status: 200, entryId: route.entryId };
    }
  }

  private cached<T>(slot: Cached<T> | undefined, load: () => Promise<T>, store: (next: Cached<T>) => void): Promise<T> {
    const now = this.now();
    if (slot && now - slot.at < this.cacheMs) return slot.value;
    const value = load();
    store({ at: now, value });
    return value;
  }

  private fetchEntry(entryId: string): Promise<Fetched> {
    // Expired answers are dropped here, so the map holds only the entries of the last 2 s.
    const now = this.now();
    for (const [id, slot] of this.answers) if (now - slot.at >= this.cacheMs) this.answers.delete(id);
    return this.cached(
      this.answers.get(entryId),
      async () => {
        const response: unknown = await this.client.getEntries({ 'sys.id': entryId, include: INCLUDE_DEPTH, limit: 1 });
        return parseEntriesResponse(response);
      },
      (next) => {
        this.answers.set(entryId, next);
        // A failed answer is not reused: the next request asks again.
        next.value.catch(() => {
          if (this.answers.get(entryId) === next) this.answers.delete(entryId);
        });
      },
    );
  }

  private fetchModel(): Promise<Model> {
    return this.cached(
      this.model,
      async () => {
        // The SDK's type omits `limit`, but the API takes it; the default page of 100 could cut a large model short.
        const [types, locales] = await Promise.all([
          this.client.getContentTypes({ limit: 1000 } as { query?: string }),
          this.client.getLocales(),
        ]);
        return { contentTypes: itemsOf(types, 'the content types'), locales: itemsOf(locales, 'the locales') };
      },
      (next) => {
        this.model = next;
        next.value.catch(() => {
          if (this.model === next) this.model = undefined;
        });
      },
    );
  }

  /** The base export with the fetched entries and assets in place of their published (or file) versions. */
  private overlay(base: PreviewBase, fetched: Fetched, model: Model): ContentSnapshot {
    const key = contentHash({ fetched, model });
    const document = base.exportDocument;
    if (!isRecord(document) || !Array.isArray(document.entries) || !Array.isArray(document.assets)) {
      throw new PreviewSourceError('The preview base is not an export document');
    }
    let built = this.overlays.get(document);
    if (!built) {
      built = new Map();
      this.overlays.set(document, built);
    }
    const known = built.get(key);
    if (known) return known;

    const drafts = deliveryToExport({ ...model, entries: fetched.entries, assets: fetched.assets });
    const replaced = new Set([...fetched.entries, ...fetched.assets].map((item) => item.sys.id));
    const gone = new Set(fetched.unresolvable);
    const keep = (item: unknown) => {
      const id = isRecord(item) && isRecord(item.sys) ? item.sys.id : undefined;
      return typeof id !== 'string' || (!replaced.has(id) && !gone.has(id));
    };
    const exported = {
      ...document,
      contentTypes: model.contentTypes,
      locales: model.locales,
      entries: [...(document.entries as unknown[]).filter(keep), ...(drafts.entries as unknown[])],
      assets: [...(document.assets as unknown[]).filter(keep), ...(drafts.assets as unknown[])],
    };
    const snapshot = buildSnapshot(exported, { preview: true, logger: this.problemLogger(replaced) });
    built.set(key, snapshot);
    if (built.size > OVERLAYS_KEPT) built.delete(built.keys().next().value as string);
    return snapshot;
  }

  /**
   * Every build of an overlay reports every problem of the whole space; only those of the fetched
   * draft are news, and each is logged once.
   */
  private problemLogger(ids: ReadonlySet<string>): ContentLogger {
    return {
      error: (details, text) => {
        const entryId = (details as { entryId?: unknown }).entryId;
        if (typeof entryId !== 'string' || !ids.has(entryId) || text === undefined) return;
        if (this.loggedProblems.has(text)) return;
        if (this.loggedProblems.size > 1000) this.loggedProblems.clear();
        this.loggedProblems.add(text);
        this.logger.warn?.(details, `Preview draft: ${text}`);
      },
    };
  }
}
