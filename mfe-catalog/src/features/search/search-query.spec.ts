import { activeFilters, changeSearch, DEFAULT_FILTERS, filtersChange, readSearch, searchApiPath } from './search-query';

const params = (query: string) => new URLSearchParams(query);

describe('the search in the address', () => {
  it('reads the query trimmed, the filters, the sort and the page', () => {
    expect(readSearch(params('q=%20rtx%204070%20&category=Graphics%20Cards&manufacturer=nvidia&os=Windows%2011&architecture=64-bit&sort=name&page=2'))).toEqual(
      {
        q: 'rtx 4070',
        filters: { category: 'Graphics Cards', manufacturer: 'nvidia', os: 'Windows 11', architecture: '64-bit', sort: 'name' },
        page: 2,
      },
    );
  });

  it('leaves out a Windows version or an architecture the filters do not offer', () => {
    expect(readSearch(params('os=Windows%2012&architecture=128-bit')).filters).toEqual(DEFAULT_FILTERS);
  });

  it('asks the API for the Windows version and architecture chosen', () => {
    expect(searchApiPath(readSearch(params('q=realtek&os=Windows%2011&architecture=32-bit')))).toBe(
      '/api/search?q=realtek&sort=relevance&limit=20&offset=0&os=Windows+11&architecture=32-bit',
    );
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
    expect(filtersChange({ ...DEFAULT_FILTERS, category: 'Cameras' })).toEqual({ category: 'Cameras', manufacturer: '', os: '', architecture: '', sort: '' });
    expect(filtersChange({ ...DEFAULT_FILTERS, manufacturer: 'hp', sort: 'downloads' })).toEqual({
      category: '',
      manufacturer: 'hp',
      os: '',
      architecture: '',
      sort: 'downloads',
    });
  });

  it('shows a badge per active filter, the manufacturer by its name and the sort by its label', () => {
    expect(activeFilters(DEFAULT_FILTERS)).toEqual([]);
    expect(activeFilters({ category: 'Audio Devices', manufacturer: 'realtek', os: 'Windows 10', architecture: '32-bit', sort: 'name' })).toEqual([
      { key: 'category', label: 'Audio Devices' },
      { key: 'manufacturer', label: 'Realtek' },
      { key: 'os', label: 'Windows 10' },
      { key: 'architecture', label: '32-bit' },
      { key: 'sort', label: 'Sorted by Name (A-Z)' },
    ]);
  });
});
