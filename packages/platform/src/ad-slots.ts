import type { AdSize } from '@driveratlas/site-contracts';
import type { CSSProperties } from 'react';

/** Spec 000, section 9: the ad slots, whose sizes the site settings name (@driveratlas/site-contracts). */
export type { AdSize };

/** The line above every slot that says "Advertisement". */
const LABEL_HEIGHT = 20;

/** The height of each slot's ad (banner 90 px, square 300x250; the responsive one is full width at a fixed height, so nothing moves when it fills). */
const AD_HEIGHT: Record<AdSize, number> = { banner: 90, square: 250, responsive: 280 };

/**
 * The space a slot takes, label included: the page that places a slot reserves it while the slot's code
 * loads, and the slot keeps it whatever fills it (an ad, a house promotion), so the page never shifts.
 */
export function adSlotBox(size: AdSize): CSSProperties {
  return {
    boxSizing: 'border-box',
    width: size === 'square' ? 300 : '100%',
    maxWidth: '100%',
    height: AD_HEIGHT[size] + LABEL_HEIGHT,
  };
}

/** The ad itself inside the slot, below the label. */
export function adUnitSize(size: AdSize): { width: number | '100%'; height: number } {
  return { width: size === 'square' ? 300 : '100%', height: AD_HEIGHT[size] };
}

export const AD_LABEL_HEIGHT = LABEL_HEIGHT;
