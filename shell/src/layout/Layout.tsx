import { useEffect, type ReactNode } from 'react';
import { Footer } from './Footer';
import { Header } from './Header';

/**
 * Marks the page as run by its scripts once the layout is React's: a control only a script can serve (Auto-Detect,
 * Print this page) carries the class `needs-script` and is shown from then on, its place held before, so no tap on it
 * is lost while the scripts load and a page without them shows none.
 */
const SCRIPTS_READY_ATTRIBUTE = 'data-scripts-ready';

export function Layout({ onAutoDetect, children }: { onAutoDetect: () => void; children: ReactNode }) {
  useEffect(() => document.documentElement.setAttribute(SCRIPTS_READY_ATTRIBUTE, ''), []);
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header onAutoDetect={onAutoDetect} />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
