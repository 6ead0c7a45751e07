/**
 * A loopback stand-in for the Contentful Delivery API endpoints the SDK calls (sync pages by token,
 * content types, locales), with the failures a real one shows: refusing connections, hanging,
 * answering garbage or 401. Tests drive it with the real `contentful` SDK.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { ContentfulExport, ExportEntry } from '../../content/tools/sample/space-builder';

export type FakeContentfulMode = 'ok' | 'down' | 'hang' | 'garbage' | 'unauthorized';

export interface SyncPage {
  items?: unknown[];
  /** Token of the next page (nextPageUrl) or, when `last`, of the next delta (nextSyncUrl). */
  next: string;
  last?: boolean;
}

/** A published export item as the Sync API sends it: no management fields, a revision. */
export function deliveryItem(item: ExportEntry) {
  const { sys } = item;
  return {
    sys: {
      id: sys.id,
      type: sys.type,
      createdAt: sys.firstPublishedAt,
      updatedAt: sys.publishedAt,
      revision: sys.publishedCounter,
      space: sys.space,
      environment: sys.environment,
      ...(sys.contentType ? { contentType: sys.contentType } : {}),
    },
    metadata: item.metadata,
    fields: item.fields,
  };
}

export function deliveryItems(exported: ContentfulExport) {
  return [...exported.entries, ...exported.assets]
    .filter((item) => item.sys.publishedVersion !== undefined)
    .map(deliveryItem);
}

export class FakeContentful {
  readonly pages = new Map<string, SyncPage>();
  readonly requests: string[] = [];
  mode: FakeContentfulMode = 'ok';
  port = 0;
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();

  constructor(
    public exported: ContentfulExport,
    readonly space: string,
    readonly token: string,
    readonly environment = 'master',
  ) {
    this.pages.set('initial', { items: deliveryItems(exported), next: 'delta-1', last: true });
    this.pages.set('delta-1', { items: [], next: 'delta-1', last: true });
  }

  get host(): string {
    return `127.0.0.1:${this.port}`;
  }

  async listen(): Promise<void> {
    this.server = createServer((request, response) => this.handle(request, response));
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => this.server!.close(() => resolve()));
  }

  /** Makes the next delta (after `token`) carry `items`, and every later one empty. */
  publish(token: string, items: unknown[], next: string): void {
    this.pages.set(token, { items, next, last: true });
    this.pages.set(next, { items: [], next, last: true });
  }

  private send(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  }

  private syncUrl(token: string) {
    return `http://${this.host}/spaces/${this.space}/environments/${this.environment}/sync?sync_token=${token}`;
  }

  private handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', `http://${this.host}`);
    this.requests.push(`${url.pathname}${url.search}`);
    if (this.mode === 'down') {
      request.socket.destroy();
      return;
    }
    if (this.mode === 'hang') return;
    if (this.mode === 'garbage') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html><body>Maintenance</body></html>');
      return;
    }
    if (this.mode === 'unauthorized' || request.headers.authorization !== `Bearer ${this.token}`) {
      return this.send(response, 401, {
        sys: { id: 'AccessTokenInvalid' },
        message: 'The access token you sent could not be found or is invalid.',
      });
    }
    const base = `/spaces/${this.space}/environments/${this.environment}`;
    if (url.pathname === `${base}/content_types`) {
      const items = this.exported.contentTypes;
      return this.send(response, 200, { sys: { type: 'Array' }, total: items.length, skip: 0, limit: 1000, items });
    }
    if (url.pathname === `${base}/locales`) {
      const items = this.exported.locales.map((locale) => ({ ...locale, sys: { id: locale.code, type: 'Locale' } }));
      return this.send(response, 200, { sys: { type: 'Array' }, total: items.length, skip: 0, limit: 1000, items });
    }
    if (url.pathname === `${base}/sync`) {
      const token = url.searchParams.get('initial') === 'true' ? 'initial' : (url.searchParams.get('sync_token') ?? '');
      const page = this.pages.get(token);
      if (!page) return this.send(response, 400, { message: `unknown sync token ${token}` });
      const link = page.last ? { nextSyncUrl: this.syncUrl(page.next) } : { nextPageUrl: this.syncUrl(page.next) };
      return this.send(response, 200, { sys: { type: 'Array' }, items: page.items ?? [], ...link });
    }
    return this.send(response, 404, { message: 'not found' });
  }
}
