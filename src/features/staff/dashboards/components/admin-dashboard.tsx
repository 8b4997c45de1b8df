/**
 * The administrators' dashboard (admin_dashboard): the team's exams by state for entry, review and
 * classification, work per day and per person over the chosen weeks, the oldest waiting exams, and the public
 * site's page views, pages and referers. Every number comes counted from the server.
 */
import { Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useAdminDashboard } from '../api/get-admin-dashboard';
import { OldestWaitingList } from './oldest-waiting-list';
import { PerPersonChart } from './per-person-chart';
import { SiteTraffic } from './site-traffic';
import { StateCountChart } from './state-count-chart';
import { WeeksSelector } from './weeks-selector';
import { WorkPerDayChart } from './work-per-day-chart';

export function AdminDashboard({ weeks, onWeeksChange }: { weeks: number; onWeeksChange: (weeks: number) => void }) {
  const q = useAdminDashboard(weeks);
  const d = q.data;
  const loading = q.isPending;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={3} size="h4">
          팀 작업 현황
        </Title>
        <WeeksSelector value={weeks} onChange={onWeeksChange} />
      </Group>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <StateCountChart title="입력" description="입력 상태별 시험 (제외 빼고)" counts={d?.entry} loading={loading} error={q.error} />
        <StateCountChart title="검수" description="검수 단계의 시험, 검수 상태별" counts={d?.review} loading={loading} error={q.error} />
        <StateCountChart title="분류" description="분류 대기·분류 중·분류 완료" counts={d?.classification} loading={loading} error={q.error} />
      </SimpleGrid>
      <WorkPerDayChart
        title="일별 처리량"
        description={`최근 ${weeks}주, 하루 단위(한국 시간)`}
        days={d?.per_day}
        kinds={['entered', 'reviewed', 'classified', 'returned']}
        loading={loading}
        error={q.error}
        emptyHint="이 기간에 입력 완료·검수·분류 완료·반려가 없습니다."
      />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <PerPersonChart people={d?.per_person} loading={loading} error={q.error} weeks={weeks} />
        <OldestWaitingList exams={d?.oldest} loading={loading} error={q.error} />
      </SimpleGrid>
      <Title order={3} size="h4" mt="sm">
        공개 사이트
      </Title>
      <SiteTraffic weeks={weeks} pageViews={d?.page_views} pages={d?.pages} referers={d?.referers} loading={loading} error={q.error} />
    </Stack>
  );
}
