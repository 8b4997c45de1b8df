/** GET user_management_detail?id: one user's row, audit trail, warnings, points, notes, work per month and exams. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { userManagementDetail } from '../../../../api/staff/users';
import { retryUnlessRefused, userKeys } from './user-keys';

/** Fetches one user's record; the drawer shows a failure itself (no notification). */
export const getUserDetail = (id: number, signal?: AbortSignal) => adminApi(userManagementDetail, { query: { id } }, { signal, notify: false });

/** The record's query options (a missing user is not asked again). */
export const userDetailQueryOptions = (id: number) => queryOptions({ queryKey: userKeys.detail(id), queryFn: ({ signal }) => getUserDetail(id, signal), retry: retryUnlessRefused });

/** One user's whole record. */
export const useUserDetail = (id: number) => useQuery(userDetailQueryOptions(id));
