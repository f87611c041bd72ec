import type { components } from '@driveratlas/api-client';
import useSWR from 'swr';
import { lookupPath } from '../hardware-id-query';

export type HardwareIdAnswer = components['schemas']['HardwareIdAnswerDto'];

/** GET /api/hardware-ids?q= for the pasted text; nothing is asked while it is blank. A refusal (400) is not retried. */
export function useHardwareIdLookup(input: string) {
  return useSWR<HardwareIdAnswer>(lookupPath(input), { shouldRetryOnError: false, revalidateOnFocus: false });
}
