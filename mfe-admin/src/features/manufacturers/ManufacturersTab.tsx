import { Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { Manufacturer } from '../../api/types';
import { AdminTable } from '../../components/AdminTable';
import { TabHeading } from '../../components/TabHeading';
import { useManufacturers } from './api';
import { ManufacturerDialog } from './ManufacturerDialog';

/** Manufacturers: those a driver may name, each with the official domains every link to its drivers must land on. */
export function ManufacturersTab() {
  const { data, error, isLoading } = useManufacturers();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [editing, setEditing] = useState<Manufacturer | null>(null);
  const openDialog = (manufacturer: Manufacturer | null) => {
    setEditing(manufacturer);
    setDialogOpen(true);
  };

  const columns: TableColumnsType<Manufacturer> = [
    {
      title: 'Manufacturer',
      key: 'name',
      render: (_, m) => (
        <>
          <span className="admin-table__primary">{m.name}</span>
          {/* On a phone, the domains are told under the name. */}
          <span className="admin-table__compact">{m.domains.join(', ')}</span>
        </>
      ),
    },
    { title: 'Official Domains', key: 'domains', responsive: ['md'], render: (_, m) => m.domains.join(', ') },
    {
      title: 'Support Page',
      dataIndex: 'supportUrl',
      responsive: ['lg'],
      render: (url: string) => (
        <a href={url} target="_blank" rel="noopener noreferrer" className="admin-table__secondary">
          {new URL(url).hostname}
        </a>
      ),
    },
    { title: 'Pages', key: 'pages', responsive: ['lg'], render: (_, m) => (m.sharedDriverPages ? 'Shared by its drivers' : 'One per driver') },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, m) => (
        <Button size="small" onClick={() => openDialog(m)}>
          Edit
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby="admin-manufacturers-title" className="admin-tab">
      <TabHeading id="admin-manufacturers-title" title="Manufacturers">
        <Button type="primary" onClick={() => openDialog(null)}>
          Add Manufacturer
        </Button>
      </TabHeading>
      <p className="admin-table__secondary">
        A driver names one of these manufacturers; its official page and download links must be on the manufacturer&apos;s domains.
      </p>
      <p role="status" className="admin-tab__count">
        {data ? `${data.length} manufacturers` : ''}
      </p>
      {/* A short list, shown whole in name order. */}
      <AdminTable<Manufacturer>
        columns={columns}
        rows={data && [...data].sort((a, b) => a.name.localeCompare(b.name))}
        isLoading={isLoading}
        error={error}
        what="manufacturers"
        pagination={false}
      />
      <ManufacturerDialog open={dialogOpen} manufacturer={editing} onClose={() => setDialogOpen(false)} />
    </section>
  );
}
