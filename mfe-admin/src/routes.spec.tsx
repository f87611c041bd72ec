/** @jest-environment node */
import { describePublishedPaths, renderRoutesToString } from '@driveratlas/testing/web/render';
import AdminRoutes from './routes';

describe('the admin pages rendered on the server', () => {
  it.each([
    ['/admin', 'Admin Dashboard'],
    ['/admin/drivers', 'Admin Dashboard'],
    ['/admin/x', 'Page Not Found'],
  ])('%s holds its heading', async (path, heading) => {
    expect(await renderRoutesToString(AdminRoutes, path)).toContain(`<h1>${heading}</h1>`);
  });
});

describePublishedPaths('mfe-admin', AdminRoutes);
