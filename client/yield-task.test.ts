import { yieldTask, type YieldWindow } from './yield-task';

describe('yieldTask', () => {
  it('uses scheduler.yield where the browser has it', async () => {
    const schedulerYield = jest.fn(() => Promise.resolve());
    const win = { setTimeout, scheduler: { yield: schedulerYield } } as unknown as YieldWindow;

    await yieldTask(win);

    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });

  it('resolves only after the current task, through a message channel', async () => {
    const order: string[] = [];
    const win = { setTimeout, MessageChannel } as unknown as YieldWindow;

    const yielded = yieldTask(win).then(() => order.push('after the yield'));
    await Promise.resolve();
    order.push('rest of the task');
    await yielded;

    expect(order).toEqual(['rest of the task', 'after the yield']);
  });

  it('falls back to a zero timeout without either', async () => {
    const setTimeoutSpy = jest.fn((callback: () => void) => setTimeout(callback, 0));
    const win = { setTimeout: setTimeoutSpy } as unknown as YieldWindow;

    await yieldTask(win);

    expect(setTimeoutSpy).toHaveBeenCalledTimes(1);
  });
});
