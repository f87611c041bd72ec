import { architectureNames, compatibleSystems } from './compatible-systems';

describe('compatibleSystems', () => {
  it('lists the Windows versions the text names, newest first', () => {
    expect(compatibleSystems('Windows 10, Windows 8.1, Windows 7')).toEqual(['Windows 10', 'Windows 8.1', 'Windows 7']);
    expect(compatibleSystems('Windows 11/10')).toEqual(['Windows 11', 'Windows 10']);
  });

  it('keeps a text that names no version the site knows', () => {
    expect(compatibleSystems('Windows Server 2022')).toEqual(['Windows Server 2022']);
  });
});

describe('architectureNames', () => {
  it('names both architectures for a driver built for Both', () => {
    expect(architectureNames('Both')).toEqual(['64-bit (x64)', '32-bit (x86)']);
    expect(architectureNames('64-bit')).toEqual(['64-bit (x64)']);
  });
});
