import { ShareAltOutlined } from '@ant-design/icons';
import { useNotify } from '@driveratlas/platform';
import { Button, Input } from 'antd';
import { useId, useMemo, useState, type Ref } from 'react';
import type { DeviceReport as Report } from '../api/device-report';
import { groupByVerdict, reportText, summaryLine, VERDICT_LABELS } from '../report-format';
import { encodeSharedDevices, sharedDevices, shareLinkPath } from '../share-link';
import CopyButton from './CopyButton';
import ReportedDeviceItem from './ReportedDeviceItem';
import './my-pc.css';

/** The filter's name for devices the catalogue has no category for. */
const OTHER = 'Other devices';

/** The categories of the report's devices, with their counts, by name; devices of none last. */
function categoriesOf(report: Report): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const device of report.devices) counts.set(device.category ?? OTHER, (counts.get(device.category ?? OTHER) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => (a === OTHER ? 1 : b === OTHER ? -1 : a.localeCompare(b)));
}

/** Share link: the devices' IDs and installed versions in the address's fragment, copied and shown to copy again. */
function ShareLink({ report }: { report: Report }) {
  const notify = useNotify();
  const [link, setLink] = useState<string>();
  const share = async () => {
    const address = `${window.location.origin}${shareLinkPath(await encodeSharedDevices(sharedDevices(report.devices)))}`;
    setLink(address);
    try {
      await navigator.clipboard.writeText(address);
      notify({ title: 'Copied the share link', description: 'It carries the hardware IDs and driver versions only, no device names.' });
    } catch {
      // Shown in its field below, to copy by hand.
    }
  };
  return (
    <>
      <Button icon={<ShareAltOutlined />} className="needs-script" onClick={() => void share()}>
        Share link
      </Button>
      {link && (
        <div className="my-pc-report__link">
          <label htmlFor="my-pc-share-link">Share link (hardware IDs and driver versions only)</label>
          <Input id="my-pc-share-link" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        </div>
      )}
    </>
  );
}

/**
 * The answer for a whole PC: its summary, then its devices grouped by verdict, most urgent first, which a category
 * filters, and the lines that could not be read. It takes the API's answer, so the server can render it as the page does.
 */
export default function DeviceReport({ report, headingRef }: { report: Report; headingRef?: Ref<HTMLHeadingElement> }) {
  const titleId = useId();
  const [category, setCategory] = useState<string | null>(null);
  const categories = useMemo(() => categoriesOf(report), [report]);
  const shown = category ? report.devices.filter((device) => (device.category ?? OTHER) === category) : report.devices;
  const groups = groupByVerdict(shown);
  return (
    <section className="my-pc-report" aria-labelledby={titleId}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className="my-pc-report__title">
        Your PC&apos;s drivers
      </h2>
      <p className="my-pc-report__summary">{summaryLine(report)}</p>
      <div className="my-pc-report__tools">
        <CopyButton what="summary" text={() => reportText(report)}>
          Copy summary
        </CopyButton>
        <ShareLink report={report} />
      </div>
      {categories.length > 1 && (
        <div className="my-pc-report__filter needs-script" role="group" aria-label="Show devices of">
          {[[null, report.devices.length] as const, ...categories].map(([name, count]) => (
            <Button
              key={name ?? ''}
              size="small"
              type={category === name ? 'primary' : 'default'}
              aria-pressed={category === name}
              onClick={() => setCategory(name)}
            >
              {name ?? 'All'} ({count})
            </Button>
          ))}
        </div>
      )}
      {groups.map(({ verdict, devices }) => (
        <section key={verdict} className={`my-pc-group my-pc-group--${verdict}`} aria-labelledby={`${titleId}-${verdict}`}>
          <h3 id={`${titleId}-${verdict}`} className="my-pc-group__title">
            {VERDICT_LABELS[verdict]} <span className="my-pc-group__count">({devices.length})</span>
          </h3>
          <ul className="my-pc-group__devices">
            {devices.map((device) => (
              <ReportedDeviceItem key={`${device.line}-${device.hardwareIds[0] ?? ''}`} device={device} />
            ))}
          </ul>
        </section>
      ))}
      {report.notRead.length > 0 && (
        <details className="my-pc-report__not-read">
          <summary>{report.notRead.length === 1 ? '1 line could not be read' : `${report.notRead.length} lines could not be read`}</summary>
          <ul>
            {report.notRead.map(({ line, reason }) => (
              <li key={`${line}-${reason}`}>
                Line {line}: {reason}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
