import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '../app/route-table';

export interface RemoteListEntry {
  name: RemoteName;
  /** URL of the remote's mf-manifest.json. */
  entry: string;
}

let remotes: RemoteListEntry[] = [];

async function fetchRemoteList(): Promise<RemoteListEntry[]> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`The remote list could not be read (${response.status}).`);
  return ((await response.json()) as { remotes: RemoteListEntry[] }).remotes;
}

/** Reads the remote list and registers every remote; each loads only when a page needs it. */
export async function registerRemoteList(): Promise<RemoteListEntry[]> {
  try {
    remotes = await fetchRemoteList();
    registerRemotes(remotes);
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
export async function loadRemoteModule<T>(remote: RemoteName, module: string, again = false): Promise<T> {
  if (again || !remotes.some((r) => r.name === remote)) {
    remotes = await fetchRemoteList();
    registerRemotes(remotes.filter((r) => r.name === remote), { force: true });
  }
  const loaded = await loadRemote<T>(`${remote}/${module}`);
  if (!loaded) throw new Error(`The ${remote} remote gave no ${module}.`);
  return loaded;
}
