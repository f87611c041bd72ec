import type { AdSize } from '@driveratlas/platform';

/**
 * The props this remote passes to the modules of other remotes it shows (its `uses`), typed once: its `<Remote>` calls
 * satisfy them, and a release of the remote that exposes the module is checked to accept them (its `types` check).
 */
export interface RemoteModuleProps {
  'legal/AdSlot': { size: AdSize };
}
