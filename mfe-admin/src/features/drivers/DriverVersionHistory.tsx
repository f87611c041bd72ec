import { driverPath } from '@driveratlas/driver-domain';
import { useNotify } from '@driveratlas/platform';
import { Button, Input } from 'antd';
import { useState } from 'react';
import useSWR from 'swr';
import { errorMessages } from '../../api/errors';
import type { Driver, DriverVersion } from '../../api/types';
import { useWithdrawnVersions } from './api';

/** Mark withdrawn: the maker's reason (required) and its notice, for one version; the service's refusal beside the fields. */
function WithdrawForm({ driver, version, onDone }: { driver: Driver; version: string; onDone(): void }) {
  const [reason, setReason] = useState('');
  const [link, setLink] = useState('');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const { withdraw } = useWithdrawnVersions(driver.id);
  const notify = useNotify();
  const id = `admin-withdraw-${version.replace(/\W/g, '-')}`;
  const save = async () => {
    if (!reason.trim()) return setError(`Give ${driver.manufacturer}'s reason.`);
    setSaving(true);
    try {
      await withdraw({ version, reason, link: link.trim() || null });
      notify({ title: 'Version marked withdrawn', description: `${driver.name} ${version}: the driver page, My PC and the feed say so.` });
      onDone();
    } catch (refused) {
      setError(errorMessages(refused).join(' '));
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="admin-versions__withdraw" role="group" aria-label={`Mark ${version} withdrawn`}>
      <label htmlFor={`${id}-reason`}>{driver.manufacturer}&apos;s reason</label>
      <Input.TextArea
        id={`${id}-reason`}
        rows={2}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        aria-describedby={`${id}-error`}
        aria-invalid={error ? true : undefined}
      />
      <label htmlFor={`${id}-link`}>{driver.manufacturer}&apos;s notice (optional)</label>
      <Input id={`${id}-link`} type="url" value={link} onChange={(e) => setLink(e.target.value)} placeholder="https://" />
      <p id={`${id}-error`} role="alert" className="admin-import__error">
        {error}
      </p>
      <div className="admin-versions__actions">
        <Button onClick={onDone}>Cancel</Button>
        <Button type="primary" loading={saving} onClick={() => void save()}>
          Mark withdrawn
        </Button>
      </div>
    </div>
  );
}

/**
 * The edited driver's versions, newest first: a new version keeps the current one here, and the driver page shows them
 * all. A version its maker withdrew is marked here, with the maker's reason and notice, and the mark taken back.
 */
export function DriverVersionHistory({ driver }: { driver: Driver }) {
  const { data: versions, error } = useSWR<DriverVersion[]>(`/api/drivers/${driver.id}/versions`);
  const [marking, setMarking] = useState<string | null>(null);
  const { restore } = useWithdrawnVersions(driver.id);
  const notify = useNotify();
  const takeBack = async (version: string) => {
    try {
      await restore(version);
      notify({ title: 'Withdrawal taken back', description: `${driver.name} ${version} is no longer marked withdrawn.` });
    } catch (refused) {
      notify({ title: 'The mark could not be taken back', description: errorMessages(refused).join(' '), variant: 'destructive' });
    }
  };
  return (
    <section className="admin-versions" aria-labelledby="admin-versions-title">
      <h3 id="admin-versions-title">Version History</h3>
      <p className="admin-versions__note">
        Changing the version keeps {driver.version} ({driver.releaseDate}) in the history shown on the{' '}
        <a href={driverPath(driver)} target="_blank" rel="noopener noreferrer">
          driver page
        </a>
        .
      </p>
      {versions ? (
        <ol className="admin-versions__list">
          {versions.map((version, index) => (
            <li key={`${version.version}-${index}`}>
              {version.version}, {version.releaseDate}, {version.fileSize}
              {version.latest && ' (Latest)'}
              {version.withdrawn ? (
                <>
                  {' '}
                  <strong>Withdrawn: {version.withdrawn.reason}</strong>{' '}
                  <Button size="small" onClick={() => void takeBack(version.version)}>
                    Take back
                  </Button>
                </>
              ) : (
                marking !== version.version && (
                  <>
                    {' '}
                    <Button size="small" onClick={() => setMarking(version.version)}>
                      Mark withdrawn
                    </Button>
                  </>
                )
              )}
              {marking === version.version && <WithdrawForm driver={driver} version={version.version} onDone={() => setMarking(null)} />}
            </li>
          ))}
        </ol>
      ) : error ? (
        <p>The version history could not be loaded.</p>
      ) : (
        <p role="status">Loading the version history...</p>
      )}
    </section>
  );
}
