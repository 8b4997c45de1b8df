import { ApiError } from '../../../api/client';

/** Query keys of the staff test-paper screens: every key starts with `testPaperKeys.all`, so one write can refresh them all. */
export const testPaperKeys = {
  all: ['test-papers'] as const,
  /** Every page of the staff list, under any filters. */
  lists: () => [...testPaperKeys.all, 'list'] as const,
  list: (query: unknown) => [...testPaperKeys.lists(), query] as const,
  detail: (id: number) => [...testPaperKeys.all, 'detail', id] as const,
  /** The bytes of one file of a paper (the viewer and the download share them). */
  file: (id: number, fileId: number) => [...testPaperKeys.all, 'file', id, fileId] as const,
  fileSize: (id: number, fileId: number) => [...testPaperKeys.all, 'file-size', id, fileId] as const,
};

/** Retry once after a network or server failure, never after a refusal (a missing paper stays missing). */
export const retryUnlessRefused = (failures: number, error: Error) => failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);
