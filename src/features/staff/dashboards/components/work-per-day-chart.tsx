/**
 * Work per Korean day, every day of the window shown: finished work (입력, 검수, 분류) as stacked bars, returns
 * (반려, a part of the reviews) as a line over them, so nothing is counted twice in a bar.
 */
import { CompositeChart } from '@mantine/charts';
import { WORK_COLORS, WORK_LABELS, type DayWork, type WorkKind } from '../dashboards.rules';
import { ChartCard } from './chart-card';

export interface WorkPerDayChartProps {
  title: string;
  description?: string;
  days: DayWork[] | undefined;
  kinds: WorkKind[];
  loading: boolean;
  error?: unknown;
  emptyHint?: string;
}

/** "2026-05-04" -> "5/4". */
export const shortDate = (date: string) => `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}`;

export function WorkPerDayChart({ title, description, days, kinds, loading, error, emptyHint }: WorkPerDayChartProps) {
  const rows = days ?? [];
  const empty = rows.every((d) => kinds.every((k) => d[k] === 0));
  return (
    <ChartCard title={title} description={description} loading={loading} error={error} empty={empty} emptyHint={emptyHint} h={240}>
      <CompositeChart
        h={240}
        data={rows.map((d) => ({ ...d, day: shortDate(d.date) }))}
        dataKey="day"
        withLegend
        legendProps={{ verticalAlign: 'bottom', height: 30 }}
        series={kinds.map((k) => ({ name: k, label: WORK_LABELS[k], color: WORK_COLORS[k], type: k === 'returned' ? ('line' as const) : ('bar' as const) }))}
        barProps={{ stackId: 'work' }}
        withDots={false}
        curveType="linear"
        yAxisProps={{ allowDecimals: false }}
        xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 12 }}
        tickLine="y"
        maxBarWidth={28}
      />
    </ChartCard>
  );
}
