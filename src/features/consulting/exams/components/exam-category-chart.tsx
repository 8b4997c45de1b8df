/**
 * Where an elective's points were lost (GET consulting_exam_category): the graded questions grouped by the
 * question bank's units (단원) or types (유형), as a bar chart of the points lost in each, most first, with the
 * share of all points lost and the right answers; over this sitting, its year, or every sitting of the elective.
 */
import { useState } from 'react';
import { BarChart } from '@mantine/charts';
import { Alert, Center, Group, Loader, SegmentedControl, Stack, Table, TableScrollContainer, Text, Title } from '@mantine/core';
import type { CategoryResult } from '../../../../api/consulting/exams';
import { useExamCategory } from '../api/get-exam-category';
import { categoryLabel, percentText, scoreText } from '../../exams.rules';

/** The most categories the chart draws (the table lists them all). */
const CHART_MAX = 8;

export interface ExamCategoryChartProps {
  userId: number;
  choiceSubjectId: number;
  sitting: { year: number; test_name: string };
  mobile: boolean;
}

export function ExamCategoryChart({ userId, choiceSubjectId, sitting, mobile }: ExamCategoryChartProps) {
  const [scope, setScope] = useState<'sitting' | 'year' | 'all'>('sitting');
  const [chosenKind, setKind] = useState<'units' | 'types' | null>(null);
  const query = { user_id: userId, choice_subject_id: choiceSubjectId, ...(scope === 'all' ? {} : { year: sitting.year }), ...(scope === 'sitting' ? { test_name: sitting.test_name } : {}) };
  const result = useExamCategory(query);
  const data = result.data?.data;
  // By unit unless no question is classified by unit while some are by type.
  const kind = chosenKind ?? (data && data.units.every((g) => g.category_id === null) && data.types.some((g) => g.category_id !== null) ? 'types' : 'units');
  const groups = data ? data[kind] : [];
  const lost = groups.filter((g) => g.lost_points > 0);
  const short = (g: CategoryResult) => (g.names.length ? g.names[g.names.length - 1] : '미분류');
  const chart = lost.slice(0, CHART_MAX).map((g) => ({ name: short(g), 잃은점수: g.lost_points }));

  return (
    <Stack gap="sm" component="section" aria-label="단원·유형별 분석">
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h5">
          어디에서 점수를 잃었나
        </Title>
        <SegmentedControl size="xs" value={kind} onChange={(v) => setKind(v as 'units' | 'types')} data={[{ value: 'units', label: '단원별' }, { value: 'types', label: '유형별' }]} aria-label="묶는 기준" />
      </Group>
      <SegmentedControl
        size="xs"
        fullWidth={mobile}
        value={scope}
        onChange={(v) => setScope(v as typeof scope)}
        data={[
          { value: 'sitting', label: '이 시험' },
          { value: 'year', label: `${sitting.year}년 전체` },
          { value: 'all', label: '모든 모의고사' },
        ]}
        aria-label="분석 범위"
      />
      {result.isPending ? (
        <Center py="lg">
          <Loader size="sm" aria-label="분석 불러오는 중" />
        </Center>
      ) : result.error ? (
        <Alert color="red">{result.error.message}</Alert>
      ) : !data || data.questions === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="md" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
          답안을 채점한 시험이 없어 분석할 수 없습니다. 「답안 채점」으로 문항별 답을 입력하면 단원·유형별로 볼 수 있습니다.
        </Text>
      ) : (
        <>
          <Text size="sm">
            채점한 시험 {data.sittings}개, {data.questions}문항에서 {scoreText(data.max_points - data.points)}점을 잃었습니다 (배점 {scoreText(data.max_points)}점 중).
          </Text>
          {lost.length === 0 ? (
            <Text c="teal.8" size="sm">
              잃은 점수가 없습니다. 모두 맞혔습니다.
            </Text>
          ) : (
            <BarChart
              h={Math.max(140, chart.length * 34 + 40)}
              data={chart}
              dataKey="name"
              orientation="vertical"
              yAxisProps={{ width: mobile ? 90 : 150 }}
              xAxisProps={{ allowDecimals: false }}
              gridAxis="y"
              series={[{ name: '잃은점수', label: '잃은 점수', color: 'red.6' }]}
              valueFormatter={(v) => `${v}점`}
              maxBarWidth={20}
            />
          )}
          <TableScrollContainer minWidth={mobile ? 0 : 480}>
            <Table striped fz="sm" verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{kind === 'units' ? '단원' : '유형'}</Table.Th>
                  <Table.Th ta="right">맞힘</Table.Th>
                  <Table.Th ta="right">잃은 점수</Table.Th>
                  {!mobile && <Table.Th ta="right">잃은 점수 중</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {groups.map((g) => (
                  <Table.Tr key={g.category_id ?? 'none'}>
                    <Table.Td>{categoryLabel(g.names)}</Table.Td>
                    <Table.Td ta="right">
                      {g.correct}/{g.questions}
                    </Table.Td>
                    <Table.Td ta="right">{scoreText(g.lost_points)}점</Table.Td>
                    {!mobile && <Table.Td ta="right">{percentText(g.lost_share)}</Table.Td>}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScrollContainer>
        </>
      )}
    </Stack>
  );
}
