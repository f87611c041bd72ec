import {
  CONSENT_VALID_MONTHS,
  LEGAL_UPDATED,
  PRIVACY_REQUEST_CONFIRMATION_HOURS,
  PRIVACY_REQUEST_DUE_DAYS,
  PRIVACY_REQUEST_EXTENDED_DUE_DAYS,
  RETENTION,
  retentionPeriodText,
  type RetentionKind,
} from '@driveratlas/visitor-rules';
import type { LegalDocument } from './types';

/** The policy's words for each kind of record in the retention table, whose periods it prints (never written here). */
const RETAINED: Record<RetentionKind, { information: string; from?: string; why: string }> = {
  'download-records': {
    information: 'The IP address and browser details recorded with download events',
    why: 'Security, troubleshooting and detecting abuse; download counts are kept afterwards only as anonymous totals',
  },
  'contact-messages': {
    information: 'Contact messages, e-mail and support correspondence',
    why: 'To follow up on your message and handle related questions or claims',
  },
  'privacy-requests': {
    information: 'Privacy rights requests and our responses',
    from: 'from receipt',
    why: 'To show that we handled your request as the law requires',
  },
  'consent-records': {
    information: 'Proof-of-consent records (random identifier, choices, date; no IP address)',
    why: 'To show what was agreed to, and when',
  },
  'sign-in-attempts': {
    information: 'The IP address of a failed sign-in to the site operator’s dashboard',
    why: 'To limit password guessing and look into attacks',
  },
};

