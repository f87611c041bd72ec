import { render, screen } from '@testing-library/react';
import type { DetectedSystem } from '../detect-system';
import { DetectedSystemReport } from './DetectedSystemReport';

const system = (os: string, onlineStatus = true): DetectedSystem => ({
  os,
  browser: 'Safari',
  architecture: '64-bit',
  platform: 'MacIntel',
  userAgent: 'Mozilla/5.0',
  screenResolution: '1440 x 900',
  colorDepth: 30,
  timezone: 'Europe/Berlin',
  language: 'de-DE',
  cookiesEnabled: true,
  javaEnabled: false,
  onlineStatus,
});

describe('the detected system report', () => {
  it('recommends Graphics Cards and Network Adapters on Windows', () => {
    render(<DetectedSystemReport system={system('Windows 11')} />);
    expect(screen.getByRole('heading', { name: 'Recommended Driver Categories' })).toBeInTheDocument();
    expect(screen.getByText('Graphics drivers need regular updates for optimal performance')).toBeInTheDocument();
    expect(screen.getByText('Network drivers ensure stable internet connectivity')).toBeInTheDocument();
  });

  it('recommends nothing on macOS', () => {
    render(<DetectedSystemReport system={system('macOS')} />);
    expect(screen.queryByRole('heading', { name: 'Recommended Driver Categories' })).not.toBeInTheDocument();
    expect(screen.getByText('macOS')).toBeInTheDocument();
    expect(screen.getByText('Safari')).toBeInTheDocument();
  });

  it('reports the connection Online or Offline', () => {
    const { unmount } = render(<DetectedSystemReport system={system('Windows 11', false)} />);
    expect(screen.getByText('Internet Connection').parentElement).toHaveTextContent('Offline');
    unmount();
    render(<DetectedSystemReport system={system('Windows 11', true)} />);
    expect(screen.getByText('Internet Connection').parentElement).toHaveTextContent('Online');
  });

  it('sends a Windows visitor to the whole-PC check, which reads the list Windows prints', () => {
    render(<DetectedSystemReport system={system('Windows 11')} />);
    expect(screen.getByRole('link', { name: 'check your whole PC' })).toHaveAttribute('href', '/my-pc');
  });
});
