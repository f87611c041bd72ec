import { PageTitle, useQueryParams, VisuallyHidden } from '@driveratlas/platform';
import { Button } from 'antd';
import { ADDRESS_DEFAULTS, DeviceManagerHelp, HardwareIdForm, HardwareIdResult, refusalMessage, useHardwareIdLookup } from '../features/hardware-id';

const DESCRIPTION =
  "Paste the hardware ID Windows' Device Manager shows for a device (PCI, USB, HD Audio, ACPI): see which device it is and get its driver from the official manufacturer source.";

/** Hardware-ID lookup: what was pasted lives in the address (`?id=`), so a link to it can be shared and a reload keeps it. */
export default function HardwareIdPage() {
  const [{ id }, setAddress] = useQueryParams(ADDRESS_DEFAULTS);
  const { data, error, isLoading, mutate } = useHardwareIdLookup(id);
  const refused = (error as { status?: number } | undefined)?.status === 400;
  return (
    <div className="hardware-id-page">
      <PageTitle title="Find a Driver by Hardware ID" description={DESCRIPTION}>
        <p>Windows names every device by a hardware ID, even one it has no driver for. Paste it to see the device and its official driver.</p>
      </PageTitle>
      <div className="hardware-id-page__layout">
        <div>
          <HardwareIdForm value={id} onSubmit={(text) => setAddress({ id: text })} error={refused ? refusalMessage(error) : undefined} />
          <div className="hardware-id-page__answer" aria-live="polite" aria-busy={isLoading}>
            {isLoading && (
              <div className="hardware-id-page__loading" role="status">
                <VisuallyHidden>Looking up the hardware ID...</VisuallyHidden>
              </div>
            )}
            {error && !refused && (
              <div role="alert">
                <p>{refusalMessage(error)}</p>
                <Button onClick={() => mutate()}>Try again</Button>
              </div>
            )}
            {data && !isLoading && <HardwareIdResult answer={data} />}
          </div>
        </div>
        <DeviceManagerHelp />
      </div>
    </div>
  );
}
