import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { readServerRendered, swrCacheWith } from './app/server-rendered';
import { loadStartupConfig } from './app/startup-config';
import { loadRemoteModule, registerRemoteEntries } from './remotes/remote-registry';

const root = document.getElementById('root')!;
const rendered = readServerRendered(document);

if (rendered) {
  // The server rendered the page: the browser takes it over once the remote modules it shows are loaded, so the
  // first render matches the server's HTML (whatever fails to load shows its Retry then).
  registerRemoteEntries(rendered.remotes);
  const modules = rendered.modules.map((id) => {
    const [remote, module] = id.split('/');
    return loadRemoteModule(remote, module).catch((error: unknown) => console.error(error));
  });
  // As a transition, the taking over yields to the browser every few milliseconds instead of blocking it in one long task.
  void Promise.all(modules).then(() =>
    startTransition(() => {
      hydrateRoot(root, <App config={{ site: rendered.site, remotes: rendered.remotes }} Router={BrowserRouter} swr={{ provider: swrCacheWith(rendered) }} />);
    }),
  );
} else {
  void loadStartupConfig().then((config) => createRoot(root).render(<App config={config} Router={BrowserRouter} />));
}
