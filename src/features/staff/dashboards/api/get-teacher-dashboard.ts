/** GET teacher_dashboard: a teacher's classification work. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { teacherDashboard } from '../../../../api/staff/dashboards';
import { DASHBOARD_STALE_MS, dashboardKeys } from './dashboard-keys';

/** Fetches the teacher's dashboard over the last `weeks` weeks. */
export const getTeacherDashboard = (weeks: number, signal?: AbortSignal) => adminApi(teacherDashboard, { query: { weeks } }, { signal });

/** The teacher's dashboard query options. */
export const teacherDashboardQueryOptions = (weeks: number) =>
  queryOptions({ queryKey: dashboardKeys.teacher(weeks), queryFn: ({ signal }) => getTeacherDashboard(weeks, signal), staleTime: DASHBOARD_STALE_MS, placeholderData: keepPreviousData });

/** The teacher's dashboard. */
export const useTeacherDashboard = (weeks: number) => useQuery(teacherDashboardQueryOptions(weeks));
