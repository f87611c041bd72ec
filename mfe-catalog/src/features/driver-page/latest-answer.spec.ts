import { latestAnswer } from './latest-answer';

const driver = { version: '581.57', releaseDate: 'October 2025', manufacturer: 'NVIDIA' };

describe('latestAnswer', () => {
  it('says the current version is the latest when the driver is marked latest', () => {
    expect(latestAnswer({ ...driver, isLatest: true })).toBe('Version 581.57, released October 2025, is the latest version in the catalogue.');
  });

  it('says a newer version exists at the manufacturer when it is not', () => {
    expect(latestAnswer({ ...driver, isLatest: false })).toBe(
      'Version 581.57, released October 2025, is the newest version in the catalogue, but not the latest NVIDIA has released: its official page has the newest.',
    );
  });
});
