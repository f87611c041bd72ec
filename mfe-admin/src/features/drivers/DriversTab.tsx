import { CATEGORY_NAMES, MANUFACTURERS } from '@driveratlas/driver-domain';
import { apiQuery, useNotify, useQueryParams } from '@driveratlas/platform';
import { Button, Input, Select, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import type { Driver } from '../../api/types';
import { Badge } from '../../components/Badge';
import { formatNumber } from '../../components/format';
import { servicePages } from '../../components/pagination';
import { Labelled } from '../../components/Labelled';
import { TabHeading } from '../../components/TabHeading';
import { useDriverPage, useDriverWrites } from './api';
import { DriverFormDialog } from './DriverFormDialog';
import { CatalogImportDialog } from './CatalogImportDialog';
import { InfImportDialog } from './InfImportDialog';
import { AdminTable } from '../../components/AdminTable';

const FILTERS = { q: '', category: '', manufacturer: '', verified: '', latest: '', sort: 'downloads', page: '1', pageSize: '20' };
const ANY = { value: '', label: 'Any' };
const SORTS = [
  { value: 'downloads', label: 'Most downloaded' },
  { value: 'name', label: 'Name (A-Z)' },
  { value: 'date', label: 'Latest release' },
  { value: 'updated', label: 'Recently changed' },
];
const DELETE_TOASTS = {
  success: { title: 'Driver deleted successfully', description: 'The driver has been removed from the database.' },
  failure: { title: 'Failed to delete driver', description: 'Please try again.', variant: 'destructive' },
} as const;

/** The Drivers tab (spec 000, section 2): Driver Management, paged, filtered and sorted by the service. */
export function DriversTab() {
  const [filters, setFilters] = useQueryParams(FILTERS);
  const { data, error, isLoading, isValidating } = useDriverPage(apiQuery(filters));
  const [dialogOpen, setDialogOpen] = useState(false);
  const [editing, setEditing] = useState<Driver | null>(null);
  const openDialog = (driver: Driver | null) => {
    setEditing(driver);
    setDialogOpen(true);
  };
  const [importOpen, setImportOpen] = useState(false);
  const [importing, setImporting] = useState<Driver | null>(null);
  const [catalogOpen, setCatalogOpen] = useState(false);
  const openImport = (driver: Driver) => {
    setImporting(driver);
    setImportOpen(true);
  };
  const [search, setSearch] = useState(filters.q);
  const { remove } = useDriverWrites();
  const notify = useNotify();

  // Typing searches once the operator pauses; each pause replaces the address rather than adding to history.
  useEffect(() => {
    if (search === filters.q) return;
    const timer = setTimeout(() => setFilters({ q: search, page: '1' }, { replace: true }), 300);
    return () => clearTimeout(timer);
  }, [search, filters.q, setFilters]);

  const filter = (name: keyof typeof FILTERS) => (value: string) => setFilters({ [name]: value, page: '1' });

  const confirmDelete = async (driver: Driver) => {
    if (!window.confirm('Are you sure you want to delete this driver?')) return;
    try {
      await remove(driver.id);
      notify(DELETE_TOASTS.success);
    } catch {
      notify(DELETE_TOASTS.failure);
    }
  };

  const badges = (driver: Driver) => (
    <>
      {driver.isVerified && <Badge tone="green">Verified</Badge>}
      {driver.isLatest && <Badge tone="blue">Latest</Badge>}
    </>
  );
  const columns: TableColumnsType<Driver> = [
    {
      title: 'Driver Name',
      key: 'name',
      render: (_, driver) => (
        <>
          <span className="admin-table__primary">{driver.name}</span>
          <span className="admin-table__secondary">{driver.manufacturer}</span>
          {/* On a phone, the columns that do not fit are told here. */}
          <span className="admin-table__compact">
            {driver.category} · {driver.version} · {formatNumber(driver.downloadCount)} downloads {badges(driver)}
          </span>
        </>
      ),
    },
    { title: 'Category', dataIndex: 'category', responsive: ['lg'] },
    { title: 'Version', dataIndex: 'version', responsive: ['md'] },
    { title: 'Downloads', dataIndex: 'downloadCount', align: 'right', responsive: ['md'], render: (n: number) => formatNumber(n) },
    { title: 'Status', key: 'status', responsive: ['md'], render: (_, driver) => badges(driver) },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, driver) => (
        <div className="admin-table__actions">
          <Button size="small" onClick={() => openDialog(driver)}>
            Edit
          </Button>
          <Button size="small" onClick={() => openImport(driver)}>
            Import INF
          </Button>
          <Button size="small" danger onClick={() => void confirmDelete(driver)}>
            Delete
          </Button>
        </div>
      ),
    },
  ];

  const total = data?.total ?? 0;
  return (
    <section aria-labelledby="admin-drivers-title" className="admin-tab">
      <TabHeading id="admin-drivers-title" title="Driver Management">
        <Button onClick={() => setCatalogOpen(true)}>Import catalog</Button>
        <Button type="primary" onClick={() => openDialog(null)}>
          Add Driver
        </Button>
      </TabHeading>
      <div className="admin-filters" role="search" aria-label="Drivers">
        <Labelled id="admin-drivers-q" label="Search">
          <Input
            id="admin-drivers-q"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Name, manufacturer or description"
          />
        </Labelled>
        <Labelled id="admin-drivers-category" label="Category">
          <Select
            id="admin-drivers-category"
            value={filters.category}
            onChange={filter('category')}
            options={[{ value: '', label: 'All categories' }, ...CATEGORY_NAMES.map((name) => ({ value: name, label: name }))]}
          />
        </Labelled>
        <Labelled id="admin-drivers-manufacturer" label="Manufacturer">
          <Select
            id="admin-drivers-manufacturer"
            value={filters.manufacturer}
            onChange={filter('manufacturer')}
            showSearch={{ optionFilterProp: 'label' }}
            options={[{ value: '', label: 'All manufacturers' }, ...MANUFACTURERS.map((m) => ({ value: m.slug, label: m.name }))]}
          />
        </Labelled>
        <Labelled id="admin-drivers-verified" label="Verified">
          <Select
            id="admin-drivers-verified"
            value={filters.verified}
            onChange={filter('verified')}
            options={[ANY, { value: 'true', label: 'Verified' }, { value: 'false', label: 'Not verified' }]}
          />
        </Labelled>
        <Labelled id="admin-drivers-latest" label="Latest">
          <Select
            id="admin-drivers-latest"
            value={filters.latest}
            onChange={filter('latest')}
            options={[ANY, { value: 'true', label: 'Latest' }, { value: 'false', label: 'Not latest' }]}
          />
        </Labelled>
        <Labelled id="admin-drivers-sort" label="Sort by">
          <Select id="admin-drivers-sort" value={filters.sort} onChange={filter('sort')} options={SORTS} />
        </Labelled>
      </div>
      <p role="status" className="admin-tab__count">
        {data ? (data.totalCapped ? `More than ${formatNumber(total)} drivers: narrow the filters to reach the rest` : `${formatNumber(total)} drivers`) : ''}
      </p>
      <AdminTable<Driver>
        columns={columns}
        rows={data?.items}
        isLoading={isLoading}
        isValidating={isValidating}
        error={error}
        what="drivers"
        pagination={servicePages(filters, total, setFilters)}
      />
      <DriverFormDialog open={dialogOpen} driver={editing} onClose={() => setDialogOpen(false)} />
      <InfImportDialog open={importOpen} driver={importing} onClose={() => setImportOpen(false)} />
      <CatalogImportDialog open={catalogOpen} onClose={() => setCatalogOpen(false)} />
    </section>
  );
}
