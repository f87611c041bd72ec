import { DRIVER_DEFAULTS, driverInput, hardwareIdProblem } from './driver-options';

const FORM = {
  name: 'Intel Arc B580 Graphics Driver',
  version: '32.0.101.6460',
  releaseDate: 'November 2026',
  description: 'Graphics driver for Intel Arc B-Series desktop graphics cards.',
  operatingSystem: 'Windows 11/10',
  architecture: '64-bit',
  fileSize: '1.2 GB',
  manufacturer: 'Intel',
  category: 'Graphics Cards' as const,
  downloadUrl: 'https://www.intel.com/content/www/us/en/download-center/home.html',
};

describe('the admin driver form', () => {
  it('defaults as spec 000 section 9 says', () => {
    expect(DRIVER_DEFAULTS).toEqual({
      operatingSystem: 'Windows 11/10',
      architecture: '64-bit',
      rating: 5,
      isVerified: true,
      isLatest: false,
      downloadCount: 0,
    });
  });

  it('leaves an empty official page out of what it sends', () => {
    expect(driverInput({ ...FORM, officialUrl: '  ' })).toEqual(FORM);
  });

  it('keeps, on an edit, the fields the form does not show', () => {
    const row = {
      ...FORM,
      id: 1042,
      fullName: 'Intel Arc B580',
      modelNumber: 'B580',
      series: null,
      image: null,
      driverFile: 'arc.exe',
      supportEnded: true,
      supportEndedOn: '2026-06-30',
    };
    expect(driverInput({ ...FORM, version: '32.0.101.6500' }, row)).toEqual({
      ...FORM,
      version: '32.0.101.6500',
      fullName: 'Intel Arc B580',
      modelNumber: 'B580',
      driverFile: 'arc.exe',
      supportEnded: true,
      supportEndedOn: '2026-06-30',
    });
  });

  it('sends the hardware IDs one a line, blank lines and spaces left out', () => {
    expect(driverInput({ ...FORM, hardwareIds: [' PCI\\VEN_8086&DEV_E20B ', '', 'pci\\ven_8086&dev_e20b&subsys_00000000'] })).toEqual({
      ...FORM,
      hardwareIds: ['PCI\\VEN_8086&DEV_E20B', 'pci\\ven_8086&dev_e20b&subsys_00000000'],
    });
  });

  it('names the line that is not a hardware ID', () => {
    expect(hardwareIdProblem(['PCI\\VEN_8086&DEV_E20B', '*PNP0303', 'USB\\VID_046D&PID_082D', 'ACPI\\CSC3551'])).toBeUndefined();
    expect(hardwareIdProblem(['PCI\\VEN_8086&DEV_E20B', 'Arc B580'])).toMatch(/^"Arc B580" is not a hardware ID/);
  });
});
