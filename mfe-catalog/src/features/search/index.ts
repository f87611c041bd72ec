// The search box with its suggestions, and the search page's filters, address and results.
import './components/search.css'; // the classes of the page that composes this feature
export { useSearchResults } from './api/search';
export { default as SearchBox } from './components/SearchBox';
export { SearchFilters } from './components/SearchFilters';
export * from './search-query';
