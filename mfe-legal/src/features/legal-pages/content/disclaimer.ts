import { LEGAL_UPDATED } from '@driveratlas/visitor-rules';
import type { LegalDocument } from './types';

const disclaimer: LegalDocument = {
  title: 'Disclaimer',
  description:
    'The limits of the information {productName} gives about Windows drivers: no warranty, third-party downloads, and $0 liability for a free service.',
  updated: LEGAL_UPDATED.disclaimer,
  intro: [
    'Please read this disclaimer before you rely on anything on {productName}. By using the site you accept it, together with our [Terms of Service](/terms-of-service).',
  ],
  sections: [
    {
      id: 'information-only',
      title: 'Information Only',
      blocks: [
        'Everything on the site (driver names, versions, dates, compatibility notes, installation guides and troubleshooting tips) is general information, written with care but without a guarantee that it is complete, current or right for your device. Manufacturers release new drivers often; their own pages are the authority.',
        'Nothing on the site is professional IT, legal or financial advice.',
      ],
    },
    {
      id: 'no-warranty',
      title: 'No Warranty',
      blocks: [
        'The service is provided **“as is” and “as available”**, without warranties of any kind, express or implied, including merchantability, fitness for a particular purpose, accuracy and non-infringement, to the fullest extent the law allows. We do not warrant that the site will be uninterrupted, error-free or free of harmful components.',
      ],
    },
    {
      id: 'third-party-drivers-and-sites',
      title: 'Third-Party Drivers and Sites',
      blocks: [
        'We do not host driver files. Every download happens on the manufacturer’s site, under the manufacturer’s terms and licence. We do not control, test in every configuration, or take responsibility for third-party software, sites, or the ads and affiliate offers shown on the site.',
        'Be wary of any site, pop-up or caller that offers a “driver updater” or asks for payment or remote access to fix drivers: we never do.',
      ],
    },
    {
      id: 'installation-at-your-own-risk',
      title: 'Installation at Your Own Risk',
      blocks: [
        'Installing, updating or removing a driver changes how your computer works and can, rarely, make a device or Windows unstable. Before you install:',
        {
          list: [
            'create a System Restore point and back up your files;',
            'check the exact model, your Windows version and whether Windows is 64-bit or 32-bit;',
            'download only from the manufacturer’s official page and run the installer as administrator.',
          ],
        },
        'You are responsible for the software you install and for backing up your data.',
      ],
    },
    {
      id: 'trademarks',
      title: 'Trademarks and Affiliation',
      blocks: [
        'NVIDIA, AMD, Intel, Realtek, HP, Canon, Epson, Brother, Microsoft, Windows and other names are trademarks of their owners, used only to identify their products. {productName} is independent and is not affiliated with, endorsed by or sponsored by them.',
      ],
    },
    {
      id: 'limitation-of-liability',
      title: 'Limitation of Liability',
      blocks: [
        'The service is free: you pay nothing to use it. To the fullest extent the law allows, **our total liability to you for any claim arising from the service is $0**, and we are not liable for any indirect, incidental, special, consequential or punitive damages, or for loss of data, profits or use, however caused.',
        'Some states do not allow the exclusion or limitation of certain warranties or damages; there, our liability is limited to the smallest amount the law allows. The liability terms of the [Terms of Service](/terms-of-service#disclaimers) also apply.',
      ],
    },
    {
      id: 'report-an-issue',
      title: 'Report an Issue',
      blocks: [
        'If you find wrong information, a broken or unofficial link, or anything that looks unsafe, tell us at [{email}](mailto:{email}) or through the [contact form](/contact). We check every report and correct the site.',
      ],
    },
  ],
};

export default disclaimer;
