import { VisuallyHidden } from '@driveratlas/platform';
import { PNPUTIL_DEVICE_LIST_COMMAND, POWERSHELL_DEVICE_LIST_COMMAND } from '@driveratlas/driver-domain';
import CopyButton from './CopyButton';
import './my-pc.css';

/** Copies every device with its driver as JSON: what the check reads best. */
export const POWERSHELL_COMMAND = `${POWERSHELL_DEVICE_LIST_COMMAND} | Set-Clipboard`;
/** The same list saved as a file on the desktop, to choose or drop. */
export const POWERSHELL_FILE_COMMAND = `${POWERSHELL_DEVICE_LIST_COMMAND} | Out-File "$env:USERPROFILE\\Desktop\\devices.json"`;
/** The command prompt's list (Windows 11, Windows 10 21H2 and newer). */
export const PNPUTIL_COMMAND = `${PNPUTIL_DEVICE_LIST_COMMAND} > "%USERPROFILE%\\Desktop\\devices.txt"`;

function Command({ command, what }: { command: string; what: string }) {
  return (
    <div className="my-pc-command">
      <code>{command}</code>
      <CopyButton text={command} what={what}>
        Copy<VisuallyHidden> {what}</VisuallyHidden>
      </CopyButton>
    </div>
  );
}

/** How to have Windows list the PC's devices and drivers: a command to run, and its alternatives. */
export default function DeviceListSteps() {
  return (
    <ol className="my-pc-steps">
      <li>
        <h2 className="my-pc-steps__title">Open PowerShell</h2>
        <p>
          Click <strong>Start</strong>, type <strong>PowerShell</strong> and open <strong>Windows PowerShell</strong>. No administrator rights are needed.
        </p>
      </li>
      <li>
        <h2 className="my-pc-steps__title">Run this command</h2>
        <p>It copies the list of your devices and their drivers to the clipboard. Paste it into PowerShell with a right-click, then press Enter.</p>
        <Command command={POWERSHELL_COMMAND} what="PowerShell command" />
        <p>Or save the list as a file on your desktop:</p>
        <Command command={POWERSHELL_FILE_COMMAND} what="PowerShell command that saves a file" />
        <p>
          Or, in the <strong>Command Prompt</strong> (Windows 11, and Windows 10 version 21H2 or newer):
        </p>
        <Command command={PNPUTIL_COMMAND} what="Command Prompt command" />
      </li>
      <li>
        <h2 className="my-pc-steps__title">Paste the list below</h2>
        <p>Paste it into the box, or choose or drop the file you saved, and check it.</p>
      </li>
    </ol>
  );
}
