import type { PageFeed } from '@driveratlas/driver-domain';
import './subscribe-link.css';

/**
 * A plain link to the page's Atom feed (a feed reader takes the address; a browser shows or downloads the feed), named
 * by its visible word, Subscribe, and described by the feed's name: "NVIDIA GeForce RTX 4070 updates (Atom feed)".
 */
export default function SubscribeLink({ feed, className = '' }: { feed: PageFeed; className?: string }) {
  return (
    <a className={`subscribe-link ${className}`.trim()} href={feed.path} type="application/atom+xml" title={`${feed.title} (Atom feed)`}>
      <svg className="subscribe-link__icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        <circle cx="3" cy="13" r="2" />
        <path d="M1 6a9 9 0 0 1 9 9h-2.5A6.5 6.5 0 0 0 1 8.5z M1 1a14 14 0 0 1 14 14h-2.5A11.5 11.5 0 0 0 1 3.5z" />
      </svg>
      Subscribe
    </a>
  );
}
