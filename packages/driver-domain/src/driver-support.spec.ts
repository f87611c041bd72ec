import { dayText, supportEndedText, withdrawnText } from './driver-support';

describe('what is said of ended support and withdrawn versions', () => {
  it('says no newer driver will come, with the last version and the day where the maker gives one', () => {
    expect(supportEndedText({ manufacturer: 'NVIDIA', version: '474.89', supportEndedOn: null })).toBe(
      'NVIDIA no longer updates this driver: no newer driver will come; last version 474.89.',
    );
    expect(supportEndedText({ manufacturer: 'NVIDIA', version: '474.89', supportEndedOn: '2024-09-30' })).toBe(
      'NVIDIA no longer updates this driver: no newer driver will come; last version 474.89. Support ended on September 30, 2024.',
    );
  });

  it('names the withdrawn version, the reason and the last good version', () => {
    expect(withdrawnText('Intel', { version: '23.170.0.2', reason: 'Some systems lost Wi-Fi after sleep', lastGoodVersion: '23.160.0.4' })).toBe(
      'Intel withdrew version 23.170.0.2: Some systems lost Wi-Fi after sleep. The last good version is 23.160.0.4.',
    );
    expect(withdrawnText('AMD', { version: '24.1.1', reason: 'Pulled.', lastGoodVersion: null })).toBe('AMD withdrew version 24.1.1: Pulled.');
    expect(dayText('2025-01-05')).toBe('January 5, 2025');
  });
});
