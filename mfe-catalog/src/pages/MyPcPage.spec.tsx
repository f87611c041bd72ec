import { HttpError } from '@driveratlas/platform';
import { renderWithPlatform } from '@driveratlas/testing/web/render';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { DeviceReportAnswer } from '../features/my-pc';
import MyPcPage from './MyPcPage';

type Device = DeviceReportAnswer['devices'][number];

const device = (overrides: Partial<Device>): Device => ({
  line: 1,
  deviceClass: null,
  name: 'Realtek PCIe GbE Family Controller',
  names: {
    vendor: 'Realtek Semiconductor Co., Ltd.',
    device: 'RTL8111/8168/8211/8411 PCI Express Gigabit Ethernet Controller',
    subsystemVendor: null,
    subsystem: null,
  },
  category: 'Network Adapters',
  hardwareIds: ['PCI\\VEN_10EC&DEV_8168&SUBSYS_86771043&REV_15'],
  installed: { provider: 'Realtek', version: '10.68.815.2023', date: '2023-08-15', inf: 'rt640x64.inf', signed: true },
  installedAs: null,
  match: null,
  withdrawn: null,
  manufacturer: { name: 'Realtek', slug: 'realtek', supportUrl: 'https://www.realtek.com/Download/Index' },
  verdict: 'not-in-catalogue',
  ...overrides,
});

const geforce = device({
  line: 12,
  name: 'NVIDIA GeForce RTX 4070',
  names: { vendor: 'NVIDIA Corporation', device: 'AD104 [GeForce RTX 4070]', subsystemVendor: null, subsystem: null },
  category: 'Graphics Cards',
  hardwareIds: ['PCI\\VEN_10DE&DEV_2786&SUBSYS_40C81458&REV_A1'],
  installed: { provider: 'NVIDIA', version: '32.0.15.8157', date: '2025-10-14', inf: 'oem42.inf', signed: true },
  installedAs: '581.57',
  match: {
    matchedBy: 'hardware-id',
    matchedId: 'PCI\\VEN_10DE&DEV_2786',
    driver: {
      id: 1001,
      name: 'NVIDIA GeForce Game Ready Driver',
      version: '581.80',
      releaseDate: 'November 2025',
      manufacturer: 'NVIDIA',
      category: 'Graphics Cards',
      officialUrl: null,
      path: '/drivers/1001/nvidia-geforce-game-ready-driver',
      supportEnded: false,
      supportEndedOn: null,
    },
    declaredBy: { file: 'nv_dispi.inf', packageVersion: '581.80', driverDate: '2025-11-04', driverVersion: '32.0.15.8180' },
    lastVersionSupporting: null,
  },
  manufacturer: null,
  verdict: 'update-available',
});
const unknown = device({
  line: 30,
  name: 'PCI Data Acquisition and Signal Processing Controller',
  category: null,
  installed: null,
  manufacturer: null,
  verdict: 'no-driver',
});
const mouse = device({
  line: 40,
  name: 'HID-compliant mouse',
  names: { vendor: null, device: null, subsystemVendor: null, subsystem: null },
  category: 'Input Devices',
  installed: { provider: 'Microsoft', version: '10.0.26100.1', date: '2006-06-21', inf: 'msmouse.inf', signed: true },
  manufacturer: null,
  verdict: 'windows-driver',
});

const REPORT: DeviceReportAnswer = {
  format: 'powershell-json',
  devices: [device({}), geforce, unknown, mouse],
  counts: {
    'no-driver': 1,
    'update-available': 1,
    'cannot-compare': 0,
    'not-in-catalogue': 1,
    'newer-than-catalogue': 0,
    'windows-driver': 1,
    'up-to-date': 0,
  },
  sources: [],
  notRead: [
    { line: 52, reason: 'A device without a hardware ID.' },
    { line: 60, reason: 'Not a device record.' },
  ],
};

// antd's TextArea measures itself; jsdom has no ResizeObserver.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

/** The API's answers to the page's POSTs, with what each was sent. */
function answerPosts(status: number, body: unknown) {
  const sent: Array<{ url: string; init: RequestInit }> = [];
  globalThis.fetch = jest.fn(async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return { ok: status < 300, status, statusText: '', text: async () => JSON.stringify(body) } as Response;
  }) as unknown as typeof fetch;
  return sent;
}

const box = () => screen.getByLabelText('Device list');
const check = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check my PC' })));

