import { ApiError } from '../../../../api/client-core';

/** Query keys of consulting applications: every key starts with `applicationKeys.all`, so one write can refresh them all. */
export const applicationKeys = {
  all: ['consulting-applications'] as const,
  /** The services offered (public). */
  services: () => [...applicationKeys.all, 'services'] as const,
  /** The signed-in applicant's snapshot, list and one application. */
  snapshot: () => [...applicationKeys.all, 'snapshot'] as const,
  mine: () => [...applicationKeys.all, 'mine'] as const,
  own: (id: number) => [...applicationKeys.all, 'mine', id] as const,
  /** Every page of the consultants' list, under any filters. */
  lists: () => [...applicationKeys.all, 'list'] as const,
  list: (query: unknown) => [...applicationKeys.lists(), query] as const,
  detail: (id: number) => [...applicationKeys.all, 'detail', id] as const,
};

/** Retry once after a network or server failure, never after a refusal (a missing application stays missing). */
export const retryUnlessRefused = (failures: number, error: Error) => failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);
