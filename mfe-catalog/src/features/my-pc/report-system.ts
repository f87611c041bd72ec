import { detectSystem, type DetectedSystem } from '../system-detection';
import type { DeviceReportSystem } from './api/device-report';

const WINDOWS: Record<string, DeviceReportSystem['windows']> = { 'Windows 10': '10', 'Windows 11': '11' };
const ARCHITECTURES: Record<string, DeviceReportSystem['architecture']> = { '64-bit': 'x64', ARM: 'arm64', '32-bit': 'x86' };

/**
 * The Windows and processor a report is asked for, from what the system detection read: only a Windows the browser's
 * client hints name (its agent says "Windows NT 10.0" on 10 and 11 alike, and x64 on an Arm PC), else nothing.
 */
export function reportSystemOf(system: Pick<DetectedSystem, 'os' | 'architecture'>): DeviceReportSystem {
  const windows = WINDOWS[system.os];
  if (!windows) return {};
  const architecture = ARCHITECTURES[system.architecture];
  return architecture ? { windows, architecture } : { windows };
}

/** The Windows and processor of the PC this browser runs on, as far as it tells them (nothing where it does not). */
export async function thisPcSystem(): Promise<DeviceReportSystem> {
  try {
    return reportSystemOf(await detectSystem({ navigator, screen, timezone: Intl.DateTimeFormat().resolvedOptions().timeZone }));
  } catch {
    return {};
  }
}
