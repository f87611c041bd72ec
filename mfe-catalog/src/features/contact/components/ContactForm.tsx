import { SendOutlined } from '@ant-design/icons';
import { CONTACT_CATEGORIES, CONTACT_FORM_PATH, CONTACT_RULES, fieldLimit, returnedForm, ruleCheck, withoutChanged } from '@driveratlas/visitor-rules';
import { useChangedBeforeScripts, useNotify } from '@driveratlas/platform';
import { Alert, Button, Form, type FormRule, type GetRef, Input } from 'antd';
import { useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { sendContactMessage, type ContactMessage } from '../api/send-contact-message';

// The form's and its page's classes. Imported here, by a module the page uses: the feature's index, which only
// re-exports, is left out of the build (no side effects), and a style sheet imported there was left out with it.
import './contact.css';

type Field = keyof ContactMessage;
const FIELDS = Object.keys(CONTACT_RULES) as Field[];

/** Spec 000, section 5, as the gateway checks a form sent without scripts (`@driveratlas/visitor-rules`). */
const RULES = Object.fromEntries(
  FIELDS.map((field): [Field, FormRule[]] => [field, [{ required: true, validator: ruleCheck(CONTACT_RULES[field]) }]]),
) as Record<Field, FormRule[]>;

/**
 * The contact message form: validates each field, stores the message, and keeps the text when sending fails.
 *
 * It is a form that posts to the gateway (CONTACT_FORM_PATH), which takes it before the page's scripts have run or
 * without them and checks it by the same rules: it answers with this page at `?sent=1` (the success said in the page),
 * or gives the form back in it with what was typed, the rules' messages beside the refused fields (the first of them
 * focused), or the failure said (`returnedForm`). The browser checks nothing itself (noValidate): its bubble would
 * stand in for the spec's messages. Once the scripts run the form, antd checks it and sends it without a reload.
 */
export default function ContactForm() {
  const [form] = Form.useForm<ContactMessage>();
  const element = useRef<GetRef<typeof Form<ContactMessage>>>(null);
  const notify = useNotify();
  const { search } = useLocation();
  const [sending, setSending] = useState(false);
  const [returned] = useState(() => returnedForm(CONTACT_RULES, search));
  const sentWithoutScripts = new URLSearchParams(search).get('sent') === '1';
  // The gateway's messages stay beside their fields until the field changes or the form is sent again.
  const [refused, setRefused] = useState(returned.errors);
  // A field is checked when it loses focus, then on every change while it shows an error.
  const [invalid, setInvalid] = useState<string[]>([]);
  const trigger = (field: Field) => (invalid.includes(field) ? ['onBlur', 'onChange'] : 'onBlur');
  const item = (field: Field) => ({
    name: field,
    rules: RULES[field],
    validateTrigger: trigger(field),
    // Beside the field as text of the page, and its description (antd's own messages appear only once the scripts run).
    ...(refused[field] ? { validateStatus: 'error' as const, extra: <span className="contact__refused">{refused[field]}</span> } : {}),
  });
  // The page the gateway gave back starts at the first refused field, as Send does with the scripts.
  const firstRefused = FIELDS.find((field) => returned.errors[field]);
  const control = (field: Field) => ({
    name: field,
    ...fieldLimit(CONTACT_RULES[field]),
    ...(refused[field] ? { 'aria-invalid': true } : {}),
    ...(field === firstRefused ? { autoFocus: true } : {}),
  });

  // The scripts run the form from here: what was typed before they ran is kept.
  useChangedBeforeScripts(
    () => element.current?.nativeElement as HTMLFormElement | undefined,
    (changed) => form.setFieldsValue(Object.fromEntries(Object.entries(changed).filter(([name]) => (FIELDS as readonly string[]).includes(name)))),
  );

  const send = async ({ name, email, subject, category, message }: ContactMessage) => {
    setSending(true);
    try {
      await sendContactMessage({ name: name.trim(), email: email.trim(), subject: subject.trim(), category, message: message.trim() });
      notify({ title: 'Message sent successfully!', description: "We'll get back to you within 24 hours." });
      form.resetFields();
      setInvalid([]);
    } catch {
      notify({ title: 'Failed to send message', description: 'Please try again or contact us directly.', variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <div aria-live="polite">
        {sentWithoutScripts && (
          <Alert
            className="contact__result"
            type="success"
            showIcon
            role="status"
            title="Message sent successfully!"
            description="We'll get back to you within 24 hours."
          />
        )}
      </div>
      {returned.failed && (
        <Alert
          className="contact__result"
          type="error"
          showIcon
          role="alert"
          title="Failed to send message"
          description="Please try again or contact us directly."
        />
      )}
      <Form
        ref={element}
        form={form}
        name="contact"
        method="post"
        action={CONTACT_FORM_PATH}
        noValidate
        layout="vertical"
        initialValues={{ category: '', ...returned.values }}
        onFinish={send}
        onFinishFailed={() => setRefused({})}
        onValuesChange={(changed: Partial<ContactMessage>) => setRefused((errors) => withoutChanged(errors, changed))}
        scrollToFirstError={{ focus: true, block: 'center' }}
        onFieldsChange={(_, fields) => setInvalid(fields.filter((f) => f.errors?.length).map((f) => String(f.name)))}
      >
        <div className="contact__form-row">
          <Form.Item label="Name" {...item('name')}>
            <Input {...control('name')} autoComplete="name" placeholder="Your full name" />
          </Form.Item>
          <Form.Item label="Email" {...item('email')}>
            <Input {...control('email')} type="email" autoComplete="email" placeholder="you@example.com" />
          </Form.Item>
        </div>
        <Form.Item label="Subject" {...item('subject')}>
          <Input {...control('subject')} placeholder="What is your message about?" />
        </Form.Item>
        {/* A native list: the same keys and screen-reader behaviour on every device. */}
        <Form.Item label="Category" {...item('category')}>
          <select className="contact__select" {...control('category')}>
            <option value="" disabled>
              Select a category
            </option>
            {CONTACT_CATEGORIES.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Form.Item>
        <Form.Item label="Message" className="contact__message" {...item('message')}>
          <Input.TextArea
            {...control('message')}
            rows={6}
            showCount
            placeholder="Describe your question or problem: device model, Windows version and what you have tried."
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" icon={<SendOutlined />} disabled={sending} block>
          {sending ? 'Sending...' : 'Send Message'}
        </Button>
      </Form>
    </>
  );
}
