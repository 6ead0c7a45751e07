import { getHeapStatistics } from 'node:v8';

import { GarbageBudget, collectGarbage } from './memory';

describe('collectGarbage', () => {
  it('frees the objects nothing refers to any more', async () => {
    // Arrange
    await collectGarbage();
    const baseline = process.memoryUsage().heapUsed;
    let garbage: { index: number; text: string }[] | undefined = Array.from({ length: 300_000 }, (_, index) => ({
      index,
      text: `item ${index}`,
    }));
    const held = process.memoryUsage().heapUsed;

    // Act
    garbage = undefined;
    await collectGarbage();
    const after = process.memoryUsage().heapUsed;

    // Assert
    expect(garbage).toBeUndefined();
    expect(held - baseline).toBeGreaterThan(10 * 1024 * 1024);
    expect(after - baseline).toBeLessThan((held - baseline) / 4);
    // Two full collections of a heap holding 300,000 objects: more than the default 5 s on a loaded machine.
  }, 30_000);
});

describe('GarbageBudget', () => {
  it('collects once the heap in use has grown by its budget', async () => {
    // Arrange
    await collectGarbage();
    const budget = new GarbageBudget(32 * 1024 * 1024);
    let garbage: string[] | undefined = Array.from({ length: 1_000_000 }, (_, index) => `over the budget ${index}`);
    garbage = undefined;
    const over = getHeapStatistics().used_heap_size;

    // Act
    budget.check();

    // Assert
    expect(garbage).toBeUndefined();
    expect(over - getHeapStatistics().used_heap_size).toBeGreaterThan(32 * 1024 * 1024);
  });
});
