import { LEGAL_UPDATED } from '@driveratlas/visitor-rules';
import type { LegalDocument } from './types';

/** The terms of service (spec 001, sections 2.3 and 9), with the #dispute-resolution anchor that other pages link to. */
const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  description:
    'The terms for using our free driver information site: what it offers, acceptable use, ads, copyright, liability limits and how disputes are resolved.',
  updated: LEGAL_UPDATED.termsOfService,
  intro: [
    'These Terms of Service (the "Terms") are a legal agreement between you and {companyName} ("we", "us" or "our"), a limited company based in New York, and govern your use of {productName} at {host} and every page, feature and service we offer there (together, the "Site"). Please read them carefully.',
    {
      note: 'These Terms contain a binding arbitration agreement and a class action waiver in [Dispute Resolution](/terms-of-service#dispute-resolution). Unless you opt out within 30 days of first using the Site, disputes between you and us will be resolved by individual arbitration, not in court before a jury or as part of a class action.',
      tone: 'warning',
    },
  ],
  sections: [
    {
      id: 'acceptance',
      title: 'Acceptance of These Terms',
      blocks: [
        'By accessing or using the Site, you agree to these Terms and confirm that you can form a binding contract with us. If you do not agree, please do not use the Site.',
        'If you use the Site on behalf of a business or other organization, you agree to these Terms on its behalf and confirm that you have the authority to do so; "you" then includes that organization.',
        'Our [Privacy Policy](/privacy-policy), [Cookie Policy](/cookie-policy), [Advertising Disclosure](/advertising-disclosure) and [Disclaimer](/disclaimer) also apply to your use of the Site and form part of these Terms. If one of them conflicts with these Terms, these Terms prevail, except that our Privacy Policy always governs how we handle personal information.',
      ],
    },
    {
      id: 'service-scope',
      title: 'What the Site Provides',
      blocks: [
        '{productName} is a free, educational information service for Windows PC and laptop users. It helps you identify the drivers your hardware needs and tells you where to get them from the official source.',
        {
          list: [
            '**Information only.** We publish driver information such as names, versions, release dates, supported Windows versions, architectures and file sizes, together with installation guides, troubleshooting tips and search tools.',
            "**No driver files hosted.** We do not host, store, modify, repackage or distribute driver files. When you press Download Driver or Get Driver, we record a download event and send you to the driver's page on the manufacturer's official website. You download the driver from the manufacturer, under the manufacturer's own terms and license.",
            "**Links to official sources.** We link to manufacturers' official websites and support pages. We are not affiliated with, endorsed by or sponsored by any hardware manufacturer, and their names and trademarks are used only to identify their products.",
            '**Auto-Detect.** The Auto-Detect feature reads basic information your browser reports, such as your operating system and browser, and shows it only to you. It does not scan your computer or install anything, and its suggestions are a starting point, not a diagnosis.',
          ],
        },
        "We work to keep the information accurate, but manufacturers release, replace and withdraw drivers without notice to us. Always confirm on the manufacturer's website that a driver matches your exact model and version of Windows before installing it, and create a system restore point or backup first.",
        'The Site is free. We may change, add or remove features, or suspend or stop the Site in whole or in part, at any time. Where a change materially affects you, we will give notice as described in [Changes to These Terms](/terms-of-service#modifications).',
      ],
    },
    {
      id: 'accounts',
      title: 'Accounts',
      blocks: [
        'The Site does not currently offer user accounts. You do not need to register, sign in or give us any personal information to use it.',
        'If we introduce accounts in the future, the following will apply in addition to any terms we publish at that time:',
        {
          list: [
            'You must be at least 18 years old, or have the consent of a parent or legal guardian who agrees to these Terms for you, to create an account.',
            'You must give accurate information, keep your password confidential and tell us promptly of any unauthorized use of your account. You are responsible for activity under your account.',
            'You may close your account at any time.',
            "We may suspend or terminate an account that breaches these Terms. Except where immediate action is needed to protect the Site, other users or the public, to stop a serious or repeated breach, or because the law requires it, we will give you at least 30 days' notice of termination and the chance to retrieve any information you stored.",
          ],
        },
      ],
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable Use',
      blocks: [
        'You may use the Site for lawful, personal and non-commercial purposes. You agree not to:',
        {
          list: [
            "break any law or regulation, or infringe anyone's intellectual property, privacy or other rights;",
            "try to gain unauthorized access to the Site, its administration area, its servers or databases, or to other people's information, or probe, scan or test the Site's vulnerabilities without our written permission;",
            'upload, send or link to viruses, malware or any code designed to harm devices or data;',
            "interfere with the Site's operation, for example by overloading it, or use bots, scrapers or other automated means to access it beyond what a normal browser does, except search engines that follow our robots.txt file;",
            "copy or extract the Site's driver catalogue or content in bulk, or use it to build a competing database or service;",
            'click on ads or affiliate links, or cause others to, in order to generate revenue artificially, or otherwise commit advertising fraud;',
            "send false, misleading or abusive contact messages or privacy requests, or make a request in someone else's name without their authorization;",
            'impersonate {companyName} or its staff, or suggest that we endorse you, for example by offering "driver repair" or technical support in our name;',
            'frame or mirror the Site, or remove or hide any copyright, trademark or advertising labels.',
          ],
        },
        'We may block access to the Site, in whole or in part, from any device or network that we reasonably believe is breaching this section, and we may report unlawful activity to the authorities.',
      ],
    },
    {
      id: 'privacy',
      title: 'Privacy',
      blocks: [
        'Your privacy matters to us. Our [Privacy Policy](/privacy-policy) explains what information we collect, including the download events and server logs the Site records, how we use and share it, how long we keep it, and how we honor Global Privacy Control signals.',
        'You can exercise your rights to know, delete, correct and port your personal information, and to opt out of its sale or sharing, targeted advertising and profiling, on [Your Privacy Rights](/consumer-rights). Our [Cookie Policy](/cookie-policy) explains the necessary, functional, analytics and advertising cookies and how to change your choice at any time.',
      ],
    },
    {
      id: 'advertising',
      title: 'Advertising and Affiliate Links',
      blocks: [
        'The Site is free because it is funded by advertising and affiliate commissions.',
        {
          list: [
            '**Advertising.** Ads are shown by third-party advertising networks and are labeled "Advertisement". With your consent, ads may be personalized; without it, or while your browser sends Global Privacy Control, we do not load third-party advertising scripts.',
            '**Affiliate links.** Some links to retailers are affiliate links: if you buy something after following one, we may earn a commission. This costs you nothing extra.',
            '**Editorial independence.** Advertisers and affiliate partners do not decide which drivers we list or what we say about them, and driver links always point to the official manufacturer source.',
            '**No endorsement.** Ads and affiliate offers are the responsibility of the advertiser or retailer. We do not endorse or guarantee their products, and your dealings with them are between you and them, under their terms.',
          ],
        },
        "Our [Advertising Disclosure](/advertising-disclosure) explains how we earn money and how we comply with the Federal Trade Commission's rules on endorsements and advertising.",
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual Property and DMCA',
      blocks: [
        {
          heading: 'Our content',
          blocks: [
            'The Site and its content, including its text, guides, design, graphics, compilation of driver information and software, are owned by {companyName} or its licensors and are protected by US and international copyright, trademark and other laws. {productName} and its logo are our trademarks.',
            'We grant you a limited, personal, non-exclusive, non-transferable and revocable license to view and use the Site for your own non-commercial purposes, including printing or saving individual pages for your own reference. All other rights are reserved.',
            "Manufacturer names, product names and logos are trademarks of their respective owners. Their use on the Site is only to identify products and does not imply affiliation or endorsement. Drivers and other software on manufacturers' sites are licensed to you by the manufacturer, not by us.",
            'If you send us ideas or suggestions, you allow us to use them freely without any obligation to you.',
          ],
        },
        {
          heading: 'Copyright complaints (DMCA notice)',
          blocks: [
            'We respect the rights of copyright owners and respond to notices of alleged infringement under the Digital Millennium Copyright Act, 17 U.S.C. § 512. If you believe material on the Site infringes your copyright, send our designated agent a written notice that includes:',
            {
              list: [
                'your physical or electronic signature, as the copyright owner or a person authorized to act for the owner;',
                'identification of the copyrighted work you claim is infringed;',
                'identification of the material you claim is infringing and information reasonably sufficient for us to locate it, such as its URL;',
                'your name, postal address, telephone number and e-mail address;',
                'a statement that you have a good-faith belief that the use is not authorized by the copyright owner, its agent or the law;',
                'a statement that the information in the notice is accurate and, under penalty of perjury, that you are the owner or authorized to act for the owner.',
              ],
              ordered: true,
            },
          ],
        },
        {
          heading: 'Counter-notice',
          blocks: [
            'If material you provided was removed and you believe this was a mistake or misidentification, you may send our designated agent a counter-notice that includes: your physical or electronic signature; identification of the material removed and where it appeared; a statement under penalty of perjury that you have a good-faith belief it was removed as a result of mistake or misidentification; and your name, address and telephone number, with a statement that you consent to the jurisdiction of the federal district court for your address (or, if you are outside the United States, any district in which we may be found) and that you will accept service of process from the person who sent the original notice.',
            'We will forward the counter-notice to the person who sent the original notice. Unless that person tells us within 10 business days that they have filed a court action, we will restore the material within 10 to 14 business days after receiving the counter-notice.',
          ],
        },
        {
          heading: 'Designated agent',
          blocks: [
            'Send notices and counter-notices to our designated copyright agent: Copyright Agent, {companyName}, {address}; e-mail [{email}](mailto:{email}) with the subject "DMCA Notice"; phone {phone}.',
            'Under 17 U.S.C. § 512(f), anyone who knowingly misrepresents that material is infringing, or that it was removed by mistake, may be liable for damages. In appropriate circumstances we will block repeat infringers from the Site.',
          ],
        },
      ],
    },
    {
      id: 'disclaimers',
      title: 'Disclaimers and Limitation of Liability',
      blocks: [
        {
          heading: 'The Site is provided "as is"',
          blocks: [
            'To the fullest extent permitted by law, the Site and all information on it are provided "AS IS" and "AS AVAILABLE", without warranties of any kind, express or implied, including implied warranties of merchantability, fitness for a particular purpose, title, accuracy and non-infringement. We do not warrant that the Site will be uninterrupted, error-free or free of harmful components, or that any information on it is complete, current or suitable for your hardware.',
          ],
        },
        {
          heading: 'Third-party drivers and websites',
          blocks: [
            "Drivers are made and distributed by their manufacturers, not by us. We do not write, test, host or guarantee any driver, and we are not responsible for its content, compatibility, security or effects on your system. Installing or updating a driver carries risks, including system instability, loss of data and loss of device function. You install drivers at your own risk and under the manufacturer's license terms; please back up your data and create a restore point first.",
            'Links to manufacturers, advertisers, retailers and other websites are provided for convenience. We do not control those websites and are not responsible for their content, products, availability or privacy practices. Our [Disclaimer](/disclaimer) gives more detail.',
          ],
        },
        {
          heading: 'Limitation of liability',
          blocks: [
            'To the fullest extent permitted by law, {companyName} and its officers, employees, agents and licensors will not be liable for any indirect, incidental, special, consequential, exemplary or punitive damages, or for any loss of data, profits, revenue, goodwill or use, or for damage to your computer or devices, arising out of or related to the Site, any driver or any third-party website, whatever the legal theory and even if we were told such damages were possible.',
            'Our total liability for all claims arising out of or related to the Site or these Terms is limited to the greater of (a) $100 or (b) the amounts you paid us for the Site in the 12 months before the event giving rise to the claim.',
            {
              note: 'Because the Site is free, you pay us nothing ($0, as our [Disclaimer](/disclaimer) states), so our total liability to you is $100 at most.',
              tone: 'info',
            },
            'Some states do not allow the exclusion of certain warranties or the limitation of certain damages, so some of the limits above may not apply to you. Nothing in these Terms limits liability that cannot be limited by law, such as liability for fraud, gross negligence or willful misconduct, or your rights as a consumer that cannot be waived.',
          ],
        },
        {
          heading: 'Indemnification',
          blocks: [
            'To the extent permitted by law, you agree to indemnify and hold harmless {companyName} against third-party claims, and the related reasonable costs, arising from your breach of these Terms or your misuse of the Site.',
          ],
        },
      ],
    },
    {
      id: 'dispute-resolution',
      title: 'Dispute Resolution',
      blocks: [
        {
          note: 'Please read this section carefully. It requires you and us to resolve most disputes by binding individual arbitration, and it waives the right to a jury trial and to take part in a class action. You can opt out within 30 days.',
          tone: 'warning',
        },
        {
          heading: 'Informal dispute resolution first',
          blocks: [
            'Most concerns can be resolved quickly. Before starting an arbitration or court case, you and we each agree to try to resolve any dispute informally for 60 days. To start, send a written notice to [{email}](mailto:{email}) or to {companyName}, {address}, with your name, contact details, a description of the dispute and the relief you want. We will send our notices to the contact details you have given us. If the dispute is not resolved within 60 days after the notice is received, either party may start arbitration. Any time limit for bringing a claim is paused during those 60 days.',
          ],
        },
        {
          heading: 'Binding individual arbitration',
          blocks: [
            'Except as set out below, any dispute, claim or controversy between you and {companyName} arising out of or relating to the Site or these Terms, including their formation, validity or scope, will be resolved by binding arbitration on an individual basis. This arbitration agreement is governed by the Federal Arbitration Act.',
            {
              list: [
                'The arbitration will be administered by the American Arbitration Association (AAA) under its Consumer Arbitration Rules, available at [adr.org](https://www.adr.org), before a single arbitrator.',
                'Your share of the filing, administration and arbitrator fees is limited to what the AAA Consumer Arbitration Rules provide, and we pay the rest. If you show that even your share would make arbitration prohibitively expensive for you, we will pay it.',
                'Hearings may be held by telephone or video conference, and smaller claims may be decided on written submissions as the AAA rules provide. Any in-person hearing will take place in the county where you live, unless you and we agree otherwise.',
                "The arbitrator may award the same individual relief a court could, but only to the individual party seeking it and only to the extent needed for that party's individual claim. The arbitrator's decision is final and may be entered in any court with jurisdiction.",
              ],
            },
          ],
        },
        {
          heading: 'Exceptions',
          blocks: [
            {
              list: [
                '**Small claims:** either party may bring an individual claim in small claims court, as long as it stays there and is not part of a class.',
                '**Intellectual property:** either party may ask a court for an injunction to stop the infringement or misuse of its intellectual property rights.',
                '**Public injunctive relief** that the law does not allow to be waived may be sought in court, after the individual arbitration is decided.',
              ],
            },
          ],
        },
        {
          heading: 'Class action and jury trial waiver',
          blocks: [
            'You and we may bring claims against each other only in an individual capacity, and not as a plaintiff or class member in any purported class, collective, consolidated or representative proceeding. The arbitrator may not consolidate claims of more than one person. You and we both waive the right to a jury trial. If this class action waiver is found unenforceable for a particular claim, that claim will be decided in court, not in arbitration, and the rest of this section will continue to apply.',
          ],
        },
        {
          heading: 'Your right to opt out',
          blocks: [
            'You may opt out of this arbitration agreement by writing to [{email}](mailto:{email}) within 30 days of the date you first used the Site. Include your name, the e-mail address or postal address you want us to use, and a clear statement that you want to opt out of arbitration. Opting out does not affect any other part of these Terms, and disputes with us will then be resolved in court as set out below.',
          ],
        },
        {
          heading: 'Governing law and courts',
          blocks: [
            'These Terms are governed by the laws of the State of New York, without regard to its conflict-of-law rules, and, for the arbitration agreement, by the Federal Arbitration Act. Any dispute that is not subject to arbitration, or if you opt out, will be brought only in the state or federal courts located in New York County, New York, and you and we consent to their jurisdiction. This does not take away any protection the consumer laws of your state of residence give you.',
          ],
        },
      ],
    },
    {
      id: 'modifications',
      title: 'Changes to These Terms',
      blocks: [
        'We may update these Terms when the Site, our business or the law changes. The date at the bottom of this page shows when they were last updated.',
        {
          list: [
            'For a material change, we will post a prominent notice on the Site at least 30 days before the change takes effect. Changes that are not material, such as clarifications or corrections, take effect when posted.',
            'If you keep using the Site after a change takes effect, you accept the updated Terms. If you do not agree, please stop using the Site.',
            'A change will not apply to a dispute of which either party has already sent notice under [Dispute Resolution](/terms-of-service#dispute-resolution). If we make a material change to the arbitration agreement, you may reject it by writing to [{email}](mailto:{email}) within 30 days of the change; the earlier version then continues to apply to you.',
          ],
        },
      ],
    },
    {
      id: 'contact',
      title: 'Contact Us',
      blocks: [
        'Questions about these Terms, legal notices and copyright notices can be sent to:',
        {
          list: ['**Company:** {companyName}', '**Address:** {address}', '**E-mail:** [{email}](mailto:{email})', '**Phone:** {phone}', '**Website:** {host}'],
        },
        'We usually answer general questions within 2-3 business days and legal inquiries within 5-7 business days. You can also reach us through our [contact form](/contact). Privacy requests should go through [Your Privacy Rights](/consumer-rights) so we can handle them within the legal deadlines.',
      ],
    },
    {
      id: 'miscellaneous',
      title: 'Miscellaneous',
      blocks: [
        {
          list: [
            '**Severability.** If any provision of these Terms is found unenforceable, it will be limited to the minimum extent necessary, and the remaining provisions stay in full force, except as stated for the class action waiver in [Dispute Resolution](/terms-of-service#dispute-resolution).',
            '**Entire agreement.** These Terms, together with the policies they refer to, are the entire agreement between you and us about the Site and replace any earlier agreements on that subject.',
            '**Assignment.** You may not assign or transfer your rights or obligations under these Terms without our written consent. We may assign them, for example in a merger, acquisition or sale of assets, if your rights are not reduced as a result.',
            '**No waiver.** If we do not enforce a provision, or delay doing so, we have not waived our right to enforce it later. A waiver is effective only if made in writing.',
            '**Force majeure.** We are not responsible for any delay or failure to perform caused by events beyond our reasonable control, such as natural disasters, epidemics, war, terrorism, civil unrest, strikes, failures of utilities, internet or hosting providers, cyberattacks or acts of government.',
            '**Electronic notices.** You agree that we may give you notices electronically, by posting them on the Site or by e-mail if you have written to us, and that these satisfy any requirement for written notice.',
            '**Survival.** The sections on intellectual property, disclaimers and limitation of liability, dispute resolution and these miscellaneous terms survive after you stop using the Site.',
            '**No third-party beneficiaries.** These Terms do not give rights to anyone other than you and us.',
            '**Headings.** Headings are for convenience only and do not affect the meaning of these Terms.',
          ],
        },
      ],
    },
  ],
};

export default termsOfService;
