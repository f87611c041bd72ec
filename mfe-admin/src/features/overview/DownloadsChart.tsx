import { CATEGORY_NAMES } from '@driveratlas/driver-domain';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartDay } from './chart-data';

/** One colour per category, told apart by people with the common colour vision deficiencies (Okabe-Ito). */
const COLOURS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#555555'];

/** Downloads per day for 30 days, stacked by category (recharts, loaded with the Overview tab only). */
export default function DownloadsChart({ days }: { days: ChartDay[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={days} margin={{ top: 8, right: 8, bottom: 8, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" interval="preserveStartEnd" minTickGap={16} tick={{ fontSize: 12 }} />
        <YAxis allowDecimals={false} width={40} tick={{ fontSize: 12 }} />
        <Tooltip />
        <Legend wrapperStyle={{ fontSize: 12 }} formatter={(category: string) => <span className="admin-chart__legend">{category}</span>} />
        {CATEGORY_NAMES.map((category, i) => (
          <Bar key={category} dataKey={category} stackId="downloads" fill={COLOURS[i % COLOURS.length]} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
