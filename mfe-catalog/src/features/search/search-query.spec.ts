import { activeFilters, changeSearch, DEFAULT_FILTERS, filtersChange, readSearch, searchApiPath, searchPath, suggestionsKey } from './search-query';

const params = (query: string) => new URLSearchParams(query);

describe('the search in the address', () => {
  it('reads the query trimmed, the filters, the sort and the page', () => {
    expect(readSearch(params('q=%20rtx%204070%20&category=Graphics%20Cards&manufacturer=nvidia&sort=name&page=2'))).toEqual({
      q: 'rtx 4070',
      filters: { category: 'Graphics Cards', manufacturer: 'nvidia', sort: 'name' },
      page: 2,
    });
  });

  it('reads an unknown sort as relevance and a missing, negative or malformed page as the first', () => {
    expect(readSearch(params(''))).toEqual({ q: '', filters: DEFAULT_FILTERS, page: 0 });
    expect(readSearch(params('sort=price&page=-3')).filters.sort).toBe('relevance');
    expect(readSearch(params('page=-3')).page).toBe(0);
    expect(readSearch(params('page=abc')).page).toBe(0);
  });

  it('asks the API for 20 results from the page, and leaves out filters set to all', () => {
    expect(searchApiPath(readSearch(params('q=intel&page=2')))).toBe('/api/search?q=intel&sort=relevance&limit=20&offset=40');
    expect(searchApiPath(readSearch(params('q=&category=Cameras&manufacturer=logitech&sort=date')))).toBe(
      '/api/search?q=&sort=date&limit=20&offset=0&category=Cameras&manufacturer=logitech',
    );
  });

  it('removes a parameter set to empty, and goes back to the first page on any change but the page', () => {
    expect(changeSearch(params('q=intel&category=Cameras&page=3'), { category: '' }).toString()).toBe('q=intel');
    expect(changeSearch(params('q=intel&page=3'), { q: 'realtek' }).toString()).toBe('q=realtek');
    expect(changeSearch(params('q=intel'), { page: '1' }).toString()).toBe('q=intel&page=1');
  });

  it('keeps relevance, the default sort, out of the address', () => {
    expect(filtersChange({ category: 'Cameras', manufacturer: '', sort: 'relevance' })).toEqual({ category: 'Cameras', manufacturer: '', sort: '' });
    expect(filtersChange({ category: '', manufacturer: 'hp', sort: 'downloads' })).toEqual({ category: '', manufacturer: 'hp', sort: 'downloads' });
  });

  it('shows a badge per active filter, the manufacturer by its name and the sort by its label', () => {
    expect(activeFilters(DEFAULT_FILTERS)).toEqual([]);
    expect(activeFilters({ category: 'Audio Devices', manufacturer: 'realtek', sort: 'name' })).toEqual([
      { key: 'category', label: 'Audio Devices' },
      { key: 'manufacturer', label: 'Realtek' },
      { key: 'sort', label: 'Sorted by Name (A-Z)' },
    ]);
  });
});

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
