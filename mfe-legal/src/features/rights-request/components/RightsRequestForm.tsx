import {
  fieldLimit,
  PRIVACY_REQUEST_CONFIRMATION_HOURS,
  PRIVACY_REQUEST_DUE_DAYS,
  PRIVACY_REQUEST_FORM_PATH,
  PRIVACY_REQUEST_REFERENCE,
  PRIVACY_REQUEST_RULES,
  PRIVACY_REQUEST_STATES,
  PRIVACY_REQUEST_TYPE_LABELS,
  PRIVACY_REQUEST_TYPES,
  retentionPeriodText,
  retentionRule,
  returnedForm,
  ruleCheck,
  withoutChanged,
} from '@driveratlas/visitor-rules';
import { useChangedBeforeScripts, useNotify } from '@driveratlas/platform';
import { Alert, Button, Form, type FormRule, type GetRef, Input } from 'antd';
import { useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { submitPrivacyRequest, type PrivacyRequest, type PrivacyRequestReceipt } from '../api/submit-privacy-request';

import './rights-request.css';

type Field = keyof PrivacyRequest;

/** Spec 001, section 5, as the gateway checks a form sent without scripts (`@driveratlas/visitor-rules`); the phone is optional. */
const rulesOf = (field: Field): FormRule[] => {
  const rule = PRIVACY_REQUEST_RULES[field];
  return [{ required: !('optional' in rule), validator: ruleCheck(rule) }];
};

const dateTime = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' });
const date = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long' });

/**
 * What the visitor keeps after sending: the reference to quote, and when it will be confirmed and answered. Sent by
 * the page's script, the dates the service answered; sent without scripts, the page shows the reference number its
 * address carries (`?request=PR-2026-000012`) and the fixed deadlines, nothing read from the service, so a guessed
 * reference shows nobody's request.
 */
function Receipt({ receipt, reference }: { receipt?: PrivacyRequestReceipt; reference: string }) {
  const deadlines = receipt
    ? `We received your request on ${dateTime(receipt.receivedAt)}. You will get a confirmation by ${dateTime(receipt.confirmationDueAt)} and our answer by ${date(receipt.responseDueAt)}.`
    : `Request submitted successfully! We will process your privacy rights request within ${PRIVACY_REQUEST_DUE_DAYS} days as required by law: you will get a confirmation within ${PRIVACY_REQUEST_CONFIRMATION_HOURS} hours and our answer within ${PRIVACY_REQUEST_DUE_DAYS} days.`;
  return (
    <Alert
      className="rights-request__receipt"
      type="success"
      showIcon
      role="status"
      title={`Your reference number: ${reference}`}
      description={`${deadlines} Quote the reference number whenever you write to us about this request.`}
    />
  );
}

const FIELDS = Object.keys(PRIVACY_REQUEST_RULES) as Field[];
/** How long a request is kept, from the retention table the service enforces it from. */
const KEPT_FOR = retentionPeriodText(retentionRule('privacy-requests').period);

/**
 * The privacy rights request form: validates each field, stores the request, and keeps what was typed when sending fails.
 *
 * A form that posts to the gateway (PRIVACY_REQUEST_FORM_PATH), which takes it before the page's scripts have run or
 * without them and checks it by the same rules: it answers with this page at `?request={reference}`, or gives the form
 * back in it with what was typed and the rules' messages beside the refused fields (the first of them focused) or the
 * failure (`returnedForm`). The browser checks nothing itself (noValidate): its bubble would stand in for the spec's
 * messages. Once the scripts run the form, antd checks it and sends it without a reload.
 */
export function RightsRequestForm() {
  const [form] = Form.useForm<PrivacyRequest>();
  const formRef = useRef<GetRef<typeof Form<PrivacyRequest>>>(null);
  const notify = useNotify();
  const { search } = useLocation();
  const [submitting, setSubmitting] = useState(false);
  const [receipt, setReceipt] = useState<PrivacyRequestReceipt>();
  const [given] = useState(() => ({
    ...returnedForm(PRIVACY_REQUEST_RULES, search),
    reference: [new URLSearchParams(search).get('request') ?? ''].find((reference) => PRIVACY_REQUEST_REFERENCE.test(reference)),
  }));
  // The gateway's messages stay beside their fields until the field changes or the form is submitted again.
  const [refused, setRefused] = useState(given.errors);
  // A field is checked when it loses focus, then on every change while it shows an error.
  const [invalid, setInvalid] = useState<string[]>([]);
  const checks = (field: Field) => {
    const message = refused[field];
    return {
      name: field,
      rules: rulesOf(field),
      validateTrigger: invalid.includes(field) ? ['onBlur', 'onChange'] : 'onBlur',
      // Beside the field as text of the page, and its description (antd's own messages appear only once the scripts run).
      ...(message && { validateStatus: 'error' as const, extra: <span className="rights-request__refused">{message}</span> }),
    };
  };
  // The page the gateway gave back starts at the first refused field, as Submit does with the scripts.
  const firstRefused = FIELDS.find((field) => given.errors[field]);
  const fieldProps = (field: Field) => ({
    name: field,
    ...fieldLimit(PRIVACY_REQUEST_RULES[field]),
    ...(refused[field] && { 'aria-invalid': true }),
    ...(field === firstRefused && { autoFocus: true }),
  });

  // From here the scripts run the form and take what was typed before they ran.
  useChangedBeforeScripts(
    () => formRef.current?.nativeElement as HTMLFormElement | undefined,
    (changed) => form.setFieldsValue(Object.fromEntries(Object.entries(changed).filter(([name]) => (FIELDS as readonly string[]).includes(name)))),
  );

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
      notify({
        title: 'Request submitted successfully!',
        description: `We will process your privacy rights request within ${PRIVACY_REQUEST_DUE_DAYS} days as required by law.`,
      });
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
      {given.reference && <Receipt reference={given.reference} />}
      {given.failed && <Alert type="error" showIcon role="alert" title="Failed to submit request" description="Please try again or contact us directly." />}
      <Form
        ref={formRef}
        form={form}
        name="privacy-request"
        method="post"
        action={PRIVACY_REQUEST_FORM_PATH}
        noValidate
        layout="vertical"
        initialValues={{ state: '', requestType: '', ...given.values }}
        onFinish={submit}
        onFinishFailed={() => setRefused({})}
        onValuesChange={(changed: Partial<PrivacyRequest>) => setRefused((messages) => withoutChanged(messages, changed))}
        scrollToFirstError={{ focus: true, block: 'center' }}
        onFieldsChange={(_, fields) => setInvalid(fields.filter((f) => f.errors?.length).map((f) => String(f.name)))}
      >
        <div className="rights-request__row">
          <Form.Item label="First Name" {...checks('firstName')}>
            <Input {...fieldProps('firstName')} autoComplete="given-name" />
          </Form.Item>
          <Form.Item label="Last Name" {...checks('lastName')}>
            <Input {...fieldProps('lastName')} autoComplete="family-name" />
          </Form.Item>
        </div>
        <div className="rights-request__row">
          <Form.Item label="Email Address" {...checks('email')}>
            <Input {...fieldProps('email')} type="email" autoComplete="email" placeholder="you@example.com" />
          </Form.Item>
          <Form.Item label="Phone Number (optional)" {...checks('phone')}>
            <Input {...fieldProps('phone')} type="tel" autoComplete="tel" />
          </Form.Item>
        </div>
        <div className="rights-request__row">
          {/* Native lists: the same keys and screen-reader behaviour on every device. */}
          <Form.Item label="State of Residence" {...checks('state')}>
            <select className="rights-request__select" {...fieldProps('state')}>
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
          <Form.Item label="Request Type" {...checks('requestType')}>
            <select className="rights-request__select" {...fieldProps('requestType')}>
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
        <Form.Item label="Request Details" className="rights-request__details" {...checks('description')}>
          <Input.TextArea
            {...fieldProps('description')}
            rows={5}
            showCount
            placeholder="Tell us what you are asking for, and anything that helps us find your data (for example the e-mail address you wrote to us from)."
          />
        </Form.Item>
        <p className="rights-request__note">
          We use these details only to verify your identity and answer this request, and keep them for {KEPT_FOR} as the law requires us to document privacy
          requests.
        </p>
        <Button type="primary" htmlType="submit" size="large" disabled={submitting} block>
          {submitting ? 'Submitting...' : 'Submit Privacy Rights Request'}
        </Button>
      </Form>
      <div aria-live="polite">{receipt && <Receipt receipt={receipt} reference={receipt.reference} />}</div>
    </div>
  );
}
