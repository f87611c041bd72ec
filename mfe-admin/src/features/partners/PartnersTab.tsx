import { Alert } from 'antd';
import { useState } from 'react';
import { ConfirmDialog, type PendingChange } from '../../components/ConfirmDialog';
import { TabHeading } from '../../components/TabHeading';
import { usePartnerKeys, useWebhookEndpoints } from './api';
import { PartnerKeys } from './PartnerKeys';
import { WebhookEndpoints } from './WebhookEndpoints';
import './partners.css';
import { SecretDialog, type ShownSecret } from '../../components/SecretDialog';

/** "1 webhook endpoint was disabled after failing for 24 hours", or nothing when none was. */
export function disabledNotice(disabled: number): string | null {
  if (disabled === 0) return null;
  return disabled === 1
    ? '1 webhook endpoint was disabled after failing for 24 hours'
    : `${disabled} webhook endpoints were disabled after failing for 24 hours`;
}

/**
 * Partners: their API keys with their quotas and requests per day, and their webhook endpoints with their deliveries;
 * a secret shown once after it is made, a change that cannot be taken back confirmed first, and a disabled endpoint told at the top.
 */
export function PartnersTab() {
  const keys = usePartnerKeys();
  const endpoints = useWebhookEndpoints();
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  const notice = disabledNotice(endpoints.data?.filter((e) => !e.enabled).length ?? 0);
  return (
    <section aria-labelledby="admin-partners-title" className="admin-tab">
      <TabHeading id="admin-partners-title" title="Partners" />
      {notice && (
        <Alert
          type="error"
          showIcon
          title={notice}
          description="It is sent nothing until it is re-enabled: see its reason below, and press Re-enable once the partner has fixed it."
        />
      )}
      <PartnerKeys ask={setPending} onSecret={setSecret} />
      <WebhookEndpoints liveKeys={keys.data?.filter((k) => !k.revokedAt) ?? []} ask={setPending} onSecret={setSecret} />
      <ConfirmDialog change={pending} onClose={() => setPending(null)} />
      {/* A rotated secret shows once the confirmation has closed, so that one dialog is open at a time. */}
      <SecretDialog shown={pending ? null : secret} onClose={() => setSecret(null)} />
    </section>
  );
}
