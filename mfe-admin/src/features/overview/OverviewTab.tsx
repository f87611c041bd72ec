import { CATEGORY_NAMES } from '@driveratlas/driver-domain';
import { RETENTION, retentionEndText, retentionPeriodText, type RetentionRule } from '@driveratlas/visitor-rules';
import { lazyWithRetry, PageLoading } from '@driveratlas/platform';
import { Skeleton, Tag, type TableColumnsType } from 'antd';
import { Suspense, useMemo } from 'react';
import type { Overview } from '../../api/types';
import { AdminTable } from '../../components/AdminTable';
import { formatDateTime, formatNumber } from '../../components/format';
import { useDownloadStats, useOverview } from './api';
import { chartDays } from './chart-data';

const DownloadsChart = lazyWithRetry(() => import('./DownloadsChart'));

/** The Overview tab (spec 000, section 2): the four counters, Most Downloaded Drivers, downloads per day, and the data retention runs. */
export function OverviewTab() {
  const { data: overview, error } = useOverview();
  const counters = overview && [
    ['Total Drivers', overview.totalDrivers],
    ['Categories', overview.categories],
    ['Total Downloads', overview.totalDownloads],
    ['Verified Drivers', overview.verifiedDrivers],
  ];

  return (
    <div className="admin-tab admin-overview">
      <h2 className="visually-hidden">Overview</h2>
      {error && <p role="alert">The overview could not be loaded. Reload the page to try again.</p>}
      <dl className="admin-counters">
        {counters
          ? counters.map(([label, value]) => (
              <div key={label} className="admin-counter">
                <dt>{label}</dt>
                <dd>{formatNumber(value as number)}</dd>
              </div>
            ))
          : [0, 1, 2, 3].map((i) => (
              <div key={i} className="admin-counter" aria-hidden="true">
                <Skeleton active title={false} paragraph={{ rows: 2 }} />
              </div>
            ))}
      </dl>
      <div className="admin-overview__panels">
        <section aria-labelledby="admin-top-drivers" className="admin-panel">
          <h3 id="admin-top-drivers">Most Downloaded Drivers</h3>
          {overview ? (
            <ol className="admin-top-drivers">
              {overview.mostDownloaded.map((driver) => (
                <li key={driver.id}>
                  <span className="admin-top-drivers__name">{driver.name}</span>
                  <span className="admin-table__secondary">
                    {driver.manufacturer} · {driver.category}
                  </span>
                  <Tag>{formatNumber(driver.downloadCount)} downloads</Tag>
                </li>
              ))}
            </ol>
          ) : (
            <Skeleton active paragraph={{ rows: 8 }} />
          )}
        </section>
        <DownloadsPerDay />
      </div>
      <DataRetention runs={overview?.retentionRuns} error={error} />
    </div>
  );
}

type RetentionRow = { id: string; rule: RetentionRule; run?: Overview['retentionRuns'][number] };

const RETENTION_COLUMNS: TableColumnsType<RetentionRow> = [
  {
    title: 'Kind',
    key: 'kind',
    render: (_, { rule }) => (
      <>
        {rule.label}
        <span className="admin-table__secondary">{retentionEndText(rule.end)}</span>
      </>
    ),
  },
  { title: 'Period', key: 'period', render: (_, { rule }) => retentionPeriodText(rule.period) },
  { title: 'Last run', key: 'ranAt', render: (_, { run }) => (run ? formatDateTime(run.ranAt) : 'Not yet') },
  { title: 'Records affected', key: 'affected', align: 'right', render: (_, { run }) => (run ? formatNumber(run.affected) : '') },
];

/** The retention table the service enforces (`@driveratlas/visitor-rules`), each kind with its last purge: when, and how many records it deleted or cleared. */
function DataRetention({ runs, error }: { runs: Overview['retentionRuns'] | undefined; error: unknown }) {
  const rows = runs && RETENTION.map((rule) => ({ id: rule.kind, rule, run: runs.find((run) => run.kind === rule.kind) }));
  return (
    <section aria-labelledby="admin-data-retention" className="admin-panel admin-retention">
      <h3 id="admin-data-retention">Data retention</h3>
      <AdminTable<RetentionRow> columns={RETENTION_COLUMNS} rows={rows} isLoading={!runs && !error} error={error} what="retention runs" pagination={false} />
    </section>
  );
}

function DownloadsPerDay() {
  const { data: stats, error } = useDownloadStats();
  const days = useMemo(() => (stats ? chartDays(stats) : []), [stats]);
  return (
    <section aria-labelledby="admin-downloads-per-day" className="admin-panel">
      <h3 id="admin-downloads-per-day">Downloads per Day</h3>
      <p className="admin-table__secondary">
        Downloads recorded on this site over the last 30 days, by category{stats ? `: ${formatNumber(stats.totals.recordedLast30Days)} in all` : ''}.
      </p>
      {/* The chart is the figures below drawn; assistive technology reads the table instead. */}
      <div className="admin-chart" aria-hidden="true">
        {error ? null : stats ? (
          <Suspense fallback={<PageLoading />}>
            <DownloadsChart days={days} />
          </Suspense>
        ) : (
          <PageLoading />
        )}
      </div>
      {error && <p role="alert">The download statistics could not be loaded. Reload the page to try again.</p>}
      {stats && (
        <details className="admin-chart__figures">
          <summary>Show the figures</summary>
          {/* A keyboard user scrolls the wide table too (axe: scrollable-region-focusable). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div className="admin-scroll" tabIndex={0} role="region" aria-label="Downloads per day, by category">
            <table className="admin-figures">
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  {CATEGORY_NAMES.map((category) => (
                    <th key={category} scope="col">
                      {category}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {days.map((day) => (
                  <tr key={day.date}>
                    <th scope="row">{day.label}</th>
                    {CATEGORY_NAMES.map((category) => (
                      <td key={category}>{day[category]}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      )}
    </section>
  );
}
