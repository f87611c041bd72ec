import { CATEGORY_NAMES } from '@driveratlas/driver-domain';
import { useNotify } from '@driveratlas/platform';
import { Checkbox, Form, Input, InputNumber, Select } from 'antd';
import { useEffect, useState } from 'react';
import { fieldErrors } from '../../api/errors';
import type { Driver, DriverInput } from '../../api/types';
import { useDriverWrites } from './api';
import { ARCHITECTURES, DRIVER_DEFAULTS, DRIVER_FIELDS, driverInput, hardwareIdProblem, OPERATING_SYSTEMS } from './driver-options';
import { FormDialog } from '../../components/FormDialog';
import { DriverVersionHistory } from './DriverVersionHistory';
import { useManufacturers } from '../manufacturers';

/** The options of a select, with the record's own value when it is not one of them (an older record's "Windows 11, Windows 10"). */
const optionsWith = (values: readonly string[], current?: string) =>
  [...values, ...(current && !values.includes(current) ? [current] : [])].map((value) => ({ value, label: value }));

const TOASTS = {
  create: {
    success: { title: 'Driver created successfully', description: 'The new driver has been added to the database.' },
    failure: { title: 'Failed to create driver', description: 'Please check your input and try again.' },
  },
  update: {
    success: { title: 'Driver updated successfully', description: 'The driver information has been updated.' },
    failure: { title: 'Failed to update driver', description: 'Please try again.' },
  },
} as const;

interface DriverFormDialogProps {
  open: boolean;
  /** The row being edited; null to add a driver. */
  driver: Driver | null;
  onClose(): void;
}

/**
 * Add New Driver / Edit Driver (spec 000, sections 4, 5, 8, 9): the insert shape's fields with the admin
 * defaults; closes on success, keeps every field on a failure, and shows the service's reasons beside the fields.
 */
export function DriverFormDialog({ open, driver, onClose }: DriverFormDialogProps) {
  const [form] = Form.useForm<DriverInput>();
  const [saving, setSaving] = useState(false);
  const notify = useNotify();
  const writes = useDriverWrites();
  const mode = driver ? 'update' : 'create';
  const { data: manufacturers } = useManufacturers();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (driver) form.setFieldsValue({ ...driver, officialUrl: driver.officialUrl ?? undefined } as DriverInput);
  }, [open, driver, form]);

  const save = async (values: DriverInput) => {
    setSaving(true);
    try {
      if (driver) await writes.update(driver.id, driverInput(values, driver as never));
      else await writes.create(driverInput(values));
      notify(TOASTS[mode].success);
      form.resetFields();
      onClose();
    } catch (error) {
      form.setFields(fieldErrors(error, DRIVER_FIELDS));
      notify({ ...TOASTS[mode].failure, variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      open={open}
      title={driver ? 'Edit Driver' : 'Add New Driver'}
      formId="admin-driver-form"
      submitLabel={driver ? 'Update Driver' : 'Create Driver'}
      saving={saving}
      onClose={onClose}
      width={720}
    >
      <Form
        id="admin-driver-form"
        name="admin-driver"
        form={form}
        layout="vertical"
        initialValues={DRIVER_DEFAULTS}
        onFinish={save}
        className="admin-form admin-form--two-columns"
      >
        <Form.Item label="Driver Name" name="name" rules={[{ required: true, whitespace: true }]}>
          <Input />
        </Form.Item>
        <Form.Item
          label="Manufacturer"
          name="manufacturer"
          rules={[{ required: true }]}
          extra="One of the Manufacturers tab's, whose domains its links must be on"
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={!manufacturers}
            options={optionsWith(manufacturers?.map((m) => m.name) ?? [], driver?.manufacturer)}
          />
        </Form.Item>
        <Form.Item label="Category" name="category" rules={[{ required: true }]}>
          <Select options={CATEGORY_NAMES.map((name) => ({ value: name, label: name }))} />
        </Form.Item>
        <Form.Item label="Version" name="version" rules={[{ required: true, whitespace: true }]}>
          <Input />
        </Form.Item>
        <Form.Item label="Release Date" name="releaseDate" rules={[{ required: true, whitespace: true }]} extra="Month and year, such as December 2024">
          <Input />
        </Form.Item>
        <Form.Item label="File Size" name="fileSize" rules={[{ required: true, whitespace: true }]} extra="Such as 732 MB">
          <Input />
        </Form.Item>
        <Form.Item label="Operating System" name="operatingSystem" rules={[{ required: true }]}>
          <Select options={optionsWith(OPERATING_SYSTEMS, driver?.operatingSystem)} />
        </Form.Item>
        <Form.Item label="Architecture" name="architecture" rules={[{ required: true }]}>
          <Select options={optionsWith(ARCHITECTURES, driver?.architecture)} />
        </Form.Item>
        <Form.Item label="Download URL" name="downloadUrl" rules={[{ required: true, whitespace: true }]}>
          <Input />
        </Form.Item>
        <Form.Item
          label="Official Page"
          name="officialUrl"
          rules={[{ type: 'url' }]}
          extra="Optional: the driver's page on the manufacturer's own site (https)"
        >
          <Input type="url" />
        </Form.Item>
        <Form.Item label="Description" name="description" rules={[{ required: true, whitespace: true }]} className="admin-form__wide">
          <Input.TextArea rows={3} />
        </Form.Item>
        <Form.Item
          label="Hardware IDs"
          name="hardwareIds"
          className="admin-form__wide"
          extra="Optional: the Windows hardware IDs it installs on, one per line, such as PCI\VEN_10DE&DEV_2786 (Device Manager, Details, Hardware Ids)"
          getValueProps={(ids?: string[]) => ({ value: (ids ?? []).join('\n') })}
          normalize={(text: string) => text.split('\n')}
          rules={[{ validator: (_, ids?: string[]) => (hardwareIdProblem(ids) ? Promise.reject(new Error(hardwareIdProblem(ids))) : Promise.resolve()) }]}
        >
          <Input.TextArea rows={3} spellCheck={false} autoCapitalize="off" />
        </Form.Item>
        <Form.Item label="Downloads" name="downloadCount" rules={[{ type: 'integer', min: 0 }]}>
          <InputNumber min={0} precision={0} className="admin-form__number" />
        </Form.Item>
        <Form.Item label="Rating" name="rating" rules={[{ type: 'number', min: 1, max: 5 }]} extra="From 1 to 5">
          <InputNumber precision={0} className="admin-form__number" />
        </Form.Item>
        <Form.Item name="isVerified" valuePropName="checked">
          <Checkbox>Verified</Checkbox>
        </Form.Item>
        <Form.Item name="isLatest" valuePropName="checked">
          <Checkbox>Latest Version</Checkbox>
        </Form.Item>
      </Form>
      {driver && <DriverVersionHistory driver={driver} />}
    </FormDialog>
  );
}
