/**
 * The real totals behind a work list's state tabs: the same list call under the same filters, once per tab
 * (and once for "전체") with one row per page, of which only `total` is read. Cached with the lists, so the
 * counts follow every transition that invalidates them.
 */
import { useQueries } from '@tanstack/react-query';
import type { ExamSubjectListQuery } from '../../../../api/question-bank/exams';
import { examSubjectListOptions, type ListKind } from './exam-queries';

/** The total of each tab by its list code, and of the whole list (`all`); undefined while loading. */
export function useStateTabCounts(kind: ListKind, search: Partial<ExamSubjectListQuery>, tabs: ReadonlyArray<{ code: number; examState: number }>) {
  const states = [undefined, ...tabs.map((t) => t.examState)];
  const results = useQueries({
    queries: states.map((state) => ({
      ...examSubjectListOptions(kind, { ...search, state, page: 1, size: 1, sort_key: undefined, sort: undefined }),
      select: (reply: { total: number }) => reply.total,
    })),
  });
  return { all: results[0].data, byCode: Object.fromEntries(tabs.map((t, i) => [t.code, results[i + 1].data])) as Record<number, number | undefined> };
}
