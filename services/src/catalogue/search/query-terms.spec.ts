import { parseQueryTerms } from './query-terms';

describe('parseQueryTerms', () => {
  it.each([
    ['windows 11', 'Windows 11'],
    ['win11', 'Windows 11'],
    ['win 11', 'Windows 11'],
    ['w11', 'Windows 11'],
    ['windows11', 'Windows 11'],
    ['Windows 10', 'Windows 10'],
    ['win10', 'Windows 10'],
    ['win 10', 'Windows 10'],
    ['windows 8.1', 'Windows 8.1'],
    ['win8.1', 'Windows 8.1'],
    ['windows 7', 'Windows 7'],
    ['WIN7', 'Windows 7'],
  ])('understands "%s" as %s and leaves nothing to search for', (q, os) => {
    expect(parseQueryTerms(q)).toEqual({ text: '', os });
  });

  it.each([
    ['x64', '64-bit'],
    ['64-bit', '64-bit'],
    ['64bit', '64-bit'],
    ['64 bit', '64-bit'],
    ['amd64', '64-bit'],
    ['x86_64', '64-bit'],
    ['x86', '32-bit'],
    ['32-bit', '32-bit'],
    ['32bit', '32-bit'],
    ['32 Bit', '32-bit'],
  ])('understands "%s" as %s', (q, architecture) => {
    expect(parseQueryTerms(q)).toEqual({ text: '', architecture });
  });

  it('takes the filters out of the words searched for, wherever they are', () => {
    expect(parseQueryTerms('GeForce RTX 4070 Windows 11')).toEqual({ text: 'geforce rtx 4070', os: 'Windows 11' });
    expect(parseQueryTerms('win11 realtek')).toEqual({ text: 'realtek', os: 'Windows 11' });
    expect(parseQueryTerms('realtek  audio x64 win 10')).toEqual({ text: 'realtek audio', os: 'Windows 10', architecture: '64-bit' });
    expect(parseQueryTerms('intel 32 bit wi-fi')).toEqual({ text: 'intel wi-fi', architecture: '32-bit' });
  });

  it('drops a lone "windows" as noise unless it is the whole query', () => {
    expect(parseQueryTerms('windows realtek audio')).toEqual({ text: 'realtek audio' });
    expect(parseQueryTerms('windows x64')).toEqual({ text: '', architecture: '64-bit' });
    expect(parseQueryTerms(' Windows ')).toEqual({ text: 'windows' });
  });

  it('keeps the first version and architecture named, and drops the others', () => {
    expect(parseQueryTerms('win10 nvidia windows 11 x86 x64')).toEqual({ text: 'nvidia', os: 'Windows 10', architecture: '32-bit' });
  });

  it('leaves numbers, model numbers and words that only look alike', () => {
    expect(parseQueryTerms('rtx 4070 11')).toEqual({ text: 'rtx 4070 11' });
    expect(parseQueryTerms('windows 8 winusb w110 64 x640')).toEqual({ text: '8 winusb w110 64 x640' });
    expect(parseQueryTerms('win 12 constructor')).toEqual({ text: 'win 12 constructor' });
    expect(parseQueryTerms('   ')).toEqual({ text: '' });
  });
});
