import { VisuallyHidden } from '@driveratlas/platform';
import { DriverCard } from '../../driver-card';
import type { HardwareIdAnswer } from '../api/hardware-id';
import './hardware-id.css';

const BUS_NAMES: Record<HardwareIdAnswer['hardwareId']['bus'], string> = {
  PCI: 'PCI device',
  USB: 'USB device',
  HDAUDIO: 'High Definition Audio codec',
  ACPI: 'ACPI system device',
};

/** The device named from the ID databases, its drivers (most specific match first), else its maker's drivers and support page. */
export default function HardwareIdResult({ answer }: { answer: HardwareIdAnswer }) {
  const { hardwareId, names, drivers, vendorDrivers, manufacturer } = answer;
  const title = names.subsystem ?? names.device ?? `Unknown ${BUS_NAMES[hardwareId.bus]}`;
  const maker = manufacturer?.name ?? names.vendor;
  return (
    <div className="hardware-id-result">
      <section className="hardware-id-device" aria-labelledby="hardware-id-device-title">
        <p className="hardware-id-device__kind">{BUS_NAMES[hardwareId.bus]}</p>
        <h2 id="hardware-id-device-title">{title}</h2>
        <dl className="hardware-id-device__facts">
          <dt>Vendor</dt>
          <dd>{names.vendor ?? (hardwareId.vendorId ? `Unknown vendor (${hardwareId.vendorId})` : 'Any vendor (a device class)')}</dd>
          {names.subsystem && names.device && (
            <>
              <dt>Chip</dt>
              <dd>{names.device}</dd>
            </>
          )}
          {names.subsystemVendor && (
            <>
              <dt>Made for</dt>
              <dd>{names.subsystemVendor}</dd>
            </>
          )}
          <dt>Hardware ID</dt>
          <dd>
            <code>{hardwareId.id}</code>
          </dd>
        </dl>
        {answer.otherDevices.length > 0 && (
          <p className="hardware-id-result__note">
            Also pasted, for another device (look it up on its own): <code>{answer.otherDevices.join(', ')}</code>
          </p>
        )}
        {answer.refused.length > 0 && (
          <p className="hardware-id-result__note">Not read as hardware IDs: {answer.refused.map((r) => `"${r.input}"`).join(', ')}</p>
        )}
      </section>

      {drivers.length > 0 ? (
        <section aria-labelledby="hardware-id-drivers-title">
          <h2 id="hardware-id-drivers-title">{drivers.length === 1 ? '1 driver' : `${drivers.length} drivers`} for this device</h2>
          <div className="hardware-id-result__list">
            {drivers.map(({ driver, matchedBy }) => (
              <div key={driver.id}>
                <p className="hardware-id-result__match">
                  Matches <code>{matchedBy}</code>
                </p>
                <DriverCard driver={driver} />
              </div>
            ))}
          </div>
        </section>
      ) : (
        <section aria-labelledby="hardware-id-none-title">
          <h2 id="hardware-id-none-title">No driver in our catalogue lists this device</h2>
          {manufacturer ? (
            <p>
              Get it from {manufacturer.name}&apos;s{' '}
              <a href={manufacturer.supportUrl} target="_blank" rel="noopener noreferrer">
                official support page
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </a>
              , or from your PC or motherboard maker&apos;s support page for your model.
            </p>
          ) : (
            <p>
              Look on {maker ? `${maker}'s` : 'the maker’s'} own website, or on your PC or motherboard maker&apos;s support page for your model; Windows Update
              may also offer it under Settings, Windows Update, Advanced options, Optional updates.
            </p>
          )}
          {vendorDrivers.length > 0 && manufacturer && (
            <>
              <h3>Drivers from {manufacturer.name}</h3>
              <div className="hardware-id-result__list">
                {vendorDrivers.map((driver) => (
                  <DriverCard key={driver.id} driver={driver} />
                ))}
              </div>
            </>
          )}
        </section>
      )}
      <p className="hardware-id-result__source">Names from {answer.sources.map((s) => `${s.file} ${s.version ?? ''}`.trim()).join(' and ')}.</p>
    </div>
  );
}
