import { cacheKey, carriesSession, matchesEntityTag } from './public-reads';

describe('public reads from memory', () => {
  it('know a request by its path and its query parameters in any order', () => {
    expect(cacheKey('/api/search?q=rtx&limit=8')).toBe(cacheKey('/api/search?limit=8&q=rtx'));
    expect(cacheKey('/api/categories?')).toBe('/api/categories');
    expect(cacheKey('/api/search?q=rtx')).not.toBe(cacheKey('/api/search?q=gtx'));
  });

  it('compare entity tags weakly, as a compressed answer has its tag weakened', () => {
    expect(matchesEntityTag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEntityTag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEntityTag('"x", W/"abc"', '"abc"')).toBe(true);
    expect(matchesEntityTag('*', '"abc"')).toBe(true);
    expect(matchesEntityTag('"abd"', '"abc"')).toBe(false);
    expect(matchesEntityTag(undefined, '"abc"')).toBe(false);
  });

  it("tell a request carrying the operator's session cookie, valid or not", () => {
    expect(carriesSession('consent-decided=1; da_session=abc')).toBe(true);
    expect(carriesSession('da_session=')).toBe(true);
    expect(carriesSession('consent-decided=1')).toBe(false);
    expect(carriesSession(undefined)).toBe(false);
  });
});
