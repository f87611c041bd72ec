import { COOKIE_CATEGORIES_POLICY, LEGAL_UPDATED } from '@driveratlas/visitor-rules';
import type { LegalDocument } from './types';

const cookiePolicy: LegalDocument = {
  title: 'Cookie Policy',
  description: 'The cookies and browser storage {productName} uses, why, for how long, and how to change your choices or use Global Privacy Control.',
  badge: 'Updated for 2025 US Compliance',
  updated: LEGAL_UPDATED.cookiePolicy,
  intro: [
    'This policy explains the cookies and similar technologies {productName} uses, the choices you have, and how we honor them. It complements our [Privacy Policy](/privacy-policy).',
  ],
  sections: [
    {
      id: 'global-privacy-control',
      title: 'Global Privacy Control',
      blocks: [
        'We detect and honor Global Privacy Control (GPC). When your browser sends the signal, we treat it as your request to opt out of the sale and sharing of your personal information and of targeted advertising: only necessary cookies are used, no advertising or analytics cookie is set, no request is made to our advertising partners, and the consent banner is not shown.',
        { widget: 'gpc-status' },
      ],
    },
    {
      id: 'manage-preferences',
      title: 'Manage Your Cookie Preferences',
      blocks: [
        'You can change your choice at any time. Update Cookie Preferences forgets your current choice and shows the consent banner again; Your Privacy Choices at the bottom of every page opens the preferences directly; or choose below and Save Preferences. Both buttons also work when your browser runs no scripts.',
        { widget: 'cookie-preferences' },
      ],
    },
    {
      id: 'what-are-cookies',
      title: 'What Are Cookies',
      blocks: [
        'Cookies are small text files a website stores in your browser. Local storage is a similar store that stays in your browser and is never sent to our server by itself. We use both, and this policy calls them all cookies.',
        'Your consent choice is kept in local storage under the cookie-consent entry: the four categories, the version of this policy you chose under, the date, and a random consent id. The consent-decided cookie carries the same choice (the policy version, the three optional categories, the consent id and the time) so that our server knows it too. We also record the choice on our server as proof of consent, without any personal data.',
      ],
    },
    {
      id: 'cookie-categories',
      title: 'Cookie Categories',
      blocks: COOKIE_CATEGORIES_POLICY.map(({ heading, purpose, cookies, retention }) => ({
        heading,
        blocks: [
          purpose,
          { table: { head: ['Name', 'Provider', 'Purpose', 'Duration'], rows: cookies.map((c) => [c.name, c.provider, c.purpose, c.duration]) } },
          retention,
        ],
      })),
    },
    {
      id: 'third-party-providers',
      title: 'Third-Party Providers',
      blocks: [
        {
          heading: 'Google (Analytics and AdSense)',
          blocks: [
            'Cookies: _ga, _ga_<id>, __gads, __gpi, IDE, test_cookie. Google receives them only with your analytics or advertising consent; we tell it your choice with Google Consent Mode.',
            {
              list: [
                '[Google Privacy Policy](https://policies.google.com/privacy)',
                '[Google Ad Settings (opt out of personalized ads)](https://adssettings.google.com)',
                '[Google Analytics Opt-out Browser Add-on](https://tools.google.com/dlpage/gaoptout)',
              ],
            },
          ],
        },
        {
          heading: 'Microsoft Advertising (Bing search and display ads)',
          blocks: [
            'Cookie: MUID, with your advertising consent only.',
            {
              list: [
                '[Microsoft Privacy Statement](https://privacy.microsoft.com/privacystatement)',
                '[Microsoft ad settings](https://account.microsoft.com/privacy/ad-settings)',
              ],
            },
          ],
        },
        'Industry opt-outs: [Digital Advertising Alliance](https://optout.aboutads.info) and [Network Advertising Initiative](https://optout.networkadvertising.org).',
      ],
    },
    {
      id: 'your-rights-and-browser-controls',
      title: 'Your Rights and Browser Controls',
      blocks: [
        'Residents of the US states with privacy laws may opt out of the sale and sharing of personal information, of targeted advertising and of profiling, and may ask to know, correct or delete their data: use [Your Privacy Rights](/consumer-rights).',
        'Every browser lets you block or delete cookies in its settings; blocking necessary cookies may stop parts of the site from working, and deleting cookie-consent and the consent-decided cookie makes the banner ask again. Global Privacy Control, built into some browsers and available as an extension for others, sends your opt-out to every site you visit.',
      ],
    },
    {
      id: 'international-transfers',
      title: 'International Data Transfers',
      blocks: [
        '{productName} is operated from the United States. Our analytics and advertising partners may process cookie data in other countries; they do so under their own safeguards, such as standard contractual clauses and the EU-US Data Privacy Framework where they participate in it.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      blocks: [
        'Questions about cookies: [{email}](mailto:{email}), {phone}, or by post to {companyName}, {address}. You can also write through [Contact Us](/contact), or make a request on [Your Privacy Rights](/consumer-rights).',
      ],
    },
  ],
};

export default cookiePolicy;
