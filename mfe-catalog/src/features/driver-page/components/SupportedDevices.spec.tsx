import { renderWithPlatform } from '@driveratlas/testing/web/render';
import { screen, within } from '@testing-library/react';
import type { DriverDevices } from '../../../api/types';
import { anInfFile } from '../../../testing/drivers';
import { SupportedDevices } from './SupportedDevices';

const SOURCE = 'https://github.com/OSDeploy/WinPEDriverPack/blob/b82036c/amd64/Intel/Netwtw08.INF';
const DEVICES: DriverDevices = {
  packageVersion: '23.100.0.4',
  files: [anInfFile({ sources: [SOURCE] }), anInfFile({ file: 'Netwtw14.inf', driverDate: '2025-06-18', driverVersion: '23.160.0.4', origin: 'operator' })],
  total: 2,
  devices: [
    { hardwareId: 'PCI\\VEN_8086&DEV_A0F0&SUBSYS_02448086', name: 'Wi-Fi 6 AX201 160MHz' },
    { hardwareId: 'PCI\\VEN_8086&DEV_7AF0&SUBSYS_40908086', name: null },
  ],
};

describe('Supported Devices', () => {
  it('names each INF file with its DriverVer and where the catalogue read it', () => {
    renderWithPlatform(<SupportedDevices devices={DEVICES} />);
    expect(screen.getByText('Version 23.100.0.4 of the package declares 2 hardware IDs in these 2 INF files:')).toBeInTheDocument();
    const [shipped, imported] = screen.getAllByRole('listitem').slice(0, 2);
    expect(shipped).toHaveTextContent('Netwtw08.INF: version 23.100.0.4, dated November 11, 2024, read from github.com/OSDeploy/WinPEDriverPack');
    expect(within(shipped).getByRole('link', { name: 'github.com/OSDeploy/WinPEDriverPack' })).toHaveAttribute('href', SOURCE);
    expect(imported).toHaveTextContent("Netwtw14.inf: version 23.160.0.4, dated June 18, 2025, imported by the site's operator");
    expect(within(imported).queryByRole('link')).toBeNull();
  });

  it("names a maker's catalog entry as such, with the package's page", () => {
    const page = 'https://www.dell.com/support/home/en-us/drivers/DriversDetails?driverId=5K8YG';
    const entry = anInfFile({
      file: 'CatalogPC.xml: 5K8YG',
      driverDate: '2024-10-14',
      driverVersion: '6.0.9733.1',
      provider: 'Dell',
      origin: 'catalog',
      sources: [page],
    });
    renderWithPlatform(<SupportedDevices devices={{ ...DEVICES, packageVersion: '6.0.9733.1', files: [entry] }} />);
    expect(screen.getByText("Version 6.0.9733.1 of the package declares 2 hardware IDs in this entry of its maker's catalog:")).toBeInTheDocument();
    const [listed] = screen.getAllByRole('listitem');
    expect(listed).toHaveTextContent("CatalogPC.xml: 5K8YG: version 6.0.9733.1, dated October 14, 2024, listed in Dell's catalog, dell.com");
    expect(within(listed).getByRole('link', { name: 'dell.com' })).toHaveAttribute('href', page);
  });

  it('folds the IDs in a native details element, each with its name when known and the ID as code', () => {
    const { container } = renderWithPlatform(<SupportedDevices devices={DEVICES} />);
    const fold = container.querySelector('details')!;
    expect(fold).not.toHaveAttribute('open');
    expect(within(fold).getByText('Show the 2 hardware IDs').tagName).toBe('SUMMARY');
    const items = within(fold).getAllByRole('listitem', { hidden: true });
    expect(items.map((item) => item.textContent)).toEqual([
      'Wi-Fi 6 AX201 160MHzPCI\\VEN_8086&DEV_A0F0&SUBSYS_02448086',
      'PCI\\VEN_8086&DEV_7AF0&SUBSYS_40908086',
    ]);
    expect(items[0].querySelector('code')).toHaveTextContent('PCI\\VEN_8086&DEV_A0F0&SUBSYS_02448086');
  });

  it('says in one line when no device is recorded', () => {
    const { container } = renderWithPlatform(<SupportedDevices devices={{ packageVersion: null, files: [], total: 0, devices: [] }} />);
    expect(container).toHaveTextContent(/^No devices are recorded for this driver yet\.$/);
    expect(container.querySelector('details')).toBeNull();
  });
});
