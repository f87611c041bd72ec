import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useSiteConfig } from '@driveratlas/platform';
import { Link } from 'react-router-dom';
import { FOOTER_BOTTOM_LINKS, FOOTER_COLUMNS } from '../app/navigation';
import { RemoteRegion } from '../remotes/RemoteRegion';

/** Until the consent remote's own link is there (or if it cannot load), the cookie policy holds the same choices. */
const PRIVACY_CHOICES_LINK = <Link to="/cookie-policy#manage-preferences">Your Privacy Choices</Link>;

export function Footer() {
  const site = useSiteConfig();
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        <section className="site-footer__brand" aria-labelledby="footer-brand">
          <h2 id="footer-brand">{site.productName}</h2>
          <p>
            Free, independent information about Windows drivers for PCs and laptops. We do not host driver files: every download link goes to the official
            manufacturer source.
          </p>
          <p className="verified">
            <SafetyCertificateOutlined aria-hidden="true" /> Official Manufacturer Sources Only
          </p>
        </section>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} className="site-footer__column" aria-label={column.title}>
            <h2>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="site-footer__bottom">
        <address className="site-footer__company">
          {site.companyName}, {site.address.join(', ')} · Phone <a href={`tel:${site.phone.replace(/[^+\d]/g, '')}`}>{site.phone}</a> ·{' '}
          <a href={`mailto:${site.email}`}>{site.email}</a>
        </address>
        <p className="site-footer__copyright">
          © {site.copyrightYear} {site.companyName}. All rights reserved.
        </p>
        <nav aria-label="Footer" className="site-footer__bottom-links">
          {FOOTER_BOTTOM_LINKS.map((link) => (
            <Link key={link.label} to={link.to}>
              {link.label}
            </Link>
          ))}
          <RemoteRegion remote="legal" module="PrivacyChoicesLink" placeholder={PRIVACY_CHOICES_LINK} fallback={PRIVACY_CHOICES_LINK} />
        </nav>
      </div>
    </footer>
  );
}
