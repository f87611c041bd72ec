import { renderWithPlatform } from '@driveratlas/testing/web/render';
import { screen } from '@testing-library/react';
import { aDriver } from '../../../testing/drivers';
import DriverCard from './DriverCard';

const card = () => screen.getByRole('article');

describe('the driver card', () => {
  it('shows the Latest and Verified badges, the downloads with thousands separators and the rating', () => {
    renderWithPlatform(<DriverCard driver={aDriver({ downloadCount: 1234567, rating: 4 })} />);
    expect(card()).toHaveTextContent('Latest');
    expect(card()).toHaveTextContent('Verified');
    expect(card()).toHaveTextContent('1,234,567');
    expect(card()).toHaveTextContent('4/5');
  });

  it('leaves out the badges of a driver that is neither latest nor verified', () => {
    renderWithPlatform(<DriverCard driver={aDriver({ isLatest: false, isVerified: false })} />);
    expect(card()).not.toHaveTextContent('Latest');
    expect(card()).not.toHaveTextContent('Verified');
  });

  it('shows ~150-250 MB for a driver without a file size', () => {
    renderWithPlatform(<DriverCard driver={aDriver({ fileSize: '' })} />);
    expect(card()).toHaveTextContent('~150-250 MB');
  });

  it('heads the card at the level the page asks for', () => {
    renderWithPlatform(<DriverCard driver={aDriver({ name: 'Realtek Audio' })} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Realtek Audio' })).toBeInTheDocument();
  });
});
