import { barWidths, requestsThisWeek } from './usage';

const NOW = new Date('2026-11-26T10:00:00.000Z');

describe("a key's usage", () => {
  it('counts the requests of the last 7 days, today among them, and not the day before', () => {
    const usage = [
      { day: '2026-11-19', requests: 1000 },
      { day: '2026-11-20', requests: 5 },
      { day: '2026-11-26', requests: 7 },
    ];
    expect(requestsThisWeek(usage, NOW)).toBe(12);
    expect(requestsThisWeek([], NOW)).toBe(0);
  });

  it("draws each day's bar against the busiest day, a quiet day still visible", () => {
    expect(
      barWidths([
        { day: '2026-11-25', requests: 200 },
        { day: '2026-11-26', requests: 1 },
      ]),
    ).toEqual([100, 1]);
    expect(barWidths([])).toEqual([]);
  });
});
