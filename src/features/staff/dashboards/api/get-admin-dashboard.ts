/** GET admin_dashboard: the team's work, the oldest waiting exams and the public site's pages and referers. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { adminDashboard } from '../../../../api/staff/dashboards';
import { DASHBOARD_STALE_MS, dashboardKeys } from './dashboard-keys';

/** Fetches the administrators' dashboard over the last `weeks` weeks. */
export const getAdminDashboard = (weeks: number, signal?: AbortSignal) => adminApi(adminDashboard, { query: { weeks } }, { signal });

/** The administrators' dashboard query options. */
export const adminDashboardQueryOptions = (weeks: number) =>
  queryOptions({ queryKey: dashboardKeys.admin(weeks), queryFn: ({ signal }) => getAdminDashboard(weeks, signal), staleTime: DASHBOARD_STALE_MS, placeholderData: keepPreviousData });

/** The administrators' dashboard. */
export const useAdminDashboard = (weeks: number) => useQuery(adminDashboardQueryOptions(weeks));
