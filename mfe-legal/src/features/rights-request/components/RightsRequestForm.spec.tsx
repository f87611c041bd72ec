import { PRIVACY_REQUEST_MESSAGES, PRIVACY_REQUEST_RULES } from '@driveratlas/visitor-rules';
import { expectGivenBack, expectPostForm } from '@driveratlas/testing/web/forms';
import { renderWithPlatform } from '@driveratlas/testing/web/render';
import { screen } from '@testing-library/react';
import { RightsRequestForm } from './RightsRequestForm';

const form = () => document.querySelector('form')!;
const field = (name: string) => form().elements.namedItem(name) as HTMLInputElement;

describe('the privacy rights request form, before and without the scripts', () => {
  it('posts to the gateway with every field named, which checks it by the rules the scripts check; the browser checks nothing itself', () => {
    renderWithPlatform(<RightsRequestForm />, { path: '/consumer-rights' });
    expectPostForm(form(), '/consumer-rights', PRIVACY_REQUEST_RULES);
    // Spec 001, section 5: the phone is optional.
    expect(field('phone').getAttribute('aria-required')).toBeNull();
  });

  it('shows the reference number the address carries, with the fixed deadlines and nothing else of the request', () => {
    renderWithPlatform(<RightsRequestForm />, { path: '/consumer-rights?request=PR-2026-000012' });
    const receipt = screen.getByRole('status');
    expect(receipt).toHaveTextContent('Your reference number: PR-2026-000012');
    expect(receipt).toHaveTextContent('confirmation within 24 hours and our answer within 30 days');
    expect(receipt).not.toHaveTextContent('We received your request on');
  });

  it.each(['PR-2026-12<b>', 'anything', ''])('shows no receipt for an address whose reference is not one (%j)', (reference) => {
    renderWithPlatform(<RightsRequestForm />, { path: `/consumer-rights?request=${encodeURIComponent(reference)}` });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a form the gateway gave back with what was typed and the spec message beside each refused field', () => {
    renderWithPlatform(<RightsRequestForm />, {
      path: '/consumer-rights?firstName=A&lastName=Rivera&state=Texas&description=Delete+it&invalid=firstName,description',
    });
    expectGivenBack(
      form(),
      { firstName: 'A', lastName: 'Rivera', state: 'Texas', description: 'Delete it' },
      { firstName: PRIVACY_REQUEST_MESSAGES.firstName, description: PRIVACY_REQUEST_MESSAGES.description },
    );
    expect(screen.queryByText(PRIVACY_REQUEST_MESSAGES.lastName)).toBeNull();
  });

  it('says that submitting failed when the gateway could not store the request', () => {
    renderWithPlatform(<RightsRequestForm />, { path: '/consumer-rights?firstName=Alex&failed=1' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to submit request');
    expect(field('firstName').value).toBe('Alex');
  });
});
