// The My PC report's benchmarks share this: the synthetic catalogue's drivers given the hardware IDs of real devices,
// and a PC's list of 300 real devices as Windows prints it.
import pg from 'pg';

const DEVICES = 300;

/** Each synthetic driver lists two real PCI devices of its maker (by the PCI vendor IDs of the makers it uses). */
export const GIVE_HARDWARE_IDS = `
  WITH makers(maker, vendor) AS (VALUES ('NVIDIA', '10de'), ('AMD', '1002'), ('Intel', '8086'), ('Realtek', '10ec'), ('MediaTek', '14c3'),
                                        ('Qualcomm', '17cb'), ('Creative', '1102'), ('ASMedia', '1b21')),
       devices AS (SELECT m.maker, array_agg('PCI\\VEN_' || upper(p."vendorId") || '&DEV_' || upper(p."deviceId") ORDER BY p."deviceId") AS ids
                     FROM makers m JOIN pci_devices p ON p."vendorId" = m.vendor GROUP BY m.maker)
  UPDATE drivers d SET "hardwareIds" = ARRAY[v.ids[1 + d.id % cardinality(v.ids)], v.ids[1 + (d.id * 7) % cardinality(v.ids)]]
    FROM devices v WHERE v.maker = d.manufacturer`;

/**
 * Each synthetic driver's package declares 20 hardware IDs in one INF file: four real PCI devices of its maker (Intel's
 * for a maker the list has none of), each
 * plainly and under four subsystems, as a maker's INF lists a device for the boards it ships on (20,000,000 rows at
 * 1,000,000 drivers).
 */
export const DECLARE_HARDWARE_IDS = [
  `INSERT INTO driver_inf_files ("driverId", "version", "releasedOn", "fileName", "driverDate", "driverVersion", "class", "provider", "origin")
   SELECT d.id, d.version, COALESCE(d."releasedOn", DATE '2024-01-01'), 'package.inf', COALESCE(d."releasedOn", DATE '2024-01-01'), '1.0.0.0', 'System', d.manufacturer, 'operator'
     FROM drivers d`,
  `WITH makers(maker, vendor) AS (VALUES ('NVIDIA', '10de'), ('AMD', '1002'), ('Intel', '8086'), ('Realtek', '10ec'), ('MediaTek', '14c3'),
                                         ('Qualcomm', '17cb'), ('Creative', '1102'), ('ASMedia', '1b21')),
        devices AS (SELECT m.maker, array_agg('PCI\\VEN_' || upper(p."vendorId") || '&DEV_' || upper(p."deviceId") ORDER BY p."deviceId") AS ids
                      FROM makers m JOIN pci_devices p ON p."vendorId" = m.vendor GROUP BY m.maker)
   INSERT INTO inf_hardware_ids ("infFileId", "hardwareId", "driverId", "version", "releasedOn", "architectures", "minBuild")
   SELECT DISTINCT ON (f.id, form) f.id, form, f."driverId", f.version, f."releasedOn", 2, 0
     FROM driver_inf_files f JOIN drivers d ON d.id = f."driverId"
     LEFT JOIN devices v ON v.maker = d.manufacturer CROSS JOIN (SELECT ids FROM devices WHERE maker = 'Intel') intel
    CROSS JOIN LATERAL (SELECT COALESCE(v.ids, intel.ids) AS ids) own
    CROSS JOIN generate_series(1, 4) AS k
    CROSS JOIN LATERAL (SELECT own.ids[1 + (d.id * (7 + 13 * k)) % cardinality(own.ids)] AS device) pick
    CROSS JOIN LATERAL (VALUES (pick.device), (pick.device || '&SUBSYS_1' || lpad(to_hex(k), 3, '0') || '1043'), (pick.device || '&SUBSYS_2' || lpad(to_hex(k), 3, '0') || '1458'),
                               (pick.device || '&SUBSYS_3' || lpad(to_hex(k), 3, '0') || '17AA'), (pick.device || '&SUBSYS_4' || lpad(to_hex(k), 3, '0') || '1028')) AS forms(form)
    WHERE f."fileName" = 'package.inf'`,
];

/** Real devices of the ID databases, with a driver each as Windows lists it (some without one, some Microsoft's). */
export async function pcDevices(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows: pci } = await db.query(
    `SELECT v.name AS vendor, d."vendorId", d."deviceId", d.name FROM pci_devices d JOIN pci_vendors v USING ("vendorId")
      WHERE d."vendorId" IN ('10de', '1002', '8086', '10ec', '14c3', '1b21', '144d', '1022') ORDER BY md5(d."vendorId" || d."deviceId") LIMIT $1`,
    [Math.round(DEVICES * 0.6)],
  );
  const { rows: usb } = await db.query(
    `SELECT v.name AS vendor, p."vendorId", p."productId", p.name FROM usb_products p JOIN usb_vendors v USING ("vendorId")
      WHERE p."vendorId" IN ('046d', '8087', '1532', '0bda', '045e') ORDER BY md5(p."vendorId" || p."productId") LIMIT $1`,
    [DEVICES - Math.round(DEVICES * 0.6) - 20],
  );
  await db.end();
  const hex = (s) => s.toUpperCase();
  const device = (i, name, vendor, ids, compat, providerOverride) => {
    const problem = i % 37 === 0;
    const inbox = i % 5 === 0;
    return {
      DeviceName: name,
      HardWareID: ids[0],
      CompatID: compat,
      DriverVersion: problem ? null : inbox ? '10.0.26100.1' : `${30 + (i % 3)}.0.${15 + (i % 5)}.${1000 + ((i * 37) % 9000)}`,
      DriverDate: problem ? null : `/Date(${Date.UTC(2021 + (i % 4), i % 12, 1 + (i % 28))})/`,
      DriverProviderName: problem ? null : inbox ? 'Microsoft' : (providerOverride ?? vendor),
      Manufacturer: vendor,
      DeviceClass: problem ? null : 'System',
      InfName: problem ? null : inbox ? 'machine.inf' : `oem${i}.inf`,
      IsSigned: !problem,
    };
  };
  const list = [
    ...pci.map((d, i) =>
      device(
        i,
        d.name,
        d.vendor,
        [`PCI\\VEN_${hex(d.vendorId)}&DEV_${hex(d.deviceId)}&SUBSYS_${(0x1000 + i).toString(16).toUpperCase()}1043&REV_0${i % 9}`],
        `PCI\\VEN_${hex(d.vendorId)}&DEV_${hex(d.deviceId)}&REV_0${i % 9}`,
      ),
    ),
    ...usb.map((d, i) =>
      device(i + 1000, d.name, d.vendor, [`USB\\VID_${hex(d.vendorId)}&PID_${hex(d.productId)}&REV_0${100 + (i % 900)}`], `USB\\Class_0e&SubClass_01`),
    ),
    ...Array.from({ length: 20 }, (_, i) =>
      device(
        i + 2000,
        'High Definition Audio Device',
        'Realtek',
        [`HDAUDIO\\FUNC_01&VEN_10EC&DEV_0${897 + i}&SUBSYS_1043${(0x8000 + i).toString(16).toUpperCase()}&REV_1000`],
        'HDAUDIO\\FUNC_01&VEN_10EC',
      ),
    ),
  ];
  return JSON.stringify(list, null, 2);
}
