/**
 * A teacher's dashboard (teacher_dashboard): exams waiting for classification (in their subject when set) and
 * by subject, the exams they hold, what they classified per day over the chosen weeks, and this month so far.
 */
import { BarChart } from '@mantine/charts';
import { Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTeacherDashboard } from '../api/get-teacher-dashboard';
import { formatWon, listedCount } from '../dashboards.rules';
import { ChartCard } from './chart-card';
import { OwnExamList } from './own-exam-list';
import { SalaryLink } from './salary-link';
import { StatCard } from './stat-card';
import { WeeksSelector } from './weeks-selector';
import { WorkPerDayChart } from './work-per-day-chart';

export function TeacherDashboard({ weeks, onWeeksChange }: { weeks: number; onWeeksChange: (weeks: number) => void }) {
  const q = useTeacherDashboard(weeks);
  const d = q.data;
  const loading = q.isPending;
  const month = d ? `${Number(d.month.month.slice(5))}월` : '이번 달';
  const subjects = d?.by_subject ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={3} size="h4">
          내 분류 작업
        </Title>
        <WeeksSelector value={weeks} onChange={onWeeksChange} />
      </Group>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <StatCard label="분류 대기" value={d && `${d.waiting}건`} loading={loading} footer="아무도 맡지 않은 시험 (담당 과목 기준)" />
        <StatCard label="내가 분류 중" value={d && listedCount(d.holding.length)} loading={loading} />
        <StatCard label={`${month} 분류 완료`} value={d && `${d.month.class_count}건`} loading={loading} />
        <StatCard label={`${month} 분류 급여 (지금까지)`} value={d && formatWon(d.month.class_pay)} loading={loading} footer={<SalaryLink />} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <WorkPerDayChart
          title="일별 분류 완료"
          description={`최근 ${weeks}주, 하루 단위(한국 시간)`}
          days={d?.per_day}
          kinds={['classified']}
          loading={loading}
          error={q.error}
          emptyHint="이 기간에 분류를 마친 시험이 없습니다."
        />
        <ChartCard title="과목별 분류 대기" description="아무도 맡지 않은 분류 대기 시험" loading={loading} error={q.error} empty={subjects.length === 0} emptyHint="분류를 기다리는 시험이 없습니다." h={240}>
          <BarChart h={240} data={subjects} dataKey="label" series={[{ name: 'count', label: '분류 대기', color: 'grape.6' }]} yAxisProps={{ allowDecimals: false }} withBarValueLabel maxBarWidth={40} />
        </ChartCard>
      </SimpleGrid>
      <OwnExamList title="내가 맡은 시험" description="분류를 시작했고 아직 끝내지 않은 시험" exams={d?.holding} loading={loading} error={q.error} emptyHint="맡고 있는 시험이 없습니다. 분류 대기 목록에서 시험을 가져오세요." opens="class" />
    </Stack>
  );
}