/** The privacy policy (spec 001, sections 2.2 and 9): what the site collects, why, with whom it is shared, Global Privacy Control and the state rights. */
const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  description:
    'What we collect on this driver information site, why, who we share it with, how we honor Global Privacy Control and how to use your US privacy rights.',
  updated: LEGAL_UPDATED.privacyPolicy,
  intro: [
    'This Privacy Policy explains how {companyName} ("we", "us" or "our") collects, uses, shares and protects personal information when you visit {productName} at {host} (the "Site"). {productName} is a free information service that helps Windows PC users identify the drivers they need and sends them to the official manufacturer source. We do not host driver files, we do not offer user accounts, and we collect as little about you as we can while running a website funded by advertising and affiliate commissions.',
    'This policy is also our notice at collection under the California Consumer Privacy Act, as amended by the California Privacy Rights Act (together, the "CCPA"), and our privacy notice under the other US state privacy laws described below. It works together with our [Cookie Policy](/cookie-policy), which lists each cookie we use, and [Your Privacy Rights](/consumer-rights), where you can send us a request.',
    { widget: 'quick-actions' },
  ],
  sections: [
    {
      id: 'information-we-collect',
      title: 'Information We Collect',
      blocks: [
        'Most visitors only browse driver information and never give us their name or e-mail address. Below is everything the Site collects, by source and then by the categories the CCPA uses.',
        {
          heading: 'Information you give us',
          blocks: [
            {
              list: [
                '**Contact form:** your name, e-mail address, the subject, the category you choose (for example Technical Support or Driver Request) and your message.',
                '**Privacy rights request form:** your first and last name, e-mail address, phone number (optional), state of residence, the type of request and the description you write, plus any information we ask for to verify your identity.',
                '**E-mail, phone and postal mail:** your contact details and whatever you choose to tell us when you write to us or call us.',
              ],
            },
          ],
        },
        {
          heading: 'Information collected automatically',
          blocks: [
            {
              list: [
                "**Download events:** when you press Download Driver or Get Driver, our server records the driver or printer model you chose (catalogue number, model number and name), the date and time, your IP address and your browser's user-agent string, then sends you to the driver page on the manufacturer's own website.",
                '**Server logs:** for each request, our servers may log the date and time, the page requested and the response status; they do not log your IP address, the referring page or your browser details.',
                '**Your consent choice:** your browser keeps your cookie choice for the four categories, the Cookie Policy version, the date and a random consent identifier in local storage (cookie-consent), plus a gpc-detected flag when it sends Global Privacy Control, and a consent-decided cookie carrying the same choice (the Cookie Policy version, whether functional, analytics and advertising cookies are allowed, the random consent identifier and the time of the choice), which tells our server not to show the banner again and keeps a choice made before the page’s scripts ran. As proof of your choice, our server stores the random identifier, your choices, the policy version and whether Global Privacy Control was on, with no IP address or browser details.',
                '**Analytics data (only with your analytics consent):** pages viewed, time spent, links and buttons used, the referring site, device and browser type, and approximate location derived from your IP address, collected through cookies.',
                '**Advertising data (only with your advertising consent, never while Global Privacy Control is on):** cookie and advertising identifiers, IP address, device and browser information, the page showing an ad, and the ads you see and click, collected by our advertising partner through its own cookies.',
                '**Affiliate link data:** after you follow an affiliate link, the retailer or affiliate network may tell us that a purchase followed and what commission we earned, generally without identifying you.',
              ],
            },
          ],
        },
        {
          heading: 'Categories of personal information (CCPA)',
          blocks: [
            {
              table: {
                head: ['Category', 'What it means on this Site', 'Source'],
                rows: [
                  [
                    'Identifiers',
                    'Name, e-mail address and optional phone number from our forms; IP address; cookie and advertising identifiers; the random consent identifier.',
                    "You, your browser, and our advertising and analytics partners' cookies",
                  ],
                  [
                    'Customer records (Cal. Civ. Code § 1798.80(e))',
                    'Name, e-mail address and phone number you put in a form or message.',
                    'You, only if you contact us or send a privacy request',
                  ],
                  [
                    'Internet or other electronic network activity',
                    'Pages viewed, searches on the Site, download events, referring pages, ad impressions and clicks.',
                    'Your browser, automatically',
                  ],
                  [
                    'Geolocation data',
                    'Approximate location (country, region or city) derived from your IP address. We never collect precise location.',
                    'Your IP address',
                  ],
                  [
                    'Inferences',
                    'Interest profiles an advertising partner may build to personalize ads. We do not build profiles ourselves.',
                    'Our advertising partner, only with your advertising consent',
                  ],
                  [
                    'Commercial information',
                    'Reports that a purchase followed an affiliate link, with the commission earned.',
                    'Affiliate partners, generally without identifying you',
                  ],
                  [
                    'Sensitive personal information',
                    'None. We do not collect it and do not use any information to infer sensitive characteristics.',
                    'Not collected',
                  ],
                  ['Biometric, audio or visual, professional, education or protected-classification information', 'None.', 'Not collected'],
                ],
              },
            },
          ],
        },
        {
          heading: 'What we do not collect',
          blocks: [
            {
              list: [
                '**No scan of your computer and no files from it.** Auto-Detect reads basic facts your browser already reports (operating system, browser, screen resolution, language and time zone) and shows them only on your screen; the result is never sent to our servers.',
                "**No copy of your PC's device list.** The device list you paste or choose on the My PC page is read to answer you and then dropped: it is not stored, not written to our logs and not kept in any cache. A report's share link carries only hardware IDs, driver providers, versions and device classes, in the part of the address after the “#” sign, which browsers do not send to us; the report is checked again only when someone opens the link.",
                '**No accounts, passwords or payment information.** The Site is free and needs no registration.',
                '**No precise location, contacts, photos, microphone or camera access.**',
                '**No sensitive personal information**, such as government identification numbers, financial account, health, racial or ethnic origin, religious beliefs, sexual orientation, citizenship, genetic or biometric data.',
                '**No personal information bought from data brokers**, and no information we knowingly collect from children under 13.',
              ],
            },
            {
              note: 'Please do not put sensitive information in a contact message or privacy request. We will never ask you for a password, payment, or remote access to your computer.',
              tone: 'warning',
            },
          ],
        },
      ],
    },
    {
      id: 'how-we-use-information',
      title: 'How We Use Information',
      blocks: [
        'We use personal information only for the purposes below, and only in ways that are reasonably necessary and proportionate to them.',
        {
          table: {
            head: ['Purpose', 'What we do', 'Information used'],
            rows: [
              [
                'Providing the Site',
                'Show driver information, search results, guides and links to official manufacturer sources.',
                'Server logs, necessary and functional storage',
              ],
              ['Download events', "Send you to the manufacturer's official page, count downloads and spot abusive traffic.", 'Download events'],
              ['Answering you', 'Reply to contact messages, driver requests and bug reports.', 'Contact form data and correspondence'],
              [
                'Privacy requests',
                'Verify your identity, carry out your request, answer appeals and keep the records the law requires.',
                'Privacy request data',
              ],
              ['Your choices', 'Remember your cookie choice, honor Global Privacy Control and prove what you agreed to.', 'Consent choice and consent record'],
              ['Analytics (with consent)', 'Learn which pages are useful, find errors and improve our content.', 'Analytics data'],
              ['Advertising (with consent)', 'Show and measure the ads that pay for the free Site.', 'Advertising data'],
              [
                'Security and legal duties',
                'Protect against attacks, fraud and invalid ad traffic; comply with law and defend legal claims.',
                'Server logs, download events, relevant records',
              ],
            ],
          },
        },
        'If you have not given advertising consent, or your browser sends Global Privacy Control, no advertising network script is loaded and the ad spaces show our own promotions, such as our driver guides, instead of third-party ads.',
        {
          list: [
            'We do not sell personal information for money.',
            'We do not combine what you write in a form with your browsing activity to build a profile of you.',
            'We do not make decisions about you by automated means that have legal or similarly significant effects.',
            'Where we keep information in de-identified or aggregated form (for example, total download counts), we do not try to re-identify anyone.',
          ],
        },
      ],
    },
    {
      id: 'sharing',
      title: 'How We Share Information',
      blocks: [
        'We share personal information only with the recipients below. We never give the contents of your contact messages or privacy requests to advertisers.',
        {
          heading: 'Service providers',
          blocks: [
            'Companies that host the Site and its database, deliver e-mail and protect the Site against attacks process personal information on our behalf. Our contracts limit them to providing their service to us, require them to keep the information secure and confidential, and forbid them from selling it or using it for their own purposes.',
          ],
        },
        {
          heading: 'Advertising partners',
          blocks: [
            "Ads on the Site are served by an advertising network such as Google AdSense. Only after you give advertising consent, and only if your browser does not send Global Privacy Control, does the network's script load and its cookies collect the advertising data described above. The network uses it to show and measure ads and to build interest profiles it may also use on other websites. Google explains its practices in [How Google uses information from sites that use its services](https://policies.google.com/technologies/partner-sites), and you can manage Google ad personalization at [My Ad Center](https://adssettings.google.com).",
          ],
        },
        {
          heading: 'Analytics providers',
          blocks: [
            'Only after you give analytics consent, an analytics provider such as Google Analytics collects the analytics data described above and gives us aggregated reports. You can also block Google Analytics with the [Google Analytics opt-out browser add-on](https://tools.google.com/dlpage/gaoptout). Our [Cookie Policy](/cookie-policy) names each provider, its cookies and their lifetimes.',
          ],
        },
        {
          heading: 'Affiliate partners, manufacturers and other sites',
          blocks: [
            "When you follow an affiliate link or a link to a manufacturer's official driver page, that website receives the information your browser normally sends (IP address, browser details and the page you came from) and may set its own cookies. We do not send them your name or e-mail address; their own privacy policies apply.",
          ],
        },
        {
          heading: 'Legal reasons and business transfers',
          blocks: [
            'We may disclose information when we believe in good faith that the law or a subpoena or court order requires it, or to protect the rights and safety of our visitors, {companyName} or others. If {companyName} is involved in a merger, acquisition or sale of assets, personal information may be transferred with it, subject to this policy.',
          ],
        },
        {
          heading: '"Sale" and "sharing" under the CCPA and other state laws',
          blocks: [
            'The CCPA defines a "sale" broadly as making personal information available to a third party for money or other valuable consideration, and "sharing" as making it available for cross-context behavioral advertising (ads based on your activity across websites); other states speak of "targeted advertising". We do not sell personal information for money, but when you accept advertising or analytics cookies, letting our partners collect identifiers and browsing activity through their cookies may count as a "sale" or "sharing". We treat it as such and give you the right to opt out.',
            'In the preceding 12 months, we have disclosed the following categories of personal information:',
            {
              table: {
                head: ['Category', 'Disclosed for a business purpose to', 'Sold or shared with'],
                rows: [
                  [
                    'Identifiers (IP address, cookie identifiers)',
                    'Hosting, security and e-mail service providers',
                    'Advertising networks and analytics providers, only with your consent',
                  ],
                  ['Identifiers and customer records from forms (name, e-mail, phone)', 'Hosting and e-mail service providers', 'Not sold or shared'],
                  [
                    'Internet or network activity',
                    'Hosting and security service providers',
                    'Advertising networks and analytics providers, only with your consent',
                  ],
                  ['Approximate geolocation', 'Hosting and security service providers', 'Advertising networks and analytics providers, only with your consent'],
                  ['Inferences', 'Not disclosed', 'Built by advertising networks, only with your consent'],
                  ['Commercial information (affiliate reports)', 'Not disclosed', 'Not sold or shared'],
                ],
              },
            },
            'We do not knowingly sell or share the personal information of consumers under 16 years of age.',
            'To opt out of sale, sharing and targeted advertising, you can choose Reject All on our consent banner, switch off the analytics and advertising categories in Your Privacy Choices at the bottom of every page, turn on Global Privacy Control in your browser, or send a request with [the privacy rights request form](/consumer-rights). Industry tools such as the [Digital Advertising Alliance opt-out page](https://optout.aboutads.info) offer further choices.',
            'California\'s "Shine the Light" law (Cal. Civ. Code § 1798.83): we do not disclose personal information to third parties for their own direct marketing purposes. Nevada residents may also ask us not to sell their covered information by writing to {email}; we honor such requests even though we do not sell personal information for money.',
          ],
        },
      ],
    },
    {
      id: 'global-privacy-control',
      title: 'Global Privacy Control',
      blocks: [
        '[Global Privacy Control](https://globalprivacycontrol.org) ("GPC") is a signal that your browser or a privacy extension sends to every website you visit to say that you do not want your personal information sold or shared. We honor Global Privacy Control signals automatically; you do not need to do anything else.',
        {
          heading: 'What happens when your browser sends the signal',
          blocks: [
            {
              list: [
                'We treat the signal as a valid request to opt out of the sale and sharing of your personal information and of targeted advertising, including profiling for that purpose, for that browser.',
                'Before any optional cookie is set or any ad or analytics script loads, the Site records your choice as necessary cookies only. Functional, analytics and advertising cookies stay off, and no advertising network script is loaded; ad spaces show our own promotions instead.',
                'The consent banner is not shown, because the signal has already answered it. In Your Privacy Choices the optional switches stay off for as long as the signal is on.',
                'The Site displays "Opt-Out Request Honored" here, in our [Cookie Policy](/cookie-policy) and in Your Privacy Choices, so you can see that your signal was received and applied.',
              ],
            },
            { widget: 'gpc-status' },
          ],
        },
        {
          heading: 'Earlier choices and the scope of the signal',
          blocks: [
            'The signal overrides any earlier acceptance of optional cookies in that browser. To allow them again, turn the signal off and use Update Cookie Preferences in our [Cookie Policy](/cookie-policy).',
            'Because the Site has no accounts, we can apply the signal only to the browser that sends it. To extend your opt-out to other browsers, or to information we hold under your name or e-mail address, send an opt-out request through [Your Privacy Rights](/consumer-rights).',
            'Some browsers offer a "Do Not Track" setting. There is no agreed standard for how websites should respond to it, so we rely on Global Privacy Control, which state laws recognize as a valid opt-out request.',
          ],
        },
      ],
    },
    {
      id: 'your-rights',
      title: 'Your Privacy Rights',
      blocks: [
        'Residents of 17 US states with comprehensive privacy laws have rights over their personal information: California, Virginia, Colorado, Connecticut, Utah, Texas, Oregon, Montana, Delaware, Iowa, Nebraska, New Hampshire, New Jersey, Minnesota, Tennessee, Maryland and Indiana. The exact rights differ from state to state. We honor the rights below for every visitor in the United States, whatever state you live in, as far as the law allows us to.',
        {
          cards: [
            {
              title: 'Right to Know',
              text: 'Learn what personal information we hold about you, where it came from, why we use it and who receives it, and get a copy.',
            },
            {
              title: 'Right to Delete',
              text: 'Have us delete personal information we collected from you, except records the law lets or requires us to keep.',
            },
            { title: 'Right to Correct', text: 'Have inaccurate personal information about you corrected.' },
            { title: 'Right to Data Portability', text: 'Receive your personal information in a portable, commonly used electronic format.' },
            {
              title: 'Right to Opt-Out',
              text: 'Opt out of the sale and sharing of your personal information, targeted advertising, and profiling for decisions with legal or similarly significant effects.',
            },
            { title: 'Right to Non-Discrimination', text: 'Use these rights without being denied the Site, given a lesser service or charged anything.' },
            { title: 'Right to Appeal', text: 'Ask us to reconsider a request we declined and, if we still decline, complain to your state Attorney General.' },
          ],
        },
        'We do not collect sensitive personal information, so the right to limit its use does not apply. We offer no financial incentives or price differences in exchange for personal information.',
        {
          heading: 'How to send a request',
          blocks: [
            {
              list: [
                'Use [the privacy rights request form](/consumer-rights), the quickest way. Choose your state and the type of request, and describe what you need.',
                'E-mail our privacy officer at [{email}](mailto:{email}) with the subject "Privacy Request".',
                'Call us at {phone}.',
                'Write to {companyName}, Attn: Privacy Officer, {address}.',
              ],
            },
            'To opt out of sale, sharing or targeted advertising you can also use the consent banner, Your Privacy Choices at the bottom of every page, or Global Privacy Control, which take effect immediately in that browser.',
          ],
        },
        {
          heading: 'What happens next',
          blocks: [
            {
              steps: [
                {
                  title: 'Request Received',
                  text: `We confirm receipt within ${PRIVACY_REQUEST_CONFIRMATION_HOURS} hours and give you a reference number (for example PR-2025-42) to use in any later message.`,
                },
                {
                  title: 'Identity Verification',
                  text: 'We check that the request comes from you, and may ask for additional information or documents when a request concerns specific pieces of information.',
                },
                {
                  title: 'Request Completed',
                  text: `We answer within ${PRIVACY_REQUEST_DUE_DAYS} days of receipt. For complex or numerous requests we may extend this to ${PRIVACY_REQUEST_EXTENDED_DUE_DAYS} days in total; if we do, we tell you why within the first ${PRIVACY_REQUEST_DUE_DAYS} days.`,
                },
              ],
            },
            'We respond free of charge, unless a request is manifestly unfounded, excessive or repetitive, in which case we may decline it or charge a reasonable fee and will explain why. When we delete information, we also tell our service providers to delete it.',
          ],
        },
        {
          heading: 'Verification',
          blocks: [
            'Because the Site has no accounts, we usually verify a request by confirming that you control the e-mail address you gave and by matching your details with the information we hold. For requests about specific pieces of information we may ask for more, but never more than we need, and we use it only for verification. Opt-out requests need no verification.',
            'What our partners collect is tied to cookie identifiers, not names, so we may be unable to link it to you; if so, we will tell you, and you can delete those cookies or use Global Privacy Control.',
          ],
        },
        {
          heading: 'Authorized agents',
          blocks: [
            'You may ask an authorized agent to make a request for you. We will ask the agent for your signed written permission, and we may ask you to verify your identity directly with us, unless the agent holds a valid power of attorney. A parent or legal guardian may make a request for a child.',
          ],
        },
        {
          heading: 'Appeals',
          blocks: [
            'If we decline to act on your request, we will tell you why. You can appeal by replying to our decision or by writing to [{email}](mailto:{email}) with the subject "Privacy Request Appeal". We will answer your appeal in writing within 45 days, explain our decision and, if we deny the appeal, tell you how to contact your state Attorney General.',
          ],
        },
      ],
    },
    {
      id: 'data-retention',
      title: 'Data Retention',
      blocks: [
        'We keep personal information only as long as we need it for the purposes described in this policy. When a period below ends, we delete the information or de-identify it so that it can no longer be linked to you.',
        {
          table: {
            head: ['Information', 'How long we keep it', 'Why'],
            rows: [
              [
                'Persistent cookies',
                'Up to 2 years (advertising cookies up to 13 or 24 months, depending on the provider; see our [Cookie Policy](/cookie-policy))',
                'To remember your choices and, with consent, for analytics and advertising',
              ],
              [
                'Your consent choice in your browser',
                `Until you change it; we ask again after ${CONSENT_VALID_MONTHS} months or when our Cookie Policy changes`,
                'To apply your choice on every page',
              ],
              ...RETENTION.map(({ kind, period }) => {
                const { information, from, why } = RETAINED[kind];
                return [information, [retentionPeriodText(period), from].filter(Boolean).join(' '), why];
              }),
            ],
          },
        },
        'We may keep information longer when the law requires it, or when it is needed to resolve a dispute, investigate a security incident or enforce our agreements, and only for as long as that need lasts.',
      ],
    },
    {
      id: 'international-transfers',
      title: 'International Data Transfers',
      blocks: [
        '{companyName} is based in New York, and the Site is operated from and intended for visitors in the United States. Our servers and our service providers that handle form submissions are located in the United States.',
        "If you visit from outside the United States, your information will be processed in the United States, where data protection laws may differ from those of your country. Our advertising and analytics partners may also process it elsewhere under recognized safeguards, such as the European Commission's Standard Contractual Clauses or the EU-US Data Privacy Framework.",
        'Wherever you are, optional cookies are set only with your consent, Global Privacy Control is honored, and you can ask us to access, correct or delete your information.',
      ],
    },
    {
      id: 'children',
      title: 'Children',
      blocks: [
        "The Site is a general-audience information service for PC users. It is not directed to children under 13, and we do not knowingly collect personal information from children under 13, as required by the Children's Online Privacy Protection Act (COPPA). If you believe a child under 13 has sent us personal information, for example through the contact form, please tell us at [{email}](mailto:{email}) and we will delete it promptly.",
        "Some states give teenagers aged 13 to 17 additional protections. We do not knowingly sell or share the personal information of anyone under 16, or use that of anyone we know to be under 18 for targeted advertising or profiling. As the Site has no accounts, we do not know our visitors' ages; we encourage parents to turn on Global Privacy Control in their teenagers' browsers so that only necessary cookies are used.",
        'The Site has no user accounts today. If we ever introduce them, users will need to be at least 18 years old, or have the consent of a parent or legal guardian, to create one.',
      ],
    },
    {
      id: 'security',
      title: 'Security',
      blocks: [
        'We protect personal information with administrative, technical and physical safeguards suited to the information we hold:',
        {
          list: [
            'All traffic to the Site is encrypted with HTTPS (TLS).',
            'Contact messages and privacy requests are stored in a database that only authorized staff can reach, after signing in, and only when their work requires it.',
            'We collect as little as we can, keep it only for the periods in this policy, and delete it when they end.',
            'We choose service providers that commit to protecting the information they process for us.',
          ],
        },
        'No website or transmission over the internet is completely secure, so we cannot guarantee absolute security. If a security breach affects your personal information, we will notify you and the authorities as required by the New York SHIELD Act and other applicable laws.',
        {
          note: 'Drivers should only ever come from the manufacturer\'s official website, which is where our links send you. {productName} will never call you, ask you to install remote-access software or ask you to pay to "fix" your drivers. If someone claiming to be us does, do not respond, and tell us at {email}.',
          tone: 'warning',
        },
      ],
    },
    {
      id: 'changes',
      title: 'Changes to This Policy',
      blocks: [
        'We may update this policy when our practices, our partners or the law change. The date at the bottom of this page shows when it was last updated.',
        {
          list: [
            'For a material change, such as collecting a new category of personal information, using it for a new purpose or sharing it with a new type of recipient, we will post a prominent notice on the Site at least 30 days before the change takes effect.',
            'We will not use personal information collected under this policy in a materially different way without telling you first and, where the law requires it, asking for your consent.',
            'When our Cookie Policy changes, the consent banner asks for your choice again.',
          ],
        },
        'Earlier versions of this policy are available on request.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact Us',
      blocks: [
        'If you have a question about this policy or about how we handle your personal information, contact our privacy officer:',
        {
          list: ['**E-mail:** [{email}](mailto:{email})', '**Phone:** {phone}', '**Mail:** {companyName}, Attn: Privacy Officer, {address}'],
        },
        'We answer privacy questions within 30 days at the most. To exercise a privacy right, please use [Your Privacy Rights](/consumer-rights); for anything else, our [contact form](/contact) is the quickest way to reach us. If you have a disability and need this policy in another format, contact us and we will provide it.',
      ],
    },
  ],
};

export default privacyPolicy;
