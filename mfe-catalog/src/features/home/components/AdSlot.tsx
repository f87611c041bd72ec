import { adSlotBox, usePlatform, type AdSize } from '@driveratlas/platform';
import type { RemoteModuleProps } from '../../../remote-props';

/**
 * Spec 000, section 9: an ad slot of the legal-and-consent remote, which owns advertising and consent.
 * Its space is held while it loads, and stays empty should it fail: an ad never costs the page a Retry.
 */
export default function AdSlot({ size }: { size: AdSize }) {
  const { Remote } = usePlatform();
  const reserved = <div className={`home-ad home-ad--${size}`} style={adSlotBox(size)} />;
  return <Remote remote="legal" module="AdSlot" props={{ size } satisfies RemoteModuleProps['legal/AdSlot']} placeholder={reserved} fallback={reserved} />;
}
