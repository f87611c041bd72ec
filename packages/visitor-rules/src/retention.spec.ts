import { RETENTION, RETENTION_KINDS, retentionEndText, retentionPeriodText, retentionRule } from './retention';

describe('the retention table', () => {
  it('has one rule for each kind of record, and finds it by kind', () => {
    expect(RETENTION.map((rule) => rule.kind).sort()).toEqual([...RETENTION_KINDS].sort());
    for (const kind of RETENTION_KINDS) expect(retentionRule(kind).kind).toBe(kind);
  });

  it('says a period and what its end does as the texts print them', () => {
    expect(retentionPeriodText({ amount: 90, unit: 'days' })).toBe('90 days');
    expect(retentionPeriodText({ amount: 1, unit: 'years' })).toBe('1 year');
    expect(retentionEndText({ action: 'delete' })).toBe('deleted');
    expect(retentionEndText(retentionRule('download-records').end)).toBe('IP address and browser string cleared');
  });
});
