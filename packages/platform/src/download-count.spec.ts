import { withDownloadCount } from './download-count';

const driver = (id: number, downloadCount: number) => ({ id, name: `Driver ${id}`, downloadCount });

describe('a recorded download in the answers shown', () => {
  it('changes the count of that driver in a list, a driver and a search answer, and nothing else', () => {
    const list = [driver(1, 10), driver(2, 20)];
    expect(withDownloadCount(list, 2, 21)).toEqual([driver(1, 10), driver(2, 21)]);
    expect(withDownloadCount(list, 2, 21)[0]).toBe(list[0]);
    expect(withDownloadCount(driver(2, 20), 2, 21)).toEqual(driver(2, 21));
    const search = { total: 2, results: list, fuzzy: false };
    expect(withDownloadCount(search, 1, 11)).toEqual({ total: 2, results: [driver(1, 11), driver(2, 20)], fuzzy: false });
  });

  it('answers what does not show the driver as it is', () => {
    const list = [driver(1, 10)];
    expect(withDownloadCount(list, 3, 1)).toBe(list);
    const search = { total: 1, results: list };
    expect(withDownloadCount(search, 3, 1)).toBe(search);
    expect(withDownloadCount(undefined, 3, 1)).toBeUndefined();
  });
});
