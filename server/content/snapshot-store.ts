/**
 * Holds the current content snapshot. Readers take `current()` once per request and keep that
 * object, so a swap in the middle of a request never mixes two versions; subscribers (html cache,
 * search index) hear about every swap after it has happened.
 */
import { ContentLoadError } from '../../shared/errors';
import { consoleContentLogger, type ContentLogger } from './logger';
import type { ContentSnapshot } from './snapshot-types';

export type SnapshotListener = (next: ContentSnapshot, previous: ContentSnapshot | undefined) => void;

export class SnapshotStore {
  private snapshot: ContentSnapshot | undefined;
  private readonly listeners = new Set<SnapshotListener>();

  constructor(private readonly logger: ContentLogger = consoleContentLogger) {}

  /** True once a first snapshot has been swapped in. */
  get ready(): boolean {
    return this.snapshot !== undefined;
  }

  /** The snapshot to serve; throws before the first one is loaded (the server is not ready). */
  current(): ContentSnapshot {
    if (!this.snapshot) throw new ContentLoadError('No content snapshot has been loaded yet', { status: 503 });
    return this.snapshot;
  }

  /** Replaces the snapshot in one assignment, then tells every subscriber; a throwing one is logged. */
  swap(next: ContentSnapshot): void {
    const previous = this.snapshot;
    this.snapshot = next;
    for (const listener of [...this.listeners]) {
      try {
        listener(next, previous);
      } catch (error) {
        this.logger.error({ err: error, version: next.version }, 'Content snapshot subscriber failed');
      }
    }
  }

  /** Calls `listener` after every swap; returns the function that stops it. */
  subscribe(listener: SnapshotListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }
}
