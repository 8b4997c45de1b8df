/**
 * The user list's table: one row per account with its kind (staff level or customer type), subject, warning
 * points, points, sign-up date and whether it is withdrawn; the header sorts with the spec's 1/2 arrow (the
 * server sorts, one page at a time). A row (or its name, reached with Tab) opens the user's detail.
 */
import { Anchor, Badge, ScrollArea, Table, Text } from '@mantine/core';
import type { UserRow, UserSortKey } from '../../../../api/staff/users';
import { ListRowsState } from '../../../../components/list/ListState';
import { SortableTh, type SortState } from '../../../../components/list/SortableTh';
import { accountKindLabel, classTypeLabel, formatDate } from '../users.rules';

export interface UserTableProps {
  rows: UserRow[];
  loading: boolean;
  error: unknown;
  sort: SortState;
  onSort: (next: { sort_key: UserSortKey; sort: 1 | 2 }) => void;
  selectedId?: number;
  onOpen: (id: number) => void;
}

const COLUMNS: Array<{ key: UserSortKey | null; label: string; width?: string }> = [
  { key: 'id', label: '번호', width: '80px' },
  { key: 'name', label: '이름' },
  { key: 'email', label: '이메일' },
  { key: 'level', label: '구분', width: '150px' },
  { key: null, label: '담당 과목', width: '100px' },
  { key: 'warning_point', label: '경고', width: '80px' },
  { key: 'point', label: '포인트', width: '100px' },
  { key: 'create_time', label: '가입일', width: '130px' },
  { key: null, label: '상태', width: '80px' },
];

export function UserTable({ rows, loading, error, sort, onSort, selectedId, onOpen }: UserTableProps) {
  return (
    <ScrollArea type="auto">
      <Table striped highlightOnHover verticalSpacing={6} miw={980} aria-label="사용자 목록">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((c) =>
              c.key ? (
                <SortableTh key={c.label} column={c.key} label={c.label} width={c.width} sort={sort} onSort={(next) => onSort(next as { sort_key: UserSortKey; sort: 1 | 2 })} />
              ) : (
                <Table.Th key={c.label} style={{ width: c.width }}>
                  {c.label}
                </Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <ListRowsState loading={loading && rows.length === 0} error={rows.length === 0 ? error : null} empty={rows.length === 0} columns={COLUMNS.length} emptyText="조건에 맞는 사용자가 없습니다. 필터를 바꿔 보세요." />
          {rows.map((u) => (
            <Table.Tr key={u.id} onClick={() => onOpen(u.id)} style={{ cursor: 'pointer' }} bg={u.id === selectedId ? 'var(--mantine-primary-color-light)' : undefined} c={u.out_at ? 'dimmed' : undefined}>
              <Table.Td>{u.id}</Table.Td>
              <Table.Td>
                <Anchor component="button" type="button" size="sm" fw={500} onClick={(e) => (e.stopPropagation(), onOpen(u.id))} aria-label={`${u.name} 상세 보기`}>
                  {u.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ wordBreak: 'break-all' }}>
                  {u.email}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={u.realm === 'staff' ? 'indigo' : 'grape'} size="sm">
                  {accountKindLabel(u)}
                </Badge>
              </Table.Td>
              <Table.Td>{u.realm === 'staff' ? classTypeLabel(u.class_type) : '-'}</Table.Td>
              <Table.Td c={u.warning_point > 0 ? 'red' : undefined}>{u.warning_point}</Table.Td>
              <Table.Td>{u.point.toLocaleString('ko-KR')}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(u.create_time)}</Table.Td>
              <Table.Td>{u.out_at ? <Badge color="gray" size="sm">탈퇴</Badge> : <Text size="sm">사용 중</Text>}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
