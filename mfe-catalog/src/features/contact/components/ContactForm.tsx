import { SendOutlined } from '@ant-design/icons';
import { CONTACT_CATEGORIES, CONTACT_MESSAGES } from '@driveratlas/catalog';
import { useNotify } from '@driveratlas/platform';
import { Button, Form, type FormRule, Input } from 'antd';
import { useState } from 'react';
import { sendContactMessage, type ContactMessage } from '../api/send-contact-message';

type Field = keyof ContactMessage;

const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const atLeast = (min: number, message: string): FormRule[] => [{ required: true, min, transform: trim, message }];

/** Spec 000, section 5; the maximum lengths are the service's. */
const RULES: Record<Field, FormRule[]> = {
  name: atLeast(2, CONTACT_MESSAGES.name),
  email: [{ required: true, type: 'email', transform: trim, message: CONTACT_MESSAGES.email }],
  subject: atLeast(5, CONTACT_MESSAGES.subject),
  category: [{ required: true, message: CONTACT_MESSAGES.category }],
  message: atLeast(10, CONTACT_MESSAGES.message),
};

/** The contact message form: validates each field, stores the message, and keeps the text when sending fails. */
export default function ContactForm() {
  const [form] = Form.useForm<ContactMessage>();
  const notify = useNotify();
  const [sending, setSending] = useState(false);
  // A field is checked when it loses focus, then on every change while it shows an error.
  const [invalid, setInvalid] = useState<string[]>([]);
  const trigger = (field: Field) => (invalid.includes(field) ? ['onBlur', 'onChange'] : 'onBlur');

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
    <Form
      form={form}
      name="contact"
      layout="vertical"
      noValidate
      onFinish={send}
      scrollToFirstError={{ focus: true, block: 'center' }}
      onFieldsChange={(_, fields) => setInvalid(fields.filter((f) => f.errors?.length).map((f) => String(f.name)))}
    >
      <div className="contact__form-row">
        <Form.Item name="name" label="Name" rules={RULES.name} validateTrigger={trigger('name')}>
          <Input autoComplete="name" maxLength={100} placeholder="Your full name" />
        </Form.Item>
        <Form.Item name="email" label="Email" rules={RULES.email} validateTrigger={trigger('email')}>
          <Input type="email" autoComplete="email" maxLength={254} placeholder="you@example.com" />
        </Form.Item>
      </div>
      <Form.Item name="subject" label="Subject" rules={RULES.subject} validateTrigger={trigger('subject')}>
        <Input maxLength={200} placeholder="What is your message about?" />
      </Form.Item>
      {/* A native list: the same keys and screen-reader behaviour on every device. */}
      <Form.Item name="category" label="Category" rules={RULES.category} validateTrigger={trigger('category')} initialValue="">
        <select className="contact__select">
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
      <Form.Item name="message" label="Message" rules={RULES.message} validateTrigger={trigger('message')}>
        <Input.TextArea
          rows={6}
          maxLength={5000}
          showCount
          placeholder="Describe your question or problem: device model, Windows version and what you have tried."
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" icon={<SendOutlined />} disabled={sending} block>
        {sending ? 'Sending...' : 'Send Message'}
      </Button>
    </Form>
  );
}
