import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DeviceListError } from '../device-list';
import { looksLikePnputil, readPnputil } from './pnputil';

const fixture = (language: string) => readPnputil(readFileSync(join(__dirname, '..', 'fixtures', `pnputil-${language}.txt`), 'utf8'));
const byInstance = (prefix: string) => (device: { hardwareIds: string[] }) => device.hardwareIds[0]?.startsWith(prefix);

describe('readPnputil on the fixture PC', () => {
  it.each(['en', 'de', 'fr'])('reads the %s output: the device without a driver has a problem and no class, manufacturer or driver', (language) => {
    const unknown = fixture(language).devices.find(byInstance('PCI\\VEN_8086&DEV_7A27'));
    expect(unknown).toMatchObject({ driver: null, problem: true, deviceClass: null, manufacturer: null });
    expect(unknown?.name).toMatch(/PCI/);
  });

  it.each(['en', 'de', 'fr'])('takes the %s driver installed by its INF, whether the outranked one comes before it or after', (language) => {
    const devices = fixture(language).devices;
    expect(devices.find(byInstance('PCI\\VEN_8086&DEV_7A70'))?.driver).toEqual({
      provider: 'Intel',
      version: '23.160.0.4',
      date: '2025-06-02',
      inf: 'oem56.inf',
      signed: true,
    });
    expect(devices.find(byInstance('HDAUDIO\\FUNC_01&VEN_10EC'))?.driver).toMatchObject({ provider: 'Realtek Semiconductor Corp.', inf: 'oem20.inf' });
  });

  it('gives each device the line of its instance ID', () => {
    const lines = readFileSync(join(__dirname, '..', 'fixtures', 'pnputil-de.txt'), 'utf8').split(/\r?\n/);
    const list = fixture('de');
    expect(list.devices).toHaveLength(26);
    for (const device of list.devices) expect(lines[device.line - 1]).toMatch(/^Instanz-ID:\s+\S+\\/);
  });
});

