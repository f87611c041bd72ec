/**
 * The props the shell passes to the modules of the remotes it shows (its `uses`; each remote's `routes` takes none),
 * typed once: its `<RemoteRegion>` calls satisfy them, and a release of the remote that exposes the module is checked
 * to accept them (its `types` check).
 */
export interface RemoteModuleProps {
  'catalog/SystemDetectionDialog': { open: boolean; onClose: () => void };
  'legal/ConsentBanner': Record<string, never>;
  'legal/PrivacyChoicesLink': Record<string, never>;
}
