import { lookupPath, lookupText, refusalMessage } from './hardware-id-query';

describe('the lookup query', () => {
  it("sends Device Manager's list one ID after another on one line", () => {
    expect(lookupText('PCI\\VEN_8086&DEV_2723&SUBSYS_00848086&REV_1A\r\nPCI\\VEN_8086&DEV_2723&SUBSYS_00848086\n\n')).toBe(
      'PCI\\VEN_8086&DEV_2723&SUBSYS_00848086&REV_1A PCI\\VEN_8086&DEV_2723&SUBSYS_00848086',
    );
  });

  it('asks nothing for blank input and encodes the backslashes and ampersands', () => {
    expect(lookupPath('  \n ')).toBeNull();
    expect(lookupPath('USB\\VID_046D&PID_082D')).toBe('/api/hardware-ids?q=USB%5CVID_046D%26PID_082D');
  });

  it("shows the service's reason for a refusal, and general words for anything else", () => {
    const refusal = { status: 400, body: JSON.stringify({ statusCode: 400, error: 'Bad Request', message: '"x" is not a hardware ID.' }) };
    expect(refusalMessage(refusal)).toBe('"x" is not a hardware ID.');
    expect(refusalMessage(new Error('Failed to fetch'))).toMatch(/not available right now/);
  });
});
