import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** What a region gets when its remote cannot be loaded: a module whose component reports the failure. */
export class RemoteLoadError extends Error {
  constructor(readonly remoteId: string) {
    super(`The ${remoteId} part of the site could not be loaded.`);
    this.name = 'RemoteLoadError';
  }
}

/** errorLoadRemote fallback: instead of rejecting, hand back a component that throws into the region's error boundary. */
export default function loadErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'driveratlas-load-error',
    errorLoadRemote({ id, error }) {
      console.error(`Remote ${id} failed to load`, error);
      const fail = () => {
        throw new RemoteLoadError(id);
      };
      return { default: fail, __esModule: true };
    },
  };
}
