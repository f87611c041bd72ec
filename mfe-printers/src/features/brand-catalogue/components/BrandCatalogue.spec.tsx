import { renderWithPlatform } from '@driveratlas/testing/web/render';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { aPrinterModel } from '../../../testing/printers';
import { brandPage } from '../brands';
import { BrandCatalogue } from './BrandCatalogue';

const EPSON = [
  aPrinterModel(),
  aPrinterModel({ id: 302, modelNumber: 'ET-2720', fullName: 'Epson EcoTank ET-2720' }),
  aPrinterModel({ id: 303, modelNumber: 'XP-4105', fullName: 'Epson Expression Home XP-4105', series: 'Expression Home', category: 'Inkjet' }),
];

/** Where the page is, as its address shows it. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

function showEpson(path = '/printers/epson') {
  renderWithPlatform(
    <>
      <Routes>
        <Route path="/printers/epson" element={<BrandCatalogue page={brandPage('epson')!} />} />
      </Routes>
      <Address />
    </>,
    { path, fallback: { '/api/printer-models?brand=Epson': EPSON, '/api/drivers?manufacturer=Epson': [] } },
  );
}
const shown = () => screen.queryAllByRole('article').map((a) => within(a).getByRole('heading', { level: 3 }).textContent);
const search = () => screen.getByLabelText('Search Epson printers');
const address = () => screen.getByLabelText('address').textContent;

describe('a brand page', () => {
  it('shows every model with its count, and the brand’s type filter', () => {
    showEpson();
    expect(shown()).toEqual(['Epson EcoTank ET-4760', 'Epson EcoTank ET-2720', 'Epson Expression Home XP-4105']);
    expect(screen.getByText('3 printer(s) found')).toBeInTheDocument();
    const types = within(screen.getByRole('radiogroup', { name: 'Type' })).getAllByRole('radio');
    expect(types.map((t) => t.closest('label')?.textContent)).toEqual(['All Types', 'EcoTank Printers (Tank)', 'Inkjet Printers', 'Photo Printers']);
  });

  it('keeps the search and the type in the address', () => {
    showEpson();
    fireEvent.change(search(), { target: { value: 'et 2720' } });
    expect(shown()).toEqual(['Epson EcoTank ET-2720']);
    expect(address()).toBe('/printers/epson?q=et+2720');
    fireEvent.click(screen.getByRole('radio', { name: 'Inkjet Printers' }));
    expect(address()).toBe('/printers/epson?q=et+2720&type=Inkjet');
    expect(screen.getByText('0 printer(s) found')).toBeInTheDocument();
  });

  it('starts from the search and type of its address', () => {
    showEpson('/printers/epson?q=et4760&type=Tank');
    expect(search()).toHaveValue('et4760');
    expect(shown()).toEqual(['Epson EcoTank ET-4760']);
  });

  it('fills the search box from a Popular Models button', () => {
    showEpson();
    fireEvent.click(within(screen.getByRole('group', { name: 'Popular Models' })).getByRole('button', { name: 'XP-4105' }));
    expect(search()).toHaveValue('XP-4105');
    expect(shown()).toEqual(['Epson Expression Home XP-4105']);
  });

  it('shows the empty state with its hint, and Clear Search resets the search and the type', () => {
    showEpson('/printers/epson?q=nothing&type=Photo');
    expect(screen.getByRole('heading', { name: 'No Epson printers found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria or browse all available models.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(address()).toBe('/printers/epson');
    expect(search()).toHaveValue('');
    expect(shown()).toHaveLength(3);
  });
});
