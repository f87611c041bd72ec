import { showsDownloadCounts } from './record-download';

describe('the answers that show download counts', () => {
  it('looks at the lists, drivers and searches of the API only', () => {
    expect(['/api/drivers?category=Cameras', '/api/drivers/featured?limit=8', '/api/search?q=rtx'].every(showsDownloadCounts)).toBe(true);
    expect(['/api/categories', '/api/printer-brands', 42].some(showsDownloadCounts)).toBe(false);
  });
});
