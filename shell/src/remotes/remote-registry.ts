import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteListEntry } from '@driveratlas/site-contracts';

let remotes: RemoteListEntry[] = [];

/** The modules loaded so far, by "remote/module": a region shows one at once, as the server did (hydration). */
const loadedModules = new Map<string, unknown>();

/** A module already loaded, if it is. */
export function loadedRemoteModule<T>(remote: string, module: string): T | undefined {
  return loadedModules.get(`${remote}/${module}`) as T | undefined;
}

const entryOf = (remote: string) => remotes.find((r) => r.name === remote);

async function fetchRemoteList(): Promise<RemoteListEntry[]> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`The remote list could not be read (${response.status}).`);
  return ((await response.json()) as { remotes: RemoteListEntry[] }).remotes;
}

/** Tells the federation runtime where the remotes' manifests are (`force`: anew, forgetting what it cached). */
const register = (list: RemoteListEntry[], force = false) => registerRemotes(list, { force });

/** Registers every remote of the list; each loads only when a page needs it. */
export function registerRemoteEntries(list: RemoteListEntry[]): RemoteListEntry[] {
  remotes = list;
  register(list);
  return remotes;
}

/** Reads the remote list and registers every remote. */
export async function registerRemoteList(): Promise<RemoteListEntry[]> {
  try {
    return registerRemoteEntries(await fetchRemoteList());
  } catch (error) {
    console.error(error);
    remotes = [];
  }
  return remotes;
}

/**
 * Loads one module a remote exposes. With `again`, forgets what the runtime cached for the remote
 * (a failed entry, an old manifest) and fetches it anew, so Retry works without a page reload.
 */
export async function loadRemoteModule<T>(remote: string, module: string, again = false): Promise<T> {
  if (again || !entryOf(remote)) {
    remotes = await fetchRemoteList();
    register(
      remotes.filter((r) => r.name === remote),
      true,
    );
  }
  const loaded = await loadRemote<T>(`${remote}/${module}`);
  if (!loaded) throw new Error(`The ${remote} remote gave no ${module}.`);
  loadedModules.set(`${remote}/${module}`, loaded);
  return loaded;
}

/** The loads of the modules the server showed, started before the browser takes the page over, until each settles. */
const serverModuleLoads = new Map<string, Promise<void>>();

/**
 * Starts loading the remote modules the server rendered into the page ("catalog/routes"), all at once: the browser
 * takes the page over without waiting for them, and a region showing one keeps the server's HTML until it is there
 * (`serverModuleLoad`). A module that fails to load is logged; its region then shows the fallback with Retry.
 */
export function loadServerModules(ids: string[]): void {
  for (const id of ids) {
    const [remote, module] = id.split('/');
    const load = loadRemoteModule(remote, module).then(
      () => undefined,
      (error: unknown) => console.error(error),
    );
    serverModuleLoads.set(id, load);
    void load.finally(() => serverModuleLoads.delete(id));
  }
}

/** The load, still under way, of a module the server showed: what its region waits for before it takes its part over. */
export function serverModuleLoad(remote: string, module: string): Promise<void> | undefined {
  return serverModuleLoads.get(`${remote}/${module}`);
}

/**
 * Tells the service how a remote's release did on this page: the `failure` its region caught, or, for a canary, that it
 * loaded (so its failure rate can be measured). Only for a remote served from the release registry (its entry names a
 * release); the code that sends it is loaded then, not with the page.
 */
export function reportRemote(remote: string, failure?: Error): void {
  const entry = entryOf(remote);
  if (entry?.release && (failure || entry.canary))
    import('./remote-report').then(
      (m) => m.sendRemoteReport(entry, failure),
      () => undefined,
    );
}

/** How messages name a remote's part of the site ("the printer pages"), as the remote publishes it. */
export function remoteTitle(remote: string): string {
  return entryOf(remote)?.title ?? 'this part of the site';
}
