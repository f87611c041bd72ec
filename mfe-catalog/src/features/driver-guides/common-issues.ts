export interface CommonIssue {
  problem: string;
  solution: string;
}

/** Problems that come up with any kind of driver, and what fixes them on Windows 11 and 10. */
export const COMMON_ISSUES: CommonIssue[] = [
  {
    problem: 'The installer says no compatible device was found',
    solution:
      'The download does not match your hardware or Windows. Check the exact model, your Windows version and whether Windows is 64-bit or 32-bit (Settings > System > About, System type), then download the matching driver.',
  },
  {
    problem: 'A yellow warning sign in Device Manager',
    solution:
      "Open the device's Properties: the Device status box shows a code. Code 28 means no driver is installed, Code 10 that the device cannot start and Code 43 that Windows stopped it after it reported a problem (which can also be a hardware fault). Installing the manufacturer's driver fixes most of them.",
  },
  {
    problem: 'The device stopped working after a driver update',
    solution:
      "In Device Manager, open the device's Properties > Driver tab and choose Roll Back Driver to return to the previous version. The button is greyed out when Windows kept no previous driver; then reinstall the older version from the manufacturer.",
  },
  {
    problem: 'The screen stays black after a graphics driver update',
    solution:
      'Wait a few minutes first. If it stays black after a restart, start Windows in Safe Mode: hold Shift while choosing Restart, then Troubleshoot > Advanced options > Startup Settings > Restart, and press 4. Roll back or uninstall the driver there.',
  },
  {
    problem: 'Reinstalling the driver does not help',
    solution:
      "In Device Manager, right-click the device > Uninstall device and tick Attempt to remove the driver for this device (on Windows 10: Delete the driver software for this device). Restart, then install the manufacturer's driver again.",
  },
  {
    problem: 'Windows Update keeps replacing your driver',
    solution:
      "Windows Update may offer a different version than the manufacturer. Install the manufacturer's version again; on Windows 11 or 10 Pro, the group policy Do not include drivers with Windows Updates (Local Group Policy Editor, Windows Components > Windows Update) stops it, but then you must keep drivers up to date yourself.",
  },
];

/** How to install drivers without putting the PC at risk. */
export const SAFETY_TIPS: string[] = [
  'Download drivers only from the official website of the device or PC maker, or through Windows Update.',
  'Be wary of pop-ups, ads and "driver updater" tools that promise to fix every driver at once: they often bundle unwanted software.',
  'Create a restore point before a major driver change: search Start for Create a restore point, then choose Create on the System Protection tab.',
  "Check the installer's digital signature: right-click the file > Properties > Digital Signatures should name the manufacturer.",
  'Keep Microsoft Defender or your antivirus switched on so it scans what you download.',
  'Keep a laptop plugged in and never switch off the PC while a driver is installing.',
  "Prefer the manufacturer's stable release; install beta drivers only when you need a specific fix.",
];
