/**
 * The staff list's table: one row per paper with its school, level, grade, subject, semester, year, state
 * badge, uploader and date; the header sorts with the spec's 1/2 arrow (the server sorts, one page at a time);
 * the paper's name links to its detail page. Loading, error and empty rows come from ListRowsState.
 */
import { Anchor, ScrollArea, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { TestPaper } from '../../../api/test-papers';
import { ListRowsState } from '../../../components/list/ListState';
import { SortableTh, type SortState } from '../../../components/list/SortableTh';
import { filterLabel, formatDateTime, type TestPaperSortKey } from '../test-papers.rules';
import { TestPaperStateBadge } from './test-paper-state-badge';

export interface TestPaperTableProps {
  rows: TestPaper[];
  loading: boolean;
  error: unknown;
  sort: SortState;
  onSort: (next: { sort_key: TestPaperSortKey; sort: 1 | 2 }) => void;
}

const COLUMNS: Array<{ key: TestPaperSortKey | null; label: string; width?: string }> = [
  { key: 'id', label: '번호', width: '72px' },
  { key: null, label: '시험지' },
  { key: 'school_name', label: '학교' },
  { key: 'school_type', label: '학교급', width: '80px' },
  { key: 'grade_id', label: '학년', width: '70px' },
  { key: 'subject_type_id', label: '과목', width: '100px' },
  { key: 'semester', label: '학기', width: '100px' },
  { key: 'year', label: '연도', width: '80px' },
  { key: 'state', label: '상태', width: '96px' },
  { key: null, label: '올린 사람' },
  { key: 'create_time', label: '올린 날', width: '160px' },
];

export function TestPaperTable({ rows, loading, error, sort, onSort }: TestPaperTableProps) {
  return (
    <ScrollArea type="auto">
      <Table striped highlightOnHover verticalSpacing={6} miw={1040} aria-label="사용자 업로드 시험지 목록">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((c) =>
              c.key ? (
                <SortableTh key={c.label} column={c.key} label={c.label} width={c.width} sort={sort} onSort={(next) => onSort(next as { sort_key: TestPaperSortKey; sort: 1 | 2 })} />
              ) : (
                <Table.Th key={c.label} style={{ width: c.width }}>
                  {c.label}
                </Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <ListRowsState loading={loading && rows.length === 0} error={rows.length === 0 ? error : null} empty={rows.length === 0} columns={COLUMNS.length} emptyText="조건에 맞는 시험지가 없습니다. 필터를 바꿔 보세요." />
          {rows.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>{p.id}</Table.Td>
              <Table.Td>
                <Anchor size="sm" fw={500} renderRoot={(props) => <Link {...props} to="/admin/management/user-upload-exam/detail/$id" params={{ id: String(p.id) }} />}>
                  {p.file_name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {p.type === 'pdf' ? 'PDF' : '사진'} · {p.file_count}개 파일
                </Text>
              </Table.Td>
              <Table.Td>{p.school_name}</Table.Td>
              <Table.Td>{filterLabel('school_type', p.school_type)}</Table.Td>
              <Table.Td>{filterLabel('grade_id', p.grade_id)}</Table.Td>
              <Table.Td>{filterLabel('subject_type_id', p.subject_type_id)}</Table.Td>
              <Table.Td>{filterLabel('semester', p.semester)}</Table.Td>
              <Table.Td>{p.year}</Table.Td>
              <Table.Td>
                <TestPaperStateBadge code={p.state} size="sm" />
              </Table.Td>
              <Table.Td>{p.user_name ?? `회원 ${p.user_id}`}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(p.create_time)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
