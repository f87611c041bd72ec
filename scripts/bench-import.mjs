// `npm run bench:import`: `npm run import -- dell CatalogPC.xml` of a synthetic Dell catalog of 100 MB (UTF-16 with its
// byte order mark, as Dell ships it: about 14,000 SoftwareComponents of the fixture's shape, each with 8 PCI devices, 24
// PC models and 3 Windows, of seven categories, 4,000 driver names listed several times with several versions) into a
// fresh database: the import's time, and the command's peak resident memory (target: within 512 MB), read from
// /proc/<pid>/status (VmHWM). Then the same file again, which changes nothing.
import { startDatabase } from '@driveratlas/stack';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verdict, writeFigures } from './lib/bench-report.mjs';
import { buildIfNeeded, SERVER_WORKSPACES } from './lib/build.mjs';
import { ROOT } from './lib/root.mjs';

const BYTES = Number(process.env.BENCH_IMPORT_BYTES ?? 100 * 1024 * 1024);
const TARGET_PEAK_MB = 512;
const NAMES = 4000;
const CATEGORIES = [
  ['AU', 'Audio', 'Driver', 'Realtek High Definition Audio Driver'],
  ['NI', 'Network, Ethernet & Wireless', 'Driver', 'Intel Wi-Fi Driver'],
  ['VI', 'Video', 'Driver', 'Intel UHD Graphics Driver'],
  ['IN', 'Mouse, Keyboard & Input Devices', 'Driver', 'Precision Touchpad Driver'],
  ['CS', 'Chipset', 'Driver', 'Intel Chipset Device Software'],
  ['BI', 'BIOS', 'BIOS', 'System BIOS'],
  ['AP', 'Applications', 'Application', 'Dell Command Update Application'],
];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const hex = (n, digits = 4) => (n % 16 ** digits).toString(16).toUpperCase().padStart(digits, '0');
const releaseId = (i) => (i * 7919 + 1_679_616).toString(36).toUpperCase().slice(-5);

/** One SoftwareComponent of the fixture's shape: the i-th of the catalog. */
function component(i) {
  const family = i % NAMES;
  const [code, category, type, kind] = CATEGORIES[family % CATEGORIES.length];
  const name = `${kind} ${family}`;
  // The same driver listed again further on, for other PCs: a later version each time round.
  const round = Math.floor(i / NAMES);
  const version = `${10 + (family % 20)}.${round}.${family % 100}.${1000 + (i % 97)}`;
  const id = releaseId(i);
  const month = MONTHS[i % 12];
  const devices = Array.from(
    { length: 8 },
    (_, d) =>
      `        <PCIInfo deviceID="${hex(family * 8 + d)}" vendorID="${['10EC', '8086', '10DE', '1022'][d % 4]}" subDeviceID="${hex(i + d)}" subVendorID="1028" />`,
  ).join('\n');
  const models = Array.from({ length: 24 }, (_, m) => {
    const system = hex(0x0a00 + ((i + m * 37) % 0x500));
    return `        <Model systemID="${system}" systemIDType="BIOS">\n          <Display lang="en"><![CDATA[${5000 + ((i + m) % 900)}]]></Display>\n        </Model>`;
  }).join('\n');
  return `  <SoftwareComponent schemaVersion="3.0" releaseID="${id}" releaseDate="${month} ${1 + (i % 28)}, ${2020 + (round % 6)}" vendorVersion="${version}" dellVersion="A${String(round).padStart(2, '0')}" packageType="LWXP" path="FOLDER${10_000_000 + i}M/1/${name.replace(/ /g, '-')}_${id}_WIN64_${version}_A00.EXE" packageID="${id}" dateTime="2025-02-27T22:05:19+05:30" size="${4_000_000 + i * 1000}">
    <Name>
      <Display lang="en"><![CDATA[${name}]]></Display>
    </Name>
    <ComponentType value="DRVR">
      <Display lang="en"><![CDATA[${type}]]></Display>
    </ComponentType>
    <Description>
      <Display lang="en"><![CDATA[This package provides the ${name} and is supported on Latitude, OptiPlex and Precision models that run Windows 10 and Windows 11.]]></Display>
    </Description>
    <Category value="${code}">
      <Display lang="en"><![CDATA[${category}]]></Display>
    </Category>
    <SupportedDevices>
      <Device componentID="${100_000 + family}" embedded="0">
${devices}
        <Display lang="en"><![CDATA[${name}]]></Display>
      </Device>
    </SupportedDevices>
    <SupportedSystems>
      <Brand key="4" prefix="LAT">
        <Display lang="en"><![CDATA[Latitude]]></Display>
${models}
      </Brand>
    </SupportedSystems>
    <SupportedOperatingSystems>
      <OperatingSystem osCode="W10P4" osVendor="Microsoft" osArch="x64" majorVersion="10" minorVersion="0" spMajorVersion="0" spMinorVersion="0">
        <Display lang="en"><![CDATA[Windows 10 64-Bit]]></Display>
      </OperatingSystem>
      <OperatingSystem osCode="W10H4" osVendor="Microsoft" osArch="x64" majorVersion="10" minorVersion="0" spMajorVersion="0" spMinorVersion="0">
        <Display lang="en"><![CDATA[Windows 10 64-Bit]]></Display>
      </OperatingSystem>
      <OperatingSystem osCode="W21H4" osVendor="Microsoft" osArch="x64" majorVersion="10" minorVersion="0" spMajorVersion="0" spMinorVersion="0">
        <Display lang="en"><![CDATA[Windows 11]]></Display>
      </OperatingSystem>
    </SupportedOperatingSystems>
    <ImportantInfo URL="https://www.dell.com/support/home/en-us/drivers/DriversDetails?driverId=${id}">
      <Display lang="en"><![CDATA[NA]]></Display>
    </ImportantInfo>
  </SoftwareComponent>
`;
}

