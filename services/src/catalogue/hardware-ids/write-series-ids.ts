// `node services/dist/catalogue/hardware-ids/write-series-ids.js` (after `npm run build --workspace services`): writes the seed
// drivers' IDs by series, derived from the shipped pci.ids, to services/src/catalogue/seed/data/driver-series-hardware-ids.json.
// Run it when pci.ids or the seed drivers change: series-coverage.spec.ts fails until then.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePciIds } from './id-database-files';
import seedDrivers from '../seed/data/drivers.json';
import seedHardwareIds from '../seed/data/driver-hardware-ids.json';
import { deriveSeriesIds } from './series-coverage';

/** The shipped pci.ids (import-id-databases' SHIPPED_ID_FILES.pci, which loads the service's cache module with it). */
export const SHIPPED_PCI_IDS = join(__dirname, '..', '..', '..', 'data', 'hardware-ids', 'pci.ids');

/** In the sources, from src/ and from dist/ alike: the migration and the report import it from there. */
export const SERIES_IDS_FILE = join(__dirname, '..', '..', '..', 'src', 'catalogue', 'seed', 'data', 'driver-series-hardware-ids.json');

/** The file's text as derived now: from the shipped pci.ids and the seed drivers, less the IDs each seed driver lists by name. */
export function seriesIdsJson(): string {
  const pci = parsePciIds(readFileSync(SHIPPED_PCI_IDS, 'utf8'));
  return `${JSON.stringify(deriveSeriesIds(pci, seedDrivers, seedHardwareIds as Record<string, string[]>), null, 2)}\n`;
}

if (require.main === module) {
  writeFileSync(SERIES_IDS_FILE, seriesIdsJson());
  console.log(`Wrote ${SERIES_IDS_FILE}.`);
}
