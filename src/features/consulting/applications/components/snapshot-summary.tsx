/**
 * The student's chosen majors by 군 and their mock-exam scores, read-only: on the application form (what the
 * application will keep) and in the consultant's detail (what it kept). Scores are grouped by exam, one row per
 * subject area; a cell with no value shows "-".
 */
import type { ReactNode } from 'react';
import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ApplicationSnapshot } from '../../../../api/consulting/applications';
import { ADMISSION_GROUPS } from '../../../../api/consulting/search-codes';
import { inReportOrder, subjectAreaLabel } from '../applications.rules';

const show = (v: number | null) => (v === null ? '-' : String(v));

export function SnapshotSummary({ snapshot, title = '지원 목록과 모의고사 성적', empty }: { snapshot: ApplicationSnapshot; title?: string; empty?: ReactNode }) {
  const exams = [...new Set(snapshot.scores.map((s) => `${s.year}|${s.test_name}`))];
  const nothing = snapshot.choices.length === 0 && snapshot.scores.length === 0;
  return (
    <Paper withBorder p="sm" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {title}
        </Title>
        {nothing && (empty ?? <Text size="sm" c="dimmed">담은 학과와 입력한 성적이 없습니다.</Text>)}
        {snapshot.choices.length > 0 && (
          <Stack gap={6}>
            {ADMISSION_GROUPS.map((g) => {
              const choices = snapshot.choices.filter((c) => c.gun === g.code);
              return (
                <Group key={g.code} gap="xs" align="flex-start" wrap="nowrap">
                  <Badge variant="outline" w={48} style={{ flexShrink: 0 }}>
                    {g.label}
                  </Badge>
                  <Text size="sm">
                    {choices.length ? choices.map((c) => `${c.univ_name} ${c.major_name}`).join(', ') : <Text span c="dimmed" size="sm">없음</Text>}
                  </Text>
                </Group>
              );
            })}
          </Stack>
        )}
        {exams.map((exam) => {
          const [year, name] = exam.split('|');
          const rows = inReportOrder(snapshot.scores.filter((s) => `${s.year}|${s.test_name}` === exam));
          return (
            <div key={exam}>
              <Text size="sm" fw={600} mb={4}>
                {name} <Text span c="dimmed" size="xs">({year})</Text>
              </Text>
              {/* Issue 13 point 4: a plain scrolling box, not ScrollArea (about 4.5 KB more on the signed-in application page):
                  the cells wrap, so the table fits even a 320 px screen and nothing scrolls in practice. */}
              <div style={{ overflowX: 'auto' }}>
                <Table withTableBorder verticalSpacing={4} horizontalSpacing={6} fz="sm" aria-label={`${name} 성적`}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>영역</Table.Th>
                      <Table.Th>원점수</Table.Th>
                      <Table.Th>표준점수</Table.Th>
                      <Table.Th>백분위</Table.Th>
                      <Table.Th>등급</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((s) => (
                      <Table.Tr key={s.consulting_exam_id}>
                        <Table.Td>{subjectAreaLabel(s.subject_area, s.choice_subject_id)}</Table.Td>
                        <Table.Td>{show(s.raw_score)}</Table.Td>
                        <Table.Td>{show(s.standard_score)}</Table.Td>
                        <Table.Td>{show(s.percentile)}</Table.Td>
                        <Table.Td>{show(s.grade)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </div>
            </div>
          );
        })}
      </Stack>
    </Paper>
  );
}
