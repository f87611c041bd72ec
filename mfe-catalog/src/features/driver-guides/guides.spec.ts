import { CATEGORIES, MANUFACTURERS } from '@driveratlas/driver-domain';
import { COMMON_ISSUES, SAFETY_TIPS } from './common-issues';
import { GUIDES } from './guides';

describe('the installation guides', () => {
  it('are the printer, graphics card, audio and network guides', () => {
    expect(GUIDES.map((g) => g.title)).toEqual(['Printer Drivers', 'Graphics Card Drivers', 'Audio Drivers', 'Network Drivers']);
  });

  it.each(GUIDES.map((g) => [g.title, g] as const))('%s has a time estimate, at least 4 steps and speaks of Windows 11', (_title, guide) => {
    expect(guide.time).toMatch(/^\d+-\d+ minutes$/);
    expect(guide.steps.length).toBeGreaterThanOrEqual(4);
    expect(guide.steps.map((s) => s.detail).join(' ')).toMatch(/Windows 11/);
    expect(CATEGORIES.map((c) => c.name)).toContain(guide.category);
  });

  it('point only to manufacturers the catalogue knows, whose official pages it links', () => {
    const known = MANUFACTURERS.map((m) => m.slug);
    for (const guide of GUIDES) for (const source of guide.sources) expect(known).toContain(source);
  });
});

describe('the common issues and safety tips', () => {
  it('give a fix for each of at least 4 problems', () => {
    expect(COMMON_ISSUES.length).toBeGreaterThanOrEqual(4);
    for (const { problem, solution } of COMMON_ISSUES) expect([problem.length > 0, solution.length > 0]).toEqual([true, true]);
  });

  it('tell visitors to download from the official website', () => {
    expect(SAFETY_TIPS.length).toBeGreaterThanOrEqual(4);
    expect(SAFETY_TIPS.some((tip) => tip.includes('official website'))).toBe(true);
  });
});
