/**
 * Tabs of a work list by the spec's list codes (user-allowed 2/3/4, class/type work 5/6), each selecting an
 * exam state. Each tab shows how many exams it holds under the current filters (the list's own total), never
 * the list code, which read as a count.
 */
import { Badge, Tabs } from '@mantine/core';
import type { ExamSubjectListQuery } from '../../../../api/question-bank/exams';
import type { ListKind } from '../api/exam-queries';
import { useStateTabCounts } from '../api/state-tab-counts';

export interface StateTab {
  code: number;
  label: string;
  examState: number;
}

const count = (n: number | undefined, active: boolean) => (
  <Badge size="sm" variant={active ? 'filled' : 'light'} circle={false}>
    {n === undefined ? '…' : n.toLocaleString('ko-KR')}
  </Badge>
);

export interface StateListTabsProps {
  tabs: readonly StateTab[];
  state: number | undefined;
  onState: (examState: number | undefined) => void;
  /** The list the tabs filter, and its filters: the counts come from the same call. */
  kind: ListKind;
  search: Partial<ExamSubjectListQuery>;
}

export function StateListTabs({ tabs, state, onState, kind, search }: StateListTabsProps) {
  const active = tabs.find((t) => t.examState === state);
  const counts = useStateTabCounts(kind, search, tabs);
  return (
    <Tabs value={active ? String(active.code) : 'all'} onChange={(v) => onState(v === 'all' ? undefined : tabs.find((t) => String(t.code) === v)?.examState)}>
      <Tabs.List>
        <Tabs.Tab value="all" rightSection={count(counts.all, !active)}>
          전체
        </Tabs.Tab>
        {tabs.map((t) => (
          <Tabs.Tab key={t.code} value={String(t.code)} rightSection={count(counts.byCode[t.code], active?.code === t.code)}>
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
