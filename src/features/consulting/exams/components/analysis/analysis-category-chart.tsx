/** Units or types across students by the share of their points lost (highest first): a horizontal bar chart of the top ones and the counts behind each. */
import { BarChart } from '@mantine/charts';
import { Card, Stack, Table, TableScrollContainer, Text, Title } from '@mantine/core';
import type { AnalysisCategory } from '../../../../../api/consulting/exams';
import { categoryLabel, percentText, scoreText } from '../../../exams.rules';

/** How many categories the chart draws. */
const TOP = 10;

export function AnalysisCategoryChart({ title, rows, kind }: { title: string; rows: readonly AnalysisCategory[]; kind: '단원' | '유형' }) {
  const top = rows.slice(0, TOP);
  const data = top.map((r) => ({ name: r.names.length ? r.names[r.names.length - 1] : '미분류', 감점률: Math.round(r.lost_rate * 1000) / 10 }));
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <div>
          <Title order={3} size="h5">
            {title}
          </Title>
          <Text size="xs" c="dimmed">
            {kind}별로 학생들이 잃은 점수 ÷ 그 {kind}의 배점 합계, 높은 순 (상위 {TOP}개)
          </Text>
        </div>
        {rows.length === 0 ? (
          <Text c="dimmed" size="sm" ta="center" py="lg" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
            아직 데이터가 없습니다. 학생이 문제은행 시험으로 답안을 채점하면 {kind}별 감점이 나타납니다.
          </Text>
        ) : (
          <>
            <BarChart
              h={Math.max(140, data.length * 30 + 40)}
              data={data}
              dataKey="name"
              orientation="vertical"
              yAxisProps={{ width: 140 }}
              xAxisProps={{ domain: [0, 100] }}
              gridAxis="y"
              series={[{ name: '감점률', color: 'orange.6' }]}
              valueFormatter={(v) => `${v}%`}
              maxBarWidth={18}
            />
            <TableScrollContainer minWidth={420}>
              <Table fz="xs" verticalSpacing={2} striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{kind}</Table.Th>
                    <Table.Th ta="right">학생</Table.Th>
                    <Table.Th ta="right">정답/답안</Table.Th>
                    <Table.Th ta="right">잃은 점수</Table.Th>
                    <Table.Th ta="right">감점률</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {top.map((r) => (
                    <Table.Tr key={r.category_id ?? 'none'}>
                      <Table.Td>{categoryLabel(r.names)}</Table.Td>
                      <Table.Td ta="right">{r.students}</Table.Td>
                      <Table.Td ta="right">
                        {r.correct}/{r.answers}
                      </Table.Td>
                      <Table.Td ta="right">
                        {scoreText(r.lost_points)}/{scoreText(r.max_points)}
                      </Table.Td>
                      <Table.Td ta="right">{percentText(r.lost_rate)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScrollContainer>
          </>
        )}
      </Stack>
    </Card>
  );
}
