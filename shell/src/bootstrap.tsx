import { startTransition, type ErrorInfo } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { readServerRendered, swrCacheWith } from './app/server-rendered';
import { loadStartupConfig } from './app/startup-config';
import { loadServerModules, registerRemoteEntries } from './remotes/remote-registry';

const root = document.getElementById('root')!;
const rendered = readServerRendered(document);

/**
 * React recovers from a page that does not match the server's HTML by drawing that part again in the browser (it
 * flickers, and what the visitor did there is lost): say so in the console, where a test and a developer see it.
 */
function onRecoverableError(error: unknown, info: ErrorInfo) {
  // An error a component threw while it was taken over is the cause of React's own.
  const cause = error instanceof Error && error.cause !== undefined ? [error.cause] : [];
  console.error("Hydration: the browser could not take over the server's page as it was", error, ...cause, info.componentStack ?? '');
}

if (rendered) {
  // The server rendered the page: the browser takes it over at once, without waiting for the remote modules it shows,
  // which start loading now. Each remote region is a Suspense boundary: until its module is there it stays the
  // server's HTML, then it is taken over on its own, so the header and footer answer while the page's code still loads.
  registerRemoteEntries(rendered.remotes);
  loadServerModules(rendered.modules);
  // As a transition, the taking over yields to the browser every few milliseconds instead of blocking it in one long task.
  startTransition(() => {
    hydrateRoot(root, <App config={{ site: rendered.site, remotes: rendered.remotes }} Router={BrowserRouter} swr={{ provider: swrCacheWith(rendered) }} />, {
      onRecoverableError,
    });
  });
} else {
  void loadStartupConfig().then((config) => createRoot(root).render(<App config={config} Router={BrowserRouter} />));
}
