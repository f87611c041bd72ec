import useSWR from 'swr';
import { useReload } from '../../api/refresh';
import { useSession } from '../session';

import type {
  PartnerKey,
  PartnerKeyInput,
  PartnerKeyWithSecret,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointChange,
  WebhookEndpointInput,
  WebhookEndpointWithSecret,
} from '../../api/types';

export type { DeliveryAttempt, PartnerKey, PartnerKeyInput, UsageDay, WebhookDelivery, WebhookEndpoint, WebhookEndpointInput } from '../../api/types';

const KEYS = '/api/admin/partner-keys';
const ENDPOINTS = '/api/admin/webhook-endpoints';
const AUDIT = '/api/admin/audit-log';

export const usePartnerKeys = () => useSWR<PartnerKey[]>(KEYS, { revalidateOnMount: true });
export const useWebhookEndpoints = () => useSWR<WebhookEndpoint[]>(ENDPOINTS, { revalidateOnMount: true });
/** An endpoint's latest 100 deliveries, newest first; nothing is read while `id` is null. */
export const useDeliveries = (id: number | null) =>
  useSWR<WebhookDelivery[]>(id === null ? null : `${ENDPOINTS}/${id}/deliveries`, { revalidateOnMount: true });

/** The keys' writes; each is recorded in the audit log, and the endpoints list names the keys. */
export function usePartnerKeyWrites() {
  const { request } = useSession();
  const reload = useReload();
  const after = () => reload({ shown: [KEYS, ENDPOINTS], dropped: [AUDIT] });
  return {
    create: (input: PartnerKeyInput) => request<PartnerKeyWithSecret>('POST', KEYS, input).finally(after),
    update: (id: number, input: PartnerKeyInput) => request<PartnerKey>('PATCH', `${KEYS}/${id}`, input).finally(after),
    rotate: (id: number) => request<PartnerKeyWithSecret>('POST', `${KEYS}/${id}/rotation`).finally(after),
    revoke: (id: number) => request('DELETE', `${KEYS}/${id}`).finally(after),
  };
}

export function useWebhookEndpointWrites() {
  const { request } = useSession();
  const reload = useReload();
  const after = () => reload({ shown: [ENDPOINTS], dropped: [AUDIT] });
  const at = (id: number, path = '') => `${ENDPOINTS}/${id}${path}`;
  return {
    create: (partnerKeyId: number, input: WebhookEndpointInput) =>
      request<WebhookEndpointWithSecret>('POST', ENDPOINTS, { partnerKeyId, ...input }).finally(after),
    update: (id: number, input: WebhookEndpointChange) => request<WebhookEndpoint>('PATCH', at(id), input).finally(after),
    remove: (id: number) => request('DELETE', at(id)).finally(after),
    rotateSecret: (id: number) => request<WebhookEndpointWithSecret>('POST', at(id, '/rotate-secret')).finally(after),
    enable: (id: number) => request<WebhookEndpoint>('POST', at(id, '/enable')).finally(after),
  };
}
