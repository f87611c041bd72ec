import { searchPath, suggestionsKey } from './search-path';

describe('the search box', () => {
  it('asks for suggestions from 3 characters on, trimmed and escaped', () => {
    expect(suggestionsKey('rt')).toBeNull();
    expect(suggestionsKey('  rt  ')).toBeNull();
    expect(suggestionsKey(' rtx ')).toBe('/api/search/suggestions?q=rtx');
    expect(suggestionsKey('wi-fi & bt')).toBe('/api/search/suggestions?q=wi-fi%20%26%20bt');
  });

  it('opens the search page for a query', () => {
    expect(searchPath('HP LaserJet')).toBe('/search?q=HP%20LaserJet');
  });
});
