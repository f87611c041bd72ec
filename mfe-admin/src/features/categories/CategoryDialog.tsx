import { CATEGORIES } from '@driveratlas/driver-domain';
import { useNotify } from '@driveratlas/platform';
import { Form, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { fieldErrors } from '../../api/errors';
import { useReload } from '../../api/refresh';
import type { Category, CategoryChange } from '../../api/types';
import { useSession } from '../session';
import { FormDialog } from '../../components/FormDialog';

const ICON_OPTIONS = CATEGORIES.map((c) => ({ value: c.icon, label: `${c.name} icon` }));

/** Edit Category: the description visitors read on the category's cards and page, and its icon. */
export function CategoryDialog({ category, onClose }: { category: Category | null; onClose(): void }) {
  const [form] = Form.useForm<CategoryChange>();
  const [saving, setSaving] = useState(false);
  const { request } = useSession();
  const reload = useReload();
  const notify = useNotify();

  useEffect(() => {
    if (category) form.setFieldsValue({ description: category.description, icon: category.icon as CategoryChange['icon'] });
  }, [category, form]);

  const save = async (change: CategoryChange) => {
    setSaving(true);
    try {
      await request('PATCH', `/api/categories/${category!.id}`, change);
      await reload({ dropped: ['/api/categories'] });
      notify({ title: 'Category updated successfully', description: `${category!.name} has been updated.` });
      onClose();
    } catch (error) {
      form.setFields(fieldErrors(error, ['description', 'icon'] as const));
      notify({ title: 'Failed to update category', description: 'Please try again.', variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      open={category !== null}
      title={`Edit Category: ${category?.name ?? ''}`}
      formId="admin-category-form"
      submitLabel="Save Category"
      saving={saving}
      onClose={onClose}
    >
      <Form id="admin-category-form" name="admin-category" form={form} layout="vertical" onFinish={save} className="admin-form">
        <Form.Item label="Description" name="description" rules={[{ required: true, whitespace: true }, { max: 500 }]}>
          <Input.TextArea rows={3} showCount maxLength={500} />
        </Form.Item>
        <Form.Item label="Icon" name="icon" rules={[{ required: true }]}>
          <Select options={ICON_OPTIONS} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
