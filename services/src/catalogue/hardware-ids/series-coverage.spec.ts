import { readFileSync } from 'node:fs';
import { parsePciIds } from './id-database-files';
import seedDrivers from '../seed/data/drivers.json';
import { deriveSeriesIds, inSeries, matchedBySeries, modelsOf, seriesOf } from './series-coverage';
import { SERIES_IDS_FILE, SHIPPED_PCI_IDS, seriesIdsJson } from './write-series-ids';

const pci = parsePciIds(readFileSync(SHIPPED_PCI_IDS, 'utf8'));
const committed = JSON.parse(readFileSync(SERIES_IDS_FILE, 'utf8')) as Record<string, string[]>;
const seed = (name: string) => seedDrivers.find((d) => d.name === name)!;
const RTX_40_DESKTOP = 'NVIDIA GeForce RTX 4070 Game Ready Driver';
const RTX_40_LAPTOP = 'NVIDIA GeForce RTX 4060 Laptop GPU Game Ready Driver';

/** The pci.ids device an ID names: `PCI\VEN_10DE&DEV_2684` → its vendor and name. */
function deviceOf(id: string) {
  const [, vendorId, deviceId] = /^PCI\\VEN_([0-9A-F]{4})&DEV_([0-9A-F]{4})$/.exec(id)!;
  return pci.devices.find((d) => d.vendorId === vendorId.toLowerCase() && d.deviceId === deviceId.toLowerCase());
}

describe('coverage by series', () => {
  it('is committed as derived from the shipped pci.ids (else run write-series-ids)', () => {
    expect(readFileSync(SERIES_IDS_FILE, 'utf8')).toBe(seriesIdsJson());
  });

  it('reads the series and the form a description names, and no other driver', () => {
    expect(seriesOf(seed(RTX_40_DESKTOP))).toMatchObject({ series: 'GeForce RTX 40 Series', form: 'desktop', vendorId: '10de' });
    expect(seriesOf(seed(RTX_40_LAPTOP))).toMatchObject({ series: 'GeForce RTX 40 Series', form: 'laptop' });
    expect(seriesOf(seed('AMD Software: Adrenalin Edition for Radeon RX 7900 XTX'))).toMatchObject({ series: 'Radeon RX 7000 Series', vendorId: '1002' });
    // Names two models, not a series; chipsets' "7 and 8 Series" are no graphics series.
    expect(seriesOf(seed('AMD Software: Adrenalin Edition for Radeon RX 7600'))).toBeNull();
    expect(seriesOf(seed('Intel USB 3.0 eXtensible Host Controller Driver'))).toBeNull();
    const named = seedDrivers.filter((d) => seriesOf(d)).map((d) => d.name);
    expect(Object.keys(committed)).toEqual(named);
  });

  it('splits a pci.ids name into its models', () => {
    expect(modelsOf('Navi 22 [Radeon RX 6700/6700 XT/6750 XT / 6800M/6850M XT]')).toEqual([
      'Radeon RX 6700',
      'Radeon RX 6700 XT',
      'Radeon RX 6750 XT',
      'Radeon RX 6800M',
      'Radeon RX 6850M XT',
    ]);
    expect(modelsOf('AD104M [GeForce RTX 4080 Max-Q / Mobile]')).toEqual(['GeForce RTX 4080 Max-Q Mobile']);
    expect(modelsOf('Navi 33 [Radeon RX 7400/7300/Pro W7400]')).toEqual(['Radeon RX 7400', 'Radeon RX 7300', 'Pro W7400']);
  });

  it('gives the RTX 4090 to the RTX 40 Series desktop driver, not to the laptop one', () => {
    expect(committed[RTX_40_DESKTOP]).toContain('PCI\\VEN_10DE&DEV_2684');
    expect(committed[RTX_40_LAPTOP]).not.toContain('PCI\\VEN_10DE&DEV_2684');
    expect(committed[RTX_40_LAPTOP]).toContain('PCI\\VEN_10DE&DEV_2717'); // RTX 4090 Laptop GPU
    expect(matchedBySeries(RTX_40_DESKTOP, 'PCI\\VEN_10DE&DEV_2684')).toBe(true);
    // Listed by name in the seed: matched as such, not by series.
    expect(matchedBySeries(RTX_40_DESKTOP, 'PCI\\VEN_10DE&DEV_2786')).toBe(false);
  });

  it('adds only IDs of devices of the series, in canonical form, desktop and laptop parts kept apart', () => {
    for (const [name, ids] of Object.entries(committed)) {
      const rule = seriesOf(seed(name))!;
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) {
        const device = deviceOf(id);
        expect({ name, id, device: device?.name, inSeries: device && inSeries(rule, device) }).toEqual({ name, id, device: device?.name, inSeries: true });
        const laptop = /\b(Laptop|Mobile|Max-Q)\b/i.test(device!.name);
        if (rule.vendorId === '10de') expect({ id, laptop }).toEqual({ id, laptop: rule.form === 'laptop' });
      }
    }
  });

  it('leaves out engineering samples and parts that are only laptop models from a desktop driver', () => {
    const all = Object.values(committed).flat();
    expect(all).not.toContain('PCI\\VEN_10DE&DEV_222B'); // GeForce RTX 3090 Engineering Sample
    expect(all).not.toContain('PCI\\VEN_1002&DEV_7483'); // Radeon RX 7600M/7600M XT
    expect(committed['AMD Software: Adrenalin Edition for Radeon RX 7900 XTX']).toContain('PCI\\VEN_1002&DEV_747E'); // RX 7700 XT / 7800 XT
  });

  it('leaves out the IDs a driver already lists', () => {
    const derived = deriveSeriesIds(pci, [seed(RTX_40_DESKTOP)], { [RTX_40_DESKTOP]: ['PCI\\VEN_10DE&DEV_2684'] });
    expect(derived[RTX_40_DESKTOP]).not.toContain('PCI\\VEN_10DE&DEV_2684');
    expect(derived[RTX_40_DESKTOP]).toContain('PCI\\VEN_10DE&DEV_2704'); // RTX 4080
  });
});
