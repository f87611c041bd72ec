import type { DataSource } from 'typeorm';
import type { HardwareIdAnswerDto, HardwareIdNamesDto } from './dto/hardware-id-answer.dto';
import type { HardwareId } from '../hardware-id-matching/hardware-id';
import { ACPI_DEVICES, ACPI_VENDORS } from './known-vendors';

interface NameRow {
  pciVendor: string | null;
  pciDevice: string | null;
  pciSubsystemVendor: string | null;
  pciSubsystem: string | null;
  usbVendor: string | null;
  usbProduct: string | null;
}

const lower = (hex: string | null) => hex?.toLowerCase() ?? null;

/**
 * What the PCI and USB ID databases (for ACPI, the standard's list) call each device, in one statement for any number
 * of devices, in their order.
 */
export async function deviceNames(db: Pick<DataSource, 'query'>, devices: HardwareId[]): Promise<HardwareIdNamesDto[]> {
  if (!devices.length) return [];
  const rows = await db.query<NameRow[]>(
    // A scalar subquery a name: an index read each, where joins would hash the whole tables for a few hundred devices.
    `SELECT (SELECT "name" FROM "pci_vendors" WHERE i.bus IN ('PCI', 'HDAUDIO') AND "vendorId" = i.v) AS "pciVendor",
            (SELECT "name" FROM "pci_devices" WHERE i.bus = 'PCI' AND "vendorId" = i.v AND "deviceId" = i.d) AS "pciDevice",
            (SELECT "name" FROM "pci_vendors" WHERE i.bus IN ('PCI', 'HDAUDIO') AND "vendorId" = i.sv) AS "pciSubsystemVendor",
            (SELECT "name" FROM "pci_subsystems"
              WHERE i.bus = 'PCI' AND "vendorId" = i.v AND "deviceId" = i.d AND "subvendorId" = i.sv AND "subdeviceId" = i.sd) AS "pciSubsystem",
            (SELECT "name" FROM "usb_vendors" WHERE i.bus = 'USB' AND "vendorId" = i.v) AS "usbVendor",
            (SELECT "name" FROM "usb_products" WHERE i.bus = 'USB' AND "vendorId" = i.v AND "productId" = i.d) AS "usbProduct"
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) WITH ORDINALITY AS i(bus, v, d, sv, sd, n)
      ORDER BY i.n`,
    [
      devices.map((id) => id.bus),
      devices.map((id) => lower(id.vendorId)),
      devices.map((id) => lower(id.deviceId)),
      devices.map((id) => lower(id.subsystemVendorId)),
      devices.map((id) => lower(id.subsystemDeviceId)),
    ],
  );
  return devices.map((id, index) => namesOf(id, rows[index]));
}

function namesOf(id: HardwareId, row: NameRow): HardwareIdNamesDto {
  switch (id.bus) {
    case 'PCI':
      return { vendor: row.pciVendor, device: row.pciDevice, subsystemVendor: row.pciSubsystemVendor, subsystem: row.pciSubsystem };
    case 'HDAUDIO': {
      // Codecs carry PCI vendor IDs; no database lists codecs, but Realtek numbers each ALC part by its device ID (0897: ALC897).
      const d = lower(id.deviceId);
      const device = lower(id.vendorId) === '10ec' && d ? `ALC${d.replace(/^0+/, '')} High Definition Audio codec` : null;
      return { vendor: row.pciVendor, device, subsystemVendor: row.pciSubsystemVendor, subsystem: null };
    }
    case 'USB':
      return { vendor: row.usbVendor, device: row.usbProduct, subsystemVendor: null, subsystem: null };
    case 'ACPI':
      return {
        vendor: (id.vendorId && ACPI_VENDORS[id.vendorId]?.[0]) ?? null,
        device: ACPI_DEVICES[`${id.vendorId}${id.deviceId}`] ?? null,
        subsystemVendor: null,
        subsystem: null,
      };
  }
}

/** The versions of the ID databases the names come from, for an answer to cite. */
export function idDatabaseSources(db: Pick<DataSource, 'query'>): Promise<HardwareIdAnswerDto['sources']> {
  return db.query(`SELECT "file", "version" FROM "id_database_versions" ORDER BY "file"`);
}
