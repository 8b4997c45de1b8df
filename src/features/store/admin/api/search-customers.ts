/**
 * GET user_management (realm customer): the customers whose name or e-mail matches, for the coupon form's customer
 * picker. Issuing a coupon and reading the user list are both for internal administrators (level 5+).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { userManagement } from '../../../../api/staff/users';
import { adminPaymentKeys } from './admin-payment-keys';

/** How many customers one search shows. */
const CUSTOMER_PAGE = 20;

/** Customers matching `search` (an e-mail when it has '@', else a name); none for a blank search. */
export const getCustomers = (search: string, signal?: AbortSignal) =>
  adminApi(userManagement, { query: { realm: 'customer', page: 1, size: CUSTOMER_PAGE, ...(search.includes('@') ? { user_search: search } : { name_search: search }) } }, { signal });

/** The customer search's query options. */
export const customersQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...adminPaymentKeys.all, 'customers', search],
    queryFn: ({ signal }) => getCustomers(search, signal),
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** Customers matching a search. */
export const useCustomers = (search: string) => useQuery(customersQueryOptions(search));
