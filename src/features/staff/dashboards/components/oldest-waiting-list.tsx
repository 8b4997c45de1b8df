/** The exams waiting longest (for review, classification or entry), each linking to where it is taken up. */
import type { ReactNode } from 'react';
import { Anchor, Badge, Table, TableScrollContainer, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { EXAM_SUBJECT_STATE } from '../../../../machines/exam-subject.machine';
import { daysSince, formatDateTime, WAITING_LABELS, type WaitingExam } from '../dashboards.rules';
import { ChartCard } from './chart-card';

const COLOR: Record<WaitingExam['waiting_for'], string> = { review: 'orange', class: 'grape', entry: 'blue' };

/** The exam's name as a link: the review screen of that exam, or the list it waits in (searched by its name). */
function examLink(w: WaitingExam): (props: Record<string, unknown>) => ReactNode {
  if (w.waiting_for === 'review') return (props) => <Link {...props} to="/exam/admin-exam-review/examReview" search={{ id: w.id }} />;
  if (w.waiting_for === 'class') return (props) => <Link {...props} to="/admin/my-workspace/type-management" search={{ name_search: w.name }} />;
  return (props) => <Link {...props} to="/admin/exam/management" search={{ name_search: w.name, state: EXAM_SUBJECT_STATE.waiting.code }} />;
}

export function OldestWaitingList({ exams, loading, error }: { exams: WaitingExam[] | undefined; loading: boolean; error?: unknown }) {
  const rows = exams ?? [];
  return (
    <ChartCard title="오래 기다린 시험" description="검수·분류·입력을 기다리는 시험, 마지막 변경이 오래된 순" loading={loading} error={error} empty={rows.length === 0} h={120} emptyHint="기다리는 시험이 없습니다.">
      <TableScrollContainer minWidth={480}>
        <Table verticalSpacing={6} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={96}>대기</Table.Th>
              <Table.Th>시험</Table.Th>
              <Table.Th>입력자</Table.Th>
              <Table.Th ta="right">마지막 변경</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((w) => (
              <Table.Tr key={`${w.waiting_for}-${w.id}`}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Badge color={COLOR[w.waiting_for]} variant="light" styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}>
                    {WAITING_LABELS[w.waiting_for]}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Anchor size="sm" lineClamp={1} renderRoot={examLink(w)}>
                    {w.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{w.user_name ?? <Text span size="sm" c="dimmed">미배정</Text>}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm" fw={600}>
                    {daysSince(w.since) === 0 ? '오늘' : `${daysSince(w.since)}일 전`}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(w.since)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScrollContainer>
    </ChartCard>
  );
}
