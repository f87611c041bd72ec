import { usePageMeta } from '@driveratlas/platform';
import { Link } from 'react-router-dom';

/** Spec 000, section 2: the screen for any path the route table does not know. */
export function NotFound() {
  // Answered 404 and kept out of search engines (on the server).
  usePageMeta('Page Not Found', undefined, { status: 404, noindex: true });
  return (
    <section className="not-found">
      <h1>Page Not Found</h1>
      <p>The page you're looking for doesn't exist or has been moved.</p>
      <div className="not-found__actions">
        <Link className="link-button link-button--primary" to="/">
          Back to Home
        </Link>
        <Link className="link-button" to="/search">
          Search Drivers
        </Link>
      </div>
    </section>
  );
}
