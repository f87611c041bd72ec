import type { ChangeEvent, ReactNode, RefObject } from 'react';

interface FilesFieldProps {
  id: string;
  label: string;
  /** What to choose, said under the input. */
  hint: ReactNode;
  /** The refusal, said beside the files (an alert), empty when there is none. */
  error?: string;
  input: RefObject<HTMLInputElement | null>;
  multiple: boolean;
  accept: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
}

/** An import's file input with its label, its hint and its refusal, which the input names as its description. */
export function FilesField({ id, label, hint, error, input, multiple, accept, onChange }: FilesFieldProps) {
  return (
    <div className="admin-import__choose">
      <label htmlFor={id} className="admin-filter__label">
        {label}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        multiple={multiple}
        accept={accept}
        onChange={onChange}
        aria-describedby={`${id}-hint ${id}-error`}
        aria-invalid={error ? true : undefined}
      />
      <p id={`${id}-hint`} className="admin-table__secondary">
        {hint} Nothing changes until you press Import.
      </p>
      <p id={`${id}-error`} role="alert" className="admin-import__error">
        {error}
      </p>
    </div>
  );
}
