import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis, type YAxisTickContentProps } from 'recharts';

import { useMediaQuery } from '@/hooks/use-media-query';

import type { UniversityRanking } from '../api/get-analytics';
import { axisTick, colours } from '../utils/colours';

import { ChartCard, DataTable, type Figure } from './chart-card';

const number = new Intl.NumberFormat('en-US');

/** A university's name on one line, cut to `characters` (the tooltip and the table give it whole). */
function nameTick(characters: number) {
  return function renderName({ x, y, payload }: YAxisTickContentProps) {
    const name = String(payload.value);
    return (
      <text x={x} y={y} dx={-6} dy={4} textAnchor="end" fontSize={axisTick.fontSize} fill={axisTick.fill}>
        {name.length > characters ? `${name.slice(0, characters - 1)}…` : name}
      </text>
    );
  };
}

interface UniversityChartProps {
  title: string;
  description: string;
  ranking: UniversityRanking;
  /** What is counted: "Students", "Posts". */
  unit: string;
  colour: string;
  /** Says "No profile yet" for people without a university. */
  unassignedLabel?: string;
  empty: string;
  className?: string;
}

/** The ten universities with the most of something, as horizontal bars, and the rest as figures. */
export function UniversityChart({ title, description, ranking, unit, colour, unassignedLabel, empty, className }: UniversityChartProps) {
  const { top, others, unassigned } = ranking;
  const narrow = useMediaQuery('(max-width: 639px)');
  const total = top.reduce((sum, university) => sum + university.count, 0) + others + unassigned;
  const figures: Figure[] = [
    { label: 'Total', value: number.format(total) },
    { label: 'Other universities', value: number.format(others) },
  ];
  if (unassignedLabel) figures.push({ label: unassignedLabel, value: number.format(unassigned) });
  const rows: (readonly [string, number])[] = top.map((university) => [university.name, university.count]);
  if (others > 0) rows.push(['Other universities', others]);
  if (unassignedLabel && unassigned > 0) rows.push([unassignedLabel, unassigned]);

  return (
    <ChartCard
      className={className}
      title={title}
      description={description}
      figures={figures}
      empty={total === 0 ? empty : top.length === 0 ? 'None of them is at a university yet.' : null}
      chart={
        <ResponsiveContainer width="100%" height={top.length * 36 + 40}>
          <BarChart data={top} layout="vertical" accessibilityLayer={false} margin={{ top: 0, right: 16, bottom: 0, left: 0 }}>
            <CartesianGrid stroke={colours.grid} horizontal={false} />
            <XAxis type="number" allowDecimals={false} tick={axisTick} tickLine={false} />
            <YAxis type="category" dataKey="name" tick={nameTick(narrow ? 12 : 22)} tickLine={false} width={narrow ? 110 : 176} interval={0} />
            <Tooltip cursor={{ fill: '#f1f5f9' }} />
            <Bar dataKey="count" name={unit} fill={colour} radius={[0, 4, 4, 0]} barSize={20} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      }
      table={<DataTable caption={title} columns={['University', unit]} rows={rows} />}
    />
  );
}
