import { PRINTER_BRAND_CATALOGUES } from '@driveratlas/driver-domain';
import { useNotify, useQueryParams } from '@driveratlas/platform';
import { Button, Select, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { PrinterModel } from '../../api/types';
import { formatNumber } from '../../components/format';
import { Labelled } from '../../components/Labelled';
import { localPages } from '../../components/pagination';
import { TabHeading } from '../../components/TabHeading';
import { useBrandModels, usePrinterModelWrites } from './api';
import { PrinterModelDialog } from './PrinterModelDialog';
import { AdminTable } from '../../components/AdminTable';

const FILTERS = { brand: PRINTER_BRAND_CATALOGUES[0].brand as string };

/** Printer Models: the four brand catalogues the brand pages read, each model added, edited or removed here. */
export function PrinterModelsTab() {
  const [{ brand }, setFilters] = useQueryParams(FILTERS);
  const { data, error, isLoading } = useBrandModels(brand);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [editing, setEditing] = useState<PrinterModel | null>(null);
  const { remove } = usePrinterModelWrites();
  const notify = useNotify();

  const openDialog = (model: PrinterModel | null) => {
    setEditing(model);
    setDialogOpen(true);
  };
  const confirmDelete = async (model: PrinterModel) => {
    if (!window.confirm(`Are you sure you want to delete the ${model.fullName}?`)) return;
    try {
      await remove(model.id);
      notify({ title: 'Printer model deleted successfully', description: `${model.fullName} has been removed from the ${brand} page.` });
    } catch {
      notify({ title: 'Failed to delete printer model', description: 'Please try again.', variant: 'destructive' });
    }
  };

  const columns: TableColumnsType<PrinterModel> = [
    {
      title: 'Model',
      key: 'model',
      render: (_, m) => (
        <>
          <span className="admin-table__primary">{m.modelNumber}</span>
          <span className="admin-table__secondary">{m.fullName}</span>
        </>
      ),
    },
    { title: 'Series', dataIndex: 'series', responsive: ['md'] },
    { title: 'Type', dataIndex: 'category', responsive: ['sm'] },
    { title: 'File Size', dataIndex: 'fileSize', responsive: ['md'] },
    { title: 'Downloads', dataIndex: 'downloadCount', align: 'right', render: (n: number) => formatNumber(n) },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, m) => (
        <div className="admin-table__actions">
          <Button size="small" onClick={() => openDialog(m)}>
            Edit
          </Button>
          <Button size="small" danger onClick={() => void confirmDelete(m)}>
            Delete
          </Button>
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="admin-printer-models-title" className="admin-tab">
      <TabHeading id="admin-printer-models-title" title="Printer Models">
        <Button type="primary" onClick={() => openDialog(null)}>
          Add Model
        </Button>
      </TabHeading>
      <div className="admin-filters" role="search" aria-label="Printer models">
        <Labelled id="admin-printer-models-brand" label="Brand">
          <Select
            id="admin-printer-models-brand"
            value={brand}
            onChange={(value) => setFilters({ brand: value })}
            options={PRINTER_BRAND_CATALOGUES.map((c) => ({ value: c.brand, label: c.brand }))}
          />
        </Labelled>
      </div>
      <p role="status" className="admin-tab__count">
        {data ? `${data.length} ${brand} models` : ''}
      </p>
      <AdminTable<PrinterModel> columns={columns} rows={data} isLoading={isLoading} error={error} what="printer models" pagination={localPages} />
      <PrinterModelDialog open={dialogOpen} brand={brand} model={editing} onClose={() => setDialogOpen(false)} />
    </section>
  );
}
