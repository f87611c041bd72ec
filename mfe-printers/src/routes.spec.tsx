/** @jest-environment node */
import { describePublishedPaths, renderRoutesToString } from '@driveratlas/testing/web/render';
import PrinterRoutes from './routes';
import { aPrinterModel } from './testing/printers';

const ET4760 = aPrinterModel();
const M404 = aPrinterModel({ id: 101, brand: 'HP', modelNumber: 'M404dw', fullName: 'HP LaserJet Pro M404dw', series: 'LaserJet Pro', category: 'Laser' });

/** What a server would hand each page with its HTML: the answers its lists ask for. */
const FALLBACK = {
  '/api/printer-models?brand=HP': [M404],
  '/api/printer-models?brand=Canon': [],
  '/api/printer-models?brand=Epson': [ET4760],
  '/api/printer-models?brand=Brother': [],
  '/api/drivers?manufacturer=HP': [],
  '/api/drivers?manufacturer=Canon': [],
  '/api/drivers?manufacturer=Epson': [],
  '/api/drivers?manufacturer=Brother': [],
};

describe('the printer pages rendered on the server', () => {
  it.each([
    ['/printers', 'Printer Drivers', 'Printer Drivers'],
    ['/printers/hp', 'HP Printer Drivers', M404.fullName],
    ['/printers/canon', 'Canon Printer Drivers', 'No Canon printers found'],
    ['/printers/epson', 'Epson Printer Drivers', 'Verified Epson Drivers'],
    ['/printers/epson?q=et4760&type=Tank', 'Epson Printer Drivers', '1 printer(s) found'],
    ['/printers/brother', 'Brother Printer Drivers', 'Try adjusting your search criteria or browse all available models.'],
    ['/printers/epson/ET-4760', 'Epson EcoTank ET-4760 Driver', 'Epson_ET-4760_Driver_v2.68.exe'],
    ['/printers/epson/ET-9999', 'Page Not Found', 'Page Not Found'],
    ['/printers/acme', 'Page Not Found', 'Page Not Found'],
  ])('%s holds its heading and its content', async (path, heading, content) => {
    const html = await renderRoutesToString(PrinterRoutes, path, FALLBACK);
    expect(html).toContain(`<h1>${heading}</h1>`);
    expect(html).toContain(content);
  });
});

describePublishedPaths('mfe-printers', PrinterRoutes);
