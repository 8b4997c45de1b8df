/**
 * The consultants' list (/admin/admin-consulting, tab 컨설팅 신청): the filter panel, one page of applications,
 * the sort arrow and the pager. Everything it shows is in the URL search (the route owns it).
 */
import { Stack } from '@mantine/core';
import { PAGE_SIZE } from '../../../../api/codes';
import { ListFooter } from '../../../../components/list/ListFooter';
import { useApplications } from '../api/get-applications';
import { useConsultingServices } from '../api/get-consulting-services';
import { applicationListQuery, type ApplicationSearch } from '../applications.search';
import { ApplicationFilters } from './application-filters';
import { ApplicationTable } from './application-table';

export interface ApplicationListScreenProps {
  search: ApplicationSearch;
  onSearch: (next: ApplicationSearch) => void;
}

export function ApplicationListScreen({ search, onSearch }: ApplicationListScreenProps) {
  const list = useApplications(applicationListQuery(search));
  const services = useConsultingServices();
  return (
    <Stack gap="sm">
      <ApplicationFilters search={search} services={services.data ?? []} onChange={onSearch} />
      <ApplicationTable
        rows={list.data?.data_list ?? []}
        loading={list.isLoading}
        error={list.error}
        sort={{ sort_key: search.sort_key, sort: search.sort }}
        onSort={(next) => onSearch({ ...search, ...next, page: undefined })}
        onOpen={(id) => onSearch({ ...search, id })}
      />
      <ListFooter total={list.data?.total ?? 0} estimated={list.data?.total_estimated} page={search.page ?? 1} size={search.size ?? PAGE_SIZE.default} onPage={(page) => onSearch({ ...search, page: page > 1 ? page : undefined })} />
    </Stack>
  );
}
