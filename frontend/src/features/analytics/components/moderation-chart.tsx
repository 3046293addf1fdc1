import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import { formatHours } from '@/utils/duration';

import type { ModerationChart as ModerationSeries } from '../api/get-analytics';
import { axisTick, colours } from '../utils/colours';
import { formatDay, formatShortDay } from '../utils/days';

import { ChartCard, DataTable } from './chart-card';

const number = new Intl.NumberFormat('en-US');

function hours(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : formatHours(value);
}

/** Profiles submitted, approved and rejected, day by day, with the range's median time to decision. */
export function ModerationChart({ moderation, className }: { moderation: ModerationSeries; className?: string }) {
  const { days, submitted, approved, rejected, medianDecisionHours } = moderation;
  return (
    <ChartCard
      className={className}
      title="Profile reviews"
      description="Roommate profiles submitted, approved and rejected each day."
      figures={[
        { label: 'Submitted', value: number.format(submitted) },
        { label: 'Approved', value: number.format(approved) },
        { label: 'Rejected', value: number.format(rejected) },
        { label: 'Median time to decision', value: medianDecisionHours == null ? 'No data yet' : formatHours(medianDecisionHours) },
      ]}
      empty={submitted + approved + rejected === 0 ? 'No profiles submitted or reviewed in this range.' : null}
      chart={
        <ResponsiveContainer width="100%" height={260}>
          <BarChart data={days} accessibilityLayer={false} barGap={1} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid stroke={colours.grid} vertical={false} />
            <XAxis dataKey="day" tickFormatter={formatShortDay} tick={axisTick} tickLine={false} minTickGap={24} />
            <YAxis allowDecimals={false} tick={axisTick} tickLine={false} axisLine={false} width={36} />
            <Tooltip labelFormatter={(day) => (typeof day === 'string' ? formatDay(day) : '')} cursor={{ fill: '#f1f5f9' }} />
            <Legend iconType="circle" itemSorter={null} wrapperStyle={{ fontSize: 12 }} />
            {/* Two bars a day: what came in, and what was decided (approved under rejected). */}
            <Bar dataKey="submitted" name="Submitted" fill={colours.brand} maxBarSize={24} isAnimationActive={false} />
            <Bar dataKey="approved" name="Approved" stackId="decided" fill={colours.emerald} maxBarSize={24} isAnimationActive={false} />
            <Bar dataKey="rejected" name="Rejected" stackId="decided" fill={colours.rose} maxBarSize={24} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <DataTable
          caption="Profile reviews per day"
          columns={['Day', 'Submitted', 'Approved', 'Rejected', 'Median time to decision']}
          rows={days.map((day) => [formatDay(day.day), day.submitted, day.approved, day.rejected, hours(day.medianDecisionHours)])}
        />
      }
    />
  );
}
