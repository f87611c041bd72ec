import { DRIVER_DEFAULTS, driverInput } from './driver-options';

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
    const row = { ...FORM, id: 1042, fullName: 'Intel Arc B580', modelNumber: 'B580', series: null, image: null, driverFile: 'arc.exe' };
    expect(driverInput({ ...FORM, version: '32.0.101.6500' }, row)).toEqual({
      ...FORM,
      version: '32.0.101.6500',
      fullName: 'Intel Arc B580',
      modelNumber: 'B580',
      driverFile: 'arc.exe',
    });
  });
});
