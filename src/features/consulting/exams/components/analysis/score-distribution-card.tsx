/** One area of one sitting across students: raw scores in ten bins, the mean and median, and the records by 등급. */
import { BarChart } from '@mantine/charts';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ScoreDistribution } from '../../../../../api/consulting/exams';
import { areaLabel, scoreText } from '../../../exams.rules';

export function ScoreDistributionCard({ d }: { d: ScoreDistribution }) {
  const title = `${d.year}년 ${d.test_name} · ${areaLabel(d.subject_area)}`;
  const bins = d.bins.map((b) => ({ range: `${scoreText(b.from)}~`, 학생: b.count }));
  const grades = d.grades.map((g) => ({ grade: `${g.grade}`, 학생: g.count }));
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        <Group gap="md">
          <Text size="sm">학생 {d.students}명</Text>
          {d.raw ? (
            <Text size="sm" c="dimmed">
              원점수 평균 {scoreText(d.raw.mean)} · 중앙값 {scoreText(d.raw.median)} · 최고 {scoreText(d.raw.max)} · 최저 {scoreText(d.raw.min)}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              원점수를 입력한 학생이 없습니다
            </Text>
          )}
          {d.standard_mean !== null && (
            <Text size="sm" c="dimmed">
              표준점수 평균 {scoreText(d.standard_mean)}
            </Text>
          )}
        </Group>
        <Text size="xs" fw={500}>
          원점수 분포 (만점 {d.raw_max})
        </Text>
        <BarChart h={120} data={bins} dataKey="range" series={[{ name: '학생', color: 'indigo.6' }]} yAxisProps={{ allowDecimals: false, width: 30 }} gridAxis="y" maxBarWidth={26} />
        <Text size="xs" fw={500}>
          등급 분포
        </Text>
        <BarChart h={90} data={grades} dataKey="grade" series={[{ name: '학생', color: 'teal.6' }]} yAxisProps={{ allowDecimals: false, width: 30 }} gridAxis="y" maxBarWidth={20} valueFormatter={(v) => `${v}명`} />
      </Stack>
    </Card>
  );
}