describe('the My PC page', () => {
  it('is a form posting the list to /my-pc, so the server answers it before any script runs', () => {
    renderWithPlatform(<MyPcPage />, { path: '/my-pc' });
    const form = screen.getByRole('form', { name: 'Whole-PC check' });
    expect([form.getAttribute('method'), form.getAttribute('action'), form.getAttribute('enctype')]).toEqual(['post', '/my-pc', 'multipart/form-data']);
    expect(box()).toHaveAttribute('name', 'list');
    expect(screen.getByLabelText('Choose a file')).toHaveAttribute('name', 'file');
    expect(screen.getByRole('button', { name: /Copy PowerShell command$/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Check Your Whole PC' })).toBeInTheDocument();
  });

  it("posts pasted text as plain text and shows the service's reason beside the box, keeping the text", async () => {
    const message = 'This is not a device list Windows prints. Paste what the PowerShell command copied.';
    const sent = answerPosts(400, { statusCode: 400, message, error: 'Bad Request' });
    renderWithPlatform(<MyPcPage />, { path: '/my-pc' });
    fireEvent.change(box(), { target: { value: 'hello there' } });
    await check();
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe('/api/device-reports');
    expect(sent[0].init).toMatchObject({
      method: 'POST',
      body: 'hello there',
      headers: expect.objectContaining({ 'Content-Type': 'text/plain; charset=utf-8' }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(box()).toHaveValue('hello there');
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(box().getAttribute('aria-describedby')).toContain(alert.id);
  });

  it('sends a chosen file as its bytes', async () => {
    const sent = answerPosts(200, REPORT);
    renderWithPlatform(<MyPcPage />, { path: '/my-pc' });
    const file = new File(['\uFEFF[]'], 'devices.json', { type: 'application/json' });
    fireEvent.change(screen.getByLabelText('Choose a file'), { target: { files: [file] } });
    expect(screen.getByText(/devices\.json \(1 KB\) is checked instead of the box/)).toBeInTheDocument();
    await check();
    expect(sent[0].init.body).toBe(file);
    expect(sent[0].init.headers).toMatchObject({ 'Content-Type': 'application/octet-stream' });
  });

  it('shows the report grouped by verdict, most urgent first, each group counted, with the summary first', async () => {
    answerPosts(200, REPORT);
    renderWithPlatform(<MyPcPage />, { path: '/my-pc' });
    fireEvent.change(box(), { target: { value: '[{"DeviceName":"…"}]' } });
    await check();
    const report = await screen.findByRole('region', { name: "Your PC's drivers" });
    expect(
      within(report).getByText("4 devices · 1 without a driver · 1 update available · 1 not in the catalogue · 1 with Windows' own driver"),
    ).toBeInTheDocument();
    expect(
      within(report)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['No driver installed (1)', 'Update available (1)', 'Not in the catalogue (1)', "Windows' own driver (1)"]);
    const updates = within(report).getByRole('region', { name: 'Update available (1)' });
    expect(updates).toHaveTextContent('NVIDIA 32.0.15.8157 (published as 581.57)');
    expect(updates).toHaveTextContent('NVIDIA GeForce Game Ready Driver 581.80 · released November 2025 · matched by hardware ID');
    expect(updates).toHaveTextContent('Declared by nv_dispi.inf (version 581.80, DriverVer 32.0.15.8180)');
    expect(within(updates).getByRole('link', { name: 'Get Driver' })).toHaveAttribute('href', '/api/drivers/1001/download-file');
    expect(within(updates).getByRole('link', { name: 'Driver page' })).toHaveAttribute('href', '/drivers/1001/nvidia-geforce-game-ready-driver');
    const missing = within(report).getByRole('region', { name: 'Not in the catalogue (1)' });
    expect(within(missing).getByRole('link', { name: /Realtek support page/ })).toHaveAttribute('href', 'https://www.realtek.com/Download/Index');
    expect(within(missing).getByText('Realtek Semiconductor Co., Ltd. RTL8111/8168/8211/8411 PCI Express Gigabit Ethernet Controller')).toBeInTheDocument();
    expect(within(report).getByText('2 lines could not be read')).toBeInTheDocument();
    expect(within(report).getByText('Line 52: A device without a hardware ID.')).toBeInTheDocument();
    expect(report.querySelector('h2')).toHaveFocus();
  });

  it("sends the Windows and processor the browser's client hints tell, and says when newer versions dropped the device", async () => {
    const hints = { platform: 'Windows', platformVersion: '15.0.0', architecture: 'x86', bitness: '64' };
    Object.defineProperty(navigator, 'userAgentData', { configurable: true, value: { getHighEntropyValues: async () => hints } });
    Object.defineProperty(navigator, 'userAgent', { configurable: true, value: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/141.0.0.0' });
    const wifi = device({
      name: 'Intel(R) Wireless-AC 9560 160MHz',
      match: {
        ...geforce.match!,
        driver: { ...geforce.match!.driver, name: 'Intel Wi-Fi 6E AX211 Driver', version: '23.160.0.4' },
        declaredBy: { file: 'Netwtw08.INF', packageVersion: '23.40.0.4', driverDate: '2024-03-10', driverVersion: '23.40.0.4' },
        lastVersionSupporting: '23.40.0.4',
      },
      verdict: 'update-available',
    });
    const sent = answerPosts(200, { ...REPORT, devices: [wifi] });
    try {
      renderWithPlatform(<MyPcPage />, { path: '/my-pc' });
      fireEvent.change(box(), { target: { value: '[{"DeviceName":"…"}]' } });
      await check();
    } finally {
      Reflect.deleteProperty(navigator, 'userAgentData');
      Reflect.deleteProperty(navigator, 'userAgent');
    }
    expect(sent[0].url).toBe('/api/device-reports?windows=11&architecture=x64');
    const report = await screen.findByRole('region', { name: "Your PC's drivers" });
    expect(report).toHaveTextContent('Declared by Netwtw08.INF (version 23.40.0.4)');
    expect(report).toHaveTextContent('Newer versions of this driver no longer support this device. The last version that does is 23.40.0.4.');
  });

  it('filters the groups by category in place', async () => {
    renderWithPlatform(<MyPcPage />, { path: '/my-pc?report=posted', fallback: { '/api/device-reports': REPORT } });
    const report = screen.getByRole('region', { name: "Your PC's drivers" });
    const filter = within(report).getByRole('group', { name: 'Show devices of' });
    expect(
      within(filter)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All (4)', 'Graphics Cards (1)', 'Input Devices (1)', 'Network Adapters (1)', 'Other devices (1)']);
    fireEvent.click(within(filter).getByRole('button', { name: 'Graphics Cards (1)' }));
    expect(within(filter).getByRole('button', { name: 'Graphics Cards (1)' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(report)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Update available (1)']);
    expect(within(report).queryByText('HID-compliant mouse')).toBeNull();
    fireEvent.click(within(filter).getByRole('button', { name: 'All (4)' }));
    expect(within(report).getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });

  it('copies the summary and one line a device for a forum post', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const notify = jest.fn();
    renderWithPlatform(<MyPcPage />, { path: '/my-pc?report=posted', fallback: { '/api/device-reports': REPORT }, notify });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Copy summary$/ })));
    expect(writeText).toHaveBeenCalledWith(
      [
        "4 devices · 1 without a driver · 1 update available · 1 not in the catalogue · 1 with Windows' own driver",
        'No driver installed | PCI Data Acquisition and Signal Processing Controller | installed none | catalogue none',
        'Update available | NVIDIA GeForce RTX 4070 | installed 32.0.15.8157 (581.57) | catalogue 581.80',
        'Not in the catalogue | Realtek PCIe GbE Family Controller | installed 10.68.815.2023 | catalogue none',
        "Windows' own driver | HID-compliant mouse | installed 10.0.26100.1 | catalogue none",
      ].join('\n'),
    );
    expect(notify).toHaveBeenCalledWith({ title: 'Copied the summary' });
  });

  it('shows a refusal the server rendered the page with beside the box, with the text given back', () => {
    const body = JSON.stringify({ statusCode: 400, message: 'The list holds more than 2,000 devices.', error: 'Bad Request' });
    // As the shell's server render hands a page the API's refusal: in its SWR cache.
    const cache = () => new Map([['/api/device-reports', { error: new HttpError(400, body, '') }]]);
    renderWithPlatform(
      <SWRConfig value={{ provider: cache }}>
        <MyPcPage />
      </SWRConfig>,
      { path: '/my-pc?report=posted&list=%5B%5D' },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The list holds more than 2,000 devices.');
    expect(box()).toHaveValue('[]');
  });
});
