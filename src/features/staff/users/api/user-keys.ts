import { ApiError } from '../../../../api/client';

/** Query keys of the user screens: every key starts with `userKeys.all`, so one write can refresh them all. */
export const userKeys = {
  all: ['staff-users'] as const,
  /** Every page of the user list, under any filters. */
  lists: () => [...userKeys.all, 'list'] as const,
  list: (query: unknown) => [...userKeys.lists(), query] as const,
  detail: (id: number) => [...userKeys.all, 'detail', id] as const,
  /** Every page of the permission page's staff list. */
  permissions: () => [...userKeys.all, 'permissions'] as const,
  permissionList: (query: unknown) => [...userKeys.permissions(), query] as const,
};

/** Retry once after a network or server failure, never after a refusal (a missing user stays missing). */
export const retryUnlessRefused = (failures: number, error: Error) => failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);
