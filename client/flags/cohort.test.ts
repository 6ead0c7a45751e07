import { cohortAttributes, fetchCohortAttributes } from './cohort';

function answering(status: number, text: string): typeof fetch {
  return () => Promise.resolve(new Response(text, { status }));
}

describe('the cohort experiment', () => {
  it('reads data.attributes and drops attributes whose value is null', async () => {
    const body = JSON.stringify({ data: { attributes: { plan: 'premium', seats: 10, trial: false, region: null } } });
    const calls: Parameters<typeof fetch>[] = [];
    const fetchImpl: typeof fetch = (...args) => {
      calls.push(args);
      return answering(200, body)(...args);
    };
    await expect(fetchCohortAttributes('https://sac.example', fetchImpl)).resolves.toEqual({
      plan: 'premium',
      seats: 10,
      trial: false,
    });
    expect(calls[0]![0]).toBe('https://sac.example/gateway/api/customer-context/customer/cohort/csm-experiment');
    expect(calls[0]![1]).toMatchObject({ credentials: 'include' });
  });

  it('answers an empty object for a non-2xx answer', async () => {
    await expect(fetchCohortAttributes('', answering(500, '{"data":{"attributes":{"a":1}}}'))).resolves.toEqual({});
  });

  it('answers an empty object for garbage', async () => {
    await expect(fetchCohortAttributes('', answering(200, '<html>oops'))).resolves.toEqual({});
    expect(cohortAttributes({ data: { attributes: [1, 2] } })).toEqual({});
    expect(cohortAttributes('text')).toEqual({});
  });

  it('answers an empty object for a network failure', async () => {
    await expect(fetchCohortAttributes('', () => Promise.reject(new TypeError('Failed to fetch')))).resolves.toEqual(
      {},
    );
  });

  it('gives up after the timeout and answers an empty object', async () => {
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const started = Date.now();
    await expect(fetchCohortAttributes('', hanging, 50)).resolves.toEqual({});
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