/** Writes the catalog, UTF-16 LE with its byte order mark and CRLF, to about BYTES: how many components it holds. */
async function writeCatalog(path) {
  const out = createWriteStream(path);
  const write = async (text) => {
    if (!out.write(Buffer.from(text.replace(/\n/g, '\r\n'), 'utf16le'))) await once(out, 'drain');
  };
  out.write(Buffer.from([0xff, 0xfe]));
  await write(
    '<?xml version="1.0" encoding="utf-16"?>\n<Manifest baseLocation="downloads.dell.com" baseLocationAccessProtocols="HTTP,HTTPS" dateTime="2025-10-21T05:41:12+05:30" identifier="8c0a54c5-3a1e-4c1a-9b7e-2f4f1d6b2a10" releaseID="R3G1K" version="2025.10.21" xmlns="openmanage/cm/dm">\n',
  );
  let components = 0;
  while (out.bytesWritten + out.writableLength < BYTES) await write(component(components++));
  await write('</Manifest>\n');
  out.end();
  await once(out, 'finish');
  return components;
}

/** Runs the import command on the catalog: its last line, its time in seconds, and its peak resident memory in MB. */
async function runImport(databaseUrl, catalog) {
  const started = performance.now();
  const command = spawn(process.execPath, [join(ROOT, 'services', 'dist', 'catalogue', 'maker-catalogs', 'import-command.js'), 'dell', catalog], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  command.stdout.on('data', (chunk) => (output += chunk));
  let peakKb = 0;
  // VmHWM is the peak so far: the last reading before the process ends is within a sampling of its peak.
  const sample = setInterval(() => {
    try {
      peakKb = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${command.pid}/status`, 'utf8'))?.[1] ?? peakKb);
    } catch {
      // ended meanwhile
    }
  }, 50);
  const [code] = await once(command, 'exit');
  clearInterval(sample);
  if (code !== 0) throw new Error(`The import ended with ${code}:\n${output}`);
  const lines = output.trim().split('\n');
  return {
    progress: lines.filter((line) => / read, /.test(line)).length,
    last: lines.at(-1),
    peakMb: Math.round(peakKb / 1024),
    seconds: (performance.now() - started) / 1000,
  };
}

buildIfNeeded(SERVER_WORKSPACES);
const folder = mkdtempSync(join(tmpdir(), 'driveratlas-bench-import-'));
const database = await startDatabase({ url: process.env.DATABASE_URL, name: 'driveratlas_bench_import' });
try {
  const catalog = join(folder, 'CatalogPC.xml');
  const components = await writeCatalog(catalog);
  const megabytes = (statSync(catalog).size / 1024 / 1024).toFixed(1);
  console.log(`A synthetic CatalogPC.xml: ${megabytes} MB, UTF-16, ${components.toLocaleString('en-US')} SoftwareComponents.`);
  const first = await runImport(database.url, catalog);
  console.log(`First import (the database migrated first): ${first.last} ${first.progress} progress lines. Peak memory ${first.peakMb} MB.`);
  const again = await runImport(database.url, catalog);
  console.log(`The same file again: ${again.last} Peak memory ${again.peakMb} MB.`);
  const peak = Math.max(first.peakMb, again.peakMb);
  console.log(`Peak resident memory ${peak} MB (target ${TARGET_PEAK_MB} MB): ${verdict(peak <= TARGET_PEAK_MB)}.`);
  writeFigures('import', {
    settings: { catalog: `a synthetic Dell CatalogPC.xml of ${megabytes} MB, UTF-16, ${components.toLocaleString('en-US')} SoftwareComponents` },
    summary: [
      {
        measures: `\`npm run import -- dell\` of a ${megabytes} MB Dell catalog, then the same file again`,
        figure: `${first.seconds.toFixed(1)} s, again ${again.seconds.toFixed(1)} s; peak ${peak} MB`,
        target: `memory ≤ ${TARGET_PEAK_MB} MB`,
        result: verdict(peak <= TARGET_PEAK_MB),
      },
    ],
    tables: [
      {
        title: 'Each import',
        headers: ['import', 'time', 'peak resident memory', 'what it said last'],
        rows: [
          ['first (the database migrated first)', `${first.seconds.toFixed(1)} s`, `${first.peakMb} MB`, first.last],
          ['the same file again', `${again.seconds.toFixed(1)} s`, `${again.peakMb} MB`, again.last],
        ],
      },
    ],
  });
  if (peak > TARGET_PEAK_MB) process.exitCode = 1;
} finally {
  await database.stop();
  rmSync(folder, { recursive: true, force: true });
}
