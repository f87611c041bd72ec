import { AD_LABEL_HEIGHT, adSlotBox, adUnitSize, usePlatform, type AdSize, type AdvertisingSettings } from '@driveratlas/platform';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { consentStore, useConsent } from '../consent';
import { loadAdProvider } from './ad-provider';
import './ads.css';

/** The site's own promotions, shown where no ad may or can be shown: text links to its guides, never a button that looks like a download. */
const HOUSE_PROMOTIONS: Record<AdSize, { title: string; text: string; link: { to: string; label: string } }> = {
  banner: {
    title: 'Free driver installation guides',
    text: 'Step by step, for printers, graphics cards, audio and network adapters.',
    link: { to: '/driver-guides', label: 'Read the driver guides' },
  },
  square: {
    title: 'Printer drivers by brand',
    text: 'HP, Canon, Epson and Brother models, each sent to the official source.',
    link: { to: '/printers', label: 'Find your printer' },
  },
  responsive: {
    title: 'Download drivers only from official sources',
    text: 'Every driver on this site links to its manufacturer. Our Help Center explains how to install one safely.',
    link: { to: '/support', label: 'Visit the Help Center' },
  },
};

function HousePromotion({ size }: { size: AdSize }) {
  const { site } = usePlatform();
  const promotion = HOUSE_PROMOTIONS[size];
  return (
    <div className={`ad-slot__house ad-slot__house--${size}`} style={adUnitSize(size)}>
      <p className="ad-slot__house-title">{promotion.title}</p>
      <p className="ad-slot__house-text">{promotion.text}</p>
      <p className="ad-slot__house-text">
        <Link to={promotion.link.to}>{promotion.link.label}</Link> · from {site.productName}
      </p>
    </div>
  );
}

/** The provider's ad unit; one that fails to load is only logged (spec 001, section 8) and leaves the house promotion. */
function ProviderAd({ ads, size }: { ads: AdvertisingSettings; size: AdSize }) {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    (window.adsbygoogle ??= []).push({});
    loadAdProvider(ads).catch((error: unknown) => {
      console.error('An advertisement could not be loaded', error);
      setFailed(true);
    });
  }, [ads]);
  if (failed) return <HousePromotion size={size} />;
  const responsive = size === 'responsive' ? { 'data-ad-format': 'auto', 'data-full-width-responsive': 'true' } : {};
  return (
    <ins
      className="adsbygoogle ad-slot__unit"
      style={{ display: 'block', ...adUnitSize(size) }}
      data-ad-client={ads.client}
      data-ad-slot={ads.slots[size]}
      {...responsive}
    />
  );
}

/** Each slot's landmark name: a page holds at most one slot of each size, and assistive technology lists them apart. */
const SLOT_NAMES: Record<AdSize, string> = {
  banner: 'Advertisement, banner',
  responsive: 'Advertisement, in the page',
  square: 'Advertisement, sidebar',
};

/**
 * An ad slot of the spec's size, for any remote's page: labelled, its size reserved, the provider's
 * ad only with advertising consent and never with Global Privacy Control; otherwise a house promotion.
 */
export default function AdSlot({ size }: { size: AdSize }) {
  const { site } = usePlatform();
  const { choice, gpc } = useConsent();
  useEffect(() => consentStore.start(), []);
  const ads = site.advertising;
  const serving = Boolean(ads) && !gpc && choice?.advertising === true;
  return (
    <aside aria-label={SLOT_NAMES[size]} className="ad-slot" style={adSlotBox(size)} data-ad-size={size}>
      <span className="ad-slot__label" style={{ height: AD_LABEL_HEIGHT }}>
        Advertisement
      </span>
      {serving && ads ? <ProviderAd ads={ads} size={size} /> : <HousePromotion size={size} />}
    </aside>
  );
}
