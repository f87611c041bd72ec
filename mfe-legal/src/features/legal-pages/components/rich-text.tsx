import type { SiteConfig } from '@driveratlas/platform';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { NewTabLink } from '../../../components/NewTabLink';

/** The site settings a text may name: `{companyName}`, `{email}`… (content/types.ts). */
export function fillPlaceholders(text: string, site: SiteConfig): string {
  const values: Record<string, string> = {
    productName: site.productName,
    companyName: site.companyName,
    address: site.address.join(', '),
    email: site.email,
    phone: site.phone,
    host: site.host,
  };
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    if (!(name in values)) throw new Error(`Unknown placeholder ${placeholder} in a legal text`);
    return values[name];
  });
}

const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)(?: "new tab")?\)/g;

function InlineLink({ href, newTab, children }: { href: string; newTab: boolean; children: ReactNode }) {
  if (/^https?:/.test(href) || newTab) return <NewTabLink to={href}>{children}</NewTabLink>;
  if (href.startsWith('/')) return <Link to={href}>{children}</Link>;
  // mailto: and tel: (a telephone link keeps only its digits and the plus sign)
  return <a href={href.startsWith('tel:') ? `tel:${href.slice(4).replace(/[^\d+]/g, '')}` : href}>{children}</a>;
}

/** One text of the content's Markdown subset (`**bold**`, `[label](href)`, `[label](/path "new tab")`, placeholders) as React nodes. */
export function RichText({ text, site }: { text: string; site: SiteConfig }): ReactNode {
  const filled = fillPlaceholders(text, site);
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of filled.matchAll(INLINE)) {
    if (match.index > last) nodes.push(filled.slice(last, match.index));
    const [whole, bold, label, href] = match;
    nodes.push(
      bold !== undefined ? (
        <strong key={match.index}>{bold}</strong>
      ) : (
        <InlineLink key={match.index} href={href} newTab={whole.endsWith('"new tab")')}>
          {label}
        </InlineLink>
      ),
    );
    last = match.index + whole.length;
  }
  if (last < filled.length) nodes.push(filled.slice(last));
  return nodes;
}
