import { SearchTimeoutError, withinBudget } from './time-budget';

describe('withinBudget', () => {
  it('gives the result of a search that settles within its budget', async () => {
    await expect(withinBudget(Promise.resolve('results'), 1000)).resolves.toBe('results');
  });

  it('passes on the error of a search that fails within its budget', async () => {
    await expect(withinBudget(Promise.reject(new Error('shard lost')), 1000)).rejects.toThrow('shard lost');
  });

  it('rejects with a SearchTimeoutError naming the budget when the search never settles', async () => {
    const never = new Promise<string>(() => undefined);

    const outcome = withinBudget(never, 20);

    await expect(outcome).rejects.toBeInstanceOf(SearchTimeoutError);
    await expect(outcome).rejects.toThrow('Search took longer than 20 ms');
  });
});
