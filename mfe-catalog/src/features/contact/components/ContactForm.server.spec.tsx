/** @jest-environment node */
import { renderRoutesToString } from '@driveratlas/testing/web/render';
import { CONTACT_MESSAGES } from '@driveratlas/catalog';
import ContactForm from './ContactForm';

describe('the contact form the server renders', () => {
  it('is checked by the browser (no novalidate) until the scripts run it, and posts to the gateway', async () => {
    const html = await renderRoutesToString(() => <ContactForm />, '/contact');
    const form = /<form[^>]*>/.exec(html)![0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/contact"');
    expect(form).not.toMatch(/novalidate/i);
    for (const name of ['name', 'email', 'subject', 'category', 'message'])
      expect(html).toMatch(new RegExp(`name="${name}"[^>]*required=""|required=""[^>]*name="${name}"`));
  });

  it('renders a form the gateway gave back with the typed values and the message beside the refused field, as text of the page', async () => {
    const html = await renderRoutesToString(() => <ContactForm />, '/contact?name=Robin+Park&email=robin%40example&invalid=email');
    expect(html).toContain(CONTACT_MESSAGES.email);
    expect(html).not.toContain(CONTACT_MESSAGES.name);
    expect(/<input[^>]*name="email"[^>]*>/.exec(html)![0]).toMatch(/aria-invalid="true".*value="robin@example"|value="robin@example".*aria-invalid="true"/);
  });
});
