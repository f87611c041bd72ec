import { renderWithPlatform } from '@driveratlas/testing/web/render';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { GetDriverButton } from './GetDriverButton';

let finishDownload: () => void;

/** Get Driver as a card uses it: a click starts the download call, pending until it is finished. */
function GetDriver() {
  const [pending, setPending] = useState(false);
  finishDownload = () => setPending(false);
  return (
    <GetDriverButton driverId={7} pending={pending} onGetDriver={() => setPending(true)}>
      {pending ? 'Loading...' : 'Get Driver'}
    </GetDriverButton>
  );
}

// The icon is decorative in the build (packages/webpack-config/decorative-icon.js); here it still says "download".
const getDriverLink = () => screen.getByRole('link', { name: /Get Driver$/ });

describe('Get Driver (and Download Driver)', () => {
  it('is a link to the counting redirect, in a new tab', () => {
    renderWithPlatform(<GetDriver />);
    expect(getDriverLink()).toHaveAttribute('href', '/api/drivers/7/download-file');
    expect(getDriverLink()).toHaveAttribute('target', '_blank');
    expect(getDriverLink()).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('is a disabled button named Loading... while pending, the same element, which keeps the focus', async () => {
    renderWithPlatform(<GetDriver />);
    const link = getDriverLink();
    await userEvent.click(link);
    const button = screen.getByRole('button', { name: /Loading\.\.\.$/ });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toHaveAttribute('href');
    expect(screen.queryByRole('link')).toBeNull();
    expect(button).toBe(link);
    expect(button).toHaveFocus();
    act(() => finishDownload());
    expect(getDriverLink()).toBe(link);
    expect(link).toHaveFocus();
  });
});
