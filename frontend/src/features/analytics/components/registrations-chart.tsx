import { Area, AreaChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import type { RegistrationDay } from '../api/get-analytics';
import { axisTick, colours } from '../utils/colours';
import { formatDay, formatShortDay } from '../utils/days';

import { ChartCard, DataTable } from './chart-card';

const number = new Intl.NumberFormat('en-US');

/** Accounts created and e-mail addresses verified, day by day. */
export function RegistrationsChart({ days, className }: { days: RegistrationDay[]; className?: string }) {
  const registered = days.reduce((sum, day) => sum + day.registered, 0);
  const verified = days.reduce((sum, day) => sum + day.verified, 0);
  return (
    <ChartCard
      className={className}
      title="Registrations and verifications"
      description="Accounts created and e-mail addresses verified each day."
      figures={[
        { label: 'Registered', value: number.format(registered) },
        { label: 'Verified', value: number.format(verified) },
      ]}
      empty={registered + verified === 0 ? 'No registrations or verifications in this range.' : null}
      chart={
        <ResponsiveContainer width="100%" height={260}>
          <AreaChart data={days} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid stroke={colours.grid} vertical={false} />
            <XAxis dataKey="day" tickFormatter={formatShortDay} tick={axisTick} tickLine={false} minTickGap={24} />
            <YAxis allowDecimals={false} tick={axisTick} tickLine={false} axisLine={false} width={36} />
            <Tooltip labelFormatter={(day) => (typeof day === 'string' ? formatDay(day) : '')} />
            <Legend iconType="circle" itemSorter={null} wrapperStyle={{ fontSize: 12 }} />
            <Area type="monotone" dataKey="registered" name="Registered" stroke={colours.brand} fill={colours.brand} fillOpacity={0.15} strokeWidth={2} isAnimationActive={false} />
            {/* Dashed, so it shows where it runs along the registrations. */}
            <Area
              type="monotone"
              dataKey="verified"
              name="Verified"
              stroke={colours.emerald}
              strokeDasharray="6 4"
              fill={colours.emerald}
              fillOpacity={0.08}
              strokeWidth={2}
              isAnimationActive={false}
            />
          </AreaChart>
        </ResponsiveContainer>
      }
      table={
        <DataTable
          caption="Registrations and verifications per day"
          columns={['Day', 'Registered', 'Verified']}
          rows={days.map((day) => [formatDay(day.day), day.registered, day.verified])}
        />
      }
    />
  );
}
