import { Link } from 'react-router-dom';
import './hardware-id.css';
/** Where Windows shows a device's hardware IDs. */
export default function DeviceManagerHelp() {
  return (
    <section className="hardware-id-help" aria-labelledby="hardware-id-help-title">
      <h2 id="hardware-id-help-title">How to find it in Device Manager</h2>
      <ol>
        <li>
          Right-click the Start button and choose <strong>Device Manager</strong> (or press Windows + X, then M).
        </li>
        <li>
          Double-click the device: an unknown device is listed under <strong>Other devices</strong> with a yellow mark.
        </li>
        <li>
          Open the <strong>Details</strong> tab and choose <strong>Hardware Ids</strong> in the Property list.
        </li>
        <li>Click in the list, press Ctrl+A then Ctrl+C, and paste here: the first line is the most specific.</li>
      </ol>
      <p className="hardware-id-help__note">
        PCI devices start with <code>PCI\VEN_</code>, USB devices with <code>USB\VID_</code>, sound chips with <code>HDAUDIO\</code>, and system devices with{' '}
        <code>ACPI\</code> or <code>*PNP</code>.
      </p>
      <p className="hardware-id-help__note">
        Every device at once: <Link to="/my-pc">check your whole PC</Link> with the list Windows prints of all of them.
      </p>
    </section>
  );
}
