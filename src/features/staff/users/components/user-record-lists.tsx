/**
 * The lists of a user's detail, newest first, each with its empty state: warnings with their points, points
 * given or taken back, administrators' notes, the audit trail of level, subject and withdrawal, and the exams
 * the user enters, classifies or reviews.
 */
import type { ReactNode } from 'react';
import { Badge, Paper, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { ADMIN_CHECK } from '../../../../machines/admin-check.machine';
import { EXAM_SUBJECT_STATE, EXCLUDED_LABEL } from '../../../../machines/exam-subject.machine';
import { labelOf } from '../../../../machines/lifecycle';
import { EXAM_ROLE_LABELS, formatDateTime, type UserDetail, HISTORY_FIELD_LABELS, historyValueLabel } from '../users.rules';

function Empty({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" ta="center" py="lg">
      {children}
    </Text>
  );
}

/** A small table with a header row. */
function Rows({ label, head, children }: { label: string; head: string[]; children: ReactNode }) {
  return (
    <ScrollArea type="auto">
      <Table striped verticalSpacing={6} fz="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {head.map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

export function WarningList({ warnings }: { warnings: UserDetail['warnings'] }) {
  if (!warnings.length) return <Empty>받은 경고가 없습니다.</Empty>;
  return (
    <Rows label="경고 내역" head={['일시', '점수', '사유', '준 사람']}>
      {warnings.map((w) => (
        <Table.Tr key={w.id}>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(w.create_time)}</Table.Td>
          <Table.Td>
            <Badge color="red" variant="light">
              {w.warning_point}점
            </Badge>
          </Table.Td>
          <Table.Td>{w.reason}</Table.Td>
          <Table.Td>{w.given_by_name ?? '-'}</Table.Td>
        </Table.Tr>
      ))}
    </Rows>
  );
}

export function PointList({ points }: { points: UserDetail['points'] }) {
  if (!points.length) return <Empty>포인트 내역이 없습니다.</Empty>;
  return (
    <Rows label="포인트 내역" head={['일시', '포인트', '사유', '준 사람']}>
      {points.map((p) => (
        <Table.Tr key={p.id}>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(p.create_time)}</Table.Td>
          <Table.Td c={p.point < 0 ? 'red' : 'teal'} fw={600}>
            {p.point > 0 ? '+' : ''}
            {p.point.toLocaleString('ko-KR')}
          </Table.Td>
          <Table.Td>{p.reason}</Table.Td>
          <Table.Td>{p.given_by_name ?? '-'}</Table.Td>
        </Table.Tr>
      ))}
    </Rows>
  );
}

export function NoteList({ notes }: { notes: UserDetail['notes'] }) {
  if (!notes.length) return <Empty>작성된 메모가 없습니다.</Empty>;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="메모">
      {notes.map((n) => (
        <Paper key={n.id} withBorder p="sm" component="li">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {n.note}
          </Text>
          <Text size="xs" c="dimmed" mt={4}>
            {n.written_by_name ?? '-'} · {formatDateTime(n.create_time)}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}

export function HistoryList({ history }: { history: UserDetail['history'] }) {
  if (!history.length) return <Empty>레벨·담당 과목·탈퇴 변경 기록이 없습니다.</Empty>;
  return (
    <Rows label="변경 기록" head={['일시', '항목', '변경 전', '변경 후', '바꾼 사람']}>
      {history.map((h) => (
        <Table.Tr key={h.id}>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(h.create_time)}</Table.Td>
          <Table.Td>{HISTORY_FIELD_LABELS[h.field]}</Table.Td>
          <Table.Td>{historyValueLabel(h.field, h.from_value)}</Table.Td>
          <Table.Td fw={600}>{historyValueLabel(h.field, h.to_value)}</Table.Td>
          <Table.Td>{h.changed_by_name ?? '-'}</Table.Td>
        </Table.Tr>
      ))}
    </Rows>
  );
}

export function ExamList({ exams }: { exams: UserDetail['exams'] }) {
  if (!exams.length) return <Empty>입력·분류·검수를 맡은 시험이 없습니다.</Empty>;
  return (
    <Rows label="맡은 시험" head={['번호', '시험', '연도', '역할', '상태', '검수', '수정일']}>
      {exams.map((e) => (
        <Table.Tr key={`${e.id}-${e.role}`}>
          <Table.Td>{e.id}</Table.Td>
          <Table.Td>{e.name}</Table.Td>
          <Table.Td>{e.year}</Table.Td>
          <Table.Td>
            <Badge variant="outline" size="sm">
              {EXAM_ROLE_LABELS[e.role]}
            </Badge>
          </Table.Td>
          <Table.Td>{e.excluded_state ? EXCLUDED_LABEL : labelOf(EXAM_SUBJECT_STATE, e.state)}</Table.Td>
          <Table.Td>{labelOf(ADMIN_CHECK, e.admin_check)}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(e.update_time)}</Table.Td>
        </Table.Tr>
      ))}
    </Rows>
  );
}
