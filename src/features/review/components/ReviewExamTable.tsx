/**
 * A reviewer list: sortable headers (the sort arrow 1/2), state badges, enterer and reviewer, how many
 * times the exam was rejected, and a link per row to the guided review screen.
 */
import { Anchor, Button, Table, TableScrollContainer, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ExamSubject } from '../../../api/question-bank/exams';
import { ListRowsState } from '../../../components/list/ListState';
import { SortableTh, type SortState } from '../../../components/list/SortableTh';
import { ADMIN_CHECK } from '../../../machines/admin-check.machine';
import { EXAM_SUBJECT_STATE } from '../../../machines/exam-subject.machine';
import { StateBadges } from '../../../components/exam/StateBadges';
import { formatDate } from '../review.rules';
import { EXAM_TYPE, labelFor, SUBJECT_TYPE } from '../../../api/codes';

const REVIEW_PATH = '/exam/admin-exam-review/examReview';
/** Pending and held exams are reviewed; the others are opened to look (and for admin checks). */
/** Rows that wait for the reviewer: pending, on hold, or sent for review mid-entry (state 1). */
const toReview = (r: ExamSubject) => r.admin_check === ADMIN_CHECK.pending.code || r.admin_check === ADMIN_CHECK.onHold.code || r.state === EXAM_SUBJECT_STATE.underReview.code;

export interface ReviewExamTableProps {
  rows: ExamSubject[];
  loading: boolean;
  error: unknown;
  sort: SortState;
  onSort: (next: Required<SortState>) => void;
  emptyText: string;
}

export function ReviewExamTable({ rows, loading, error, sort, onSort, emptyText }: ReviewExamTableProps) {
  return (
    <TableScrollContainer minWidth={1100}>
      <Table striped highlightOnHover layout="fixed" verticalSpacing="xs" aria-label="검수 시험 목록">
        <Table.Thead>
          <Table.Tr>
            <SortableTh column="id" label="번호" width="5%" sort={sort} onSort={onSort} />
            <SortableTh column="name" label="시험명" width="18%" sort={sort} onSort={onSort} />
            <Table.Th style={{ width: '8%' }}>종류</Table.Th>
            <SortableTh column="year" label="연도" width="5%" sort={sort} onSort={onSort} />
            <SortableTh column="grade_id" label="학년" width="5%" sort={sort} onSort={onSort} />
            <Table.Th style={{ width: '5%' }}>과목</Table.Th>
            <SortableTh column="state" label="상태" width="18%" sort={sort} onSort={onSort} />
            <SortableTh column="user_name" label="입력자" width="8%" sort={sort} onSort={onSort} />
            <Table.Th style={{ width: '8%' }}>검수자</Table.Th>
            <SortableTh column="return_count" label="반려" width="5%" sort={sort} onSort={onSort} />
            <SortableTh column="update_time" label="수정일" width="9%" sort={sort} onSort={onSort} />
            <Table.Th style={{ width: '6%' }}>작업</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <ListRowsState loading={loading && rows.length === 0} error={error} empty={rows.length === 0} columns={12} emptyText={emptyText} />
          {rows.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>{r.id}</Table.Td>
              <Table.Td>
                <Anchor renderRoot={(props) => <Link {...props} to={REVIEW_PATH} search={{ id: r.id }} />} size="sm" lineClamp={1}>
                  {r.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  문항 {r.question_count}개{r.subject_code_name ? ` · ${r.subject_code_name}` : ''}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{labelFor(EXAM_TYPE, r.type)}</Text>
              </Table.Td>
              <Table.Td>{r.year}</Table.Td>
              <Table.Td>{r.grade_id}학년</Table.Td>
              <Table.Td>{labelFor(SUBJECT_TYPE, r.subject_type_id)}</Table.Td>
              <Table.Td>
                <StateBadges {...r} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={1}>
                  {r.user_name ?? '-'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={1} c={r.admin_name ? undefined : 'dimmed'}>
                  {r.admin_name ?? '미배정'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={r.return_count > 0 ? 'red' : undefined} fw={r.return_count > 0 ? 600 : undefined} aria-label={`반려 ${r.return_count}회`}>
                  {r.return_count}회
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(r.update_time)}</Text>
              </Table.Td>
              <Table.Td>
                <Button renderRoot={(props) => <Link {...props} to={REVIEW_PATH} search={{ id: r.id }} />} size="compact-xs" variant={toReview(r) ? 'filled' : 'light'} aria-label={`${r.name} ${toReview(r) ? '검수' : '보기'}`}>
                  {toReview(r) ? '검수' : '보기'}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScrollContainer>
  );
}
