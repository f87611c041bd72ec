import type { TableColumnsType } from 'antd';
import useSWR from 'swr';
import type { AuditPage } from '../../api/types';
import { formatDateTime, formatNumber } from '../../components/format';
import { servicePages } from '../../components/pagination';
import { TabHeading } from '../../components/TabHeading';
import { apiQuery, useQueryParams } from '@driveratlas/platform';
import { AdminTable } from '../../components/AdminTable';

type AuditEntry = AuditPage['items'][number];
const FILTERS = { page: '1', pageSize: '20' };

const columns: TableColumnsType<AuditEntry> = [
  { title: 'When', dataIndex: 'at', render: (at: string) => formatDateTime(at) },
  {
    title: 'Action',
    key: 'action',
    render: (_, entry) => (
      <>
        {entry.action}
        {/* On a phone, the record is told under its action. */}
        {entry.target && <span className="admin-table__compact">{entry.target}</span>}
      </>
    ),
  },
  { title: 'Record', dataIndex: 'target', responsive: ['md'], render: (target: string | null) => target ?? '' },
  { title: 'Request', dataIndex: 'request', responsive: ['md'], render: (request: string) => <code>{request}</code> },
  { title: 'Session', dataIndex: 'sessionId', responsive: ['sm'], render: (id: string | null) => (id ? <code>{id}</code> : '') },
];

/** Audit Log: every admin write, sign-in and sign-out, newest first, with the session it came from. */
export function AuditLogTab() {
  const [filters, setFilters] = useQueryParams(FILTERS);
  const { data, error, isLoading, isValidating } = useSWR<AuditPage>(`/api/admin/audit-log?${apiQuery(filters)}`, {
    keepPreviousData: true,
    revalidateOnMount: true,
  });
  return (
    <section aria-labelledby="admin-audit-title" className="admin-tab">
      <TabHeading id="admin-audit-title" title="Audit Log" />
      <p className="admin-table__secondary">A session is named by the start of a hash of its token, which cannot be used to sign in.</p>
      <p role="status" className="admin-tab__count">
        {data ? `${formatNumber(data.total)} entries` : ''}
      </p>
      <AdminTable<AuditEntry>
        columns={columns}
        rows={data?.items}
        isLoading={isLoading}
        isValidating={isValidating}
        error={error}
        what="audit log entries"
        empty="Nothing has been recorded yet"
        pagination={servicePages(filters, data?.total ?? 0, setFilters)}
      />
    </section>
  );
}
