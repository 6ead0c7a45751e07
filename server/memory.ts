/**
 * A full garbage collection on demand. V8 gives memory it no longer uses back to the system only
 * after the process has been idle for a while; a server that has just built its content and search
 * index from scratch holds the garbage of that build (the parsed export, every extracted text)
 * until then. Collecting once, when the build is over, lets it serve from the memory it needs.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let collector: (() => void) | undefined;

function exposedCollector(): () => void {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (typeof exposed === 'function') return exposed;
  // The collector is exposed to contexts made after the flag is set, not to this one.
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/**
 * Runs a full, blocking garbage collection of this thread's heap, twice, once the event loop has
 * turned: a buffer a finished file read still held is let go with that turn, a buffer found
 * unreachable by the first collection is freed by a callback after it, and the second also gives
 * the pages the first emptied back to the system at once rather than from a background task.
 */
export async function collectGarbage(): Promise<void> {
  collector ??= exposedCollector();
  await nextTurn();
  collector();
  collector();
}

/**
 * Bounds the garbage a long build leaves between collections. V8 lets the heap grow to a few times
 * what was live at its last full collection before it collects again: building the first search
 * index of 10,000 entries over a live heap of 150 MB, that was 650 MB of heap, most of it bodies and
 * texts already indexed. `check`, called between steps of the build, collects once the heap in use
 * has grown by `bytes` since the last collection it made (or since the budget was made).
 */
export class GarbageBudget {
  private floor = getHeapStatistics().used_heap_size;

  constructor(private readonly bytes: number) {}

  check(): void {
    if (getHeapStatistics().used_heap_size - this.floor < this.bytes) return;
    collector ??= exposedCollector();
    collector();
    this.floor = getHeapStatistics().used_heap_size;
  }
}
