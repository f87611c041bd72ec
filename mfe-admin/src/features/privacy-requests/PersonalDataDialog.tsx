import { useNotify } from '@driveratlas/platform';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import useSWR from 'swr';
import { errorMessages } from '../../api/errors';
import { useReload } from '../../api/refresh';
import type { PersonalData, PrivacyRequestWithHistory } from '../../api/types';
import { formatDate, formatDateTime } from '../../components/format';
import { useSession } from '../session';
import { isFinal, statusLabel, typeLabel } from './labels';

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

/** Hands `data` to the browser as a file to save, as a download link would. */
function saveJsonFile(data: unknown, name: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  Object.assign(document.createElement('a'), { href: url, download: name }).click();
  // The browser reads the file after the click's task: the address is freed later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * "This person's data": everything stored for a privacy request's e-mail address, handed over as one JSON file for a
 * request to know or for a copy, deleted for a request to delete; each step joins the request's history.
 */
export function PersonalDataDialog({ request, open, onClose }: { request: PrivacyRequestWithHistory; open: boolean; onClose(): void }) {
  const url = `/api/privacy-requests/${request.id}/personal-data`;
  const { data, error } = useSWR<PersonalData>(open ? url : null);
  const [busy, setBusy] = useState(false);
  const { request: call } = useSession();
  const reload = useReload();
  const notify = useNotify();

  /** Runs a step and says how it went; then the request, its history and its data show as the service has them. */
  const step = async (titles: { done: string; failed: string }, work: () => Promise<string>) => {
    setBusy(true);
    try {
      const description = await work();
      await reload({ shown: ['/api/privacy-requests'] });
      notify({ title: titles.done, description });
    } catch (failed) {
      notify({ title: titles.failed, description: errorMessages(failed).join(' '), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const exportFile = () =>
    step({ done: 'Data exported', failed: 'Failed to export the data' }, async () => {
      const file = await call<PersonalData>('GET', `${url}/export`);
      saveJsonFile(file, `personal-data-${file.reference}.json`);
      return `${request.reference}: the file is saved, and the history says so.`;
    });

  const deleteData = () => {
    const messages = count(data!.contactMessages.length, 'contact message');
    if (!window.confirm(`Delete the ${messages} of ${data!.email}? The privacy requests are kept, as the law requires. This cannot be undone.`)) return;
    void step({ done: 'Data deleted', failed: 'Failed to delete the data' }, async () => {
      await call('POST', `${url}/deletion`);
      return `${request.reference}: ${messages} deleted, and the history says so.`;
    });
  };

  return (
    <Modal open={open} title="This person's data" onCancel={onClose} footer={null} width={720}>
      <p>
        Everything stored for <strong>{request.email}</strong> (in any case):
      </p>
      {error && <p role="alert">The data could not be loaded: {errorMessages(error).join(' ')}</p>}
      {data && (
        <>
          <h3>{count(data.contactMessages.length, 'contact message')}</h3>
          <ol className="admin-history">
            {data.contactMessages.map((message) => (
              <li key={message.id}>
                <span className="admin-table__secondary">{formatDateTime(message.receivedAt)}</span> {message.subject} ({message.name})
                <p className="admin-message__text">{message.message}</p>
              </li>
            ))}
          </ol>
          <h3>{count(data.privacyRequests.length, 'privacy request')}</h3>
          <ol className="admin-history">
            {data.privacyRequests.map((other) => (
              <li key={other.id}>
                {other.reference}: {typeLabel(other.requestType)}, {statusLabel(other.status).toLowerCase()}, received {formatDate(other.receivedAt)}
              </li>
            ))}
          </ol>
          <p>{data.withoutEmail}</p>
          {isFinal(request.status) ? (
            <p>This request is {statusLabel(request.status).toLowerCase()}: its data is no longer exported or deleted here.</p>
          ) : data.handling === 'export' ? (
            <Button type="primary" loading={busy} onClick={() => void exportFile()}>
              Export as JSON
            </Button>
          ) : data.handling === 'deletion' ? (
            <Button danger loading={busy} onClick={deleteData}>
              Delete this data
            </Button>
          ) : (
            <p>A request to correct: change what is wrong with the requester, and say what changed in the next step&apos;s note.</p>
          )}
        </>
      )}
    </Modal>
  );
}
