import { chartDays } from './chart-data';

describe('the downloads chart', () => {
  it('gives every day every category, 0 where there were no downloads', () => {
    const days = chartDays({
      totals: { driverDownloads: 0, printerModelDownloads: 0, recorded: 3, recordedLast30Days: 3 },
      byCategory: [],
      byDay: [
        { date: '2026-11-23', recorded: 0, byCategory: [] },
        {
          date: '2026-11-24',
          recorded: 3,
          byCategory: [
            { category: 'Printers', recorded: 2 },
            { category: 'Cameras', recorded: 1 },
          ],
        },
      ],
    });
    expect(days).toHaveLength(2);
    expect(days[0]).toEqual(expect.objectContaining({ date: '2026-11-23', label: 'Nov 23', 'Graphics Cards': 0, Printers: 0 }));
    expect(days[1]).toEqual(expect.objectContaining({ label: 'Nov 24', Printers: 2, Cameras: 1, 'Audio Devices': 0 }));
  });
});
