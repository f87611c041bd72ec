import { FINAL_PRIVACY_REQUEST_STATUSES, PRIVACY_REQUEST_STATUS_LABELS, PRIVACY_REQUEST_TYPE_LABELS } from '@driveratlas/visitor-rules';

export const statusLabel = (status: string) => PRIVACY_REQUEST_STATUS_LABELS[status as keyof typeof PRIVACY_REQUEST_STATUS_LABELS] ?? status;
export const typeLabel = (type: string) => PRIVACY_REQUEST_TYPE_LABELS[type as keyof typeof PRIVACY_REQUEST_TYPE_LABELS] ?? type;
export const isFinal = (status: string) => FINAL_PRIVACY_REQUEST_STATUSES.includes(status);

import type { BadgeTone } from '../../components/Badge';

export const STATUS_TONES: Record<string, BadgeTone> = { received: 'blue', verifying: 'gold', 'in-progress': 'purple', completed: 'green', denied: 'grey' };
