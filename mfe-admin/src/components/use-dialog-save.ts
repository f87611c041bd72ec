import { useNotify } from '@driveratlas/platform';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { errorMessages, fieldErrors } from '../api/errors';

/**
 * A dialog form's save: busy while it runs, the dialog closed once it is done; a refusal keeps the dialog and its
 * input, shows the service's reasons beside the form's `fields` and says `failed` in a toast.
 */
export function useDialogSave<F extends string>(form: FormInstance, fields: readonly F[], onClose: () => void) {
  const [saving, setSaving] = useState(false);
  const notify = useNotify();
  const save = async (run: () => Promise<void>, failed: string): Promise<void> => {
    setSaving(true);
    try {
      await run();
      onClose();
    } catch (failure) {
      form.setFields(fieldErrors(failure, fields));
      notify({ title: failed, description: errorMessages(failure).join(' '), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };
  return { saving, save };
}
