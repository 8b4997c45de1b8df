/** GET user_manage: one page of active staff accounts with their level, subject and latest change (master). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminApi } from '../../../../api/client';
import { userManage, type PermissionListQuerySchema } from '../../../../api/staff/users';
import { userKeys } from '../../users/api/user-keys';

type Query = z.input<typeof PermissionListQuerySchema>;

/** Fetches one page of staff accounts. */
export const getPermissions = (query: Query, signal?: AbortSignal) => adminApi(userManage, { query }, { signal });

/** The page's query options (the previous page stays on screen while the next loads). */
export const permissionsQueryOptions = (query: Query) =>
  queryOptions({ queryKey: userKeys.permissionList(query), queryFn: ({ signal }) => getPermissions(query, signal), placeholderData: keepPreviousData });

/** One page of the permission page. */
export const usePermissions = (query: Query) => useQuery(permissionsQueryOptions(query));
