import { formatNumber } from '../../components/format';
import type { PartnerKey } from './api';
import { barWidths, requestsThisWeek } from './usage';

/** "Nov 26": the usage's days are UTC days, named as such. */
const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A key's requests: the total of the last 7 days, and under Show usage each day of the last 30 with requests, as a table with bars. */
export function KeyUsage({ keyOf }: { keyOf: PartnerKey }) {
  const { usage } = keyOf;
  const widths = barWidths(usage);
  return (
    <div className="admin-partners__usage">
      <span>{formatNumber(requestsThisWeek(usage))} this week</span>
      {usage.length > 0 && (
        <details>
          <summary>Show usage</summary>
          <table className="admin-partners__days">
            <caption>Requests per day of {keyOf.name}, last 30 days (UTC; days without requests left out)</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Requests</th>
              </tr>
            </thead>
            <tbody>
              {usage.map((d, i) => (
                <tr key={d.day}>
                  <th scope="row">{DAY.format(new Date(`${d.day}T00:00:00Z`))}</th>
                  <td>
                    <span className="admin-partners__bar" style={{ width: `${widths[i]}%` }} aria-hidden="true" />
                    {formatNumber(d.requests)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </div>
  );
}
