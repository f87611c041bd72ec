import { PRIVACY_REQUEST_STATUSES } from '@driveratlas/visitor-rules';
import { Button, Select, type TableColumnsType } from 'antd';
import { useState } from 'react';
import useSWR from 'swr';
import type { PrivacyRequest, PrivacyRequestPage } from '../../api/types';
import { Badge } from '../../components/Badge';
import { formatDate, formatNumber } from '../../components/format';
import { Labelled } from '../../components/Labelled';
import { servicePages } from '../../components/pagination';
import { TabHeading } from '../../components/TabHeading';
import { apiQuery, useQueryParams } from '@driveratlas/platform';
import { STATUS_TONES, statusLabel, typeLabel } from './labels';
import { PrivacyRequestDialog } from './PrivacyRequestDialog';
import { AdminTable } from '../../components/AdminTable';

const FILTERS = { status: '', page: '1', pageSize: '20' };

/** Privacy requests: open ones first with the overdue marked, each worked through its statuses with a note, and every record as CSV. */
export function PrivacyRequestsTab() {
  const [filters, setFilters] = useQueryParams(FILTERS);
  const { data, error, isLoading, isValidating } = useSWR<PrivacyRequestPage>(`/api/privacy-requests?${apiQuery(filters)}`, { keepPreviousData: true });
  const [open, setOpen] = useState<number | null>(null);

  const columns: TableColumnsType<PrivacyRequest> = [
    {
      title: 'Reference',
      key: 'reference',
      render: (_, r) => (
        <Button type="link" className="admin-table__link" onClick={() => setOpen(r.id)}>
          {r.reference}
        </Button>
      ),
    },
    { title: 'Request', dataIndex: 'requestType', render: (type: string) => typeLabel(type), responsive: ['md'] },
    {
      title: 'Status',
      key: 'status',
      render: (_, r) => (
        <>
          <Badge tone={STATUS_TONES[r.status]}>{statusLabel(r.status)}</Badge>
          {r.overdue && <Badge tone="red">Overdue</Badge>}
        </>
      ),
    },
    { title: 'Received', dataIndex: 'receivedAt', render: (at: string) => formatDate(at), responsive: ['sm'] },
    { title: 'Due', dataIndex: 'dueAt', render: (at: string, r) => `${formatDate(at)}${r.extended ? ' (extended)' : ''}` },
  ];

  return (
    <section aria-labelledby="admin-privacy-title" className="admin-tab">
      <TabHeading id="admin-privacy-title" title="Privacy Requests">
        <Button href="/api/privacy-requests/export" download>
          Export CSV
        </Button>
      </TabHeading>
      <div className="admin-filters" role="search" aria-label="Privacy requests">
        <Labelled id="admin-privacy-status" label="Status">
          <Select
            id="admin-privacy-status"
            value={filters.status}
            onChange={(status) => setFilters({ status, page: '1' })}
            options={[{ value: '', label: 'All statuses' }, ...PRIVACY_REQUEST_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))]}
          />
        </Labelled>
      </div>
      <p role="status" className="admin-tab__count">
        {data ? `${formatNumber(data.total)} requests${data.items.some((r) => r.overdue) ? ', overdue ones first' : ''}` : ''}
      </p>
      <AdminTable<PrivacyRequest>
        columns={columns}
        rows={data?.items}
        isLoading={isLoading}
        isValidating={isValidating}
        error={error}
        what="privacy requests"
        rowClassName={(r) => (r.overdue ? 'admin-table__row--overdue' : '')}
        pagination={servicePages(filters, data?.total ?? 0, setFilters)}
      />
      <PrivacyRequestDialog id={open} onClose={() => setOpen(null)} />
    </section>
  );
}
