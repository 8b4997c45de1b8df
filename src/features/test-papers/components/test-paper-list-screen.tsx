/**
 * /admin/management/user-upload-exam: the filter panel and one page of the papers under it, the sort arrow
 * and the pager. Everything the list shows is in the URL search (the route owns it): a shared or reloaded
 * link shows the same list, and Back undoes a filter change.
 */
import { Stack } from '@mantine/core';
import { PAGE_SIZE } from '../../../api/codes';
import { ListFooter } from '../../../components/list/ListFooter';
import { useTestPapers } from '../api/get-test-papers';
import { testPaperListQuery, type TestPaperSearch } from '../test-papers.search';
import { TestPaperFilters } from './test-paper-filters';
import { TestPaperTable } from './test-paper-table';

export interface TestPaperListScreenProps {
  search: TestPaperSearch;
  onSearch: (next: TestPaperSearch) => void;
}

export function TestPaperListScreen({ search, onSearch }: TestPaperListScreenProps) {
  const query = testPaperListQuery(search);
  const list = useTestPapers(query);
  return (
    <Stack gap="sm">
      <TestPaperFilters search={search} onChange={onSearch} />
      <TestPaperTable
        rows={list.data?.data_list ?? []}
        loading={list.isLoading}
        error={list.error}
        sort={{ sort_key: search.sort_key, sort: search.sort }}
        onSort={(next) => onSearch({ ...search, ...next, page: undefined })}
      />
      <ListFooter total={list.data?.total ?? 0} estimated={list.data?.total_estimated} page={search.page ?? 1} size={search.size ?? PAGE_SIZE.default} onPage={(page) => onSearch({ ...search, page: page > 1 ? page : undefined })} />
    </Stack>
  );
}
