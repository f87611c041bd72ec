import { CATEGORIES, type CategoryName } from '@driveratlas/driver-domain';

/** The category pages Categories stands for; Printers has an item of its own. */
const CATEGORY_PAGES: readonly string[] = CATEGORIES.map((c) => c.route).filter((route) => route !== '/printers');

/** The categories the footer links to, each at its own page. */
const FOOTER_CATEGORIES: readonly CategoryName[] = ['Graphics Cards', 'Network Adapters', 'Audio Devices', 'Printers'];

/** The header's navigation (spec 000, section 2): Home is active on "/" only, the others on their path prefix. */
export const NAVIGATION = [
  { label: 'Home', to: '/', activeWhen: (path: string) => path === '/' },
  // Spec 000 sends Categories to Graphics Cards; here it lists all seven.
  {
    label: 'Categories',
    to: '/categories',
    activeWhen: (path: string) => path === '/categories' || path.startsWith('/category/') || CATEGORY_PAGES.includes(path),
  },
  { label: 'Printers', to: '/printers', activeWhen: (path: string) => path.startsWith('/printers') },
  { label: 'Guides', to: '/driver-guides', activeWhen: (path: string) => path.startsWith('/driver-guides') },
  { label: 'Search', to: '/search', activeWhen: (path: string) => path.startsWith('/search') },
  { label: 'Support', to: '/support', activeWhen: (path: string) => path.startsWith('/support') },
  { label: 'Contact', to: '/contact', activeWhen: (path: string) => path.startsWith('/contact') },
] as const;

export const FOOTER_COLUMNS = [
  {
    title: 'Categories',
    links: CATEGORIES.filter((c) => FOOTER_CATEGORIES.includes(c.name)).map((c) => ({ label: c.name, to: c.route })),
  },
  {
    title: 'Support',
    links: [
      { label: 'Help Center', to: '/support' },
      { label: 'Installation Guide', to: '/support' },
      { label: 'Troubleshooting', to: '/support' },
      { label: 'Contact Us', to: '/contact' },
    ],
  },
  {
    title: 'Legal & Compliance',
    links: [
      { label: 'Legal Notice', to: '/legal-notice' },
      { label: 'Privacy Policy', to: '/privacy-policy' },
      { label: 'Terms of Service', to: '/terms-of-service' },
      { label: 'Advertising Disclosure', to: '/advertising-disclosure' },
      { label: 'Disclaimer', to: '/disclaimer' },
    ],
  },
] as const;

export const FOOTER_BOTTOM_LINKS = [
  { label: 'Ad Disclosure', to: '/advertising-disclosure' },
  { label: 'Disclaimer', to: '/disclaimer' },
  { label: 'Contact', to: '/contact' },
] as const;
