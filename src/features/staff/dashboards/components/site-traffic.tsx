/** The public site over the window: page views per day, the most viewed pages and the sites visitors came from. */
import { AreaChart, BarsList } from '@mantine/charts';
import { SimpleGrid } from '@mantine/core';
import type { TopCount } from '../dashboards.rules';
import { ChartCard } from './chart-card';
import { shortDate } from './work-per-day-chart';

export interface SiteTrafficProps {
  weeks: number;
  pageViews: Array<{ date: string; count: number }> | undefined;
  pages: TopCount[] | undefined;
  referers: TopCount[] | undefined;
  loading: boolean;
  error?: unknown;
}

const bars = (rows: TopCount[], color: string) => rows.map((r) => ({ name: r.name, value: r.count, color }));

export function SiteTraffic({ weeks, pageViews, pages, referers, loading, error }: SiteTrafficProps) {
  const views = pageViews ?? [];
  return (
    <SimpleGrid cols={{ base: 1, lg: 3 }}>
      <ChartCard title="일별 페이지 조회" description={`공개 사이트, 최근 ${weeks}주`} loading={loading} error={error} empty={views.every((v) => v.count === 0)} emptyHint="공개 사이트 방문이 기록되면 여기에 나타납니다.">
        <AreaChart
          h={220}
          data={views.map((v) => ({ day: shortDate(v.date), 조회: v.count }))}
          dataKey="day"
          series={[{ name: '조회', color: 'indigo.6' }]}
          curveType="monotone"
          withDots={false}
          yAxisProps={{ allowDecimals: false }}
          xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 12 }}
        />
      </ChartCard>
      <ChartCard title="많이 본 페이지" description={`최근 ${weeks}주 조회 수`} loading={loading} error={error} empty={!pages?.length} emptyHint="아직 기록된 페이지 조회가 없습니다.">
        <BarsList data={bars(pages ?? [], 'indigo.1')} barsLabel="페이지" valueLabel="조회" barHeight={26} />
      </ChartCard>
      <ChartCard title="유입 경로" description={`최근 ${weeks}주 방문을 보낸 사이트`} loading={loading} error={error} empty={!referers?.length} emptyHint="다른 사이트에서 들어온 방문이 아직 없습니다.">
        <BarsList data={bars(referers ?? [], 'teal.1')} barsLabel="사이트" valueLabel="방문" barHeight={26} />
      </ChartCard>
    </SimpleGrid>
  );
}
