/** Work per person over the window: one horizontal stacked bar per person (입력, 검수, 분류), busiest first. */
import { BarChart } from '@mantine/charts';
import type { PersonWork } from '../dashboards.rules';
import { WORK_COLORS, WORK_LABELS } from '../dashboards.rules';
import { ChartCard } from './chart-card';

const KINDS = ['entered', 'reviewed', 'classified'] as const;

export function PerPersonChart({ people, loading, error, weeks }: { people: PersonWork[] | undefined; loading: boolean; error?: unknown; weeks: number }) {
  const rows = people ?? [];
  const h = Math.max(160, rows.length * 34 + 50);
  return (
    <ChartCard title="직원별 처리량" description={`최근 ${weeks}주, 많은 순`} loading={loading} error={error} empty={rows.length === 0} h={rows.length ? h : 200} emptyHint="이 기간에 입력·검수·분류를 마친 직원이 없습니다.">
      <BarChart
        h={h}
        data={rows}
        dataKey="name"
        orientation="vertical"
        type="stacked"
        withLegend
        legendProps={{ verticalAlign: 'bottom', height: 30 }}
        yAxisProps={{ width: 110 }}
        xAxisProps={{ allowDecimals: false }}
        gridAxis="y"
        series={KINDS.map((k) => ({ name: k, label: WORK_LABELS[k], color: WORK_COLORS[k] }))}
        maxBarWidth={22}
      />
    </ChartCard>
  );
}
