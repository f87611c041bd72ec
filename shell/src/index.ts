// The site's own styles come with the entry, so the page links them in its head and the server's HTML shows styled.
import './styles.css';
// The platform's styles too (its loading spinner): left to the platform's chunk, they came as a style sheet of their
// own, added once the page was drawn, which made the browser work out the style of the whole page twice more.
// (The platform names no export for it; the path is its own, so it is one module, in the entry only.)
import '../../packages/platform/src/page-loading.css';

// The async boundary lets Module Federation negotiate the shared singletons before React loads. In a task of its own:
// evaluating the federation runtime and then choosing and loading the shared modules was one long task on a phone.
setTimeout(() => void import('./bootstrap'), 0);
