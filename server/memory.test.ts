import { collectGarbage } from './memory';

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
  });
});
