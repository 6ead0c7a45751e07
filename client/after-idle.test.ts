import { afterIdle, IDLE_TIMEOUT_MS, type IdleWindow } from './after-idle';

describe('afterIdle', () => {
  it('hands the work to requestIdleCallback with a deadline when the browser has it', () => {
    const calls: { callback: () => void; timeout: number | undefined }[] = [];
    const win = {
      setTimeout: () => {
        throw new Error('setTimeout should not be used');
      },
      requestIdleCallback: (callback: () => void, options?: { timeout?: number }) => {
        calls.push({ callback, timeout: options?.timeout });
        return 1;
      },
    } as unknown as IdleWindow;
    const work = jest.fn();

    afterIdle(win, work);

    expect(work).not.toHaveBeenCalled();
    expect(calls.map((call) => call.timeout)).toEqual([IDLE_TIMEOUT_MS]);
    calls[0]?.callback();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs the work in a task of its own where requestIdleCallback is missing', async () => {
    const work = jest.fn();

    const win = { setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms) } as unknown as IdleWindow;

    afterIdle(win, work);

    expect(work).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(work).toHaveBeenCalledTimes(1);
  });
});
