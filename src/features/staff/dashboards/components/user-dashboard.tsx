/**
 * The signed-in person's dashboard (user_dashboard), for enterers and reviewers: their exams by entry state,
 * what was returned to them, their work per day over the chosen weeks, this month's work and pay so far, and
 * the warnings they received.
 */
import { Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useUserDashboard } from '../api/get-user-dashboard';
import { formatWon, listedCount } from '../dashboards.rules';
import { OwnExamList } from './own-exam-list';
import { SalaryLink } from './salary-link';
import { StatCard } from './stat-card';
import { StateCountChart } from './state-count-chart';
import { WarningList } from './warning-list';
import { WeeksSelector } from './weeks-selector';
import { WorkPerDayChart } from './work-per-day-chart';

export function UserDashboard({ weeks, onWeeksChange }: { weeks: number; onWeeksChange: (weeks: number) => void }) {
  const q = useUserDashboard(weeks);
  const d = q.data;
  const loading = q.isPending;
  const month = d ? `${Number(d.month.month.slice(5))}월` : '이번 달';
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={3} size="h4">
          내 작업
        </Title>
        <WeeksSelector value={weeks} onChange={onWeeksChange} />
      </Group>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <StatCard label={`${month} 입력 완료`} value={d && `${d.month.enter_count}건`} loading={loading} footer={d && formatWon(d.month.enter_pay)} />
        <StatCard label={`${month} 분류 완료`} value={d && `${d.month.class_count}건`} loading={loading} footer={d && formatWon(d.month.class_pay)} />
        <StatCard label={`${month} 급여 (지금까지)`} value={d && formatWon(d.month.total)} loading={loading} footer={<SalaryLink />} />
        <StatCard label="반려되어 고칠 시험" value={d && listedCount(d.returned.length)} loading={loading} color={d?.returned.length ? 'orange' : undefined} footer="다시 보내면 목록에서 빠집니다" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <StateCountChart title="내 시험" description="나에게 배정된 시험, 입력 상태별" counts={d?.queue} loading={loading} error={q.error} />
        <WorkPerDayChart
          title="내 일별 작업"
          description={`최근 ${weeks}주 · 반려는 내가 입력한 시험이 돌아온 수`}
          days={d?.per_day}
          kinds={['entered', 'reviewed', 'classified', 'returned']}
          loading={loading}
          error={q.error}
          emptyHint="이 기간에 마친 작업이 없습니다."
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <OwnExamList title="반려된 시험" description="고쳐서 다시 보내야 하는 시험" exams={d?.returned} loading={loading} error={q.error} emptyHint="반려된 시험이 없습니다." opens="enter" withReturns />
        <OwnExamList title="진행 중인 시험" description="입력 중이거나 입력을 기다리는 내 시험" exams={d?.in_progress} loading={loading} error={q.error} emptyHint="진행 중인 시험이 없습니다." opens="enter" />
      </SimpleGrid>
      <WarningList warnings={d?.warnings} total={d?.warning_point} loading={loading} error={q.error} />
    </Stack>
  );
}
