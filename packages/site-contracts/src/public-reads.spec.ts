import { cacheKey, carriesSession, laterPosition, matchesEntityTag, walPosition } from './public-reads';

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

  it('compare WAL positions as PostgreSQL orders them, not as text', () => {
    expect(walPosition('0/3000148')).toBe(0x3000148n);
    expect(walPosition('1/0')).toBe(1n << 32n);
    expect(walPosition('0/FFFFFFFF')! < walPosition('1/0')!).toBe(true);
    expect(walPosition('nonsense')).toBeUndefined();
    expect(walPosition('0/1; DROP')).toBeUndefined();
    expect(laterPosition('0/9', '0/10')).toBe('0/10');
    expect(laterPosition('1/0', '0/FFFFFFFF')).toBe('1/0');
    expect(laterPosition(undefined, '0/10')).toBe('0/10');
    expect(laterPosition('0/10', 'x')).toBe('0/10');
    expect(laterPosition(undefined, undefined)).toBeUndefined();
  });
});
