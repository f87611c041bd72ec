import { renderWithPlatform } from '@driveratlas/testing/web/render';
import { fireEvent, screen, within } from '@testing-library/react';
import { aDriver } from '../testing/drivers';
import GraphicsCardsPage from './GraphicsCardsPage';

const graphics = Array.from({ length: 8 }, (_, i) =>
  aDriver({ id: 1000 + i, name: `GeForce ${i}`, operatingSystem: i < 2 ? 'Windows 10, Windows 7' : 'Windows 11, Windows 10' }),
);
const audio = aDriver({ id: 2000, name: 'Realtek HD Audio', manufacturer: 'Realtek', category: 'Audio Devices' });

function showPage(drivers: unknown[], featured: unknown[]) {
  renderWithPlatform(<GraphicsCardsPage />, {
    fallback: { '/api/drivers?category=Graphics%20Cards': drivers, '/api/drivers/featured': featured },
  });
}
const namesIn = (region: string) =>
  within(screen.getByRole('region', { name: region }))
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('the Graphics Cards page', () => {
  it('keeps only graphics drivers of the answer, filtering by category in the browser', () => {
    showPage([graphics[0], audio], []);
    expect(screen.getByText('1 Graphics Drivers Available')).toBeInTheDocument();
    expect(namesIn('All Graphics Drivers')).toEqual(['GeForce 0']);
  });

  it('features at most 6 drivers, only of Graphics Cards', () => {
    showPage(graphics, [audio, ...graphics]);
    expect(namesIn('Featured Graphics Drivers')).toEqual(graphics.slice(0, 6).map((d) => d.name));
  });

  it('does not repeat a featured driver in the list below', () => {
    showPage(graphics, graphics.slice(0, 2));
    expect(namesIn('Featured Graphics Drivers')).toEqual(['GeForce 0', 'GeForce 1']);
    expect(namesIn('More Graphics Drivers')).toEqual(graphics.slice(2).map((d) => d.name));
  });

  it('hides the featured section when no featured graphics driver exists', () => {
    showPage(graphics, [audio]);
    expect(screen.queryByRole('heading', { name: 'Featured Graphics Drivers' })).not.toBeInTheDocument();
  });

  it('counts the drivers of each operating system on its card, and filters every driver shown by the one chosen', () => {
    showPage(graphics, graphics.slice(2, 4));
    const card = (os: string) => screen.getByRole('link', { name: new RegExp(`^${os} \\d+ drivers$`) });
    expect(card('Windows 11')).toHaveTextContent('Windows 11 6 drivers');
    expect(card('Windows 10')).toHaveTextContent('Windows 10 8 drivers');
    expect(card('Windows 8.1')).toHaveTextContent('Windows 8.1 0 drivers');
    expect(card('Windows 7')).toHaveTextContent('Windows 7 2 drivers');
    expect(card('Windows 7')).toHaveAttribute('href', '/?os=Windows+7');
    fireEvent.click(card('Windows 7'));
    expect(card('Windows 7')).toHaveAttribute('aria-current', 'true');
    expect(card('Windows 7')).toHaveAttribute('href', '/');
    expect(screen.queryByRole('region', { name: 'Featured Graphics Drivers' })).not.toBeInTheDocument();
    expect(namesIn('Graphics Drivers for Windows 7')).toEqual(['GeForce 0', 'GeForce 1']);
    expect(screen.getByText('2 driver(s) for Windows 7')).toBeInTheDocument();
  });
});
