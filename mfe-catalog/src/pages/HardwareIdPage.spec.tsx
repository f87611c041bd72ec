import { HttpError } from '@driveratlas/platform';
import { renderWithPlatform } from '@driveratlas/testing/web/render';
import { fireEvent, screen, within } from '@testing-library/react';
import type { HardwareIdAnswer } from '../features/hardware-id';
import { aDriver } from '../testing/drivers';
import HardwareIdPage from './HardwareIdPage';

const AX210 = 'PCI\\VEN_8086&DEV_2725&SUBSYS_00248086&REV_1A';
const KEY = `/api/hardware-ids?q=${encodeURIComponent(AX210).replace(/%20/g, '+')}`;

function anAnswer(overrides: Partial<HardwareIdAnswer> = {}): HardwareIdAnswer {
  return {
    hardwareId: {
      bus: 'PCI',
      enumerator: 'PCI',
      id: AX210,
      vendorId: '8086',
      deviceId: '2725',
      subsystemVendorId: '8086',
      subsystemDeviceId: '0024',
      revision: '1A',
      classCode: null,
      interfaceNumber: null,
      functionGroup: null,
    },
    ids: [AX210],
    otherDevices: [],
    refused: [],
    names: {
      vendor: 'Intel Corporation',
      device: 'Wi-Fi 6E(802.11ax) AX210/AX1675* 2x2 [Typhoon Peak]',
      subsystemVendor: 'Intel Corporation',
      subsystem: 'Wi-Fi 6 AX210 160MHz',
    },
    matchingForms: [AX210, 'PCI\\VEN_8086&DEV_2725'],
    drivers: [{ matchedBy: 'PCI\\VEN_8086&DEV_2725', driver: aDriver({ id: 1015, name: 'Intel Wi-Fi 6E AX210 Driver', manufacturer: 'Intel' }) }],
    vendorDrivers: [],
    manufacturer: { name: 'Intel', slug: 'intel', supportUrl: 'https://www.intel.com/content/www/us/en/download-center/home.html' },
    sources: [
      { file: 'pci.ids', version: '2025.06.09' },
      { file: 'usb.ids', version: '2025.07.26' },
    ],
    ...overrides,
  };
}

// antd's TextArea measures itself; jsdom has no ResizeObserver.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const field = () => screen.getByLabelText('Hardware ID, or the whole list Device Manager copies');

describe('the hardware-ID lookup page', () => {
  it('looks up the ID in the address and names the device, with its drivers as cards', async () => {
    renderWithPlatform(<HardwareIdPage />, { path: `/hardware-id?id=${encodeURIComponent(AX210)}`, fallback: { [KEY]: anAnswer() } });
    expect(field()).toHaveValue(AX210);
    expect(await screen.findByRole('heading', { level: 2, name: 'Wi-Fi 6 AX210 160MHz' })).toBeInTheDocument();
    const drivers = screen.getByRole('region', { name: '1 driver for this device' });
    expect(within(drivers).getByText('PCI\\VEN_8086&DEV_2725')).toBeInTheDocument();
    expect(within(drivers).getByRole('heading', { name: 'Intel Wi-Fi 6E AX210 Driver' })).toBeInTheDocument();
  });

  it("sends a pasted list as one line and offers the vendor's drivers and support page when none lists the device", async () => {
    const asked: string[] = [];
    const fallbackAnswer = anAnswer({ drivers: [], vendorDrivers: [aDriver({ id: 1012, name: 'Intel Iris Xe Graphics Driver', manufacturer: 'Intel' })] });
    renderWithPlatform(<HardwareIdPage />, {
      path: '/hardware-id',
      fetcher: async (key) => {
        asked.push(key);
        return fallbackAnswer;
      },
    });
    fireEvent.change(field(), { target: { value: `${AX210}\nPCI\\VEN_8086&DEV_2725&CC_0280\n` } });
    fireEvent.click(screen.getByRole('button', { name: 'Look Up' }));
    expect(await screen.findByRole('heading', { name: 'No driver in our catalogue lists this device' })).toBeInTheDocument();
    expect(asked).toEqual([`/api/hardware-ids?q=${encodeURIComponent(`${AX210} PCI\\VEN_8086&DEV_2725&CC_0280`).replace(/%20/g, '+')}`]);
    expect(screen.getByRole('link', { name: /official support page/ })).toHaveAttribute(
      'href',
      'https://www.intel.com/content/www/us/en/download-center/home.html',
    );
    expect(screen.getByRole('heading', { name: 'Drivers from Intel' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Intel Iris Xe Graphics Driver' })).toBeInTheDocument();
  });

  it("shows the service's reason beside the field for what is not a hardware ID", async () => {
    const message = '"hello" is not a hardware ID. A hardware ID looks like PCI\\VEN_8086&DEV_2723&SUBSYS_00848086&REV_1A.';
    renderWithPlatform(<HardwareIdPage />, {
      path: '/hardware-id?id=hello',
      fetcher: () => Promise.reject(new HttpError(400, JSON.stringify({ statusCode: 400, error: 'Bad Request', message }), 'Bad Request')),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field().getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
  });

  it('says where Device Manager shows the IDs', () => {
    renderWithPlatform(<HardwareIdPage />, { path: '/hardware-id' });
    expect(screen.getByRole('heading', { name: 'How to find it in Device Manager' })).toBeInTheDocument();
  });

  it('is a GET form to the page itself, so the server answers a lookup sent before any script runs', () => {
    renderWithPlatform(<HardwareIdPage />, { path: '/hardware-id' });
    const form = screen.getByRole('form', { name: 'Hardware ID lookup' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/hardware-id');
    expect(field()).toHaveAttribute('name', 'id');
    expect(screen.getByRole('button', { name: 'Look Up' })).toBeEnabled();
  });
});
