import { useNotify } from '@driveratlas/platform';
import { Checkbox, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { fieldErrors } from '../../api/errors';
import type { Manufacturer, ManufacturerInput } from '../../api/types';
import { FormDialog } from '../../components/FormDialog';
import { useManufacturerWrites } from './api';

const FIELDS = ['name', 'slug', 'domains', 'supportUrl', 'sharedDriverPages'] as const;
type FormValues = Omit<ManufacturerInput, 'domains'> & { domains: string };

/** The domains as the operator types them: one per line or comma-separated. */
const domainList = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((d) => d.trim().toLowerCase())
    .filter(Boolean);

interface ManufacturerDialogProps {
  open: boolean;
  /** The manufacturer being edited; null to add one. */
  manufacturer: Manufacturer | null;
  onClose(): void;
}

/** Add Manufacturer / Edit Manufacturer: its name (which drivers name), and the domains every link to its drivers must land on. */
export function ManufacturerDialog({ open, manufacturer, onClose }: ManufacturerDialogProps) {
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const writes = useManufacturerWrites();
  const notify = useNotify();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (manufacturer) form.setFieldsValue({ ...manufacturer, domains: manufacturer.domains.join('\n') });
  }, [open, manufacturer, form]);

  const save = async ({ name, slug, domains, supportUrl, sharedDriverPages }: FormValues) => {
    setSaving(true);
    const change = { domains: domainList(domains), supportUrl, sharedDriverPages: Boolean(sharedDriverPages) };
    try {
      if (manufacturer) await writes.update(manufacturer.id, change);
      else await writes.create({ name, ...(slug?.trim() ? { slug: slug.trim() } : {}), ...change });
      notify({
        title: manufacturer ? 'Manufacturer updated successfully' : 'Manufacturer added successfully',
        description: `Drivers of ${manufacturer?.name ?? name} link to ${change.domains.join(', ')}.`,
      });
      onClose();
    } catch (error) {
      form.setFields(fieldErrors(error, FIELDS));
      notify({
        title: manufacturer ? 'Failed to update manufacturer' : 'Failed to add manufacturer',
        description: 'Please check your input and try again.',
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      open={open}
      title={manufacturer ? `Edit Manufacturer: ${manufacturer.name}` : 'Add Manufacturer'}
      formId="admin-manufacturer-form"
      submitLabel={manufacturer ? 'Update Manufacturer' : 'Add Manufacturer'}
      saving={saving}
      onClose={onClose}
    >
      <Form id="admin-manufacturer-form" name="admin-manufacturer" form={form} layout="vertical" onFinish={save} className="admin-form">
        <Form.Item
          label="Name"
          name="name"
          rules={[{ required: true, whitespace: true }]}
          extra={manufacturer ? 'Drivers name the manufacturer by it: it stays.' : undefined}
        >
          <Input disabled={manufacturer !== null} />
        </Form.Item>
        {!manufacturer && (
          <Form.Item label="Filter Value" name="slug" extra="Optional: lower-case letters, digits and hyphens; made from the name when left empty">
            <Input />
          </Form.Item>
        )}
        <Form.Item
          label="Official Domains"
          name="domains"
          rules={[{ required: true, whitespace: true }]}
          extra="One per line, such as elgato.com: every link to the manufacturer's drivers must be on one of them (or a subdomain)"
        >
          <Input.TextArea rows={3} />
        </Form.Item>
        <Form.Item
          label="Support Page"
          name="supportUrl"
          rules={[{ required: true, type: 'url' }]}
          extra="Its driver download or support page, https, on one of its domains"
        >
          <Input type="url" />
        </Form.Item>
        <Form.Item name="sharedDriverPages" valuePropName="checked">
          <Checkbox>No page per driver (its drivers link to one shared page)</Checkbox>
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
