import { CloseOutlined } from '@ant-design/icons';
import { useChangedBeforeScripts } from '@driveratlas/platform';
import { Button, Input } from 'antd';
import { useEffect, useRef, useState, type ChangeEvent, type DragEvent, type FormEvent } from 'react';
import { MAX_DEVICE_LIST_BYTES } from '../api/device-report';
import './my-pc.css';

export interface DeviceListFormProps {
  /** The text the box starts with: what the gateway gives back with a refusal. */
  initialText?: string;
  /** Why the list was refused, shown under the box. */
  error?: string;
  /** The list is being checked: the button waits, at its size. */
  checking: boolean;
  /** Checks pasted text, or a chosen or dropped file as it is. */
  onCheck(list: string | File): void;
}

const FIELD_ID = 'device-list';
export const FORM_PATH = '/my-pc';

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-US')} KB`;

/**
 * The device list, pasted or as the saved file. A form the gateway answers (POST /my-pc, multipart: `list` and `file`),
 * so it works before the page's scripts run; with them, it is checked in place and a file dropped on the box is taken.
 */
export default function DeviceListForm({ initialText = '', error, checking, onCheck }: DeviceListFormProps) {
  const [text, setText] = useState(initialText);
  const [file, setFile] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  const [ownError, setOwnError] = useState<string>();
  const fileInput = useRef<HTMLInputElement>(null);
  const shownError = ownError ?? error;
  const form = useRef<HTMLFormElement>(null);
  // What was pasted before the scripts took the page over is the box's text from then on: the next render would
  // otherwise write the state's text over it.
  useChangedBeforeScripts(form, ({ list }) => list !== undefined && setText(list));

  const take = (chosen: File | undefined) => {
    setOwnError(chosen && chosen.size > MAX_DEVICE_LIST_BYTES ? `${chosen.name} is larger than 2 MB: it is not a device list this check reads.` : undefined);
    setFile(chosen ?? null);
    // The field shows the file taken, or none: a dropped file is not in it, and a removed one leaves it.
    if (fileInput.current && fileInput.current.files?.[0] !== chosen) fileInput.current.value = '';
  };
  // A file chosen before the scripts took the page over is in the field alone: it is the one taken.
  useEffect(() => {
    const chosen = fileInput.current?.files?.[0];
    if (chosen) take(chosen);
    // Once, as the scripts take the page over.
  }, []);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What was typed before the scripts ran is in the field, not yet in the state.
    const typed = String(new FormData(event.currentTarget).get('list') ?? '');
    if (file && file.size > MAX_DEVICE_LIST_BYTES) return;
    if (!file && !typed.trim()) {
      setOwnError('Paste the device list, or choose the file you saved.');
      return;
    }
    setOwnError(undefined);
    onCheck(file ?? typed);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    const dropped = event.dataTransfer.files[0];
    if (!dropped) return;
    event.preventDefault();
    setDragging(false);
    take(dropped);
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (![...event.dataTransfer.types].includes('Files')) return;
    event.preventDefault();
    setDragging(true);
  };

  return (
    <form ref={form} method="post" action={FORM_PATH} encType="multipart/form-data" className="my-pc-form" aria-label="Whole-PC check" onSubmit={onSubmit}>
      <div
        className={`my-pc-form__drop${dragging ? ' my-pc-form__drop--dragging' : ''}`}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <label htmlFor={FIELD_ID} className="my-pc-form__label">
          Device list
        </label>
        <p id={`${FIELD_ID}-hint`} className="my-pc-form__hint">
          Paste what the command copied, or drop the saved file here. Nothing of it is stored or logged.
        </p>
        <Input.TextArea
          id={FIELD_ID}
          name="list"
          className="my-pc-form__field"
          value={text}
          onChange={(event: ChangeEvent<HTMLTextAreaElement>) => setText(event.target.value)}
          rows={10}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          placeholder={'[\n  {\n    "DeviceName": "NVIDIA GeForce RTX 4070",\n    "HardWareID": ["PCI\\\\VEN_10DE&DEV_2786&SUBSYS_40C81458&REV_A1", …'}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={`${FIELD_ID}-hint ${FIELD_ID}-error`}
        />
      </div>
      <div className="my-pc-form__file">
        <label htmlFor={`${FIELD_ID}-file`}>Choose a file</label>
        <input
          ref={fileInput}
          id={`${FIELD_ID}-file`}
          type="file"
          name="file"
          accept=".json,.txt,.csv,application/json,text/plain,text/csv"
          onChange={(event) => take(event.target.files?.[0])}
        />
      </div>
      <p className="my-pc-form__chosen" aria-live="polite">
        {file && (
          <>
            <span>
              {file.name} ({kilobytes(file.size)}) is checked instead of the box.
            </span>
            <Button size="small" icon={<CloseOutlined />} onClick={() => take(undefined)}>
              Remove file
            </Button>
          </>
        )}
      </p>
      <Button type="primary" htmlType="submit" size="large" className="my-pc-form__submit" disabled={checking} aria-busy={checking || undefined}>
        {checking ? 'Checking…' : 'Check my PC'}
      </Button>
      {/* Reserved, so a message appearing moves nothing below. */}
      <p id={`${FIELD_ID}-error`} className="my-pc-form__error" role="alert">
        {shownError}
      </p>
    </form>
  );
}
