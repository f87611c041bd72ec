import type { DeviceReportLimits } from '../../config';

/**
 * Room for device lists in progress: at most `atOnce` in all and `perAddress` from one address. take() answers the
 * function that frees a list's room, or undefined when there is none for it.
 */
export class ListRoom {
  private inProgress = 0;
  private readonly byAddress = new Map<string, number>();

  constructor(private readonly limits: Pick<DeviceReportLimits, 'atOnce' | 'perAddress'>) {}

  take(address: string): (() => void) | undefined {
    const fromAddress = this.byAddress.get(address) ?? 0;
    if (this.inProgress >= this.limits.atOnce || fromAddress >= this.limits.perAddress) return undefined;
    this.inProgress++;
    this.byAddress.set(address, fromAddress + 1);
    let freed = false;
    return () => {
      if (freed) return;
      freed = true;
      this.inProgress--;
      const left = (this.byAddress.get(address) ?? 1) - 1;
      if (left > 0) this.byAddress.set(address, left);
      else this.byAddress.delete(address);
    };
  }
}
