import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useService } from './support';

/**
 * Three real PCs (services/src/catalogue/device-reports/fixtures/pcs: an Intel laptop, an AMD desktop with an NVIDIA card, an AMD
 * laptop), each as PowerShell prints it and as pnputil does: every device that needs its maker's driver is answered
 * with the package that installs on it, and every device on one of Windows' own drivers says so.
 */
const ctx = useService();
const PCS = join(__dirname, '../src/catalogue/device-reports/fixtures/pcs');

interface Expected {
  name: string;
  hardwareId: string;
  needs: 'maker' | 'windows';
  package: string | null;
  why: string;
}

interface Reported {
  name: string;
  verdict: string;
  match: { driver: { name: string }; declaredBy: { file: string; driverVersion: string } | null } | null;
}

/**
 * The package a device was answered with, as the catalogue driver expected when it is the same package under another of
 * its names (Intel's one Wi-Fi package is the AX211, AX210 and BE200 drivers): the expected driver ships the very INF
 * file that declares the device.
 */
async function packageOf(match: Reported['match'], expected: string | null): Promise<string | null> {
  if (!match || !expected || match.driver.name === expected || !match.declaredBy) return match?.driver.name ?? null;
  const [same] = await ctx.db.query(
    `SELECT 1 FROM "driver_inf_files" f JOIN "drivers" d ON d.id = f."driverId"
      WHERE d.name = $1 AND lower(f."fileName") = lower($2) AND f."driverVersion" = $3`,
    [expected, match.declaredBy.file, match.declaredBy.driverVersion],
  );
  return same ? expected : match.driver.name;
}

const cases = ['intel-laptop', 'amd-nvidia-desktop', 'amd-laptop'].flatMap((pc) =>
  [
    ['powershell.json', 'text/plain; charset=utf-8'],
    ['pnputil.txt', 'text/plain; charset=utf-8'],
  ].map(([file, type]) => [pc, file, type] as const),
);

describe('a whole PC answered from what its makers declare', () => {
  it.each(cases)('%s, listed as %s: each device its package, or Windows’ own driver', async (pc, file, type) => {
    const expected = JSON.parse(readFileSync(join(PCS, pc, 'expected.json'), 'utf8')) as Expected[];
    const res = await ctx
      .api()
      .post('/api/device-reports')
      .set('Content-Type', type)
      .send(readFileSync(join(PCS, pc, file)))
      .expect(200);
    const devices = res.body.devices as Reported[];
    expect(devices.map((d) => d.name)).toEqual(expected.map((e) => e.name));
    const answers = await Promise.all(
      expected.map(async (e, i) => {
        const { verdict, match } = devices[i];
        return { name: e.name, needs: e.needs, verdict, package: await packageOf(match, e.package) };
      }),
    );
    const wanted = expected.map((e, i) => ({
      name: e.name,
      needs: e.needs,
      verdict: e.needs === 'windows' ? 'windows-driver' : answers[i].verdict === 'no-driver' ? 'no-driver' : expect.not.stringMatching(/^windows-driver$/),
      package: e.needs === 'windows' ? answers[i].package : e.package,
    }));
    expect(answers).toEqual(wanted);
  });
});

describe('a device a newer package no longer declares', () => {
  it('is answered with the package, saying the last version that supports it', async () => {
    const list = JSON.stringify([
      { DeviceName: 'Intel(R) Wireless adapter', HardWareID: 'PCI\\VEN_8086&DEV_2726&SUBSYS_02308086', DriverVersion: '22.10.0.7' },
    ]);
    const [device] = (await ctx.api().post('/api/device-reports').set('Content-Type', 'text/plain').send(list).expect(200)).body.devices;
    expect(device.match).toMatchObject({
      declaredBy: { file: expect.stringMatching(/^netwtw/i), packageVersion: '23.40.0.4' },
      lastVersionSupporting: '23.40.0.4',
    });
    expect(device.match.driver.name).toMatch(/^Intel Wi-Fi/);
    // Compared with the last version that supports it, not the package's newest.
    expect(device.verdict).toBe('update-available');
    const current = JSON.stringify([
      {
        DeviceName: 'Intel(R) Wireless adapter',
        HardWareID: 'PCI\\VEN_8086&DEV_2726&SUBSYS_02308086',
        DriverVersion: '23.40.0.4',
        DriverProviderName: 'Intel',
      },
    ]);
    const [onLast] = (await ctx.api().post('/api/device-reports').set('Content-Type', 'text/plain').send(current).expect(200)).body.devices;
    expect(onLast.verdict).toBe('up-to-date');
  });
});
