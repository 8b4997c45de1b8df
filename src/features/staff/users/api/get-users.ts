/** GET user_management: one page of the user list under the URL's filters and sort arrow. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { userManagement, type UserListQuery } from '../../../../api/staff/users';
import { userKeys } from './user-keys';

/** Fetches one page of users. */
export const getUsers = (query: UserListQuery, signal?: AbortSignal) => adminApi(userManagement, { query }, { signal });

/** The list's query options (the previous page stays on screen while the next loads). */
export const usersQueryOptions = (query: UserListQuery) => queryOptions({ queryKey: userKeys.list(query), queryFn: ({ signal }) => getUsers(query, signal), placeholderData: keepPreviousData });

/** One page of the user list. */
export const useUsers = (query: UserListQuery) => useQuery(usersQueryOptions(query));
