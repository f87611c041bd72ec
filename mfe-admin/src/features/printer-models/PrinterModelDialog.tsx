import { printerTypesOf } from '@driveratlas/driver-domain';
import { useNotify } from '@driveratlas/platform';
import { Form, Input, InputNumber, Select } from 'antd';
import { useEffect, useState } from 'react';
import { fieldErrors } from '../../api/errors';
import type { PrinterModel, PrinterModelInput } from '../../api/types';
import { usePrinterModelWrites } from './api';
import { FormDialog } from '../../components/FormDialog';

const FIELDS = ['modelNumber', 'fullName', 'series', 'category', 'description', 'driverFile', 'fileSize', 'officialUrl', 'image', 'downloadCount'] as const;

interface PrinterModelDialogProps {
  open: boolean;
  brand: string;
  /** The model being edited; null to add one to the brand's catalogue. */
  model: PrinterModel | null;
  onClose(): void;
}

/** Add Printer Model / Edit Printer Model: a model of a brand's catalogue, as the brand page shows it. */
export function PrinterModelDialog({ open, brand, model, onClose }: PrinterModelDialogProps) {
  const [form] = Form.useForm<PrinterModelInput>();
  const [saving, setSaving] = useState(false);
  const writes = usePrinterModelWrites();
  const notify = useNotify();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (model) form.setFieldsValue({ ...model, image: model.image ?? undefined } as PrinterModelInput);
  }, [open, model, form]);

  const save = async (values: PrinterModelInput) => {
    setSaving(true);
    const input = { ...values, brand: brand as PrinterModelInput['brand'], image: values.image?.trim() ? values.image : undefined };
    try {
      if (model) await writes.update(model.id, input);
      else await writes.create(input);
      notify({
        title: model ? 'Printer model updated successfully' : 'Printer model created successfully',
        description: `${values.fullName} is on the ${brand} page.`,
      });
      onClose();
    } catch (error) {
      form.setFields(fieldErrors(error, FIELDS));
      notify({
        title: model ? 'Failed to update printer model' : 'Failed to create printer model',
        description: 'Please check your input and try again.',
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  };

  const text = (label: string, name: (typeof FIELDS)[number], extra?: string) => (
    <Form.Item label={label} name={name} rules={[{ required: true, whitespace: true }]} extra={extra}>
      <Input />
    </Form.Item>
  );
  return (
    <FormDialog
      open={open}
      title={model ? 'Edit Printer Model' : `Add ${brand} Printer Model`}
      formId="admin-printer-model-form"
      submitLabel={model ? 'Update Model' : 'Create Model'}
      saving={saving}
      onClose={onClose}
      width={720}
    >
      <Form
        id="admin-printer-model-form"
        name="admin-printer-model"
        form={form}
        layout="vertical"
        onFinish={save}
        className="admin-form admin-form--two-columns"
      >
        {text('Model Number', 'modelNumber', 'As printed on the printer')}
        {text('Full Name', 'fullName', 'The brand, series and model number, as the brand page shows it')}
        {text('Series', 'series')}
        <Form.Item label="Type" name="category" rules={[{ required: true }]} extra={`The ${brand} page's type filter finds the model by it`}>
          <Select options={printerTypesOf(brand).map((type) => ({ value: type, label: type }))} />
        </Form.Item>
        {text('Driver File', 'driverFile')}
        {text('File Size', 'fileSize', 'Such as 125 MB')}
        <Form.Item
          label="Official Page"
          name="officialUrl"
          rules={[{ required: true, type: 'url' }]}
          extra={`The model's driver page on ${brand}'s own site (https)`}
          className="admin-form__wide"
        >
          <Input type="url" />
        </Form.Item>
        <Form.Item label="Description" name="description" rules={[{ required: true, whitespace: true }]} className="admin-form__wide">
          <Input.TextArea rows={3} />
        </Form.Item>
        <Form.Item label="Image" name="image" extra="Optional: the address of a picture of the model">
          <Input />
        </Form.Item>
        <Form.Item label="Downloads" name="downloadCount" rules={[{ type: 'integer', min: 0 }]}>
          <InputNumber min={0} precision={0} className="admin-form__number" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
