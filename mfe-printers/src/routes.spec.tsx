/** @jest-environment node */
import { describePublishedPaths, renderRoutesToString } from '@driveratlas/testing/web/render';
import PrinterRoutes from './routes';

describe('the printer pages rendered on the server', () => {
  it.each([
    ['/printers', 'Printer Drivers'],
    ['/printers/hp', 'HP Printer Drivers'],
    ['/hp-printers', 'HP Printer Drivers'],
    ['/printers/canon', 'Canon Printer Drivers'],
    ['/printers/epson', 'Epson Printer Drivers'],
    ['/printers/brother', 'Brother Printer Drivers'],
    ['/printers/acme', 'Page Not Found'],
  ])('%s holds its heading', async (path, heading) => {
    expect(await renderRoutesToString(PrinterRoutes, path)).toContain(`<h1>${heading}</h1>`);
  });
});

describePublishedPaths('mfe-printers', PrinterRoutes);
