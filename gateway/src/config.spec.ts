import { readConfig } from './config';

describe('the memory for kept public reads (RESPONSE_CACHE_MB)', () => {
  it('is 64 MB unless set, and takes any number of megabytes, 0 keeping nothing', () => {
    expect(readConfig({}).responseCacheBytes).toBe(64 * 1024 * 1024);
    expect(readConfig({ RESPONSE_CACHE_MB: '0.5' }).responseCacheBytes).toBe(512 * 1024);
    expect(readConfig({ RESPONSE_CACHE_MB: '0' }).responseCacheBytes).toBe(0);
  });

  it.each(['-1', 'lots'])('refuses %j by name, rather than keeping nothing without a word', (value) => {
    expect(() => readConfig({ RESPONSE_CACHE_MB: value })).toThrow(`RESPONSE_CACHE_MB must be a number of megabytes, 0 or more; got "${value}".`);
  });
});
