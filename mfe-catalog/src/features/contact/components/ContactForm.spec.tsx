import { CONTACT_MESSAGES, CONTACT_RULES } from '@driveratlas/visitor-rules';
import { expectGivenBack, expectPostForm } from '@driveratlas/testing/web/forms';
import { renderWithPlatform } from '@driveratlas/testing/web/render';
import { screen } from '@testing-library/react';
import ContactForm from './ContactForm';

const form = () => document.querySelector('form')!;
const control = (name: string) => form().elements.namedItem(name) as HTMLInputElement;

describe('the contact form, before and without the scripts', () => {
  it('posts to the gateway, each field named, which checks it by the rules the scripts check; the browser checks nothing itself', () => {
    renderWithPlatform(<ContactForm />, { path: '/contact' });
    expectPostForm(form(), '/contact', CONTACT_RULES);
    expect(document.activeElement).toBe(document.body);
  });

  it('says in the page that the message was sent when the gateway sends the visitor to ?sent=1, with the form empty', () => {
    renderWithPlatform(<ContactForm />, { path: '/contact?sent=1' });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Message sent successfully!');
    expect(status).toHaveTextContent("We'll get back to you within 24 hours.");
    expect(status.closest('[aria-live="polite"]')).not.toBeNull();
    for (const name of ['name', 'email', 'subject', 'message']) expect(control(name).value).toBe('');
  });

  it('shows a form the gateway gave back with what was typed and the spec message beside each refused field', () => {
    const address = '/contact?name=Jordan+Lee&email=jordan%40example&subject=Help!&category=bug-report&message=It+crashes+on+start.&invalid=email';
    renderWithPlatform(<ContactForm />, { path: address });
    const typed = { name: 'Jordan Lee', email: 'jordan@example', category: 'bug-report', message: 'It crashes on start.' };
    expectGivenBack(form(), typed, { email: CONTACT_MESSAGES.email });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says that sending failed, keeping the text, when the gateway could not store it', () => {
    renderWithPlatform(<ContactForm />, { path: '/contact?name=Jordan+Lee&message=Still+here+after+the+failure&failed=1' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to send message');
    expect(screen.getByRole('alert')).toHaveTextContent('Please try again or contact us directly.');
    expect(control('message').value).toBe('Still here after the failure');
  });
});
