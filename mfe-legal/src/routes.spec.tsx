/** @jest-environment node */
import { describePublishedPaths, renderRoutesToString } from '@driveratlas/testing/web/render';
import LegalRoutes from './routes';

describe('the legal pages rendered on the server', () => {
  it.each([
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-of-service', 'Terms of Service'],
    ['/legal-notice', 'Legal Notice &amp; Compliance'],
    ['/advertising-disclosure', 'Advertising Disclosure'],
    ['/disclaimer', 'Disclaimer'],
    ['/cookie-policy', 'Cookie Policy'],
    ['/consumer-rights', 'Your Privacy Rights'],
    ['/privacy-policy/x', 'Page Not Found'],
  ])('%s holds its heading', async (path, heading) => {
    expect(await renderRoutesToString(LegalRoutes, path)).toContain(`<h1>${heading}</h1>`);
  });
});

describePublishedPaths('mfe-legal', LegalRoutes);
