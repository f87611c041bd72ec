import { renderWithPlatform, TEST_SITE } from '@driveratlas/testing/web/render';
import { screen } from '@testing-library/react';
import { fillPlaceholders, RichText } from './rich-text';

describe('the legal texts', () => {
  it('fill in the operator settings, never a written-out address', () => {
    expect(fillPlaceholders('Write to {companyName}, {address}, or {email}.', TEST_SITE)).toBe(
      `Write to ${TEST_SITE.companyName}, ${TEST_SITE.address.join(', ')}, or ${TEST_SITE.email}.`,
    );
    expect(() => fillPlaceholders('{fax}', TEST_SITE)).toThrow('Unknown placeholder {fax}');
  });

  it('link inside the site in the same tab, out of it and where the text says "new tab" in a new one', () => {
    renderWithPlatform(
      <p>
        <RichText
          text={
            'See **our** [Cookie Policy](/cookie-policy), [Privacy Policy](/privacy-policy "new tab"), [Google](https://policies.google.com/privacy) or [{email}](mailto:{email}).'
          }
          site={TEST_SITE}
        />
      </p>,
    );
    expect(screen.getByText('our').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Cookie Policy' })).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'Privacy Policy (opens in a new tab)' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Google (opens in a new tab)' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: TEST_SITE.email })).toHaveAttribute('href', `mailto:${TEST_SITE.email}`);
  });
});
