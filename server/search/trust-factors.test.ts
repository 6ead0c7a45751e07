import type { EntryTrust } from '../store/store';
import { TrustFactorTable } from './trust-factors';

describe('TrustFactorTable', () => {
  it('answers the figures read from the store and reads them again on its interval', async () => {
    // Arrange
    let views = 1;
    const table = new TrustFactorTable({
      store: {
        entryTrust: () => Promise.resolve(new Map<string, EntryTrust>([['e1', { helpfulCount: 2, numViews: views }]])),
      },
      refreshMs: 20,
    });

    // Act
    await table.refresh();
    const first = table.of('e1');
    views = 7;
    table.start();
    const until = Date.now() + 5000;
    while (table.of('e1')?.numViews !== 7 && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 10));
    await table.stop();

    // Assert
    expect(first).toEqual({ helpfulCount: 2, numViews: 1 });
    expect(table.of('e1')).toEqual({ helpfulCount: 2, numViews: 7 });
    expect(table.of('unknown')).toBeUndefined();
  });

  it('keeps the last figures and logs when the store cannot be read', async () => {
    // Arrange
    let fail = false;
    const warnings: string[] = [];
    const table = new TrustFactorTable({
      store: {
        entryTrust: () =>
          fail
            ? Promise.reject(new Error('database is locked'))
            : Promise.resolve(new Map([['e1', { helpfulCount: 1, numViews: 3 }]])),
      },
      refreshMs: 1000,
      logger: { warn: (_details, message) => warnings.push(message) },
    });
    await table.refresh();
    fail = true;

    // Act
    await table.refresh();

    // Assert
    expect(table.of('e1')).toEqual({ helpfulCount: 1, numViews: 3 });
    expect(table.size).toBe(1);
    expect(warnings).toEqual(['search trust factors could not be read; the last ones stay']);
  });
});
