// `npm run import:hardware-ids --workspace services -- [--pci <pci.ids>] [--usb <usb.ids>]`: replaces the loaded PCI and USB
// ID databases of DATABASE_URL's database with these files (by default the shipped ones), in one transaction.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Client } from 'pg';
import { recordIdDatabasesImported } from './id-databases-changed';
import { importIdDatabases, SHIPPED_ID_FILES } from './import-id-databases';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { pci: { type: 'string' }, usb: { type: 'string' } } });
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL to the database to load the ID databases into (its migrations run first, by the service).');
  const files = { pci: resolve(values.pci ?? SHIPPED_ID_FILES.pci), usb: resolve(values.usb ?? SHIPPED_ID_FILES.usb) };
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    const started = Date.now();
    const { pci, usb } = await importIdDatabases(client, files);
    await recordIdDatabasesImported(client);
    await client.query('COMMIT');
    console.log(
      `Loaded ${files.pci} (version ${pci.version}: ${pci.vendors} vendors, ${pci.devices} devices, ${pci.subsystems} subsystems) and ` +
        `${files.usb} (version ${usb.version}: ${usb.vendors} vendors, ${usb.products} products) in ${Date.now() - started} ms.`,
    );
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
