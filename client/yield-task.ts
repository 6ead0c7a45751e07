/**
 * Ends the current task so the browser can handle input and paint, and resolves at the start of a
 * new one: `scheduler.yield()` where the browser has it (the continuation runs before other queued
 * tasks), else a message to a MessageChannel (a task with no timer clamping), else a zero timeout.
 * Starting a page splits its work this way, so no step adds to another's long task (docs/adr/021-javascript-budget.md).
 */

interface YieldingScheduler {
  yield: () => Promise<void>;
}

export type YieldWindow = Pick<Window, 'setTimeout'> & {
  scheduler?: Partial<YieldingScheduler>;
  MessageChannel?: typeof MessageChannel;
};

export function yieldTask(win: YieldWindow): Promise<void> {
  const scheduler = win.scheduler;
  if (scheduler && typeof scheduler.yield === 'function') return scheduler.yield.call(scheduler);
  if (typeof win.MessageChannel === 'function') {
    const channel = new win.MessageChannel();
    return new Promise((resolve) => {
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(undefined);
    });
  }
  return new Promise((resolve) => {
    win.setTimeout(resolve, 0);
  });
}
