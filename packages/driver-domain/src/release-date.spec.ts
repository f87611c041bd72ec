import { releaseMonth } from './release-date';

describe('releaseMonth', () => {
  it('reads a month and a year as the ISO date of that month', () => {
    expect(releaseMonth('December 2024')).toBe('2024-12-01');
    expect(releaseMonth(' march 2025 ')).toBe('2025-03-01');
  });

  it('sorts later months after earlier ones as text', () => {
    expect([releaseMonth('October 2025'), releaseMonth('February 2024'), releaseMonth('September 2025')].sort()).toEqual([
      '2024-02-01',
      '2025-09-01',
      '2025-10-01',
    ]);
  });

  it('answers null for anything that is not a month and a year', () => {
    expect(releaseMonth('soon')).toBeNull();
    expect(releaseMonth('Decembre 2024')).toBeNull();
    expect(releaseMonth('2024-12')).toBeNull();
  });
});
