/**
 * The school exam table: column widths in percent, and sortable headers whose click cycles the sort arrow
 * between 1 (ascending) and 2 (descending) (spec section 9). Without `onSort` (the temporary records' list,
 * which the server orders newest first) the headers are plain; with `onRelease` a temporary row also offers
 * '임시 해제'.
 */
import { Badge, Button, Group, Table, TableScrollContainer, Text, UnstyledButton } from '@mantine/core';
import type { SchoolSubject, SchoolSubjectSortKey } from '../../../../api/question-bank/schools-textbooks';
import { SEMESTER, SORT, labelFor } from '../../../../api/codes';

export interface SortState {
  sort_key?: SchoolSubjectSortKey;
  sort?: 1 | 2;
}

const COLUMNS: Array<{ label: string; width: string; sortKey?: SchoolSubjectSortKey }> = [
  { label: '번호', width: '6%', sortKey: 'id' },
  { label: '학교', width: '17%', sortKey: 'school_name' },
  { label: '학년', width: '6%', sortKey: 'grade_id' },
  { label: '과목', width: '14%', sortKey: 'subject_type_id' },
  { label: '학기', width: '10%', sortKey: 'semester' },
  { label: '연도', width: '7%', sortKey: 'year' },
  { label: '출판사', width: '10%', sortKey: 'publisher_name' },
  { label: '교과서', width: '12%' },
  { label: '수정일', width: '8%', sortKey: 'update_time' },
  { label: '관리', width: '10%' },
];

/** The next arrow state after a header click: a new column starts ascending, the same column flips 1 <-> 2. */
export function nextSort(current: SortState, key: SchoolSubjectSortKey): Required<SortState> {
  if (current.sort_key !== key) return { sort_key: key, sort: SORT.asc };
  return { sort_key: key, sort: current.sort === SORT.asc ? SORT.desc : SORT.asc };
}

const arrow = (s: SortState, key: SchoolSubjectSortKey) => (s.sort_key !== key ? '↕' : s.sort === SORT.desc ? '▼' : '▲');
const ariaSort = (s: SortState, key?: SchoolSubjectSortKey) => (!key || s.sort_key !== key ? undefined : s.sort === SORT.desc ? 'descending' : 'ascending');

/** The widths with a wider 관리 column (taken from 학교) when a third action is shown. */
const withReleaseColumn = COLUMNS.map((c) => (c.label === '학교' ? { ...c, width: '13%' } : c.label === '관리' ? { ...c, width: '14%' } : c));

export function SchoolSubjectTable({
  rows,
  sort = {},
  onSort,
  onEdit,
  onDelete,
  onRelease,
  releasing,
}: {
  rows: SchoolSubject[];
  sort?: SortState;
  /** Omitted for a list that is not sortable. */
  onSort?: (key: SchoolSubjectSortKey) => void;
  onEdit: (row: SchoolSubject) => void;
  onDelete: (row: SchoolSubject) => void;
  /** Clears is_temp of a temporary row. */
  onRelease?: (row: SchoolSubject) => void;
  /** The row whose release is being saved. */
  releasing?: number | null;
}) {
  const columns = onRelease ? withReleaseColumn : COLUMNS;
  return (
    <TableScrollContainer minWidth={960}>
      <Table striped highlightOnHover layout="fixed" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.label} w={c.width} aria-sort={onSort ? ariaSort(sort, c.sortKey) : undefined}>
                {c.sortKey && onSort ? (
                  <UnstyledButton onClick={() => onSort(c.sortKey!)} fw={600} fz="sm">
                    {c.label}{' '}
                    <Text span c={sort.sort_key === c.sortKey ? 'blue' : 'dimmed'} fz="xs" aria-hidden>
                      {arrow(sort, c.sortKey)}
                    </Text>
                  </UnstyledButton>
                ) : (
                  c.label
                )}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>{r.id}</Table.Td>
              <Table.Td>
                <Text fz="sm" truncate>
                  {r.school_name ?? '-'}
                </Text>
                <Group gap={4}>
                  {r.region && (
                    <Text fz="xs" c="dimmed">
                      {r.region}
                    </Text>
                  )}
                  {r.is_temp && (
                    <Badge size="xs" color="orange" variant="light">
                      임시
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>{r.grade_id}학년</Table.Td>
              <Table.Td>
                <Text fz="sm">{r.subject_name ?? r.subject_type_id}</Text>
                {(r.subject_detail_name || r.detail) && (
                  <Text fz="xs" c="dimmed" truncate>
                    {[r.subject_detail_name, r.detail].filter(Boolean).join(' · ')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{labelFor(SEMESTER, r.semester)}</Table.Td>
              <Table.Td>{r.year}</Table.Td>
              <Table.Td>{r.publisher_name ?? '-'}</Table.Td>
              <Table.Td>
                <Text fz="sm" truncate>
                  {r.textbook_name ?? '-'}
                </Text>
              </Table.Td>
              <Table.Td>{r.update_time.slice(0, 10)}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Button size="compact-xs" variant="light" onClick={() => onEdit(r)} aria-label={`${r.id}번 수정`}>
                    수정
                  </Button>
                  {onRelease && r.is_temp && (
                    <Button size="compact-xs" variant="light" color="teal" onClick={() => onRelease(r)} loading={releasing === r.id} aria-label={`${r.id}번 임시 해제`}>
                      임시 해제
                    </Button>
                  )}
                  <Button size="compact-xs" variant="light" color="red" onClick={() => onDelete(r)} aria-label={`${r.id}번 삭제`}>
                    삭제
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScrollContainer>
  );
}
