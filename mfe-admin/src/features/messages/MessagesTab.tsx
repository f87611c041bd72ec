import { CONTACT_CATEGORIES } from '@driveratlas/visitor-rules';
import { apiQuery, useNotify, useQueryParams } from '@driveratlas/platform';
import { Checkbox, Select, Tag, type TableColumnsType } from 'antd';
import useSWR from 'swr';
import { useReload } from '../../api/refresh';
import type { ContactMessage, ContactMessagePage } from '../../api/types';
import { formatDateTime, formatNumber } from '../../components/format';
import { Labelled } from '../../components/Labelled';
import { servicePages } from '../../components/pagination';
import { TabHeading } from '../../components/TabHeading';
import { useSession } from '../session';
import { AdminTable } from '../../components/AdminTable';

const FILTERS = { category: '', handled: '', page: '1', pageSize: '20' };
const CATEGORY_LABEL = Object.fromEntries(CONTACT_CATEGORIES.map((c) => [c.value, c.label]));

/** Messages: what visitors sent through the contact form, newest first, each marked handled once answered. */
export function MessagesTab() {
  const [filters, setFilters] = useQueryParams(FILTERS);
  const { data, error, isLoading, isValidating } = useSWR<ContactMessagePage>(`/api/contact-messages?${apiQuery(filters)}`, { keepPreviousData: true });
  const { request } = useSession();
  const reload = useReload();
  const notify = useNotify();

  const setHandled = async (message: ContactMessage, handled: boolean) => {
    try {
      await request('PATCH', `/api/contact-messages/${message.id}`, { handled });
      await reload({ shown: ['/api/contact-messages'] });
    } catch {
      notify({ title: 'Failed to update message', description: 'Please try again.', variant: 'destructive' });
    }
  };

  const from = (m: ContactMessage) => (
    <>
      <span className="admin-table__primary">{m.name}</span>
      <a href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`} className="admin-table__secondary">
        {m.email}
      </a>
    </>
  );
  const columns: TableColumnsType<ContactMessage> = [
    { title: 'Received', dataIndex: 'receivedAt', render: (at: string) => formatDateTime(at), width: 130, responsive: ['md'] },
    { title: 'From', key: 'from', responsive: ['md'], render: (_, m) => from(m) },
    {
      title: 'Message',
      key: 'message',
      render: (_, m) => (
        <>
          {/* On a phone, the columns that do not fit are told here. */}
          <span className="admin-table__compact">
            {from(m)}
            {formatDateTime(m.receivedAt)}
          </span>
          <Tag>{CATEGORY_LABEL[m.category] ?? m.category}</Tag>
          <span className="admin-table__primary">{m.subject}</span>
          <p className="admin-message__text">{m.message}</p>
        </>
      ),
    },
    {
      title: 'Handled',
      key: 'handled',
      render: (_, m) => (
        <Checkbox checked={m.handledAt !== null} onChange={(e) => void setHandled(m, e.target.checked)}>
          {m.handledAt ? `Handled ${formatDateTime(m.handledAt)}` : 'Handled'}
        </Checkbox>
      ),
    },
  ];

  return (
    <section aria-labelledby="admin-messages-title" className="admin-tab">
      <TabHeading id="admin-messages-title" title="Messages" />
      <div className="admin-filters" role="search" aria-label="Messages">
        <Labelled id="admin-messages-category" label="Category">
          <Select
            id="admin-messages-category"
            value={filters.category}
            onChange={(category) => setFilters({ category, page: '1' })}
            options={[{ value: '', label: 'All categories' }, ...CONTACT_CATEGORIES.map((c) => ({ value: c.value, label: c.label }))]}
          />
        </Labelled>
        <Labelled id="admin-messages-handled" label="Status">
          <Select
            id="admin-messages-handled"
            value={filters.handled}
            onChange={(handled) => setFilters({ handled, page: '1' })}
            options={[
              { value: '', label: 'All messages' },
              { value: 'false', label: 'Waiting for an answer' },
              { value: 'true', label: 'Handled' },
            ]}
          />
        </Labelled>
      </div>
      <p role="status" className="admin-tab__count">
        {data ? `${formatNumber(data.total)} messages` : ''}
      </p>
      <AdminTable<ContactMessage>
        columns={columns}
        rows={data?.items}
        isLoading={isLoading}
        isValidating={isValidating}
        error={error}
        what="messages"
        pagination={servicePages(filters, data?.total ?? 0, setFilters)}
      />
    </section>
  );
}
