/**
 * A loopback stand-in for the Contentful Preview API, answering the calls the `contentful` SDK makes
 * for a preview page: entries by `sys.id` with `include` and `locale=*` (linked entries and assets
 * in `includes`, links that do not exist in `errors`), content types and locales. Its content is a
 * contentful-export document with drafts, which tests edit as an editor would in the web app.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ContentfulExport, ExportEntry } from '../../content/tools/sample/space-builder';

export const PREVIEW_SPACE = 'helpcentre';
export const PREVIEW_ENVIRONMENT = 'master';

/** How the stand-in answers: normally, with a server error, or with bytes that are not JSON. */
export type FakeApiMode = 'ok' | 'error' | 'garbage';

/** An export item as the Preview API sends it: no management fields, a revision, drafts included. */
function previewItem(item: ExportEntry) {
  const { sys } = item;
  return {
    sys: {
      id: sys.id,
      type: sys.type,
      createdAt: sys.createdAt ?? sys.firstPublishedAt,
      updatedAt: sys.updatedAt ?? sys.publishedAt,
      revision: sys.version ?? 1,
      space: sys.space,
      environment: sys.environment,
      ...(sys.contentType ? { contentType: sys.contentType } : {}),
    },
    metadata: item.metadata,
    fields: item.fields,
  };
}

interface LinkRef {
  linkType: 'Entry' | 'Asset';
  id: string;
}

/** Every link object anywhere in a value (fields, rich-text node data). */
function linksIn(value: unknown, found: LinkRef[] = []): LinkRef[] {
  if (Array.isArray(value)) {
    for (const item of value) linksIn(item, found);
  } else if (typeof value === 'object' && value !== null) {
    const sys = (value as { sys?: { type?: unknown; linkType?: unknown; id?: unknown } }).sys;
    if (sys?.type === 'Link' && (sys.linkType === 'Entry' || sys.linkType === 'Asset') && typeof sys.id === 'string') {
      found.push({ linkType: sys.linkType, id: sys.id });
    } else {
      for (const item of Object.values(value)) linksIn(item, found);
    }
  }
  return found;
}

export class FakePreviewApi {
  readonly requests: string[] = [];
  readonly authorizations: string[] = [];
  mode: FakeApiMode = 'ok';
  port = 0;
  private server: Server | undefined;

  constructor(
    public content: ContentfulExport,
    readonly token: string,
  ) {}

  get host(): string {
    return `127.0.0.1:${this.port}`;
  }

  async listen(): Promise<void> {
    this.server = createServer((request, response) => this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server!.close(() => resolve()));
  }

  /** An editor's save: sets (or with undefined, clears) one field of an entry in every locale given. */
  edit(entryId: string, field: string, value: Record<string, unknown> | undefined): void {
    const entry = this.content.entries.find((item) => item.sys.id === entryId);
    if (!entry) throw new Error(`no entry ${entryId}`);
    const fields = { ...entry.fields } as Record<string, unknown>;
    if (value === undefined) delete fields[field];
    else fields[field] = value;
    entry.fields = fields as ExportEntry['fields'];
    entry.sys.version = (entry.sys.version ?? 1) + 1;
  }

  /** Entries requests answered so far (content types and locales left out). */
  entryRequests(): string[] {
    return this.requests.filter((path) => path.includes('/entries'));
  }

  private send(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { 'content-type': 'application/vnd.contentful.delivery.v1+json' });
    response.end(JSON.stringify(body));
  }

  private list(items: unknown[], extra: Record<string, unknown> = {}) {
    return { sys: { type: 'Array' }, total: items.length, skip: 0, limit: 1000, items, ...extra };
  }

  private entriesAnswer(id: string | null, include: number) {
    const entries = new Map(this.content.entries.map((entry) => [entry.sys.id, entry]));
    const assets = new Map(this.content.assets.map((asset) => [asset.sys.id, asset]));
    const root = id === null ? undefined : entries.get(id);
    if (!root) return this.list([]);
    const included = { Entry: new Map<string, ExportEntry>(), Asset: new Map<string, ExportEntry>() };
    const missing = new Map<string, LinkRef>();
    let level = [root];
    for (let depth = 0; depth < include && level.length > 0; depth += 1) {
      const next: ExportEntry[] = [];
      for (const entry of level) {
        for (const link of linksIn(entry.fields)) {
          const target = (link.linkType === 'Entry' ? entries : assets).get(link.id);
          if (!target) {
            missing.set(link.id, link);
          } else if (target !== root && !included[link.linkType].has(link.id)) {
            included[link.linkType].set(link.id, target);
            if (link.linkType === 'Entry') next.push(target);
          }
        }
      }
      level = next;
    }
    const errors = [...missing.values()].map((link) => ({
      sys: { id: 'notResolvable', type: 'error' },
      details: { type: 'Link', linkType: link.linkType, id: link.id },
    }));
    return this.list([previewItem(root)], {
      includes: {
        Entry: [...included.Entry.values()].map(previewItem),
        Asset: [...included.Asset.values()].map(previewItem),
      },
      ...(errors.length > 0 ? { errors } : {}),
    });
  }

  private handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', `http://${this.host}`);
    this.requests.push(`${url.pathname}${url.search}`);
    this.authorizations.push(request.headers.authorization ?? '');
    if (request.headers.authorization !== `Bearer ${this.token}`)
      return this.send(response, 401, { message: 'bad token' });
    if (this.mode === 'error') return this.send(response, 503, { message: 'service unavailable' });
    if (this.mode === 'garbage') {
      response.writeHead(200, { 'content-type': 'application/json' });
      return response.end('<html>this is not JSON');
    }
    const base = `/spaces/${PREVIEW_SPACE}/environments/${PREVIEW_ENVIRONMENT}`;
    if (url.pathname === `${base}/content_types`) return this.send(response, 200, this.list(this.content.contentTypes));
    if (url.pathname === `${base}/locales`) {
      const items = this.content.locales.map((locale) => ({ ...locale, sys: { id: locale.code, type: 'Locale' } }));
      return this.send(response, 200, this.list(items));
    }
    if (url.pathname === `${base}/entries`) {
      const include = Math.min(Number(url.searchParams.get('include') ?? '1'), 10);
      return this.send(response, 200, this.entriesAnswer(url.searchParams.get('sys.id'), include));
    }
    return this.send(response, 404, { message: 'not found' });
  }
}
