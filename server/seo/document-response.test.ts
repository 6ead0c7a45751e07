import { DocumentCache, textDocument } from './document-response';

describe('DocumentCache', () => {
  it('builds a document once per snapshot version', () => {
    const cache = new DocumentCache();
    let builds = 0;
    const build = () => {
      builds += 1;
      return textDocument(`build ${builds}`, 'text/plain');
    };
    expect(cache.get('v1', 'a', build)?.body.toString()).toBe('build 1');
    expect(cache.get('v1', 'a', build)?.body.toString()).toBe('build 1');
    expect(cache.get('v2', 'a', build)?.body.toString()).toBe('build 2');
  });

  it('stays within its bound, misses included, dropping the least recently used first', () => {
    const cache = new DocumentCache(10_000);
    let builds = 0;
    const miss = () => {
      builds += 1;
      return null;
    };
    for (let i = 0; i < 1000; i += 1) cache.get('v1', `made-up-${i}`, miss);
    expect(builds).toBe(1000);
    // The first misses were dropped, so asking again builds again; the latest are remembered.
    cache.get('v1', 'made-up-0', miss);
    expect(builds).toBe(1001);
    cache.get('v1', 'made-up-999', miss);
    expect(builds).toBe(1001);
  });
});
