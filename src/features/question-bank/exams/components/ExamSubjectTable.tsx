/** An exam-subject list: sortable headers (1/2), percentage column widths, state badges, a per-row action slot. */
import type { ReactNode } from 'react';
import { Anchor, Table, TableScrollContainer, Text } from '@mantine/core';
import type { ExamSubject } from '../../../../api/question-bank/exams';
import { ListRowsState } from '../../../../components/list/ListState';
import { SortableTh, type SortState } from '../../../../components/list/SortableTh';
import { StateBadges } from '../../../../components/exam/StateBadges';
import { EXAM_TYPE, labelFor, SUBJECT_TYPE } from '../../../../api/codes';

export interface ExamSubjectTableProps {
  rows: ExamSubject[];
  loading: boolean;
  error: unknown;
  sort: SortState;
  onSort: (next: Required<SortState>) => void;
  /** Where the name links to (the editor), if anywhere. */
  href?: (row: ExamSubject) => string | null;
  actions?: (row: ExamSubject) => ReactNode;
  emptyText?: string;
}

export function ExamSubjectTable({ rows, loading, error, sort, onSort, href, actions, emptyText = '조건에 맞는 시험이 없습니다.' }: ExamSubjectTableProps) {
  return (
    <TableScrollContainer minWidth={900}>
      <Table striped highlightOnHover layout="fixed" verticalSpacing="xs" aria-label="시험 과목 목록">
        <Table.Thead>
          <Table.Tr>
            <SortableTh column="id" label="번호" width="6%" sort={sort} onSort={onSort} />
            <SortableTh column="name" label="시험명" width="24%" sort={sort} onSort={onSort} />
            <Table.Th style={{ width: '10%' }}>종류</Table.Th>
            <SortableTh column="year" label="연도" width="7%" sort={sort} onSort={onSort} />
            <SortableTh column="grade_id" label="학년" width="6%" sort={sort} onSort={onSort} />
            <Table.Th style={{ width: '6%' }}>과목</Table.Th>
            <SortableTh column="state" label="상태" width="14%" sort={sort} onSort={onSort} />
            <SortableTh column="user_name" label="입력자" width="9%" sort={sort} onSort={onSort} />
            <SortableTh column="return_count" label="반려" width="5%" sort={sort} onSort={onSort} />
            <Table.Th style={{ width: "13%" }}>작업</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <ListRowsState loading={loading && rows.length === 0} error={error} empty={rows.length === 0} columns={10} emptyText={emptyText} />
          {rows.map((r) => {
            const link = href?.(r);
            return (
              <Table.Tr key={r.id}>
                <Table.Td>{r.id}</Table.Td>
                <Table.Td>
                  {link ? (
                    <Anchor href={link} size="sm" lineClamp={1}>
                      {r.name}
                    </Anchor>
                  ) : (
                    <Text size="sm" lineClamp={1}>
                      {r.name}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    문항 {r.question_count}개{r.subject_code_name ? ` · ${r.subject_code_name}` : ''}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{labelFor(EXAM_TYPE, r.type)}</Text>
                </Table.Td>
                <Table.Td>{r.year}</Table.Td>
                <Table.Td>{r.grade_id}</Table.Td>
                <Table.Td>{labelFor(SUBJECT_TYPE, r.subject_type_id)}</Table.Td>
                <Table.Td>
                  <StateBadges {...r} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={1}>
                    {r.user_name ?? '미배정'}
                  </Text>
                </Table.Td>
                <Table.Td>{r.return_count}</Table.Td>
                <Table.Td>{actions?.(r)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScrollContainer>
  );
}
