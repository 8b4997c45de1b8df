/**
 * /admin/management/admin-permission-settings (master): every active staff account with its level and subject,
 * searched by level, e-mail and name, sorted with the 1/2 arrow and paged on the server. A new sign-up starts at
 * level 0 (권한 없음) and can work once its level is raised here (filter 레벨 0 to find them).
 */
import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, ScrollArea, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { PAGE_SIZE } from '../../../../api/codes';
import type { Actor } from '../../../../api/policy';
import type { UserSortKey } from '../../../../api/staff/users';
import { ListFooter } from '../../../../components/list/ListFooter';
import { ListRowsState } from '../../../../components/list/ListState';
import { SortableTh } from '../../../../components/list/SortableTh';
import { LEVEL_OPTIONS } from '../../users/users.rules';
import { usePermissions } from '../api/get-permissions';
import { permissionListQuery, type PermissionSearch } from '../permissions.search';
import { PermissionTableRow } from './permission-row';

export interface PermissionScreenProps {
  search: PermissionSearch;
  onSearch: (next: PermissionSearch) => void;
  actor: Actor;
}

const COLUMNS: Array<{ key: UserSortKey | null; label: string; width?: string }> = [
  { key: 'id', label: '번호', width: '80px' },
  { key: 'name', label: '이름 · 이메일' },
  { key: 'level', label: '레벨', width: '190px' },
  { key: null, label: '담당 과목', width: '150px' },
  { key: null, label: '최근 변경', width: '170px' },
];

export function PermissionScreen({ search, onSearch, actor }: PermissionScreenProps) {
  const query = permissionListQuery(search);
  const list = usePermissions(query);
  const rows = list.data?.data_list ?? [];
  const filter = (patch: Partial<PermissionSearch>) => onSearch(clean({ ...search, ...patch, page: undefined }));
  return (
    <Stack gap="sm">
      <PermissionFilters key={`${search.user_search ?? ''}|${search.name_search ?? ''}`} search={search} onFilter={filter} />
      <ScrollArea type="auto">
        <Table striped highlightOnHover verticalSpacing={6} miw={820} aria-label="직원 권한 목록">
          <Table.Thead>
            <Table.Tr>
              {COLUMNS.map((c) =>
                c.key ? (
                  <SortableTh key={c.label} column={c.key} label={c.label} width={c.width} sort={{ sort_key: query.sort_key, sort: query.sort as 1 | 2 }} onSort={(next) => onSearch({ ...search, ...(next as Pick<PermissionSearch, 'sort_key' | 'sort'>), page: undefined })} />
                ) : (
                  <Table.Th key={c.label} style={{ width: c.width }}>
                    {c.label}
                  </Table.Th>
                ),
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <ListRowsState loading={list.isLoading && rows.length === 0} error={rows.length === 0 ? list.error : null} empty={rows.length === 0} columns={COLUMNS.length} emptyText="조건에 맞는 직원이 없습니다." />
            {rows.map((row) => (
              <PermissionTableRow key={row.id} row={row} actor={actor} />
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <ListFooter total={list.data?.total ?? 0} estimated={list.data?.total_estimated} page={search.page ?? 1} size={search.size ?? PAGE_SIZE.default} onPage={(page) => onSearch({ ...search, page: page > 1 ? page : undefined })} />
    </Stack>
  );
}

const clean = (s: PermissionSearch) => Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined && v !== '')) as PermissionSearch;

function PermissionFilters({ search, onFilter }: { search: PermissionSearch; onFilter: (patch: Partial<PermissionSearch>) => void }) {
  const [email, setEmail] = useState(search.user_search ?? '');
  const [name, setName] = useState(search.name_search ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilter({ user_search: email.trim() || undefined, name_search: name.trim() || undefined });
  };
  return (
    <Paper withBorder p="sm" component="section" aria-label="직원 검색">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select label="레벨" placeholder="전체" data={LEVEL_OPTIONS} value={search.admin === undefined ? null : String(search.admin)} onChange={(v) => onFilter({ admin: v === null ? undefined : Number(v) })} clearable w={180} />
        <form onSubmit={submit} role="search" aria-label="직원 이메일·이름 검색">
          <Group align="flex-end" gap="xs" wrap="wrap">
            <TextInput label="이메일 검색" value={email} onChange={(e) => setEmail(e.currentTarget.value)} maxLength={200} w={200} />
            <TextInput label="이름 검색" value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={200} w={170} />
            <Button type="submit" variant="light">
              검색
            </Button>
          </Group>
        </form>
        <Text size="xs" c="dimmed" maw={320}>
          새로 가입한 직원은 레벨 0(권한 없음)입니다. 레벨을 올리면 그 권한으로 일할 수 있습니다. 마지막 마스터는 낮출 수 없습니다.
        </Text>
      </Group>
    </Paper>
  );
}
