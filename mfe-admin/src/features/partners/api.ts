import useSWR from 'swr';
import { useReload } from '../../api/refresh';
import { useSession } from '../session';

import type { WebhookEventType } from '@driveratlas/catalog';

/** A key's requests on one day (UTC, "2026-11-26"). */
export interface UsageDay {
  day: string;
  requests: number;
}

/** A partner's API key (GET /api/admin/partner-keys), without its secret. */
export interface PartnerKey {
  id: number;
  name: string;
  quotaPerMinute: number;
  createdAt: string;
  rotatedAt: string | null;
  revokedAt: string | null;
  lastUsedAt: string | null;
  /** The last 30 days, oldest first; days without requests are left out. */
  usage: UsageDay[];
}

export interface PartnerKeyInput {
  name: string;
  quotaPerMinute: number;
}

/** A secret the service shows in one answer alone: a key's, or an endpoint's signing secret. */
export interface ShownSecret {
  /** What it belongs to, as the dialog names it: "the key Acme Printing". */
  of: string;
  secret: string;
}

/** A partner's webhook endpoint (GET /api/admin/webhook-endpoints), without its signing secret. */
export interface WebhookEndpoint {
  id: number;
  partnerKey: { id: number; name: string };
  url: string;
  events: WebhookEventType[];
  description: string | null;
  enabled: boolean;
  createdAt: string;
  secretRotatedAt: string | null;
  failingSince: string | null;
  disabledAt: string | null;
  disabledReason: string | null;
}

export interface WebhookEndpointInput {
  url: string;
  events: WebhookEventType[];
  description?: string;
}

export interface DeliveryAttempt {
  at: string;
  status: number | null;
  error: string | null;
  durationMs: number;
  /** The first bytes of the receiver's answer. */
  answer: string | null;
}

/** An event sent to an endpoint, with every attempt. */
export interface WebhookDelivery {
  id: number;
  eventId: string;
  type: WebhookEventType;
  occurredAt: string;
  status: 'pending' | 'delivered' | 'failed';
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  attempts: DeliveryAttempt[];
}

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
    create: (input: PartnerKeyInput) => request<PartnerKey & { secret: string }>('POST', KEYS, input).finally(after),
    update: (id: number, input: PartnerKeyInput) => request<PartnerKey>('PATCH', `${KEYS}/${id}`, input).finally(after),
    rotate: (id: number) => request<PartnerKey & { secret: string }>('POST', `${KEYS}/${id}/rotation`).finally(after),
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
      request<WebhookEndpoint & { secret: string }>('POST', ENDPOINTS, { partnerKeyId, ...input }).finally(after),
    update: (id: number, input: WebhookEndpointInput) => request<WebhookEndpoint>('PATCH', at(id), input).finally(after),
    remove: (id: number) => request('DELETE', at(id)).finally(after),
    rotateSecret: (id: number) => request<WebhookEndpoint & { secret: string }>('POST', at(id, '/rotate-secret')).finally(after),
    enable: (id: number) => request<WebhookEndpoint>('POST', at(id, '/enable')).finally(after),
  };
}
