import { useNotify, useSiteConfig } from '@driveratlas/platform';
import { Button } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../components/format';
import { TabHeading } from '../../components/TabHeading';
import { useSession } from '../session';

/** Settings (spec 000, section 2): configuration tools come later; meanwhile the settings in force, and the sessions. */
export function SettingsTab() {
  const site = useSiteConfig();
  const { expiresAt, signOutEverywhere } = useSession();
  const [pending, setPending] = useState(false);
  const notify = useNotify();

  const endEverySession = async () => {
    if (!window.confirm('Sign out of the admin dashboard on every device, this one included?')) return;
    setPending(true);
    try {
      await signOutEverywhere();
    } catch {
      notify({ title: 'Failed to sign out everywhere', description: 'Please try again.', variant: 'destructive' });
      setPending(false);
    }
  };

  return (
    <section aria-labelledby="admin-settings-title" className="admin-tab">
      <TabHeading id="admin-settings-title" title="Settings" />
      <p>System configuration tools will be available in a future update.</p>
      <div className="admin-overview__panels">
        <section aria-labelledby="admin-site-settings" className="admin-panel">
          <h3 id="admin-site-settings">Site settings in force</h3>
          <p className="admin-table__secondary">
            Read from <code>config/site.json</code> (or the file <code>SITE_CONFIG</code> names) when the site starts.
          </p>
          <dl className="admin-facts">
            <dt>Product name</dt>
            <dd>{site.productName}</dd>
            <dt>Company</dt>
            <dd>{site.companyName}</dd>
            <dt>Address</dt>
            <dd>{site.address.join(', ')}</dd>
            <dt>Email</dt>
            <dd>{site.email}</dd>
            <dt>Phone</dt>
            <dd>{site.phone}</dd>
            <dt>Host</dt>
            <dd>{site.host}</dd>
            <dt>Copyright year</dt>
            <dd>{site.copyrightYear}</dd>
            <dt>Advertising</dt>
            <dd>
              {site.advertising
                ? `${new URL(site.advertising.scriptUrl).host}, publisher ${site.advertising.client}`
                : 'None: the ad slots show the site’s own promotions'}
            </dd>
          </dl>
        </section>
        <section aria-labelledby="admin-sessions" className="admin-panel">
          <h3 id="admin-sessions">Sessions</h3>
          <p>{expiresAt ? `This session ends on ${formatDateTime(expiresAt)}.` : 'You are signed in.'}</p>
          <p>Signing out everywhere ends every admin session, on every device, this one included: use it when a device was lost or the password was shared.</p>
          <Button danger onClick={() => void endEverySession()} loading={pending}>
            Sign Out Everywhere
          </Button>
        </section>
      </div>
    </section>
  );
}