describe('readPnputil', () => {
  it('reads Spanish output, a problem device whose class is unknown, and IDs without an enumerator', () => {
    const text = [
      'Utilidad PnP de Microsoft',
      '',
      'Id. de instancia:           ACPI\\DELL0831\\4&2a3e7082&0',
      'Descripción del dispositivo: Desconocido',
      'Nombre de clase:            Desconocido',
      'GUID de clase:              Desconocido',
      'Nombre del fabricante:      Desconocido',
      'Estado:                     Problema',
      'Código de problema:         28 (0x1C) [CM_PROB_FAILED_INSTALL]',
      'Estado del problema:        0xC0000490',
      'Id. de hardware:            ACPI\\VEN_DELL&DEV_0831',
      '                            ACPI\\DELL0831',
      '                            *DELL0831',
      'Id. compatibles:            ACPI\\PNP0C50',
      '                            PNP0C50',
      '',
      'Id. de instancia:           PCI\\VEN_10EC&DEV_8125&SUBSYS_7D251462&REV_05\\01000000684CE00000',
      'Descripción del dispositivo: Realtek Gaming 2.5GbE Family Controller',
      'Nombre de clase:            Net',
      'GUID de clase:              {4d36e972-e325-11ce-bfc1-08002be10318}',
      'Nombre del fabricante:      Realtek',
      'Estado:                     Iniciado',
      'Nombre del controlador:     oem12.inf',
      'Controladores coincidentes:',
      '    Nombre del controlador: oem12.inf',
      '    Nombre original:        rt25cx21x64.inf',
      '    Nombre del proveedor:   Realtek',
      '    Nombre de clase:        Net',
      '    GUID de clase:          {4d36e972-e325-11ce-bfc1-08002be10318}',
      '    Versión del controlador: 15/08/2024 10.68.815.2024',
      '    Nombre del firmante:    Microsoft Windows Hardware Compatibility Publisher',
      '    Id. de dispositivo coincidente: PCI\\VEN_10EC&DEV_8125&SUBSYS_7D251462',
      '    Rango del controlador:  00FF0001',
      '    Estado del controlador: Mejor clasificado/instalado',
    ].join('\r\n');
    expect(readPnputil(text).devices).toEqual([
      {
        line: 3,
        name: null,
        manufacturer: null,
        deviceClass: null,
        hardwareIds: ['ACPI\\VEN_DELL&DEV_0831', 'ACPI\\DELL0831', '*DELL0831'],
        compatibleIds: ['ACPI\\PNP0C50', 'PNP0C50'],
        driver: null,
        problem: true,
      },
      {
        line: 17,
        name: 'Realtek Gaming 2.5GbE Family Controller',
        manufacturer: 'Realtek',
        deviceClass: 'Net',
        hardwareIds: [],
        compatibleIds: [],
        driver: { provider: 'Realtek', version: '10.68.815.2024', date: '2024-08-15', inf: 'oem12.inf', signed: true },
        problem: false,
      },
    ]);
  });

  it('reads French labels with a no-break space before the colon', () => {
    const text = [
      'ID d’instance\u00a0:             USB\\VID_8087&PID_0033\\5&2c4e8f3&0&14',
      'Description du périphérique\u202f: Intel(R) Wireless Bluetooth(R)',
      'Nom de classe\u00a0:             Bluetooth',
      'GUID de classe\u00a0:            {e0cbf06c-cd8b-4647-bb8a-263b43f0f974}',
      'Nom du fabricant\u00a0:          Intel Corporation',
      'État\u00a0:                      Démarré',
      'Nom du pilote\u00a0:             oem61.inf',
      'ID de matériel\u00a0:            USB\\VID_8087&PID_0033&REV_0000',
      '                            USB\\VID_8087&PID_0033',
    ].join('\n');
    expect(readPnputil(text).devices[0]).toMatchObject({
      name: 'Intel(R) Wireless Bluetooth(R)',
      manufacturer: 'Intel Corporation',
      deviceClass: 'Bluetooth',
      hardwareIds: ['USB\\VID_8087&PID_0033&REV_0000', 'USB\\VID_8087&PID_0033'],
      driver: { inf: 'oem61.inf', provider: null, version: null, date: null, signed: null },
    });
  });

  it('reads plain /enum-devices output (no IDs, no matching drivers): the INF alone stands for the driver', () => {
    const text = [
      'Microsoft PnP Utility',
      '',
      'Instance ID:                HID\\VID_046D&PID_C52B&MI_00\\8&1b2c3d4e&0&0000',
      'Device Description:         HID Keyboard Device',
      'Class Name:                 Keyboard',
      'Class GUID:                 {4d36e96b-e325-11ce-bfc1-08002be10318}',
      'Manufacturer Name:          (Standard keyboards)',
      'Status:                     Started',
      'Driver Name:                keyboard.inf',
      '',
    ].join('\n');
    expect(readPnputil(text).devices).toEqual([
      {
        line: 3,
        name: 'HID Keyboard Device',
        manufacturer: '(Standard keyboards)',
        deviceClass: 'Keyboard',
        hardwareIds: [],
        compatibleIds: [],
        driver: { provider: null, version: null, date: null, inf: 'keyboard.inf', signed: null },
        problem: false,
      },
    ]);
  });

  const block = (label: string, id: string, version: string) =>
    [
      `${label}: ${id}`,
      'Device Description: Intel(R) SMBus - 7A23',
      'Class Name: System',
      'Class GUID: {4d36e97d-e325-11ce-bfc1-08002be10318}',
      'Manufacturer Name: INTEL',
      'Status: Started',
      'Driver Name: oem8.inf',
      'Matching Drivers:',
      '    Driver Name: oem8.inf',
      '    Provider Name: INTEL',
      '    Class Name: System',
      '    Class GUID: {4d36e97d-e325-11ce-bfc1-08002be10318}',
      `    Driver Version: ${version}`,
      '    Signer Name: Microsoft Windows Hardware Compatibility Publisher',
    ].join('\n');

  it('reads a slashed date month first in English and day first in other languages, unless a date over the 12th tells', () => {
    const date = (text: string) => readPnputil(text).devices.map((d) => d.driver?.date);
    expect(date(block('Instance ID', 'PCI\\VEN_8086&DEV_7A23\\3&1&0&FC', '07/06/2024 10.1.19.8'))).toEqual(['2024-07-06']);
    expect(date(block('Instanz-ID', 'PCI\\VEN_8086&DEV_7A23\\3&1&0&FC', '07/06/2024 10.1.19.8'))).toEqual(['2024-06-07']);
    const britishEnglish = [
      block('Instance ID', 'PCI\\VEN_8086&DEV_7A23\\3&1&0&FC', '07/06/2024 10.1.19.8'),
      block('Instance ID', 'PCI\\VEN_8086&DEV_7A68\\3&1&0&B0', '18/07/1968 10.1.19.8'),
    ];
    expect(date(britishEnglish.join('\n\n'))).toEqual(['2024-06-07', '1968-07-18']);
  });

  it('splits devices copied without the blank lines between them', () => {
    const text = [
      block('Instance ID', 'PCI\\VEN_8086&DEV_7A23\\3&1&0&FC', '07/18/1968 10.1.19.8'),
      block('Instance ID', 'PCI\\VEN_8086&DEV_7A68\\3&1&0&B0', '07/18/1968 10.1.19.8'),
    ];
    expect(readPnputil(text.join('\n')).devices.map((d) => d.line)).toEqual([1, 15]);
  });

  it('answers the devices it can read and gives the line of a block that does not start with an instance ID', () => {
    const text = [
      block('Instance ID', 'PCI\\VEN_8086&DEV_7A23\\3&1&0&FC', '07/18/1968 10.1.19.8'),
      'Device Description: a block cut from its instance ID\nClass Name: System',
      block('Instance ID', 'PCI\\VEN_8086&DEV_7A68\\3&1&0&B0', '07/18/1968 10.1.19.8'),
    ].join('\n\n');
    const list = readPnputil(text);
    expect(list.devices.map((d) => [d.line, d.driver?.version])).toEqual([
      [1, '10.1.19.8'],
      [19, '10.1.19.8'],
    ]);
    expect(list.notRead).toEqual([{ line: 16, reason: "This block does not start with a device's instance ID." }]);
  });

  it('refuses text without a device block', () => {
    expect(() => readPnputil('Microsoft PnP Utility\n\nNo devices were found on the system.')).toThrow(DeviceListError);
  });
});

describe('looksLikePnputil', () => {
  it.each([
    ['Instance ID:                PCI\\VEN_8086&DEV_7A23\\3&11583659&0&FC', true],
    ["ID d'instance :             USB\\VID_8087&PID_0033\\5&2c4e8f3&0&14", true],
    ['    Matching Device ID:     PCI\\VEN_8086&DEV_7A23\\3&1&0', false],
    ['Hardware IDs: PCI\\VEN_8086&DEV_7A23', false],
    ['PCI\\VEN_8086&DEV_7A23\\3&11583659&0&FC', false],
    ['Dear visitor: hello', false],
  ])('%j: %s', (text, expected) => {
    expect(looksLikePnputil(text)).toBe(expected);
  });
});
