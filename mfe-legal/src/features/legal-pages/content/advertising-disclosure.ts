import { LEGAL_UPDATED } from '@driveratlas/visitor-rules';
import type { LegalDocument } from './types';

const advertisingDisclosure: LegalDocument = {
  title: 'Advertising Disclosure',
  description: 'How {productName} is funded by ads and affiliate commissions, how ads are labelled, and the choices you have about advertising.',
  updated: LEGAL_UPDATED.advertisingDisclosure,
  intro: [
    '{productName} is free because advertising and affiliate commissions pay for it. This page explains how that works, what it never changes, and how you control the advertising you see.',
  ],
  sections: [
    {
      id: 'how-we-make-money',
      title: 'How We Make Money',
      blocks: [
        {
          list: [
            '**Display advertising**: ads from an advertising network in clearly labelled spaces on some pages.',
            '**Affiliate commissions**: some links to retailers (for example to buy a printer cartridge or an adapter) carry a referral code; if you buy, the retailer may pay us a commission. The price you pay is the same.',
          ],
        },
        'We do not charge for information, sell driver files, or take payment from manufacturers to list their drivers.',
      ],
    },
    {
      id: 'display-advertising',
      title: 'Display Advertising',
      blocks: [
        'Ads appear only in spaces marked “Advertisement”, never inside a driver card, a download dialog or a guide, and never styled like a download button. An ad that fails to load leaves the space to a promotion of our own guides.',
        'With your consent, our advertising partner may use cookies to show ads based on your interests and to measure them. Without that consent, or when your browser sends Global Privacy Control, no request is made to the ad network at all.',
      ],
    },
    {
      id: 'affiliate-links',
      title: 'Affiliate Links',
      blocks: [
        'Affiliate links are marked where they appear. They never replace a driver’s official download link: a driver link always goes to the manufacturer’s own page, without a referral code.',
      ],
    },
    {
      id: 'editorial-independence',
      title: 'Editorial Independence',
      blocks: [
        'Which drivers we list, how search ranks them, and what our guides say are decided by usefulness to you alone. Advertisers and affiliate partners cannot buy placement, reviews or badges such as Verified or Latest.',
      ],
    },
    {
      id: 'your-choices',
      title: 'Your Choices',
      blocks: [
        {
          list: [
            'Accept or refuse advertising cookies in the consent banner, and change your choice at any time with Your Privacy Choices at the bottom of every page or on the [Cookie Policy](/cookie-policy).',
            'Turn on Global Privacy Control in your browser: we treat it as an opt-out of the sale and sharing of your data and of targeted advertising.',
            'Ask us to opt you out of targeted advertising, sale or sharing through [Your Privacy Rights](/consumer-rights).',
            'Use industry opt-outs such as [the Digital Advertising Alliance](https://optout.aboutads.info) and [the Network Advertising Initiative](https://optout.networkadvertising.org).',
          ],
        },
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      blocks: ['Questions about advertising on {productName}: [{email}](mailto:{email}), {phone}, or by post to {companyName}, {address}.'],
    },
  ],
};

export default advertisingDisclosure;
