import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { errorMessages } from '../api/errors';

interface FileImport<T> {
  /** Whether the dialog is open: each opening starts afresh (no files, no preview, no message). */
  open: boolean;
  /** What else starts it afresh when it changes (the driver whose files are imported). */
  subject?: unknown;
  /** The message when Preview or Import is pressed with no file chosen. */
  noFiles: string;
  preview(files: File[]): Promise<T>;
  /** Imports the files; the dialog says what was done and closes. */
  apply(files: File[]): Promise<void>;
}

/**
 * The state of an import dialog (files chosen, previewed, imported): a preview of files chosen before the last choice
 * is not shown; a refusal shows the service's message beside the files, which stay chosen, and the focus goes back to
 * them.
 */
export function useFileImport<T>({ open, subject, noFiles, preview: previewFiles, apply }: FileImport<T>) {
  const [files, setFiles] = useState<File[]>([]);
  const [preview, setPreview] = useState<T | null>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<'preview' | 'import' | null>(null);
  const input = useRef<HTMLInputElement>(null);
  /** Counts the choices of files (and of anything else the preview depends on). */
  const choices = useRef(0);

  useEffect(() => {
    if (!open) return;
    setFiles([]);
    setPreview(null);
    setError(undefined);
    if (input.current) input.current.value = '';
  }, [open, subject]);

  /** Forgets the preview: what it was of has changed. */
  const changed = () => {
    choices.current += 1;
    setPreview(null);
    setError(undefined);
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    changed();
    setFiles([...(event.target.files ?? [])]);
  };

  const step = async (which: 'preview' | 'import', work: () => Promise<void>) => {
    if (files.length === 0) {
      setError(noFiles);
      input.current?.focus();
      return;
    }
    setBusy(which);
    setError(undefined);
    try {
      await work();
    } catch (refused) {
      setError(errorMessages(refused).join(' '));
      input.current?.focus();
    } finally {
      setBusy(null);
    }
  };

  return {
    input,
    files,
    preview,
    error,
    busy,
    choose,
    changed,
    showPreview: () =>
      step('preview', async () => {
        const choice = choices.current;
        const shown = await previewFiles(files);
        if (choice === choices.current) setPreview(shown);
      }),
    importFiles: () => step('import', () => apply(files)),
  };
}
