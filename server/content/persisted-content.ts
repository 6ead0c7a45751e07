/**
 * The last good Contentful content on disk (DATA_DIR), so a cold start while Contentful is down,
 * hanging or answering garbage still serves the site. The file holds what the snapshot is built
 * from (raw synced entries and assets, content types, locales) and the sync token to continue from.
 *
 * Format: one header line of JSON `{"format":1,"sha256":"…","bytes":N}`, then the payload JSON. The
 * checksum covers the payload bytes, so a torn or edited file is recognised and ignored. Writes go to
 * a temporary file that is fsynced and renamed over the old one (then the directory is fsynced), so a
 * crash leaves either the old file or the new one, never half of one.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { writeFileDurably } from '../files/durable-write';
import type { DeliveryItem } from './contentful-export';
import type { ContentLogger } from './logger';

export const PERSISTED_CONTENT_FORMAT = 1;
export const PERSISTED_CONTENT_FILE_NAME = 'contentful-content.json';

export interface PersistedContent {
  space: string;
  environment: string;
  syncToken: string;
  savedAt: string;
  contentTypes: readonly unknown[];
  locales: readonly unknown[];
  entries: readonly DeliveryItem[];
  assets: readonly DeliveryItem[];
}

/** Why a persisted file was not used; the message names the problem for the one log line. */
export class PersistedContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PersistedContentError';
  }
}

function isItemList(value: unknown): value is DeliveryItem[] {
  return (
    Array.isArray(value) &&
    value.every((item) => typeof (item as DeliveryItem | null)?.sys?.id === 'string' && (item as DeliveryItem).sys.id)
  );
}

/** Parses a file's text; throws PersistedContentError naming what is wrong. */
export function parsePersistedContent(text: string): PersistedContent {
  const newline = text.indexOf('\n');
  if (newline === -1) throw new PersistedContentError('no header line');
  let header: { format?: unknown; sha256?: unknown; bytes?: unknown };
  try {
    header = JSON.parse(text.slice(0, newline)) as typeof header;
  } catch {
    throw new PersistedContentError('the header line is not JSON');
  }
  if (header.format !== PERSISTED_CONTENT_FORMAT) {
    throw new PersistedContentError(`unknown format ${JSON.stringify(header.format)}`);
  }
  const payload = text.slice(newline + 1);
  if (Buffer.byteLength(payload) !== header.bytes) {
    throw new PersistedContentError(
      `the payload has ${Buffer.byteLength(payload)} bytes, the header says ${String(header.bytes)}`,
    );
  }
  if (createHash('sha256').update(payload).digest('hex') !== header.sha256) {
    throw new PersistedContentError('the checksum does not match');
  }
  const data = JSON.parse(payload) as Partial<PersistedContent>;
  const valid =
    typeof data.space === 'string' &&
    typeof data.environment === 'string' &&
    typeof data.syncToken === 'string' &&
    data.syncToken !== '' &&
    Array.isArray(data.contentTypes) &&
    Array.isArray(data.locales) &&
    isItemList(data.entries) &&
    isItemList(data.assets);
  if (!valid) throw new PersistedContentError('the payload is not a saved Contentful state');
  return data as PersistedContent;
}

/** The file's text for `content`: header line and payload. */
export function serializePersistedContent(content: PersistedContent): string {
  const payload = JSON.stringify(content);
  const header = {
    format: PERSISTED_CONTENT_FORMAT,
    sha256: createHash('sha256').update(payload).digest('hex'),
    bytes: Buffer.byteLength(payload),
  };
  return `${JSON.stringify(header)}\n${payload}`;
}

export class PersistedContentFile {
  readonly path: string;
  private writing: Promise<void> | undefined;
  private next: PersistedContent | undefined;

  constructor(
    dataDir: string,
    private readonly logger: ContentLogger,
  ) {
    this.path = path.join(dataDir, PERSISTED_CONTENT_FILE_NAME);
  }

  /**
   * The saved state for this space and environment, or undefined: no file (quietly), or a file that
   * is corrupt or of another space (one error line naming the file and the problem).
   */
  async load(space: string, environment: string): Promise<PersistedContent | undefined> {
    let text: string;
    try {
      text = await readFile(this.path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      this.logger.error(
        { file: this.path },
        `Ignoring the saved content file ${this.path}: ${(error as Error).message}`,
      );
      return undefined;
    }
    try {
      const content = parsePersistedContent(text);
      if (content.space !== space || content.environment !== environment) {
        throw new PersistedContentError(
          `it holds space ${content.space} environment ${content.environment}, not ${space} ${environment}`,
        );
      }
      return content;
    } catch (error) {
      this.logger.error(
        { file: this.path },
        `Ignoring the saved content file ${this.path}: ${error instanceof Error ? error.message : String(error)}`,
      );
      return undefined;
    }
  }

  /**
   * Saves `content` in the background. Saves asked for while one is written are coalesced: only the
   * newest is written next. Resolves when the newest state asked for is on disk; a failure is logged.
   */
  save(content: PersistedContent): Promise<void> {
    this.next = content;
    this.writing ??= this.drain().finally(() => {
      this.writing = undefined;
    });
    return this.writing;
  }

  private async drain(): Promise<void> {
    while (this.next) {
      const content = this.next;
      this.next = undefined;
      try {
        await this.write(serializePersistedContent(content));
      } catch (error) {
        this.logger.error(
          { file: this.path },
          `Cannot save the content to ${this.path}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  }

  private write(text: string): Promise<void> {
    return writeFileDurably(this.path, [text]);
  }
}
