import { useChangedBeforeScripts } from '@driveratlas/platform';
import { Button, Input } from 'antd';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { EXAMPLE_ID, MAX_INPUT } from '../hardware-id-query';
import './hardware-id.css';

export interface HardwareIdFormProps {
  /** What the address holds: the text looked up. */
  value: string;
  onSubmit: (text: string) => void;
  /** The service's reason the text is not a hardware ID, shown beside the field. */
  error?: string;
}

const FIELD_ID = 'hardware-id-input';
const FIELD_NAME = 'id';

/**
 * The pasted ID or Device Manager's list; Look Up (or Ctrl+Enter) puts it in the address. A GET form the server
 * answers, so a lookup works before the page's scripts run; the text is read from the field itself when sent, so
 * what was pasted before they ran is looked up too.
 */
export default function HardwareIdForm({ value, onSubmit, error }: HardwareIdFormProps) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  // What was pasted before the scripts took the page over stays in the box: the next render would write the address's text over it.
  const form = useRef<HTMLFormElement>(null);
  useChangedBeforeScripts(form, (pasted) => pasted[FIELD_NAME] !== undefined && setDraft(pasted[FIELD_NAME]));
  const submit = (form: HTMLFormElement) => onSubmit(String(new FormData(form).get(FIELD_NAME) ?? '').trim());
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && event.currentTarget.form) submit(event.currentTarget.form);
  };
  return (
    <form
      ref={form}
      method="get"
      action="/hardware-id"
      className="hardware-id-form"
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        submit(event.currentTarget);
      }}
      aria-label="Hardware ID lookup"
    >
      <label htmlFor={FIELD_ID} className="hardware-id-form__label">
        Hardware ID, or the whole list Device Manager copies
      </label>
      <p id={`${FIELD_ID}-hint`} className="hardware-id-form__hint">
        One ID per line, in any case, with or without SUBSYS and REV. For example <code>{EXAMPLE_ID}</code>
      </p>
      <Input.TextArea
        id={FIELD_ID}
        name={FIELD_NAME}
        className="hardware-id-form__field"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        rows={5}
        maxLength={MAX_INPUT}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        placeholder={`${EXAMPLE_ID}\nPCI\\VEN_8086&DEV_2723&SUBSYS_00848086`}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${FIELD_ID}-hint ${FIELD_ID}-error`}
      />
      <Button type="primary" htmlType="submit" size="large">
        Look Up
      </Button>
      {/* Below the button, whose place a message appearing leaves alone; the line is reserved, so a short one moves nothing. */}
      <p id={`${FIELD_ID}-error`} className="hardware-id-form__error" role="alert">
        {error}
      </p>
    </form>
  );
}
