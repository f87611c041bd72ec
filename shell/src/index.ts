// The site's own styles come with the entry, so the page links them in its head and the server's HTML shows styled.
import './styles.css';
// The async boundary lets Module Federation negotiate the shared singletons before React loads.
import('./bootstrap');
