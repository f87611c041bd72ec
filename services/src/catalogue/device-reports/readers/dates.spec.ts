import { dayOrderOf, isoDate } from './dates';

describe('isoDate', () => {
  it.each([
    ['/Date(1728864000000)/', '2024-10-14'],
    ['/Date(1728856800000)/', '2024-10-14'], // local midnight at UTC+2
    ['/Date(1728882000000)/', '2024-10-14'], // local midnight at UTC-5
    ['/Date(1728864000000+0200)/', '2024-10-14'],
    ['/Date(-45968400000)/', '1968-07-18'], // Intel's chipset INFs are dated 1968
    ['2024-10-14T00:00:00+02:00', '2024-10-14'],
    ['2024-10-14T00:00:00', '2024-10-14'],
    ['20241014000000.******+000', '2024-10-14'],
    ['20241014000000.000000-420', '2024-10-14'],
    ['14.10.2024 00:00:00', '2024-10-14'],
    ['1.2.2024', '2024-02-01'],
  ])('reads %s as %s whatever the day order', (value, expected) => {
    expect(isoDate(value, 'month-first')).toBe(expected);
    expect(isoDate(value, 'day-first')).toBe(expected);
  });

  it('reads slashed dates in the order given', () => {
    expect(isoDate('10/14/2024 12:00:00 AM', 'month-first')).toBe('2024-10-14');
    expect(isoDate('14/10/2024', 'day-first')).toBe('2024-10-14');
    expect(isoDate('06/07/2024', 'month-first')).toBe('2024-06-07');
    expect(isoDate('06/07/2024', 'day-first')).toBe('2024-07-06');
  });

  it.each([null, '', '  ', 'yesterday', '13/13/2024', '02/30/2024', '2024-02-30', '/Date(abc)/', '32.0.15.8157'])('gives null for %j', (value) => {
    expect(isoDate(value, 'month-first')).toBeNull();
  });
});

describe('dayOrderOf', () => {
  it('takes the order from the first slashed date with a part over 12', () => {
    expect(dayOrderOf(['06/07/2024', '21/06/2006 10.0.1'], 'month-first')).toBe('day-first');
    expect(dayOrderOf(['06/07/2024', '06/21/2006'], 'day-first')).toBe('month-first');
  });

  it('falls back when no date tells, and leaves dotted dates (always day first) aside', () => {
    expect(dayOrderOf(['06/07/2024', null, '21.06.2006'], 'month-first')).toBe('month-first');
    expect(dayOrderOf([], 'day-first')).toBe('day-first');
  });
});
