import { LEGAL_UPDATED, PRIVACY_REQUEST_CONFIRMATION_HOURS, PRIVACY_REQUEST_DUE_DAYS } from '@driveratlas/visitor-rules';
import type { LegalDocument } from './types';

const legalNotice: LegalDocument = {
  title: 'Legal Notice & Compliance',
  description: 'Who runs {productName}, how the site is funded, how its advertising is labelled, and how to reach us on legal matters.',
  updated: LEGAL_UPDATED.legalNotice,
  intro: [
    '{productName} is operated by {companyName}, {address}. This notice explains what the service is, how it is funded, how it complies with advertising and consumer-protection rules, and how to contact us.',
  ],
  sections: [
    {
      id: 'service-description',
      title: 'Service Description',
      blocks: [
        '{productName} is a free, educational information service for people who use Windows PCs and laptops. It helps you identify the driver a device needs, explains how to install it, and sends you to the official download page of the device manufacturer.',
        '**We do not host, modify or distribute driver files.** When you choose Download Driver or Get Driver, we record that the download was requested (the driver or printer model and the time) and open the manufacturer’s own page, where you download the file from the manufacturer. Version numbers, dates and compatibility notes are gathered from manufacturers’ public information and may lag behind their sites.',
        'No account is needed to use the service. The operator’s dashboard is the only part of the site that requires a sign-in.',
      ],
    },
    {
      id: 'advertising-compliance',
      title: 'Advertising Compliance',
      blocks: [
        'We follow the Federal Trade Commission’s Guides Concerning the Use of Endorsements and Testimonials in Advertising and its guidance on native advertising, the advertising policies of our ad partners, and the consumer-protection laws of the states whose residents use the site.',
        {
          list: [
            'Every ad space carries a visible “Advertisement” label above it.',
            'Ads never imitate a download button or any other control of the site, and an ad is never placed inside a driver card or a download dialog.',
            'Advertising cookies are set only with your consent, never when your browser sends Global Privacy Control. See the [Cookie Policy](/cookie-policy).',
            'Where no ad may be shown, the space shows a labelled promotion of our own guides.',
          ],
        },
      ],
    },
    {
      id: 'revenue-disclosure',
      title: 'Revenue Disclosure',
      blocks: [
        'The service is free to you because it is funded by advertising and by affiliate commissions: when you follow some links to a retailer and buy something, the retailer may pay us a commission at no extra cost to you.',
        'No payment changes which drivers we list, how we rank them, what we say about them, or where a download link goes: a driver link always leads to the manufacturer’s official page. The [Advertising Disclosure](/advertising-disclosure) explains this in detail.',
      ],
    },
    {
      id: 'disclaimer',
      title: 'Disclaimer',
      blocks: [
        'The information on this site is provided for general guidance, as is, without warranty. Installing a driver changes your system; create a restore point first and download only from the manufacturer. Our full [Disclaimer](/disclaimer) and the [Terms of Service](/terms-of-service) set out the limits of our responsibility.',
        'Product names, logos and trademarks belong to their owners. {productName} is not affiliated with, endorsed by or sponsored by any hardware manufacturer.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      blocks: [
        {
          table: {
            head: ['Matter', 'How to reach us', 'Response time'],
            rows: [
              ['General questions', '[{email}](mailto:{email}) or the [contact form](/contact)', '2-3 business days'],
              ['Legal matters and notices', '[{email}](mailto:{email}), subject “Legal”, or by post', '5-7 business days'],
              [
                'Privacy requests',
                '[Your Privacy Rights](/consumer-rights)',
                `Confirmation within ${PRIVACY_REQUEST_CONFIRMATION_HOURS} hours, answer within ${PRIVACY_REQUEST_DUE_DAYS} days`,
              ],
            ],
          },
        },
        'Postal address: {companyName}, {address}. Telephone: {phone}. Website: {host}.',
      ],
    },
  ],
};

export default legalNotice;
