/** GET user_dashboard: the signed-in person's own queue, returned exams, work per day, month and warnings. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { userDashboard } from '../../../../api/staff/dashboards';
import { DASHBOARD_STALE_MS, dashboardKeys } from './dashboard-keys';

/** Fetches the signed-in person's dashboard over the last `weeks` weeks. */
export const getUserDashboard = (weeks: number, signal?: AbortSignal) => adminApi(userDashboard, { query: { weeks } }, { signal });

/** The person's dashboard query options. */
export const userDashboardQueryOptions = (weeks: number) =>
  queryOptions({ queryKey: dashboardKeys.user(weeks), queryFn: ({ signal }) => getUserDashboard(weeks, signal), staleTime: DASHBOARD_STALE_MS, placeholderData: keepPreviousData });

/** The signed-in person's dashboard. */
export const useUserDashboard = (weeks: number) => useQuery(userDashboardQueryOptions(weeks));
