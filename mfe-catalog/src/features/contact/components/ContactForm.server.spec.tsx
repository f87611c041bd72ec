/** @jest-environment node */
import { renderRoutesToString } from '@driveratlas/testing/web/render';
import { CONTACT_MESSAGES } from '@driveratlas/visitor-rules';
import ContactForm from './ContactForm';

describe('the contact form the server renders', () => {
  it('posts to the gateway, which checks it, and is not checked by the browser (novalidate) even before the scripts run', async () => {
    const html = await renderRoutesToString(() => <ContactForm />, '/contact');
    const form = /<form[^>]*>/.exec(html)![0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/contact"');
    expect(form).toMatch(/ novalidate=""/i);
    expect(html).not.toMatch(/ (required|minlength|pattern)=/i);
    expect(html).not.toMatch(/autofocus/i);
  });

  it('renders a form the gateway gave back with the typed values and the message beside the refused field, as text of the page', async () => {
    const html = await renderRoutesToString(() => <ContactForm />, '/contact?name=Robin+Park&email=robin%40example&invalid=email');
    expect(html).toContain(CONTACT_MESSAGES.email);
    expect(html).not.toContain(CONTACT_MESSAGES.name);
    const email = /<input[^>]*name="email"[^>]*>/.exec(html)![0];
    expect(email).toMatch(/aria-invalid="true".*value="robin@example"|value="robin@example".*aria-invalid="true"/);
    // Described by the message beside it, and focused as the page arrives: the first field to mend.
    expect(email).toMatch(/ autofocus=""/);
    const describedBy = / aria-describedby="([^"]+)"/.exec(email)![1];
    expect(html).toMatch(new RegExp(`id="${describedBy}"[^>]*>(<[^>]+>)*${CONTACT_MESSAGES.email}<`));
  });
});
