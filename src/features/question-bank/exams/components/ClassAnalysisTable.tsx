/** Classification work per classifier (class_exam/admin_analysis). */
import { Paper, Progress, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ListRowsState } from '../../../../components/list/ListState';
import { classAnalysisOptions } from '../api/exam-queries';

export function ClassAnalysisTable({ year, subject_type_id }: { year?: number; subject_type_id?: number }) {
  const analysis = useQuery(classAnalysisOptions({ year, subject_type_id }));
  const rows = analysis.data?.data_list ?? [];
  return (
    <Paper withBorder p="sm">
      <Title order={3} size="h5" mb="xs">
        분류 작업 현황
      </Title>
      <Table layout="fixed" aria-label="분류 작업 현황">
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={{ width: '25%' }}>분류 담당</Table.Th>
            <Table.Th style={{ width: '15%' }}>시험</Table.Th>
            <Table.Th style={{ width: '15%' }}>완료</Table.Th>
            <Table.Th style={{ width: '45%' }}>분류한 문항</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <ListRowsState loading={analysis.isLoading} error={analysis.error} empty={rows.length === 0} columns={4} emptyText="분류 담당이 배정된 시험이 없습니다." />
          {rows.map((r) => (
            <Table.Tr key={r.teacher_id}>
              <Table.Td>{r.teacher_name}</Table.Td>
              <Table.Td>{r.exams}</Table.Td>
              <Table.Td>{r.done}</Table.Td>
              <Table.Td>
                <Text size="xs">
                  {r.classified} / {r.questions}
                </Text>
                <Progress value={r.questions ? (r.classified / r.questions) * 100 : 0} size="sm" aria-label={`${r.teacher_name} 분류 진행률`} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
