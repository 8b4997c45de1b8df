/** Query keys of the dashboards: every key starts with `dashboardKeys.all`, so one change can refresh them all. */
export const dashboardKeys = {
  all: ['dashboards'] as const,
  admin: (weeks: number) => [...dashboardKeys.all, 'admin', weeks] as const,
  user: (weeks: number) => [...dashboardKeys.all, 'user', weeks] as const,
  teacher: (weeks: number) => [...dashboardKeys.all, 'teacher', weeks] as const,
};

/** A dashboard stays fresh for a minute; switching the window keeps the last one on screen while the next loads. */
export const DASHBOARD_STALE_MS = 60_000;
