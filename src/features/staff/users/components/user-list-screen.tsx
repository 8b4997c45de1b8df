/**
 * /admin/user-detail: the filter panel, one page of users under it with the sort arrow and the pager, the xlsx
 * export of the whole filtered list, and the detail drawer of the user picked. Everything (the open user
 * included) is in the URL search the route owns: a shared or reloaded link shows the same screen.
 */
import { Button, Group, Stack, Text } from '@mantine/core';
import { PAGE_SIZE } from '../../../../api/codes';
import type { Actor } from '../../../../api/policy';
import { ListFooter } from '../../../../components/list/ListFooter';
import { useExportUsers } from '../api/export-users';
import { useUsers } from '../api/get-users';
import { userListQuery, type UserSearch } from '../users.search';
import { UserDetailDrawer } from './user-detail-drawer';
import { UserFilters } from './user-filters';
import { UserTable } from './user-table';

export interface UserListScreenProps {
  search: UserSearch;
  onSearch: (next: UserSearch) => void;
  actor: Actor;
}

export function UserListScreen({ search, onSearch, actor }: UserListScreenProps) {
  const query = userListQuery(search);
  const list = useUsers(query);
  const exporting = useExportUsers();
  const total = list.data?.total ?? 0;
  return (
    <Stack gap="sm">
      <UserFilters search={search} onChange={onSearch} />
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          이름이나 행을 누르면 상세가 열립니다.
        </Text>
        <Button variant="light" size="xs" loading={exporting.isPending} disabled={total === 0} onClick={() => exporting.mutate(query)}>
          엑셀 내보내기
        </Button>
      </Group>
      <UserTable
        rows={list.data?.data_list ?? []}
        loading={list.isLoading}
        error={list.error}
        sort={{ sort_key: search.sort_key, sort: search.sort }}
        onSort={(next) => onSearch({ ...search, ...next, page: undefined })}
        selectedId={search.id}
        onOpen={(id) => onSearch({ ...search, id })}
      />
      <ListFooter total={total} estimated={list.data?.total_estimated} page={search.page ?? 1} size={search.size ?? PAGE_SIZE.default} onPage={(page) => onSearch({ ...search, page: page > 1 ? page : undefined })} />
      <UserDetailDrawer id={search.id} actor={actor} onClose={() => onSearch({ ...search, id: undefined })} />
    </Stack>
  );
}
