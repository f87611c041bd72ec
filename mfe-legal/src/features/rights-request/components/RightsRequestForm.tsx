import { PRIVACY_REQUEST_MESSAGES, PRIVACY_REQUEST_STATES, PRIVACY_REQUEST_TYPE_LABELS, PRIVACY_REQUEST_TYPES } from '@driveratlas/catalog';
import { useNotify } from '@driveratlas/platform';
import { Alert, Button, Form, type FormRule, Input } from 'antd';
import { useState } from 'react';
import { submitPrivacyRequest, type PrivacyRequest, type PrivacyRequestReceipt } from '../api/submit-privacy-request';

import './rights-request.css';

type Field = keyof PrivacyRequest;

const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const atLeast = (min: number, message: string): FormRule[] => [{ required: true, min, transform: trim, message }];

/** Spec 001, section 5; the maximum lengths are the service's. */
const RULES: Partial<Record<Field, FormRule[]>> = {
  firstName: atLeast(2, PRIVACY_REQUEST_MESSAGES.firstName),
  lastName: atLeast(2, PRIVACY_REQUEST_MESSAGES.lastName),
  email: [{ required: true, type: 'email', transform: trim, message: PRIVACY_REQUEST_MESSAGES.email }],
  state: [{ required: true, message: PRIVACY_REQUEST_MESSAGES.state }],
  requestType: [{ required: true, message: PRIVACY_REQUEST_MESSAGES.requestType }],
  description: atLeast(10, PRIVACY_REQUEST_MESSAGES.description),
};

const dateTime = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' });
const date = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long' });

/** What the visitor keeps after sending: the reference to quote, and the dates the law and the page promise. */
function Receipt({ receipt }: { receipt: PrivacyRequestReceipt }) {
  return (
    <Alert
      className="rights-request__receipt"
      type="success"
      showIcon
      role="status"
      title={`Your reference number: ${receipt.reference}`}
      description={
        <>
          We received your request on {dateTime(receipt.receivedAt)}. You will get a confirmation by {dateTime(receipt.confirmationDueAt)} and our answer by{' '}
          {date(receipt.responseDueAt)}. Quote the reference number whenever you write to us about this request.
        </>
      }
    />
  );
}

/** The privacy rights request form: validates each field, stores the request, and keeps what was typed when sending fails. */
export function RightsRequestForm() {
  const [form] = Form.useForm<PrivacyRequest>();
  const notify = useNotify();
  const [submitting, setSubmitting] = useState(false);
  const [receipt, setReceipt] = useState<PrivacyRequestReceipt>();
  // A field is checked when it loses focus, then on every change while it shows an error.
  const [invalid, setInvalid] = useState<string[]>([]);
  const trigger = (field: Field) => (invalid.includes(field) ? ['onBlur', 'onChange'] : 'onBlur');

  const submit = async (values: PrivacyRequest) => {
    setSubmitting(true);
    setReceipt(undefined);
    const phone = values.phone?.trim();
    try {
      const stored = await submitPrivacyRequest({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        ...(phone ? { phone } : {}),
        state: values.state,
        requestType: values.requestType,
        description: values.description.trim(),
      });
      notify({ title: 'Request submitted successfully!', description: 'We will process your privacy rights request within 30 days as required by law.' });
      form.resetFields();
      setInvalid([]);
      setReceipt(stored);
    } catch {
      notify({ title: 'Failed to submit request', description: 'Please try again or contact us directly.', variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="rights-request">
      <Form
        form={form}
        name="privacy-request"
        layout="vertical"
        noValidate
        onFinish={submit}
        scrollToFirstError={{ focus: true, block: 'center' }}
        onFieldsChange={(_, fields) => setInvalid(fields.filter((f) => f.errors?.length).map((f) => String(f.name)))}
      >
        <div className="rights-request__row">
          <Form.Item name="firstName" label="First Name" rules={RULES.firstName} validateTrigger={trigger('firstName')}>
            <Input autoComplete="given-name" maxLength={100} />
          </Form.Item>
          <Form.Item name="lastName" label="Last Name" rules={RULES.lastName} validateTrigger={trigger('lastName')}>
            <Input autoComplete="family-name" maxLength={100} />
          </Form.Item>
        </div>
        <div className="rights-request__row">
          <Form.Item name="email" label="Email Address" rules={RULES.email} validateTrigger={trigger('email')}>
            <Input type="email" autoComplete="email" maxLength={254} placeholder="you@example.com" />
          </Form.Item>
          <Form.Item name="phone" label="Phone Number (optional)">
            <Input type="tel" autoComplete="tel" maxLength={40} />
          </Form.Item>
        </div>
        <div className="rights-request__row">
          {/* Native lists: the same keys and screen-reader behaviour on every device. */}
          <Form.Item name="state" label="State of Residence" rules={RULES.state} validateTrigger={trigger('state')} initialValue="">
            <select className="rights-request__select">
              <option value="" disabled>
                Select your state
              </option>
              {PRIVACY_REQUEST_STATES.map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </Form.Item>
          <Form.Item name="requestType" label="Request Type" rules={RULES.requestType} validateTrigger={trigger('requestType')} initialValue="">
            <select className="rights-request__select">
              <option value="" disabled>
                Select a request type
              </option>
              {PRIVACY_REQUEST_TYPES.map((type) => (
                <option key={type} value={type}>
                  {PRIVACY_REQUEST_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          </Form.Item>
        </div>
        <Form.Item name="description" label="Request Details" rules={RULES.description} validateTrigger={trigger('description')}>
          <Input.TextArea
            rows={5}
            maxLength={5000}
            showCount
            placeholder="Tell us what you are asking for, and anything that helps us find your data (for example the e-mail address you wrote to us from)."
          />
        </Form.Item>
        <p className="rights-request__note">
          We use these details only to verify your identity and answer this request, and keep them for 3 years as the law requires us to document privacy
          requests.
        </p>
        <Button type="primary" htmlType="submit" size="large" disabled={submitting} block>
          {submitting ? 'Submitting...' : 'Submit Privacy Rights Request'}
        </Button>
      </Form>
      <div aria-live="polite">{receipt && <Receipt receipt={receipt} />}</div>
    </div>
  );
}
