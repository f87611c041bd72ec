import { driverPath, driverSlug } from './driver-path';

describe('driverSlug', () => {
  it('joins the words of the name in lower case with hyphens', () => {
    expect(driverSlug('NVIDIA GeForce RTX 4070 Game Ready Driver')).toBe('nvidia-geforce-rtx-4070-game-ready-driver');
  });

  it('drops punctuation, symbols and repeated separators', () => {
    expect(driverSlug('Intel® Wi-Fi 6E AX210 Driver')).toBe('intel-wi-fi-6e-ax210-driver');
    expect(driverSlug('AMD Software: Adrenalin Edition  for Radeon RX 7600')).toBe('amd-software-adrenalin-edition-for-radeon-rx-7600');
    expect(driverSlug('Realtek RTL8111/RTL8168 PCIe (R470) — Driver ')).toBe('realtek-rtl8111-rtl8168-pcie-r470-driver');
  });

  it('keeps the letters of accented words without their accents', () => {
    expect(driverSlug('Pilote Créatif Ünïcode')).toBe('pilote-creatif-unicode');
  });

  it('stops at a word within 80 characters', () => {
    const slug = driverSlug(`${'word '.repeat(30)}end`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^(word-)*word$/);
    expect(driverSlug('x'.repeat(100))).toBe('x'.repeat(80));
  });

  it('answers "driver" for a name with no ASCII letter or digit', () => {
    expect(driverSlug('—')).toBe('driver');
    expect(driverSlug('驱动程序')).toBe('driver');
  });
});

describe('driverPath', () => {
  it('is /drivers/{id}/{slug}', () => {
    expect(driverPath({ id: 1042, name: 'Logitech C920 HD Pro Webcam (Logi Tune)' })).toBe('/drivers/1042/logitech-c920-hd-pro-webcam-logi-tune');
  });
});
